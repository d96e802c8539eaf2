import * as TabsPrimitive from '@radix-ui/react-tabs';
import type * as React from 'react';
import { cn, focusRing } from './cn';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex w-full items-center gap-1 rounded-2xl bg-muted p-1 text-muted-foreground', className)}
      {...props}
    />
  );
}

/**
 * A tab pressed with a finger or a mouse is marked `data-pressed` until a key is used on it or it
 * loses focus; Chromium counts a tab's focus after such a press as :focus-visible (Radix changes the
 * tab on mousedown), and a ring after a tap is noise. Keyboard focus rings as everywhere.
 */
export function TabsTrigger({
  className,
  onPointerDown,
  onKeyDown,
  onBlur,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      onPointerDown={(event) => {
        event.currentTarget.dataset.pressed = '';
        onPointerDown?.(event);
      }}
      onKeyDown={(event) => {
        delete event.currentTarget.dataset.pressed;
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        delete event.currentTarget.dataset.pressed;
        onBlur?.(event);
      }}
      className={cn(
        'inline-flex min-h-11 flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-xl px-3',
        'text-sm font-medium transition-colors hover:text-espresso disabled:pointer-events-none',
        'disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:font-semibold data-[state=active]:text-primary dark:data-[state=active]:text-gold',
        'data-[state=active]:shadow-soft [&_svg]:size-4 [&_svg]:shrink-0',
        focusRing,
        'data-pressed:focus-visible:ring-0 data-pressed:focus-visible:ring-offset-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-4 rounded-xl', focusRing, className)} {...props} />;
}
