import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type * as React from 'react';
import { T } from '@/lib/i18n';
import { cn, focusRing } from './cn';

export const Dialog = DialogPrimitive.Root;
const DialogPortal = DialogPrimitive.Portal;

/** Classes shared with AlertDialog: a dimmed backdrop and a centred, scrollable panel. */
export const overlayClasses =
  'fixed inset-0 z-50 bg-espresso/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in ' +
  'data-[state=closed]:animate-fade-out dark:bg-black/60';
export const panelClasses = cn(
  'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4',
  'max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl border border-border bg-card p-6 text-card-foreground',
  'shadow-lift outline-none data-[state=open]:animate-dialog-in data-[state=closed]:animate-dialog-out',
);

function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay className={cn(overlayClasses, className)} {...props} />;
}

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hide the corner close button (Escape and the overlay still close the dialog). */
  hideClose?: boolean;
};

/**
 * Modal panel with overlay and a corner close button named 'Close'.
 * Always render a DialogTitle inside (Radix requires it) and a DialogDescription, or pass
 * aria-describedby={undefined} when there is none.
 */
export function DialogContent({ className, children, hideClose = false, ...props }: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content className={cn(panelClasses, className)} {...props}>
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            className={cn(
              'absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-xl',
              'text-muted-foreground transition-colors hover:bg-muted hover:text-espresso',
              focusRing,
            )}
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">
              <T id="close" />
            </span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('font-display text-2xl font-semibold leading-tight', className)} {...props} />
  );
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
