import { toast } from '@/components/ui/use-toast';

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
      await navigator.share({ title: 'A post from the Wellness Circle', text: text.slice(0, 200), url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Refused (no user gesture, or the page is not allowed to share): fall back to the link.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: 'The link to this post is ready to paste.' });
  } catch {
    toast({ title: 'Copy this link to share the post', description: url });
  }
}
