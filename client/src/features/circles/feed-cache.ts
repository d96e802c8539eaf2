import type { FeedPage, Post } from '@contract/circles';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { circleKeys } from './circle-keys';

type Feed = InfiniteData<FeedPage, string | null>;

/** Changes one post wherever it sits in a circle's loaded pages. */
export function updateCachedPost(
  queryClient: QueryClient,
  circleId: number,
  postId: number,
  change: (post: Post) => Post,
): void {
  queryClient.setQueryData<Feed>(circleKeys.feed(circleId), (feed) =>
    feed
      ? {
          ...feed,
          pages: feed.pages.map((page) => ({
            ...page,
            posts: page.posts.map((post) => (post.id === postId ? change(post) : post)),
          })),
        }
      : feed,
  );
}

/** One post as it is cached now. */
export function cachedPost(queryClient: QueryClient, circleId: number, postId: number): Post | undefined {
  const feed = queryClient.getQueryData<Feed>(circleKeys.feed(circleId));
  for (const page of feed?.pages ?? []) {
    const found = page.posts.find((post) => post.id === postId);
    if (found) return found;
  }
  return undefined;
}

/**
 * Puts a new post at the top of the feed. The keyset cursors of later pages point below it, so
 * loading more neither skips nor repeats a post.
 */
export function prependCachedPost(queryClient: QueryClient, circleId: number, post: Post): void {
  queryClient.setQueryData<Feed>(circleKeys.feed(circleId), (feed) => {
    const [first, ...rest] = feed?.pages ?? [];
    if (!feed || !first) return feed;
    return { ...feed, pages: [{ ...first, posts: [post, ...first.posts] }, ...rest] };
  });
}

/** Takes a post out of whichever loaded page holds it (a post retracted live). */
export function removeCachedPost(queryClient: QueryClient, circleId: number, postId: number): void {
  queryClient.setQueryData<Feed>(circleKeys.feed(circleId), (feed) =>
    feed
      ? {
          ...feed,
          pages: feed.pages.map((page) => ({ ...page, posts: page.posts.filter((post) => post.id !== postId) })),
        }
      : feed,
  );
}

/** The ids of every loaded post. */
export function cachedPostIds(queryClient: QueryClient, circleId: number): Set<number> {
  const feed = queryClient.getQueryData<Feed>(circleKeys.feed(circleId));
  return new Set(feed?.pages.flatMap((page) => page.posts.map((post) => post.id)));
}

/**
 * Puts posts that arrived live (newest first) at the top of the feed, leaving out any already
 * there (her own post, put there by the composer, arrives live too).
 */
export function prependCachedPosts(queryClient: QueryClient, circleId: number, posts: Post[]): void {
  const loaded = cachedPostIds(queryClient, circleId);
  const fresh = posts.filter((post) => !loaded.has(post.id));
  if (fresh.length === 0) return;
  queryClient.setQueryData<Feed>(circleKeys.feed(circleId), (feed) => {
    const [first, ...rest] = feed?.pages ?? [];
    if (!feed || !first) return feed;
    return { ...feed, pages: [{ ...first, posts: [...fresh, ...first.posts] }, ...rest] };
  });
}
