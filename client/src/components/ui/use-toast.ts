import type * as React from 'react';
import { useSyncExternalStore } from 'react';

/** One toast visible at once, shown 5000 ms, swiped away to the right past 50 px. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** How long a closed toast stays in the store so its exit animation can finish. */
const TOAST_REMOVE_DELAY_MS = 1000;
/**
 * A toast follows the redirect its own action starts ('Welcome back!' on to the mood screen,
 * 'Premium Feature' on to /premium), which happens within this time; a later route change is the
 * member moving on, and closes it.
 */
export const TOAST_ROUTE_GRACE_MS = 1500;

export type ToastVariant = 'default' | 'destructive';

/** A button in the toast; `altText` tells screen-reader users how to do the same without it. */
type ToastActionOptions = { label: string; altText: string; onSelect: () => void };

type ToastOptions = {
  title: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  action?: ToastActionOptions;
};

export type ToastRecord = ToastOptions & {
  id: number;
  open: boolean;
  variant: ToastVariant;
  /** When it was raised (performance.now()), for closing it on a later route change. */
  raisedAt: number;
};

let toasts: readonly ToastRecord[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function setToasts(next: readonly ToastRecord[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a toast from anywhere (no hook needed); it replaces the toast currently shown.
 * `<Toaster />` must be mounted once for it to appear.
 */
export function toast({ variant = 'default', ...options }: ToastOptions): { id: number; dismiss: () => void } {
  nextId += 1;
  const id = nextId;
  setToasts([{ ...options, variant, id, open: true, raisedAt: performance.now() }]);
  return { id, dismiss: () => dismiss(id) };
}

/** Closes one toast by id, or every toast when no id is given. */
export function dismiss(id?: number): void {
  const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id)).map((t) => t.id);
  if (closing.length === 0) return;
  setToasts(toasts.map((t) => (closing.includes(t.id) ? { ...t, open: false } : t)));
  setTimeout(() => {
    const remaining = toasts.filter((t) => !(closing.includes(t.id) && !t.open));
    if (remaining.length !== toasts.length) setToasts(remaining);
  }, TOAST_REMOVE_DELAY_MS);
}

/**
 * Called on every route change: closes the toasts raised more than TOAST_ROUTE_GRACE_MS ago, so a
 * message about one screen does not linger over the next.
 */
export function dismissOnRouteChange(now = performance.now()): void {
  for (const t of toasts) {
    if (t.open && now - t.raisedAt > TOAST_ROUTE_GRACE_MS) dismiss(t.id);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts in the store now, shown or closing. */
export const currentToasts = (): readonly ToastRecord[] => toasts;
const getSnapshot = currentToasts;

/** The toasts to render (used by <Toaster />). */
export function useToasts(): readonly ToastRecord[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
