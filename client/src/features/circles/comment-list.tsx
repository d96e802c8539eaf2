import { CIRCLE_LIMITS, CIRCLE_MESSAGES, type Comment } from '@contract/circles';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SkeletonLines } from '@/components/skeleton-lines';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { T, useCatalog, useT } from '@/lib/i18n';
import { timeAgo } from './relative-time';
import { useAddComment, useComments } from './use-comments';

/**
 * A post's comments, at most 16rem tall and scrolling, and the box to write one: Enter sends,
 * Shift+Enter starts a new line.
 */
export function CommentList({ circleId, postId, id }: { circleId: number; postId: number; id: string }) {
  const say = useT();
  const comments = useComments(postId);
  const add = useAddComment(circleId, postId);
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const count = comments.data?.length ?? 0;

  // Keep the newest comment in view as one is added.
  useEffect(() => {
    if (count > 0) listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [count]);

  const send = () => {
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    // On a refusal the comment is taken away: give the member her words back.
    add.mutate(text, { onError: () => setDraft((current) => current || text) });
  };

  return (
    <div id={id} className="flex flex-col gap-3 border-t border-border/60 pt-3">
      <div ref={listRef} className="max-h-64 overflow-y-auto overscroll-contain pr-1">
        {comments.isPending ? (
          <div aria-busy className="py-2">
            <span role="status" className="sr-only">
              <T id="circles.comments.loading" />
            </span>
            <SkeletonLines lines={3} />
          </div>
        ) : comments.isError ? (
          <p className="py-2 text-sm text-muted-foreground">
            <T id="circles.comments.failed" />
          </p>
        ) : count === 0 ? (
          <p className="py-2 text-sm text-muted-foreground">{say(CIRCLE_MESSAGES.noComments)}</p>
        ) : (
          <ul aria-label={say('circles.comments.list')} className="flex flex-col gap-3">
            {comments.data.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ul>
        )}
      </div>
      <div className="flex items-end gap-2">
        <Textarea
          rows={1}
          aria-label={say('circles.comments.write')}
          placeholder={say(CIRCLE_MESSAGES.commentPlaceholder)}
          value={draft}
          maxLength={CIRCLE_LIMITS.commentLength}
          className="min-h-11! resize-none! py-2.5!"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
        />
        <Button size="icon" aria-label={say('circles.comments.send')} disabled={!draft.trim()} onClick={send}>
          <SendHorizontal aria-hidden />
        </Button>
      </div>
    </div>
  );
}

function CommentItem({ comment }: { comment: Comment }) {
  const say = useT();
  const catalog = useCatalog();
  return (
    <li className="flex gap-3">
      <Avatar src={comment.authorAvatar} alt="" size="sm" />
      <div className="min-w-0 flex-1 rounded-xl bg-muted px-3 py-2">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold">{comment.authorName}</span>
          <time dateTime={comment.date} className="text-xs text-muted-foreground">
            {timeAgo(comment.date, new Date(), catalog)}
          </time>
        </p>
        {comment.isHidden && (
          <p className="text-xs text-muted-foreground">{say(CIRCLE_MESSAGES.commentHiddenByModerator)}</p>
        )}
        <p className="text-sm leading-relaxed break-words whitespace-pre-line">{comment.content}</p>
      </div>
    </li>
  );
}
