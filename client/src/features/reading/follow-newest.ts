import { type RefObject, useEffect } from 'react';

/** Room kept above a pinned answer for the sticky page header. */
const HEADER_ROOM = 80;
const BOTTOM_ROOM = 16;

/**
 * Keeps the newest message and the composer beneath it in view while a conversation grows: the
 * page scrolls just enough to show the composer's bottom edge, but never past the top of the newest
 * message, so a long answer can be read from its first line as it streams. Smooth unless the member
 * asked for reduced motion. Only while `active` (after the member sends), so a return to the page
 * does not jump to the chat.
 */
export function useFollowNewest(
  refs: { last: RefObject<HTMLElement | null>; end: RefObject<HTMLElement | null> },
  active: boolean,
  change: unknown,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the conversation changes
  useEffect(() => {
    const end = refs.end.current;
    if (!active || !end) return;
    const overflow = end.getBoundingClientRect().bottom + BOTTOM_ROOM - window.innerHeight;
    if (overflow <= 0) return;
    const last = refs.last.current;
    const room = last ? last.getBoundingClientRect().top - HEADER_ROOM : overflow;
    const by = Math.min(overflow, Math.max(0, room));
    if (by <= 0) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollBy({ top: by, behavior: reduced ? 'auto' : 'smooth' });
  }, [active, change]);
}
