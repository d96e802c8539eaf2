import { HeartHandshake } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { T } from '@/lib/i18n';

let message: string | null = null;
const listeners = new Set<() => void>();

function setMessage(next: string | null): void {
  message = next;
  for (const listener of listeners) listener();
}

/**
 * Offers the author help after a post or comment that spoke of a crisis. It was published as
 * usual: this is a hand held out, not an error.
 */
export function showCareNotice(text: string | null | undefined): void {
  if (text) setMessage(text);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => message;

/** Mount once on a screen where members write. */
export function CareNoticeDialog() {
  const text = useSyncExternalStore(subscribe, snapshot, snapshot);
  // An alert dialog: it asks for a moment's attention and is closed on purpose, not by a stray tap.
  return (
    <AlertDialog open={text !== null} onOpenChange={(open) => !open && setMessage(null)}>
      <AlertDialogContent className="bg-gradient-to-br from-secondary via-card to-card">
        <AlertDialogHeader>
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <HeartHandshake aria-hidden className="size-6" />
          </span>
          <AlertDialogTitle>
            <T id="circles.care.title" />
          </AlertDialogTitle>
        </AlertDialogHeader>
        <AlertDialogDescription className="text-base! leading-relaxed text-espresso! whitespace-pre-line">
          {text}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogAction>
            <T id="circles.care.thanks" />
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
