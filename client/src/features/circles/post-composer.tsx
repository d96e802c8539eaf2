import { CIRCLE_LIMITS, CIRCLE_MESSAGES } from '@contract/circles';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { T, useT } from '@/lib/i18n';
import { useAuth } from '@/session/auth-context';
import { MediaFrame } from './media-frame';
import { useCreatePost } from './use-create-post';

interface Attachment {
  file: File;
  type: 'image' | 'video';
  /** A local object URL for the preview, revoked when the attachment goes. */
  preview: string;
}

const typeOf = (file: File): Attachment['type'] | null =>
  file.type.startsWith('image/') ? 'image' : file.type.startsWith('video/') ? 'video' : null;

/**
 * Write to the circle: text, and photos or videos picked one at a time, previewed and removable
 * before posting. Post stays disabled until there is text or media.
 */
export function PostComposer({ circleId }: { circleId: number }) {
  const { user } = useAuth();
  const say = useT();
  const [content, setContent] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const create = useCreatePost(circleId);

  // Free the previews' memory when the composer goes away.
  const previews = useRef<string[]>([]);
  previews.current = attachments.map((item) => item.preview);
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const pick = (file: File | undefined) => {
    if (!file) return;
    const type = typeOf(file);
    if (!type) {
      toast({ title: CIRCLE_MESSAGES.invalidMedia, variant: 'destructive' });
      return;
    }
    // Said before a long upload rather than after it; the server checks again (and videos' limit is its own).
    if (type === 'image' && file.size > CIRCLE_LIMITS.imageMaxBytes) {
      toast({ title: CIRCLE_MESSAGES.imageTooLarge, variant: 'destructive' });
      return;
    }
    setAttachments((list) => [...list, { file, type, preview: URL.createObjectURL(file) }]);
  };
  const remove = (preview: string) => {
    URL.revokeObjectURL(preview);
    setAttachments((list) => list.filter((item) => item.preview !== preview));
  };
  const canPost = (content.trim().length > 0 || attachments.length > 0) && !create.isPending;
  const full = attachments.length >= CIRCLE_LIMITS.mediaPerPost;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!canPost) return;
    create.mutate(
      { content: content.trim(), files: attachments.map((item) => item.file) },
      {
        onSuccess: () => {
          for (const item of attachments) URL.revokeObjectURL(item.preview);
          setAttachments([]);
          setContent('');
        },
      },
    );
  };

  return (
    <Card>
      <form onSubmit={submit} aria-label={say('circles.composer.label')} className="flex flex-col gap-3 p-4">
        <div className="flex gap-3">
          <Avatar src={user?.profilePhotoUrl} alt="" className="hidden min-[360px]:inline-flex" />
          <Textarea
            aria-label={say('circles.composer.text')}
            placeholder={say(CIRCLE_MESSAGES.composerPlaceholder)}
            value={content}
            maxLength={CIRCLE_LIMITS.postLength}
            rows={3}
            onChange={(event) => setContent(event.target.value)}
          />
        </div>
        {attachments.length > 0 && (
          <ul aria-label={say('circles.composer.attached')} className="grid grid-cols-2 gap-2">
            {attachments.map((item, index) => (
              <li key={item.preview} className="relative">
                <MediaFrame
                  media={{ type: item.type, url: item.preview }}
                  alt={say(item.type === 'image' ? 'circles.composer.photo' : 'circles.composer.video', {
                    number: index + 1,
                  })}
                />
                <Button
                  type="button"
                  size="icon"
                  variant="secondary"
                  className="absolute top-1 right-1 shadow-soft"
                  aria-label={say(
                    item.type === 'image' ? 'circles.composer.removePhoto' : 'circles.composer.removeVideo',
                    {
                      number: index + 1,
                    },
                  )}
                  onClick={() => remove(item.preview)}
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex items-center justify-between gap-3">
          <input
            ref={fileInput}
            type="file"
            accept="image/*,video/*"
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(event) => {
              pick(event.target.files?.[0]);
              // Let the same file be picked again after it was removed.
              event.target.value = '';
            }}
          />
          <Button
            type="button"
            variant="outline"
            disabled={full || create.isPending}
            onClick={() => fileInput.current?.click()}
          >
            <ImagePlus aria-hidden />
            <T id="circles.composer.attach" />
          </Button>
          <Button type="submit" disabled={!canPost} loading={create.isPending} className="min-w-24">
            <T id="circles.composer.post" />
          </Button>
        </div>
      </form>
    </Card>
  );
}
