import { initialOf } from '@contract/casing';
import type { Comment } from '@contract/circles';
import type { Language } from '@contract/languages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { browserLocale } from '@/lib/browser-locale';
import { endpoints } from '@/lib/endpoints';
import { t } from '@/lib/i18n';
import { useAuth } from '@/session/auth-context';
import { showCareNotice } from './care-notice';
import { circleKeys } from './circle-keys';
import { updateCachedPost } from './feed-cache';

/** A post's comments, oldest first; loaded when the member opens them. */
export function useComments(postId: number) {
  return useQuery({
    queryKey: circleKeys.comments(postId),
    queryFn: ({ signal }) => api(endpoints.postComments, undefined, { params: { id: postId }, signal }),
  });
}

let temporaryId = 0;

/**
 * How the server shows an author (first name and initial, capitalised by her language: 'ilhan' is
 * 'İ.' in Turkish), so the comment does not change name when saved.
 */
export const shownName = (user: { firstName: string; lastName: string; language: Language }) => {
  const initial = initialOf(user.lastName, user.language);
  return initial ? `${user.firstName} ${initial}.` : user.firstName;
};

/**
 * Adds a comment: it shows at once (and the post's count goes up); the server's copy replaces it,
 * or on a refusal it is taken away again with a toast saying why.
 */
export function useAddComment(circleId: number, postId: number) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = circleKeys.comments(postId);
  return useMutation({
    mutationFn: (content: string) =>
      api(endpoints.createComment, { content, ...browserLocale() }, { params: { id: postId } }),
    onMutate: async (content) => {
      // A list still loading would land after the draft and wipe it: stop it, and fetch it afresh once settled.
      await queryClient.cancelQueries({ queryKey: key });
      temporaryId -= 1;
      const draft: Comment = {
        id: temporaryId,
        postId,
        authorId: user?.id ?? null,
        authorName: user ? shownName(user) : t('circles.you'),
        authorAvatar: user?.profilePhotoUrl || null,
        content: content.trim(),
        date: new Date().toISOString(),
        isOwn: true,
        isHidden: false,
      };
      queryClient.setQueryData<Comment[]>(key, (list) => [...(list ?? []), draft]);
      updateCachedPost(queryClient, circleId, postId, (post) => ({ ...post, comments: post.comments + 1 }));
      return { draftId: draft.id };
    },
    onSuccess: ({ careMessage, ...saved }, _content, context) => {
      queryClient.setQueryData<Comment[]>(key, (list) =>
        (list ?? []).map((comment) => (comment.id === context.draftId ? saved : comment)),
      );
      showCareNotice(careMessage);
    },
    onError: (error, _content, context) => {
      queryClient.setQueryData<Comment[]>(key, (list) => (list ?? []).filter((c) => c.id !== context?.draftId));
      updateCachedPost(queryClient, circleId, postId, (post) => ({
        ...post,
        comments: Math.max(0, post.comments - 1),
      }));
      toast({ title: t('circles.comment.failed'), description: error.message, variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
