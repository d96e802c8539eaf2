import { cn } from './cn';
import { Spinner } from './spinner';

/** Full-screen centred spinner for route and session loading. */
export function PageSpinner({ label, className }: { label?: string; className?: string }) {
  return (
    <div className={cn('grid min-h-dvh w-full place-items-center bg-cream p-6', className)}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
