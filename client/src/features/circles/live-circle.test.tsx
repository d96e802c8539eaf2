// @vitest-environment jsdom
import type { CircleLiveEvent, Post } from '@contract/circles';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { renderApp, resetApp } from '@/test/render';
import { CircleFeed } from './circle-feed';

/** Stands in for the browser's EventSource (jsdom has none): the test sends its events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  send(event: CircleLiveEvent) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) })));
  }
}

const post = (id: number, fields: Partial<Post> = {}): Post => ({
  id,
  circleId: 3,
  authorId: 2,
  authorName: 'Deniz Y.',
  authorAvatar: null,
  content: `Post number ${id}`,
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

let firstPage: Post[];
beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  firstPage = [post(2), post(1, { isOwn: true, authorId: 1 })];
  stubApi(() => json(200, { posts: firstPage, nextCursor: null }));
});
afterEach(resetApp);

async function renderFeed() {
  const view = renderApp(<CircleFeed circleId={3} isJoined />);
  await screen.findByText('Post number 2');
  const source = FakeEventSource.opened.at(-1);
  if (!source) throw new Error('The feed opened no event stream');
  return { view, source };
}

const shownPosts = () =>
  within(screen.getByRole('list', { name: 'Posts' }))
    .getAllByRole('article')
    .map((article) => within(article).getByText(/^Post number/).textContent);

/** Puts the first post's top above the screen, as when the member has scrolled down to read. */
function scrollDown() {
  const list = screen.getByRole('list', { name: 'Posts' });
  vi.spyOn(list, 'getBoundingClientRect').mockReturnValue({ top: -600 } as DOMRect);
}

describe('the live circle feed', () => {
  it('follows the circle on its live endpoint while open, and stops on leaving', async () => {
    const { view, source } = await renderFeed();
    expect(source.url).toBe('/api/circles/3/live');
    expect(source.closed).toBe(false);
    view.unmount();
    expect(source.closed).toBe(true);
  });

  it('changes like and comment counts in place', async () => {
    const { source } = await renderFeed();
    source.send({ kind: 'likes', postId: 2, count: 7 });
    source.send({ kind: 'comments', postId: 2, count: 4 });
    const [newest] = screen.getAllByRole('article');
    expect(await within(newest as HTMLElement).findByRole('button', { name: 'Like 7' })).toBeTruthy();
    expect(within(newest as HTMLElement).getByRole('button', { name: 'Comments 4' })).toBeTruthy();
  });

  it('takes a retracted post away; her own hidden post stays, marked hidden', async () => {
    const { source } = await renderFeed();
    source.send({ kind: 'retract', postId: 2, reason: 'hidden' });
    source.send({ kind: 'retract', postId: 1, reason: 'hidden' });
    expect(await screen.findByText('A moderator hid this post. Only you can see it.')).toBeTruthy();
    expect(shownPosts()).toEqual(['Post number 1']);
  });

  it('puts a new post at the top while she looks at the top', async () => {
    const { source } = await renderFeed();
    firstPage = [post(3), ...firstPage];
    source.send({ kind: 'post', postId: 3 });
    await screen.findByText('Post number 3');
    expect(shownPosts()).toEqual(['Post number 3', 'Post number 2', 'Post number 1']);
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();
  });

  it('holds new posts behind a polite "N new posts" button while she reads further down', async () => {
    const user = userEvent.setup();
    const { source } = await renderFeed();
    scrollDown();
    firstPage = [post(4), post(3), ...firstPage];
    source.send({ kind: 'post', postId: 3 });
    source.send({ kind: 'post', postId: 4 });
    const button = await screen.findByRole('button', { name: '2 new posts' });
    expect(button.parentElement?.getAttribute('aria-live')).toBe('polite');
    // What she is reading has not moved.
    expect(shownPosts()).toEqual(['Post number 2', 'Post number 1']);

    await user.click(button);
    await screen.findByText('Post number 4');
    expect(shownPosts()).toEqual(['Post number 4', 'Post number 3', 'Post number 2', 'Post number 1']);
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();
  });
});
