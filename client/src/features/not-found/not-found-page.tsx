import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';

export default function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-cream px-6 text-center text-espresso">
      <h1 className="font-display text-3xl font-semibold">404 Page Not Found</h1>
      <p className="mt-3 text-muted-foreground">Did you forget to add the page to the router?</p>
      <Link href="/" className={`${buttonVariants({ variant: 'outline' })} mt-8`}>
        Go home
      </Link>
    </main>
  );
}
