import type { User } from '@contract/auth';
import { MAX_PHOTO_BYTES } from '@contract/media';
import { PHOTO_MESSAGES, TOASTS } from '@contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { t, useT } from '@/lib/i18n';
import { USER_QUERY_KEY } from '@/session/auth-context';

/** Photo with an instant local preview; reverts to the previous photo if the upload fails. */
export function PhotoUploader({ user }: { user: User }) {
  const say = useT();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('photo', file);
      form.append('userId', String(user.id));
      return api(endpoints.uploadPhoto, form);
    },
    onSuccess: ({ url }) => {
      queryClient.setQueryData<User | null>(USER_QUERY_KEY, (current) =>
        current ? { ...current, profilePhotoUrl: url } : current,
      );
      setPreview(null);
      toast({ title: TOASTS.photoUploaded.title, description: t('profile.photo.uploaded') });
    },
    onError: () => {
      setPreview(null);
      toast({
        ...TOASTS.photoFailed,
        variant: 'destructive',
      });
    },
  });

  const onPick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({ ...PHOTO_MESSAGES.invalidType, variant: 'destructive' });
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      toast({ ...PHOTO_MESSAGES.tooLarge, variant: 'destructive' });
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file);
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <Avatar
        src={preview ?? user.profilePhotoUrl ?? undefined}
        alt={say('profile.photo.alt', { name: user.firstName })}
        size="xl"
      />
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        onChange={onPick}
        aria-label={say('profile.photo.choose')}
        tabIndex={-1}
      />
      <Button variant="outline" onClick={() => input.current?.click()} loading={upload.isPending}>
        <Camera aria-hidden /> {say('profile.photo.change')}
      </Button>
    </div>
  );
}
