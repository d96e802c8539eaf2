import type { Post } from '@contract/circles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { t } from '@/lib/i18n';
import { cachedPost, updateCachedPost } from './feed-cache';

interface LikeChange {
  post: Pick<Post, 'id' | 'isLiked' | 'likes'>;
  like: boolean;
}

/**
 * Likes or unlikes a post: the heart and count change at once; a refusal puts back exactly what
 * the post showed before and says why. Only this post is touched, so other likes in flight keep
 * their own state.
 */
export function useLike(circleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ post, like }: LikeChange) => {
      const params = { id: post.id };
      return like ? api(endpoints.likePost, undefined, { params }) : api(endpoints.unlikePost, undefined, { params });
    },
    onMutate: ({ post, like }) => {
      updateCachedPost(queryClient, circleId, post.id, (current) => ({
        ...current,
        isLiked: like,
        likes: Math.max(0, current.likes + (like ? 1 : -1)),
      }));
    },
    onSuccess: (state, { post }) => {
      // A later tap may already have flipped it again; then that tap's answer decides.
      if (cachedPost(queryClient, circleId, post.id)?.isLiked !== state.isLiked) return;
      updateCachedPost(queryClient, circleId, post.id, (current) => ({ ...current, ...state }));
    },
    onError: (error, { post }) => {
      updateCachedPost(queryClient, circleId, post.id, (current) => ({
        ...current,
        isLiked: post.isLiked,
        likes: post.likes,
      }));
      toast({ title: t('circles.like.failed'), description: error.message, variant: 'destructive' });
    },
  });
}
