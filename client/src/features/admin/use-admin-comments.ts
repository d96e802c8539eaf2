import { ADMIN_LIMITS, type AdminComment } from '@contract/admin';
import { ADMIN_TOASTS } from '@contract/admin-text';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { refreshAfterChange } from './admin-cache';
import { notifyError, notifySuccess } from './notify';
import { useLoadError } from './use-load-error';

/** Comments members' reports hid, newest first, a page at a time. */
export function useAdminComments() {
  const query = useInfiniteQuery({
    queryKey: [endpoints.adminComments.path],
    queryFn: ({ pageParam }) => api(endpoints.adminComments, undefined, { query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.length === ADMIN_LIMITS.pageSize ? last.at(-1)?.cursor : undefined),
  });
  useLoadError(query.error, ADMIN_TOASTS.error.fetchComments);
  return { ...query, comments: query.data?.pages.flat() ?? [] };
}

/** Shows a hidden comment again and closes its reports. */
export function useRestoreComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: AdminComment) =>
      api(endpoints.restoreAdminComment, undefined, { params: { id: comment.id } }),
    onSuccess: async () => {
      notifySuccess(ADMIN_TOASTS.success.commentRestored);
      await refreshAfterChange(queryClient);
    },
    onError: () => notifyError(ADMIN_TOASTS.error.restoreComment),
  });
}
