import { ADMIN_LIMITS, type AdminPost, type AdminPostFilter } from '@contract/admin';
import { ADMIN_TOASTS } from '@contract/admin-text';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { refreshAfterChange } from './admin-cache';
import { notifyError, notifySuccess } from './notify';
import { useLoadError } from './use-load-error';

const { success, error } = ADMIN_TOASTS;

/** Posts newest first, a page at a time; a full page means there may be more. */
export function useAdminPosts(filter: AdminPostFilter | undefined) {
  const query = useInfiniteQuery({
    queryKey: [endpoints.adminPosts.path, filter ?? 'all'],
    queryFn: ({ pageParam }) => api(endpoints.adminPosts, undefined, { query: { cursor: pageParam, filter } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.length === ADMIN_LIMITS.pageSize ? last.at(-1)?.cursor : undefined),
  });
  useLoadError(query.error, error.fetchPosts);
  return { ...query, posts: query.data?.pages.flat() ?? [] };
}

export function usePostMutations() {
  const queryClient = useQueryClient();
  const refresh = () => refreshAfterChange(queryClient);
  const setHidden = useMutation({
    mutationFn: ({ post, isHidden }: { post: AdminPost; isHidden: boolean }) =>
      api(endpoints.updateAdminPost, { isHidden }, { params: { id: post.id } }),
    onSuccess: async (post) => {
      notifySuccess(post.isHidden ? success.postHidden : success.postUnhidden);
      await refresh();
    },
    onError: () => notifyError(error.updatePostVisibility),
  });
  const saveContent = useMutation({
    mutationFn: ({ post, content }: { post: AdminPost; content: string }) =>
      api(endpoints.updateAdminPost, { content }, { params: { id: post.id } }),
    onSuccess: async () => {
      notifySuccess(success.postUpdated);
      await refresh();
    },
    onError: () => notifyError(error.updatePost),
  });
  const dismissReports = useMutation({
    mutationFn: (post: AdminPost) => api(endpoints.dismissPostReports, undefined, { params: { id: post.id } }),
    onSuccess: async () => {
      notifySuccess(success.reportsDismissed);
      await refresh();
    },
    onError: () => notifyError(error.dismissReports),
  });
  const remove = useMutation({
    mutationFn: (post: AdminPost) => api(endpoints.deleteAdminPost, undefined, { params: { id: post.id } }),
    onSuccess: async () => {
      notifySuccess(success.postDeleted);
      await refresh();
    },
    onError: () => notifyError(error.deletePost),
  });
  return { setHidden, saveContent, dismissReports, remove };
}
