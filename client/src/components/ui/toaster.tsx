import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { buttonVariants } from './button';
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import {
  dismiss,
  dismissOnRouteChange,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastRecord,
  useToasts,
} from './use-toast';

/** Bars fixed to the bottom of the screen (the tab bar, a screen's action bar): toasts sit above them. */
const BOTTOM_BARS = '[data-tab-bar], [data-bottom-bar]';
/** The side navigation of wide screens: toasts are centred over the content to its right. */
const SIDE_NAV = '[data-side-nav]';
/** Bars come and go with lazily loaded screens; while a toast is open its place is checked this often. */
const PLACEMENT_CHECK_MS = 200;

const shown = (element: Element) => element.getClientRects().length > 0;

function measurePlacement(): { bottom: number; left: number } {
  let top = window.innerHeight;
  for (const bar of document.querySelectorAll(BOTTOM_BARS)) {
    if (shown(bar)) top = Math.min(top, bar.getBoundingClientRect().top);
  }
  const side = [...document.querySelectorAll(SIDE_NAV)].find(shown);
  return {
    bottom: Math.max(0, Math.round(window.innerHeight - top)),
    left: side ? Math.round(side.getBoundingClientRect().right) : 0,
  };
}

/** Keeps the toasts clear of bottom bars and beside the side navigation while one is open. */
function usePlacement(toasts: readonly ToastRecord[]): CSSProperties {
  const [place, setPlace] = useState({ bottom: 0, left: 0 });
  const anyOpen = toasts.some((t) => t.open);
  useEffect(() => {
    if (!anyOpen) return;
    const update = () =>
      setPlace((prev) => {
        const next = measurePlacement();
        return next.bottom === prev.bottom && next.left === prev.left ? prev : next;
      });
    update();
    const timer = setInterval(update, PLACEMENT_CHECK_MS);
    return () => clearInterval(timer);
  }, [anyOpen]);
  return { '--toast-bottom': `${place.bottom}px`, '--toast-left': `${place.left}px` } as CSSProperties;
}

/** Closes a toast when the member moves to another screen (after the redirect it came with). */
function useDismissOnRouteChange() {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    dismissOnRouteChange();
  }, [location]);
}

/** Renders the toasts raised with toast(); mount it once near the root of the app. */
export function Toaster() {
  const toasts = useToasts();
  const placement = usePlacement(toasts);
  useDismissOnRouteChange();
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
      <ToastViewport hotkey={['F8']} style={placement} />
    </ToastProvider>
  );
}
