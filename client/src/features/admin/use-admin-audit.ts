import { ADMIN_LIMITS } from '@contract/admin';
import { ADMIN_TOASTS } from '@contract/admin-text';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { useLoadError } from './use-load-error';

/** Administrator changes, newest first, a page at a time. */
export function useAdminAudit() {
  const query = useInfiniteQuery({
    queryKey: [endpoints.adminAudit.path],
    queryFn: ({ pageParam }) => api(endpoints.adminAudit, undefined, { query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.length === ADMIN_LIMITS.pageSize ? last.at(-1)?.cursor : undefined),
  });
  useLoadError(query.error, ADMIN_TOASTS.error.fetchActivity);
  return { ...query, entries: query.data?.pages.flat() ?? [] };
}
