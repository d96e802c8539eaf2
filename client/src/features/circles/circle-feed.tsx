import { CIRCLE_MESSAGES } from '@contract/circles';
import { Sprout } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { T, useT } from '@/lib/i18n';
import { SkeletonList } from './circle-skeletons';
import { PostCard } from './post-card';
import { PostComposer } from './post-composer';
import { useCircleFeed, useLoadMoreSentinel } from './use-circle-feed';
import { useLiveCircle } from './use-live-circle';

/** Once the post a shared link names (#post-12) has loaded, bring it into view. */
function useScrollToLinkedPost(ready: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    const hash = window.location.hash;
    if (!/^#post-\d+$/.test(hash)) return;
    const target = document.getElementById(hash.slice(1));
    if (target) {
      done.current = true;
      target.scrollIntoView({ block: 'start' });
    }
  });
}

/**
 * The Feed tab: the composer for members, then the posts, more loading as the member scrolls. The
 * feed follows the circle live while it is open: new posts join the top while she is looking at it;
 * once she has scrolled down they wait behind a calm "N new posts" button, so nothing she reads moves.
 */
export function CircleFeed({ circleId, isJoined }: { circleId: number; isJoined: boolean | undefined }) {
  const say = useT();
  const feed = useCircleFeed(circleId);
  const list = useRef<HTMLUListElement>(null);
  // At the top while the first post's top is on screen (or there is no list yet).
  const live = useLiveCircle(circleId, () => (list.current?.getBoundingClientRect().top ?? 0) >= 0);
  const showNewPosts = () => {
    live.showPending();
    list.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const posts = feed.data?.pages.flatMap((page) => page.posts) ?? [];
  const loadMore = () => {
    if (feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage();
  };
  const sentinel = useLoadMoreSentinel(loadMore, Boolean(feed.hasNextPage) && !feed.isFetchingNextPage);
  useScrollToLinkedPost(posts.length > 0);

  // The composer and the posts appear together, replacing the skeletons: nothing that is already
  // on screen moves.
  if (isJoined === undefined || feed.isPending)
    return <SkeletonList label={say('circles.feed.loading')} count={3} shape="post" />;

  return (
    <div className="flex flex-col gap-4">
      {isJoined ? (
        <PostComposer circleId={circleId} />
      ) : (
        <p className="rounded-2xl bg-secondary px-4 py-3 text-sm text-secondary-foreground">
          {say(CIRCLE_MESSAGES.notAMember)}
        </p>
      )}
      {/* Always there, so screen readers hear the button arrive; no height of its own (-mb-4 takes back the gap). */}
      <div aria-live="polite" className="sticky top-3 z-10 -mb-4 flex h-0 justify-center overflow-visible">
        {live.pending.length > 0 && (
          <Button variant="secondary" className="rounded-full shadow-soft" onClick={showNewPosts}>
            <T id="circles.feed.newPosts" values={{ count: live.pending.length }} />
          </Button>
        )}
      </div>
      {feed.isError ? (
        <Card className="p-5 text-muted-foreground">
          <T id="circles.feed.failed" />
        </Card>
      ) : posts.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-8 text-center">
          <Sprout aria-hidden className="size-8 text-gold" />
          <p className="font-display text-xl font-semibold">
            <T id="circles.feed.empty.title" />
          </p>
          <p className="text-sm text-muted-foreground">
            <T id="circles.feed.empty.text" />
          </p>
        </Card>
      ) : (
        <ul ref={list} aria-label={say('circles.feed.posts')} className="flex scroll-mt-16 flex-col gap-4">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      {feed.hasNextPage && (
        <div ref={sentinel} className="flex flex-col gap-4">
          {feed.isFetchingNextPage ? (
            <SkeletonList label={say('circles.feed.loadingMore')} count={1} shape="post" />
          ) : (
            <Button variant="outline" onClick={loadMore}>
              <T id="circles.feed.loadMore" />
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
