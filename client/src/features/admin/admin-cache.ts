import type { QueryClient } from '@tanstack/react-query';
import { endpoints } from '@/lib/endpoints';

/** The admin lists' query keys start with their endpoint's path. */
const ADMIN_LIST_PATHS: string[] = [
  endpoints.adminCircles.path,
  endpoints.adminPosts.path,
  endpoints.adminComments.path,
  endpoints.adminEvents.path,
  endpoints.adminAudit.path,
];

/**
 * After any administrator change: every admin list reloads (a circle's deletion empties posts and
 * events too, and each change adds an audit entry), and whatever member screens this browser has
 * cached are dropped, so they show the change when opened.
 */
export async function refreshAfterChange(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({
    predicate: (query) => {
      const path = String(query.queryKey[0]);
      return path !== endpoints.user.path && !ADMIN_LIST_PATHS.includes(path);
    },
  });
  await Promise.all(ADMIN_LIST_PATHS.map((path) => queryClient.invalidateQueries({ queryKey: [path] })));
}
