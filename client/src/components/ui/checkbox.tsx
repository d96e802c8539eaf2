import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import type * as React from 'react';
import { cn } from './cn';

/**
 * Checkbox (role="checkbox"); pair with <Label htmlFor> or <Field layout="inline">. The button is a
 * 44x44 touch target around the 22px box: rows of checkboxes are 44px apart, so no two targets
 * overlap; negative side margins keep the box aligned with the text above it.
 */
export function Checkbox({ className, ...props }: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'peer group/checkbox -mx-2.75 inline-flex size-11 shrink-0 items-center justify-center rounded-xl outline-none',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className={cn(
          'flex size-5.5 items-center justify-center rounded-md border-2 border-input bg-card text-primary-foreground',
          'transition-colors group-aria-invalid/checkbox:border-destructive',
          'group-data-[state=checked]/checkbox:border-primary group-data-[state=checked]/checkbox:bg-primary',
          'group-data-[state=indeterminate]/checkbox:border-primary group-data-[state=indeterminate]/checkbox:bg-primary',
          'group-focus-visible/checkbox:ring-2 group-focus-visible/checkbox:ring-ring',
          'group-focus-visible/checkbox:ring-offset-2 group-focus-visible/checkbox:ring-offset-cream',
        )}
      >
        <CheckboxPrimitive.Indicator className="group flex items-center justify-center">
          <Check aria-hidden="true" strokeWidth={3} className="size-3.5 group-data-[state=indeterminate]:hidden" />
          <Minus
            aria-hidden="true"
            strokeWidth={3}
            className="hidden size-3.5 group-data-[state=indeterminate]:block"
          />
        </CheckboxPrimitive.Indicator>
      </span>
    </CheckboxPrimitive.Root>
  );
}
