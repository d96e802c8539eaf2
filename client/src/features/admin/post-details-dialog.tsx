import type { AdminPost } from '@contract/admin';
import { ADMIN_TEXT } from '@contract/admin-text';
import { Film } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { authorLabel, circleLabel } from './labels';
import { ReportsBox } from './reports-box';
import { usePostMutations } from './use-admin-posts';

const text = ADMIN_TEXT.posts;
const [CIRCLE, AUTHOR, , POSTED] = text.columns;

interface PostDetailsDialogProps {
  /** Open while set. */
  post: AdminPost | null;
  onClose: () => void;
  onDelete: (post: AdminPost) => void;
}

/** Post Details: who, where and when, visibility, editable content, media, tags and reports. */
export function PostDetailsDialog({ post, onClose, onDelete }: PostDetailsDialogProps) {
  return (
    <Dialog open={post !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {post && <PostDetails key={post.id} post={post} onClose={onClose} onDelete={onDelete} />}
      </DialogContent>
    </Dialog>
  );
}

function PostDetails({
  post,
  onClose,
  onDelete,
}: {
  post: AdminPost;
  onClose: () => void;
  onDelete: (post: AdminPost) => void;
}) {
  const [content, setContent] = useState(post.content);
  const { setHidden, saveContent } = usePostMutations();
  const edited = content.trim() !== post.content;
  const say = useT();
  const media = say('admin.posts.media', { count: post.media.length });

  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{say(text.detailsTitle)}</DialogTitle>
        <DialogDescription>{say(text.detailsDescription)}</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-muted-foreground">{say(AUTHOR)}</dt>
        <dd>{authorLabel(post)}</dd>
        <dt className="font-medium text-muted-foreground">{say(CIRCLE)}</dt>
        <dd>{circleLabel(post)}</dd>
        <dt className="font-medium text-muted-foreground">{say(POSTED)}</dt>
        <dd>{formatDate(post.createdAt)}</dd>
      </dl>
      <Field
        label={say(text.visibilityLabel)}
        layout="inline"
        description={say(post.isHidden ? text.hidden : text.visible)}
      >
        <Switch
          checked={!post.isHidden}
          disabled={setHidden.isPending}
          onCheckedChange={(visible) => setHidden.mutate({ post, isHidden: !visible })}
        />
      </Field>
      <ReportsBox post={post} />
      <Field label={say(text.contentLabel)}>
        <Textarea rows={5} value={content} onChange={(e) => setContent(e.target.value)} />
      </Field>
      {edited && (
        <Button
          type="button"
          variant="secondary"
          className="justify-self-end"
          loading={saveContent.isPending}
          onClick={() => saveContent.mutate({ post, content })}
        >
          {say(ADMIN_TEXT.saveChanges)}
        </Button>
      )}
      {post.media.length > 0 && (
        <section aria-label={media} className="grid gap-2">
          <h3 className="font-sans text-sm font-medium">{media}</h3>
          <ul className="grid grid-cols-3 gap-2">
            {post.media.map((item) => (
              <li key={item.url} className="aspect-square overflow-hidden rounded-xl bg-muted">
                {item.type === 'image' ? (
                  <img src={item.url} alt="" loading="lazy" className="size-full object-cover" />
                ) : (
                  <div className="flex size-full flex-col items-center justify-center gap-1 text-xs text-muted-foreground">
                    <Film aria-hidden="true" className="size-6" />
                    {say(text.videoPlaceholder)}
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {post.tags.length > 0 && (
        <ul aria-label={say('admin.posts.tags')} className="flex flex-wrap gap-1.5">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">#{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {say(ADMIN_TEXT.cancel)}
        </Button>
        <Button
          type="button"
          variant="secondary"
          loading={setHidden.isPending}
          onClick={() => setHidden.mutate({ post, isHidden: !post.isHidden }, { onSuccess: onClose })}
        >
          {say(post.isHidden ? text.unhide : text.hide)}
        </Button>
        <Button type="button" variant="destructive" onClick={() => onDelete(post)}>
          {say(text.delete)}
        </Button>
      </DialogFooter>
    </div>
  );
}
