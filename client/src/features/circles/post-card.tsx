import { CIRCLE_MESSAGES, type Post } from '@contract/circles';
import { EyeOff, Heart, MessageCircle, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { T, useCatalog, useT } from '@/lib/i18n';
import { CommentList } from './comment-list';
import { MediaFrame } from './media-frame';
import { timeAgo } from './relative-time';
import { ReportDialog } from './report-dialog';
import { sharePost } from './share-post';
import { useLike } from './use-like';

const actionClasses = 'h-11 min-w-11 px-3 text-muted-foreground';

/** One post: author and date, words, media, #tags, and like, comments, share and report. */
export function PostCard({ post }: { post: Post }) {
  const say = useT();
  const catalog = useCatalog();
  const [showComments, setShowComments] = useState(false);
  const like = useLike(post.circleId);
  const authorId = `post-${post.id}-author`;
  const commentsId = `post-${post.id}-comments`;
  return (
    <Card id={`post-${post.id}`} className="scroll-mt-20">
      <article aria-labelledby={authorId} className="flex flex-col gap-3 p-5">
        <header className="flex items-center gap-3">
          <Avatar src={post.authorAvatar} alt="" />
          <div className="min-w-0">
            <h3 id={authorId} className="truncate font-sans font-semibold">
              {post.authorName}
            </h3>
            <time dateTime={post.date} className="text-sm text-muted-foreground">
              {timeAgo(post.date, new Date(), catalog)}
            </time>
          </div>
        </header>
        {post.isHidden && (
          <p className="flex items-center gap-2 rounded-xl bg-muted px-3 py-2 text-sm text-muted-foreground">
            <EyeOff aria-hidden className="size-4 shrink-0" />
            {say(CIRCLE_MESSAGES.hiddenByModerator)}
          </p>
        )}
        {post.content && <p className="leading-relaxed break-words whitespace-pre-line">{post.content}</p>}
        {post.media.length > 0 && (
          <div className={cn('grid gap-2', post.media.length > 1 && 'grid-cols-2')}>
            {post.media.map((media, index) => (
              <MediaFrame
                key={media.id}
                media={media}
                alt={say(media.type === 'image' ? 'circles.post.photo' : 'circles.post.video', {
                  number: index + 1,
                  name: post.authorName,
                })}
              />
            ))}
          </div>
        )}
        {post.tags.length > 0 && (
          <ul aria-label={say('circles.post.tags')} className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground">
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <div className="-mx-2 flex flex-wrap items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            className={cn(actionClasses, post.isLiked && 'text-mauve')}
            aria-pressed={post.isLiked}
            aria-describedby={authorId}
            onClick={() => like.mutate({ post, like: !post.isLiked })}
          >
            <Heart aria-hidden className={cn(post.isLiked && 'fill-current')} />
            <span className="sr-only">
              <T id="circles.post.like" />
            </span>{' '}
            <span className="tabular-nums">{post.likes}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className={actionClasses}
            aria-expanded={showComments}
            aria-controls={showComments ? commentsId : undefined}
            aria-describedby={authorId}
            onClick={() => setShowComments((open) => !open)}
          >
            <MessageCircle aria-hidden />
            <span className="sr-only">
              <T id="circles.post.comments" />
            </span>{' '}
            <span className="tabular-nums">{post.comments}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className={actionClasses}
            aria-describedby={authorId}
            onClick={() => void sharePost({ circleId: post.circleId, postId: post.id, text: post.content })}
          >
            <Share2 aria-hidden />
            <T id="circles.post.share" />
          </Button>
          {!post.isOwn && <ReportDialog postId={post.id} describedBy={authorId} />}
        </div>
        {showComments && <CommentList circleId={post.circleId} postId={post.id} id={commentsId} />}
      </article>
    </Card>
  );
}
