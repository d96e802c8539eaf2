import { CloudOff } from 'lucide-react';
import { T } from '@/lib/i18n';
import { useOnline } from '@/lib/online';

/**
 * Said calmly at the top of a member's screen while the browser is offline: what is on the screen
 * stays, and what she opens waits for the connection (its skeleton alone would look like a screen
 * that never loads). Gone the moment the connection is back.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" className="sticky top-0 z-20 empty:hidden">
      {online ? null : (
        <p
          data-offline-notice
          className="flex items-center justify-center gap-2 border-b border-border bg-secondary px-4 py-2 text-center text-sm text-secondary-foreground"
        >
          <CloudOff className="size-4 shrink-0" aria-hidden />
          <T id="offline.notice" />
        </p>
      )}
    </div>
  );
}
