import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import type * as React from 'react';
import { T } from '@/lib/i18n';
import { cn, focusRing } from './cn';
import type { ToastVariant } from './use-toast';

export const ToastProvider = ToastPrimitive.Provider;

/**
 * Notification region ("Notifications (F8)"). The Toaster places it (toast-placement.ts): on
 * phones a band at the bottom, above the tab bar or a screen's bottom action bar, or at the top
 * while the bottom is in use (the ask chat's input); on wide screens a card in a corner beside the
 * content, never over the side navigation. Until it has measured: the bottom, full width.
 */
export function ToastViewport({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        'pointer-events-none fixed bottom-0 left-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4',
        'outline-none',
        className,
      )}
      {...props}
    />
  );
}

const variants: Record<ToastVariant, string> = {
  default: 'border-border bg-card text-card-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

export function Toast({
  className,
  variant = 'default',
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      data-variant={variant}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-2xl border',
        'p-4 pr-12 shadow-lift transition-[translate,opacity]',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
        'data-[swipe=cancel]:translate-x-0 data-[state=closed]:data-[swipe=end]:animate-toast-swipe-out',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-base font-semibold leading-snug', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm leading-relaxed opacity-90', className)} {...props} />;
}

/** Corner dismiss button, named 'Dismiss notification' (kept apart from dialogs' 'Close'). */
export function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      className={cn(
        'absolute top-1.5 right-1.5 inline-flex size-10 items-center justify-center rounded-xl opacity-80',
        'transition-opacity hover:opacity-100 focus-visible:opacity-100',
        focusRing,
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
      <span className="sr-only">
        <T id="toasts.dismiss" />
      </span>
    </ToastPrimitive.Close>
  );
}
export const ToastAction = ToastPrimitive.Action;
