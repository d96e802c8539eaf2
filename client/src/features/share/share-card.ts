import { toast } from '@/components/ui/use-toast';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api';
import { type MessageId, t } from '@/lib/i18n';

/**
 * SPEC.md's Share toast ('Coming soon in the next update!'), now only where this browser can neither
 * share a file nor download one: a key of the share catalog, as the downloaded toast's words are.
 */
export const SHARE_COMING_SOON = 'share.comingSoon' satisfies MessageId;
export const SHARE_DOWNLOADED = {
  title: 'share.downloaded',
  withLink: 'share.downloaded.withLink',
} as const satisfies Record<string, MessageId>;

export interface ShareCardOptions {
  /** The card's address on the server (GET, answers image/png). */
  url: string;
  /** Sent instead of a GET when the card is drawn from what the client shows (an affirmation). */
  body?: unknown;
  fileName: string;
  title: string;
  /** Copied beside a download, where the browser cannot share the file itself. */
  link?: string;
}

export type ShareOutcome = 'shared' | 'cancelled' | 'downloaded' | 'unavailable' | 'failed';

const canDownload = () => typeof URL.createObjectURL === 'function' && typeof document !== 'undefined';

async function fetchCard({ url, body, fileName }: ShareCardOptions): Promise<File> {
  const res = await fetch(
    url,
    body === undefined
      ? { credentials: 'same-origin' }
      : {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        },
  );
  if (!res.ok) {
    const answer = await res.json().catch(() => null);
    throw new Error(typeof answer?.message === 'string' ? answer.message : NETWORK_ERROR_MESSAGE);
  }
  return new File([await res.blob()], fileName, { type: 'image/png' });
}

function download(file: File): void {
  const href = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = file.name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

async function copied(link: string | undefined): Promise<boolean> {
  if (!link || !navigator.clipboard?.writeText) return false;
  return navigator.clipboard.writeText(link).then(
    () => true,
    () => false,
  );
}

/**
 * Shares a card as a picture: with the Web Share API and the PNG file where the browser can share
 * files (phones), else by downloading the PNG and copying the link, with a toast saying so. Only a
 * browser that can do neither still hears 'Coming soon in the next update!'.
 */
export async function shareCard(options: ShareCardOptions): Promise<ShareOutcome> {
  const mayShareFiles = typeof navigator.canShare === 'function' && typeof navigator.share === 'function';
  if (!mayShareFiles && !canDownload()) {
    toast({ title: t(SHARE_COMING_SOON) });
    return 'unavailable';
  }
  let file: File;
  try {
    file = await fetchCard(options);
  } catch (error) {
    toast({ variant: 'destructive', title: error instanceof Error ? error.message : NETWORK_ERROR_MESSAGE });
    return 'failed';
  }
  if (mayShareFiles && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: options.title });
      return 'shared';
    } catch (error) {
      // The member closed the share sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      if (!canDownload()) {
        toast({ title: t(SHARE_COMING_SOON) });
        return 'unavailable';
      }
    }
  }
  if (!canDownload()) {
    toast({ title: t(SHARE_COMING_SOON) });
    return 'unavailable';
  }
  download(file);
  const withLink = await copied(options.link);
  toast({ title: t(SHARE_DOWNLOADED.title), ...(withLink ? { description: t(SHARE_DOWNLOADED.withLink) } : {}) });
  return 'downloaded';
}
