import { Link } from 'wouter';
import { Logo } from '@/components/logo';
import { buttonVariants } from '@/components/ui/button';
import { T } from '@/lib/i18n';
import { useAuth } from '@/session/auth-context';

/** A path no screen answers: SPEC.md's title, a kind word and the way home (the dashboard for a member). */
export default function NotFoundPage() {
  const { user } = useAuth();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-cream px-6 text-center text-espresso">
      <Logo className="size-16" />
      <h1 className="mt-6 font-display text-3xl font-semibold">
        <T id="notFound.title" />
      </h1>
      <p className="mt-3 max-w-sm text-muted-foreground">
        <T id="notFound.text" />
      </p>
      <Link href={user ? '/dashboard' : '/'} className={`${buttonVariants({ size: 'lg' })} mt-8`}>
        <T id={user ? 'notFound.toDashboard' : 'notFound.toHome'} />
      </Link>
    </main>
  );
}
