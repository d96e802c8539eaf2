import type { AdminCircle, CreateCircleRequest, UpdateCircleRequest } from '@contract/admin';
import { ADMIN_TOASTS } from '@contract/admin-text';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { refreshAfterChange } from './admin-cache';
import { notifyError, notifySuccess } from './notify';
import { useLoadError } from './use-load-error';

const { success, error } = ADMIN_TOASTS;

export function useAdminCircles() {
  const query = useQuery({
    queryKey: [endpoints.adminCircles.path],
    queryFn: () => api(endpoints.adminCircles),
  });
  useLoadError(query.error, error.fetchCircles);
  return query;
}

/** Create, update and delete, each with its toast; callers close or reset their dialog on success. */
export function useCircleMutations() {
  const queryClient = useQueryClient();
  const done = (message: string) => async () => {
    notifySuccess(message);
    await refreshAfterChange(queryClient);
  };
  const create = useMutation({
    mutationFn: (body: CreateCircleRequest) => api(endpoints.createAdminCircle, body),
    onSuccess: done(success.circleCreated),
    onError: () => notifyError(error.createCircle),
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCircleRequest }) =>
      api(endpoints.updateAdminCircle, body, { params: { id } }),
    onSuccess: done(success.circleUpdated),
    onError: () => notifyError(error.updateCircle),
  });
  const remove = useMutation({
    mutationFn: (circle: AdminCircle) => api(endpoints.deleteAdminCircle, undefined, { params: { id: circle.id } }),
    onSuccess: done(success.circleDeleted),
    onError: () => notifyError(error.deleteCircle),
  });
  return { create, update, remove };
}
