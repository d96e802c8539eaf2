import type * as React from 'react';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { type MessageId, useT } from '@/lib/i18n';
import { buttonVariants } from './button';
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { type Box, choosePlacement, type Placement, type Surroundings } from './toast-placement';
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
/** The side navigation of wide screens: toasts never cover it. */
const SIDE_NAV = '[data-side-nav]';
/** Regions a screen marks as in use while shown (toast-placement.ts). */
const IN_USE = '[data-toast-avoid]';
/** Bars come and go with lazily loaded screens; while a toast is open its place is checked this often. */
const PLACEMENT_CHECK_MS = 200;
/** The stack's height before it has been measured: a toast with a title, two lines and an action. */
const LIKELY_STACK_PX = 150;

const shown = (element: Element) => element.getClientRects().length > 0;

const boxOf = (element: Element): Box => {
  const { left, top, width, height } = element.getBoundingClientRect();
  return { left, top, width, height };
};

/** The control last pressed, as the member sees it in use: its table row, if it is in one. */
let lastTouched: Element | null = null;

function measure(stack: HTMLElement | null): Surroundings {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  let barTop = viewport.height;
  for (const bar of document.querySelectorAll(BOTTOM_BARS)) {
    if (shown(bar)) barTop = Math.min(barTop, bar.getBoundingClientRect().top);
  }
  const side = [...document.querySelectorAll(SIDE_NAV)].find(shown);
  const inToasts = (element: Element) => stack?.contains(element) ?? false;
  const focused = document.activeElement;
  const touched = [focused && focused !== document.body ? focused : null, lastTouched]
    .filter((element): element is Element => element?.isConnected === true && !inToasts(element))
    .map(boxOf);
  const stackHeight = stack?.getBoundingClientRect().height ?? 0;
  return {
    viewport,
    bottomInset: Math.max(0, Math.round(viewport.height - barTop)),
    leftInset: side ? Math.round(side.getBoundingClientRect().right) : 0,
    stackHeight: stackHeight > 40 ? stackHeight : LIKELY_STACK_PX,
    inUse: [...document.querySelectorAll(IN_USE)].filter(shown).map(boxOf),
    touched,
  };
}

const samePlace = (a: Placement, b: Placement) =>
  a.edge === b.edge && a.offset === b.offset && a.left === b.left && a.width === b.width;

/** Keeps the toasts where they cover nothing in use (toast-placement.ts) while one is open. */
function usePlacement(toasts: readonly ToastRecord[], stack: React.RefObject<HTMLOListElement | null>): CSSProperties {
  const [place, setPlace] = useState<Placement | null>(null);
  const anyOpen = toasts.some((t) => t.open);
  useEffect(() => {
    const remember = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || stack.current?.contains(target)) return;
      lastTouched = target.closest('tr') ?? target.closest('button, a, input, textarea, select, [role]') ?? target;
    };
    document.addEventListener('pointerdown', remember, true);
    return () => document.removeEventListener('pointerdown', remember, true);
  }, [stack]);
  useEffect(() => {
    if (!anyOpen) return;
    const update = () =>
      setPlace((prev) => {
        const next = choosePlacement(measure(stack.current));
        return prev && samePlace(prev, next) ? prev : next;
      });
    update();
    const timer = setInterval(update, PLACEMENT_CHECK_MS);
    return () => clearInterval(timer);
  }, [anyOpen, stack]);
  if (!place) return {};
  return {
    top: place.edge === 'top' ? `${place.offset}px` : 'auto',
    bottom: place.edge === 'bottom' ? `${place.offset}px` : 'auto',
    left: `${place.left}px`,
    width: `${place.width}px`,
  };
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

/**
 * Renders the toasts raised with toast(); mount it once near the root of the app. A toast raised
 * with a contract message (SPEC.md's English, as the server or a schema gives it) shows in the
 * member's language by that English (docs/decisions/0048-message-catalogs.md); one the catalogs
 * do not hold shows as it came.
 */
export function Toaster() {
  const say = useT();
  const inLanguage = (text: ReactNode) => (typeof text === 'string' ? say(text as MessageId) : text);
  const toasts = useToasts();
  const stack = useRef<HTMLOListElement>(null);
  const placement = usePlacement(toasts, stack);
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
            <ToastTitle>{inLanguage(title)}</ToastTitle>
            {description ? <ToastDescription>{inLanguage(description)}</ToastDescription> : null}
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
      <ToastViewport
        ref={stack}
        hotkey={['F8']}
        style={placement}
        label={say('toasts.region', { hotkey: '{hotkey}' })}
      />
    </ToastProvider>
  );
}
