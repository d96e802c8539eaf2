import * as SwitchPrimitive from '@radix-ui/react-switch';
import type * as React from 'react';
import { cn } from './cn';

/**
 * On/off toggle (role="switch"). The button itself is a 48x44 touch target around a 48x28 track;
 * negative vertical margins keep the row as compact as the track alone.
 */
export function Switch({ className, ...props }: React.ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'peer group/switch -my-2 inline-flex h-11 w-12 shrink-0 items-center rounded-full outline-none',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className={cn(
          'inline-flex h-7 w-12 items-center rounded-full border-2 border-transparent transition-colors',
          'bg-input group-data-[state=checked]/switch:bg-primary dark:group-data-[state=checked]/switch:bg-accent',
          'group-focus-visible/switch:ring-2 group-focus-visible/switch:ring-ring',
          'group-focus-visible/switch:ring-offset-2 group-focus-visible/switch:ring-offset-cream',
        )}
      >
        <SwitchPrimitive.Thumb
          className={cn(
            'pointer-events-none block size-5 rounded-full shadow-sm transition-[translate,background-color]',
            'data-[state=checked]:translate-x-5.5 data-[state=checked]:bg-primary-foreground',
            'dark:data-[state=checked]:bg-accent-foreground',
            'data-[state=unchecked]:translate-x-0.5 data-[state=unchecked]:bg-card',
          )}
        />
      </span>
    </SwitchPrimitive.Root>
  );
}
