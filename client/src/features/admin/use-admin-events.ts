import type { AdminEvent, CreateEventRequest, UpdateEventRequest } from '@contract/admin';
import { ADMIN_TOASTS } from '@contract/admin-text';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { useAdminList, useAdminListMutations } from './use-admin-list';

const { success, error } = ADMIN_TOASTS;

export const useAdminEvents = () => useAdminList(endpoints.adminEvents, error.fetchEvents);

export const useEventMutations = () =>
  useAdminListMutations<AdminEvent, CreateEventRequest, UpdateEventRequest>(
    {
      create: (body) => api(endpoints.createAdminEvent, body),
      update: (id, body) => api(endpoints.updateAdminEvent, body, { params: { id } }),
      remove: (event) => api(endpoints.deleteAdminEvent, undefined, { params: { id: event.id } }),
    },
    {
      created: success.eventCreated,
      updated: success.eventUpdated,
      deleted: success.eventDeleted,
      createFailed: error.createEvent,
      updateFailed: error.updateEvent,
      deleteFailed: error.deleteEvent,
    },
  );
