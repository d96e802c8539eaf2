import type { AdminEvent, CreateEventRequest, UpdateEventRequest } from '@contract/admin';
import { ADMIN_TOASTS } from '@contract/admin-text';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { refreshAfterChange } from './admin-cache';
import { notifyError, notifySuccess } from './notify';
import { useLoadError } from './use-load-error';

const { success, error } = ADMIN_TOASTS;

export function useAdminEvents() {
  const query = useQuery({
    queryKey: [endpoints.adminEvents.path],
    queryFn: () => api(endpoints.adminEvents),
  });
  useLoadError(query.error, error.fetchEvents);
  return query;
}

export function useEventMutations() {
  const queryClient = useQueryClient();
  const done = (message: string) => async () => {
    notifySuccess(message);
    await refreshAfterChange(queryClient);
  };
  const create = useMutation({
    mutationFn: (body: CreateEventRequest) => api(endpoints.createAdminEvent, body),
    onSuccess: done(success.eventCreated),
    onError: () => notifyError(error.createEvent),
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateEventRequest }) =>
      api(endpoints.updateAdminEvent, body, { params: { id } }),
    onSuccess: done(success.eventUpdated),
    onError: () => notifyError(error.updateEvent),
  });
  const remove = useMutation({
    mutationFn: (event: AdminEvent) => api(endpoints.deleteAdminEvent, undefined, { params: { id: event.id } }),
    onSuccess: done(success.eventDeleted),
    onError: () => notifyError(error.deleteEvent),
  });
  return { create, update, remove };
}
