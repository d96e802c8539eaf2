import type { CircleLiveEvent, Post } from '@contract/circles';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api, urlOf } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { cachedPost, cachedPostIds, prependCachedPosts, removeCachedPost, updateCachedPost } from './feed-cache';

/** Events that ask for the first page (a burst of posts) are answered by one read after this pause. */
const READ_DELAY_MS = 300;

/**
 * Follows the circle live while its feed is on screen (one EventSource, closed on leaving; the
 * browser reconnects by itself and resumes with Last-Event-ID). Counts change in place and a
 * retracted post goes (her own hidden post stays, marked hidden, as on a reload). New posts come
 * as ids: the first page is read again, and the posts not yet shown are put at the top when
 * `atTop()` says the member is looking at the top of the feed, else held in `pending` until she
 * asks for them (`showPending`), so nothing she is reading moves.
 */
export function useLiveCircle(circleId: number, atTop: () => boolean) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Post[]>([]);
  const latestAtTop = useRef(atTop);
  latestAtTop.current = atTop;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let readTimer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;

    const readFirstPage = async () => {
      try {
        const page = await api(endpoints.circleFeed, undefined, { params: { id: circleId }, query: {} });
        if (closed) return;
        const loaded = cachedPostIds(queryClient, circleId);
        const fresh = page.posts.filter((post) => !loaded.has(post.id));
        if (fresh.length === 0) return;
        if (latestAtTop.current()) prependCachedPosts(queryClient, circleId, fresh);
        else setPending((held) => [...fresh.filter((post) => !held.some((h) => h.id === post.id)), ...held]);
      } catch {
        // The next event, or the next visit, brings it.
      }
    };
    const scheduleRead = () => {
      clearTimeout(readTimer);
      readTimer = setTimeout(() => void readFirstPage(), READ_DELAY_MS);
    };

    const source = new EventSource(urlOf(endpoints.circleLive, { params: { id: circleId } }), {
      withCredentials: true,
    });
    source.onmessage = (message: MessageEvent<string>) => {
      let event: CircleLiveEvent;
      try {
        event = JSON.parse(message.data) as CircleLiveEvent;
      } catch {
        return;
      }
      switch (event.kind) {
        case 'post':
        case 'resync':
          scheduleRead();
          break;
        case 'likes':
          updateCachedPost(queryClient, circleId, event.postId, (post) => ({ ...post, likes: event.count }));
          break;
        case 'comments':
          updateCachedPost(queryClient, circleId, event.postId, (post) => ({ ...post, comments: event.count }));
          break;
        case 'retract':
          setPending((held) => held.filter((post) => post.id !== event.postId));
          if (event.reason === 'hidden' && cachedPost(queryClient, circleId, event.postId)?.isOwn) {
            updateCachedPost(queryClient, circleId, event.postId, (post) => ({ ...post, isHidden: true }));
          } else {
            removeCachedPost(queryClient, circleId, event.postId);
          }
          break;
      }
    };
    return () => {
      closed = true;
      clearTimeout(readTimer);
      source.close();
      setPending([]);
    };
  }, [circleId, queryClient]);

  const showPending = () => {
    prependCachedPosts(queryClient, circleId, pending);
    setPending([]);
  };

  // Her own new post may reach the feed by the composer while it waits here: it is not news.
  const loaded = cachedPostIds(queryClient, circleId);
  return { pending: pending.filter((post) => !loaded.has(post.id)), showPending };
}
