import { Link } from 'wouter';
import { Logo } from '@/components/logo';
import { buttonVariants } from '@/components/ui/button';

export default function LandingPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-cream px-6 py-12 text-center text-espresso">
      <Logo className="mb-8 size-24" />
      <h1 className="font-display text-4xl font-semibold leading-tight">
        Welcome to <span className="text-primary dark:text-accent">Telve</span>
      </h1>
      <p className="mt-3 max-w-xs text-lg text-muted-foreground">Begin your journey or return to your path</p>
      <div className="mt-10 flex w-full max-w-xs flex-col gap-3">
        <Link href="/auth?mode=register" className={buttonVariants({ size: 'lg' })}>
          Begin Your Journey
        </Link>
        <Link href="/auth?mode=login" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Return to Your Path
        </Link>
      </div>
    </main>
  );
}
