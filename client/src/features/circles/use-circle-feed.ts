import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { circleKeys } from './circle-keys';

/** A circle's posts, newest first, a page at a time; the server's cursor is passed back untouched. */
export function useCircleFeed(circleId: number) {
  return useInfiniteQuery({
    queryKey: circleKeys.feed(circleId),
    queryFn: ({ pageParam, signal }) =>
      api(endpoints.circleFeed, undefined, {
        params: { id: circleId },
        query: pageParam ? { cursor: pageParam } : {},
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/**
 * A ref for an element below the list: when it comes within about a screen of view, `loadMore`
 * runs. Pass `active` false while a page loads: the observer is made again when it turns true,
 * and a new observer reports at once, so a sentinel still in view loads the next page too.
 */
export function useLoadMoreSentinel(loadMore: () => void, active: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}
