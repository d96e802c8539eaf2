import type { FeedPage, Post } from '@contract/circles';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { circleKeys } from './circle-keys';
import { cachedPost, prependCachedPost, updateCachedPost } from './feed-cache';

const post = (id: number, fields: Partial<Post> = {}): Post => ({
  id,
  circleId: 3,
  authorId: 1,
  authorName: 'Ayla D.',
  authorAvatar: null,
  content: `Post ${id}`,
  date: '2027-03-01T10:00:00.000Z',
  likes: 0,
  comments: 0,
  isLiked: false,
  tags: [],
  media: [],
  isHidden: false,
  isOwn: false,
  ...fields,
});

function feedWith(pages: Post[][]): QueryClient {
  const client = new QueryClient();
  const data: InfiniteData<FeedPage, string | null> = {
    pages: pages.map((posts, index) => ({ posts, nextCursor: index < pages.length - 1 ? `c${index}` : null })),
    pageParams: pages.map((_, index) => (index === 0 ? null : `c${index - 1}`)),
  };
  client.setQueryData(circleKeys.feed(3), data);
  return client;
}

const ids = (client: QueryClient) =>
  client.getQueryData<InfiniteData<FeedPage>>(circleKeys.feed(3))?.pages.map((page) => page.posts.map((p) => p.id));

describe('the feed cache', () => {
  it('changes one post on whichever page it is, leaving the others alone', () => {
    const client = feedWith([[post(9), post(8)], [post(7)]]);
    updateCachedPost(client, 3, 7, (p) => ({ ...p, likes: 4, isLiked: true }));
    expect(cachedPost(client, 3, 7)).toMatchObject({ likes: 4, isLiked: true });
    expect(cachedPost(client, 3, 8)).toMatchObject({ likes: 0, isLiked: false });
    expect(cachedPost(client, 3, 1)).toBeUndefined();
  });

  it('puts a new post at the top of the first page and keeps the cursors', () => {
    const client = feedWith([[post(9), post(8)], [post(7)]]);
    prependCachedPost(client, 3, post(10));
    expect(ids(client)).toEqual([[10, 9, 8], [7]]);
    const feed = client.getQueryData<InfiniteData<FeedPage>>(circleKeys.feed(3));
    expect(feed?.pages.map((page) => page.nextCursor)).toEqual(['c0', null]);
  });

  it('does nothing to a feed that has not loaded', () => {
    const client = new QueryClient();
    prependCachedPost(client, 3, post(10));
    updateCachedPost(client, 3, 10, (p) => ({ ...p, likes: 1 }));
    expect(client.getQueryData(circleKeys.feed(3))).toBeUndefined();
  });
});
