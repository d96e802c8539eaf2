import type * as React from 'react';
import { cn, focusRing } from './cn';

/** Shared look of text-like controls; text-base (16px) stops iOS from zooming on focus. */
export const controlClasses = cn(
  'w-full rounded-xl border border-input bg-card px-4 text-base text-espresso shadow-xs transition-colors',
  'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
  focusRing,
);

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        controlClasses,
        'h-11 py-2 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-espresso',
        className,
      )}
      {...props}
    />
  );
}
