import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type * as React from 'react';
import { type ButtonSize, type ButtonVariant, buttonVariants } from './button';
import { cn } from './cn';

/** A dimmed backdrop and a centred, scrollable panel. */
const overlayClasses =
  'fixed inset-0 z-50 bg-espresso/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in ' +
  'data-[state=closed]:animate-fade-out dark:bg-black/60';
const panelClasses = cn(
  'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4',
  'max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl border border-border bg-card p-6 text-card-foreground',
  'shadow-lift outline-none data-[state=open]:animate-dialog-in data-[state=closed]:animate-dialog-out',
);

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

/** Confirmation panel (role="alertdialog"); focus starts on Cancel, Escape cancels, the overlay does not. */
export function AlertDialogContent({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClasses} />
      <AlertDialogPrimitive.Content className={cn(panelClasses, 'max-w-md', className)} {...props} />
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 text-left', className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function AlertDialogTitle({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return (
    <AlertDialogPrimitive.Title
      className={cn('font-display text-2xl font-semibold leading-tight', className)}
      {...props}
    />
  );
}

export function AlertDialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

type ActionProps = React.ComponentProps<typeof AlertDialogPrimitive.Action> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** Confirms and closes; use variant="destructive" for deletions. */
export function AlertDialogAction({ className, variant = 'primary', size, ...props }: ActionProps) {
  return <AlertDialogPrimitive.Action className={buttonVariants({ variant, size, className })} {...props} />;
}

export function AlertDialogCancel({
  className,
  variant = 'outline',
  size,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Cancel> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <AlertDialogPrimitive.Cancel className={buttonVariants({ variant, size, className })} {...props} />;
}
