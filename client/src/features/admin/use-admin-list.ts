import type { ClientEndpoint, Endpoint } from '@contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { refreshAfterChange } from './admin-cache';
import { notifyError, notifySuccess } from './notify';
import { useLoadError } from './use-load-error';

/** An admin list, keyed by its endpoint's path (admin-cache.ts reloads it after any change). */
export function useAdminList<E extends Endpoint>(endpoint: ClientEndpoint<E>, loadError: string) {
  const query = useQuery({ queryKey: [endpoint.path], queryFn: () => api(endpoint) });
  useLoadError(query.error, loadError);
  return query;
}

interface AdminListCalls<Row, Create, Update> {
  create: (body: Create) => Promise<unknown>;
  update: (id: number, body: Update) => Promise<unknown>;
  remove: (row: Row) => Promise<unknown>;
}

/** The toasts of a list's changes: a success and a failure for each. */
interface AdminListToasts {
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
}

/**
 * Create, update and delete for an admin list, each with its toast, every admin list reloaded
 * after a success; callers close or reset their dialog on success.
 */
export function useAdminListMutations<Row, Create, Update>(
  calls: AdminListCalls<Row, Create, Update>,
  toasts: AdminListToasts,
) {
  const queryClient = useQueryClient();
  const done = (message: string) => async () => {
    notifySuccess(message);
    await refreshAfterChange(queryClient);
  };
  const create = useMutation({
    mutationFn: calls.create,
    onSuccess: done(toasts.created),
    onError: () => notifyError(toasts.createFailed),
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: Update }) => calls.update(id, body),
    onSuccess: done(toasts.updated),
    onError: () => notifyError(toasts.updateFailed),
  });
  const remove = useMutation({
    mutationFn: calls.remove,
    onSuccess: done(toasts.deleted),
    onError: () => notifyError(toasts.deleteFailed),
  });
  return { create, update, remove };
}
