import { buttonVariants } from './button';
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismiss, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, useToasts } from './use-toast';

/** Renders the toasts raised with toast(); mount it once near the root of the app. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, variant, open, action }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
        >
          <div className="grid min-w-0 gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
            {action ? (
              <ToastAction
                altText={action.altText}
                onClick={action.onSelect}
                className={buttonVariants({ size: 'sm', className: 'mt-2 h-10 justify-self-start' })}
              >
                {action.label}
              </ToastAction>
            ) : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} />
    </ToastProvider>
  );
}
