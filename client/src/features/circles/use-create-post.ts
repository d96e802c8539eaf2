import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { browserLocale } from '@/lib/browser-locale';
import { endpoints } from '@/lib/endpoints';
import { t } from '@/lib/i18n';
import { showCareNotice } from './care-notice';
import { circleKeys } from './circle-keys';
import { prependCachedPost } from './feed-cache';

interface NewPost {
  content: string;
  files: File[];
}

/** Sends each attached file (one upload per file, field `file`) and answers their ids in order. */
async function uploadAll(files: File[]): Promise<number[]> {
  const ids: number[] = [];
  // One at a time: the server re-encodes every image, and a phone's uplink is narrow anyway.
  for (const file of files) {
    const form = new FormData();
    form.append('file', file);
    ids.push((await api(endpoints.uploadCircleMedia, form)).id);
  }
  return ids;
}

/**
 * Publishes a post: uploads its media, creates it, and puts it at the top of the feed. When the
 * server answers a care message, the author is offered help (the post is published all the same).
 */
export function useCreatePost(circleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ content, files }: NewPost) => {
      const mediaIds = await uploadAll(files);
      // The language and time zone let a care message name the help lines of her country.
      return api(endpoints.createPost, { content, mediaIds, ...browserLocale() }, { params: { id: circleId } });
    },
    onSuccess: ({ careMessage, ...post }) => {
      prependCachedPost(queryClient, circleId, post);
      // The circle's 'active discussions' count changed.
      void queryClient.invalidateQueries({ queryKey: circleKeys.discover });
      void queryClient.invalidateQueries({ queryKey: circleKeys.mine });
      showCareNotice(careMessage);
    },
    onError: (error) => toast({ title: t('circles.post.failed'), description: error.message, variant: 'destructive' }),
  });
}
