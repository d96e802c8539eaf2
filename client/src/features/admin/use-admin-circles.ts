import type { AdminCircle, CreateCircleRequest, UpdateCircleRequest } from '@contract/admin';
import { ADMIN_TOASTS } from '@contract/admin-text';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { useAdminList, useAdminListMutations } from './use-admin-list';

const { success, error } = ADMIN_TOASTS;

export const useAdminCircles = () => useAdminList(endpoints.adminCircles, error.fetchCircles);

export const useCircleMutations = () =>
  useAdminListMutations<AdminCircle, CreateCircleRequest, UpdateCircleRequest>(
    {
      create: (body) => api(endpoints.createAdminCircle, body),
      update: (id, body) => api(endpoints.updateAdminCircle, body, { params: { id } }),
      remove: (circle) => api(endpoints.deleteAdminCircle, undefined, { params: { id: circle.id } }),
    },
    {
      created: success.circleCreated,
      updated: success.circleUpdated,
      deleted: success.circleDeleted,
      createFailed: error.createCircle,
      updateFailed: error.updateCircle,
      deleteFailed: error.deleteCircle,
    },
  );
