import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { circleKeys } from './circle-keys';

/** Every active circle, for the hub's Discover tab. */
export function useDiscoverCircles() {
  return useQuery({
    queryKey: circleKeys.discover,
    queryFn: ({ signal }) => api(endpoints.discoverCircles, undefined, { signal }),
  });
}

/** The circles the member has joined. */
export function useMyCircles() {
  return useQuery({
    queryKey: circleKeys.mine,
    queryFn: ({ signal }) => api(endpoints.myCircles, undefined, { signal }),
  });
}

/** Upcoming events of every circle, for the hub's Events tab. */
export function useHubEvents() {
  return useQuery({
    queryKey: circleKeys.hubEvents,
    queryFn: ({ signal }) => api(endpoints.hubEvents, undefined, { signal }),
  });
}

/** One circle with its member count and whether the member has joined it. */
export function useCircle(id: number, enabled: boolean) {
  return useQuery({
    queryKey: circleKeys.circle(id),
    queryFn: ({ signal }) => api(endpoints.circle, undefined, { params: { id }, signal }),
    enabled,
  });
}

export function useCircleEvents(id: number) {
  return useQuery({
    queryKey: circleKeys.events(id),
    queryFn: ({ signal }) => api(endpoints.circleEvents, undefined, { params: { id }, signal }),
  });
}

export function useCircleMembers(id: number) {
  return useQuery({
    queryKey: circleKeys.members(id),
    queryFn: ({ signal }) => api(endpoints.circleMembers, undefined, { params: { id }, signal }),
  });
}
