import { Loader2 } from 'lucide-react';
import type * as React from 'react';
import { useT } from '@/lib/i18n';
import { cn } from './cn';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** Announced to screen readers (and shown when showLabel is set). */
  label?: string;
  showLabel?: boolean;
  size?: keyof typeof sizes;
};

/** A slow, calm spinner with role="status"; it stands still under prefers-reduced-motion. */
export function Spinner({ label, showLabel = false, size = 'md', className, ...props }: SpinnerProps) {
  const say = useT();
  return (
    <span
      role="status"
      className={cn('inline-flex items-center gap-3 text-primary dark:text-gold', className)}
      {...props}
    >
      <Loader2
        aria-hidden="true"
        className={cn('shrink-0 animate-spin-slow motion-reduce:animate-none', sizes[size])}
      />
      <span className={showLabel ? 'text-sm text-muted-foreground' : 'sr-only'}>{label ?? say('loading')}</span>
    </span>
  );
}
