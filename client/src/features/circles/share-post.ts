import { toast } from '@/components/ui/use-toast';
import { t } from '@/lib/i18n';

/** The address of one post: its circle, scrolled to the post. */
function postLink(circleId: number, postId: number): string {
  return `${window.location.origin}/circle/${circleId}#post-${postId}`;
}

/**
 * Shares a post through the device's share sheet (the Web Share API) where there is one, else
 * copies its link. Closing the share sheet is not a failure.
 */
export async function sharePost({ circleId, postId, text }: { circleId: number; postId: number; text: string }) {
  const url = postLink(circleId, postId);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: t('circles.share.title'), text: text.slice(0, 200), url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Refused (no user gesture, or the page is not allowed to share): fall back to the link.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: t('circles.share.copied'), description: t('circles.share.copiedText') });
  } catch {
    toast({ title: t('circles.share.copyThis'), description: url });
  }
}
