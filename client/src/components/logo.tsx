import { cn } from '@/components/ui/cn';

/** Telve's cup mark; decorative unless given a label. */
export function Logo({ className, label }: { className?: string; label?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={cn('size-16', className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="32" cy="32" r="30" className="fill-primary" />
      <path d="M18 26h24v8a12 12 0 0 1-24 0z" className="fill-cream" />
      <path d="M42 28h3a5 5 0 0 1 0 10h-4" fill="none" className="stroke-cream" strokeWidth="3" />
      <path
        d="M24 18c0-3 3-3 3-6M32 18c0-3 3-3 3-6"
        className="stroke-accent"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
