import { Link } from 'wouter';
import { Logo } from '@/components/logo';
import { buttonVariants } from '@/components/ui/button';
import { T } from '@/lib/i18n';

export default function LandingPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-cream px-6 py-12 text-center text-espresso">
      <Logo className="mb-8 size-24" />
      <h1 className="font-display text-4xl font-semibold leading-tight">
        <T id="landing.welcome" components={{ 0: <span className="text-primary dark:text-accent" /> }} />
      </h1>
      <p className="mt-3 max-w-xs text-lg text-muted-foreground">
        <T id="landing.tagline" />
      </p>
      <div className="mt-10 flex w-full max-w-xs flex-col gap-3">
        <Link href="/auth?mode=register" className={buttonVariants({ size: 'lg' })}>
          <T id="landing.begin" />
        </Link>
        <Link href="/auth?mode=login" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <T id="landing.return" />
        </Link>
      </div>
    </main>
  );
}
