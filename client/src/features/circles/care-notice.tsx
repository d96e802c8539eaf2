import { HeartHandshake } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

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
  return (
    <Dialog open={text !== null} onOpenChange={(open) => !open && setMessage(null)}>
      <DialogContent className="bg-gradient-to-br from-secondary via-card to-card">
        <DialogHeader>
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <HeartHandshake aria-hidden className="size-6" />
          </span>
          <DialogTitle>You are not alone</DialogTitle>
        </DialogHeader>
        <DialogDescription className="text-base! leading-relaxed text-espresso! whitespace-pre-line">
          {text}
        </DialogDescription>
        <DialogFooter>
          <Button onClick={() => setMessage(null)}>Thank you</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
