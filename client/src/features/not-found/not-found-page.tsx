import { Link } from 'wouter';
import { Logo } from '@/components/logo';
import { buttonVariants } from '@/components/ui/button';
import { useAuth } from '@/session/auth-context';

/** A path no screen answers: SPEC.md's title, a kind word and the way home (the dashboard for a member). */
export default function NotFoundPage() {
  const { user } = useAuth();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-cream px-6 text-center text-espresso">
      <Logo className="size-16" />
      <h1 className="mt-6 font-display text-3xl font-semibold">404 Page Not Found</h1>
      <p className="mt-3 max-w-sm text-muted-foreground">
        This page has wandered off like steam from a cup. The link may be old, or the address mistyped.
      </p>
      <Link href={user ? '/dashboard' : '/'} className={`${buttonVariants({ size: 'lg' })} mt-8`}>
        {user ? 'Back to your dashboard' : 'Back to the home page'}
      </Link>
    </main>
  );
}
