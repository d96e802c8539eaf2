import * as SwitchPrimitive from '@radix-ui/react-switch';
import type * as React from 'react';
import { cn, focusRing } from './cn';

/** On/off toggle (role="switch"). The ::after layer widens the hit area to 44px tall. */
export function Switch({ className, ...props }: React.ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'peer relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent',
        'transition-colors after:absolute after:-inset-x-1 after:-inset-y-2.5 after:content-[""]',
        'data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
        'disabled:cursor-not-allowed disabled:opacity-50',
        focusRing,
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          'pointer-events-none block size-5 rounded-full shadow-sm transition-[translate,background-color]',
          'data-[state=checked]:translate-x-5.5 data-[state=checked]:bg-primary-foreground',
          'data-[state=unchecked]:translate-x-0.5 data-[state=unchecked]:bg-card',
        )}
      />
    </SwitchPrimitive.Root>
  );
}
