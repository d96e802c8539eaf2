import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { dismiss, TOAST_DURATION_MS, type ToastRecord, useToasts } from '@/components/ui/use-toast';
import { type MessageId, useT } from '@/lib/i18n';

const loadToaster = () => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster }));

/** How long after the load event the toast viewport loads when no toast has asked for it. */
const TOASTER_LATE_MS = 5000;

/**
 * The toasts, plainly, while the toast viewport's code cannot be had (offline before it loaded):
 * a failed post or reading is still told, in the same Notifications region, and closes on its own.
 */
function PlainToasts({ toasts }: { toasts: readonly ToastRecord[] }) {
  const say = useT();
  const shown = toasts.filter((t) => t.open);
  const ids = shown.map((t) => t.id).join(' ');
  useEffect(() => {
    const timers = (ids ? ids.split(' ') : []).map((id) => setTimeout(() => dismiss(Number(id)), TOAST_DURATION_MS));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [ids]);
  return (
    <section
      aria-label={say('toasts.plainRegion')}
      className="pointer-events-none fixed inset-x-4 bottom-24 z-50 mx-auto flex max-w-sm flex-col gap-2 lg:bottom-6 lg:left-60"
    >
      {shown.map((t) => (
        <div
          key={t.id}
          role={t.variant === 'destructive' ? 'alert' : 'status'}
          className="pointer-events-auto grid gap-1 rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-lift"
        >
          <p className="font-semibold">{typeof t.title === 'string' ? say(t.title as MessageId) : t.title}</p>
          {t.description && (
            <p className="text-sm text-muted-foreground">
              {typeof t.description === 'string' ? say(t.description as MessageId) : t.description}
            </p>
          )}
        </div>
      ))}
    </section>
  );
}

/** Shows PlainToasts when the toast viewport's code failed to arrive. */
class ToasterBoundary extends Component<{ fallback: ReactNode; onFailed: () => void; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailed();
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Loads the toast viewport at once when a toast is raised, else a few seconds after the page has
 * loaded (for its F8 hotkey), so its code never competes with the first screen's. If its code
 * cannot be had, the toasts are shown plainly, and the viewport is asked for again once the
 * browser is back online.
 */
export function LateToaster() {
  const toasts = useToasts();
  const [idle, setIdle] = useState(false);
  // A new lazy component (and boundary) for each attempt: React.lazy keeps a failure for good.
  const [attempt, setAttempt] = useState(() => ({ count: 0, Toaster: lazy(loadToaster), failed: false }));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      timer = setTimeout(() => setIdle(true), TOASTER_LATE_MS);
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.removeEventListener('load', later);
      clearTimeout(timer);
    };
  }, []);
  useEffect(() => {
    if (!attempt.failed) return;
    const again = () =>
      setAttempt((current) => ({ count: current.count + 1, Toaster: lazy(loadToaster), failed: false }));
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [attempt.failed]);
  if (!idle && toasts.length === 0) return null;
  const { Toaster } = attempt;
  return (
    <ToasterBoundary
      key={attempt.count}
      fallback={<PlainToasts toasts={toasts} />}
      onFailed={() => setAttempt((current) => ({ ...current, failed: true }))}
    >
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ToasterBoundary>
  );
}
