import type { CircleEvent } from '@contract/circles';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { t } from '@/lib/i18n';
import { circleKeys } from './circle-keys';

type EventState = Pick<CircleEvent, 'isRSVPed' | 'attendees' | 'spots'>;

/** The same event sits in the hub's list and its circle's list: both change together. */
function updateCachedEvent(queryClient: QueryClient, event: CircleEvent, change: (e: CircleEvent) => CircleEvent) {
  for (const key of [circleKeys.hubEvents, circleKeys.events(event.circleId)]) {
    queryClient.setQueryData<CircleEvent[]>(key, (list) =>
      list?.map((item) => (item.id === event.id ? change(item) : item)),
    );
  }
}

function cachedEvent(queryClient: QueryClient, event: CircleEvent): CircleEvent | undefined {
  for (const key of [circleKeys.events(event.circleId), circleKeys.hubEvents]) {
    const found = queryClient.getQueryData<CircleEvent[]>(key)?.find((item) => item.id === event.id);
    if (found) return found;
  }
  return undefined;
}

/**
 * RSVP or cancel: 'Going ✓' and the attendee count change at once; a refusal (a full or past
 * event, say) puts back what the event showed before and says why.
 */
export function useRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, going }: { event: CircleEvent; going: boolean }) => {
      const params = { id: event.id };
      return going ? api(endpoints.rsvpEvent, undefined, { params }) : api(endpoints.cancelRsvp, undefined, { params });
    },
    onMutate: ({ event, going }) => {
      updateCachedEvent(queryClient, event, (current) => ({
        ...current,
        isRSVPed: going,
        attendees: Math.max(0, current.attendees + (going ? 1 : -1)),
        spots: current.spots === null ? null : Math.max(0, current.spots + (going ? -1 : 1)),
      }));
    },
    onSuccess: (state: EventState, { event }) => {
      // A later tap may already have flipped it again; then that tap's answer decides.
      if (cachedEvent(queryClient, event)?.isRSVPed !== state.isRSVPed) return;
      updateCachedEvent(queryClient, event, (current) => ({ ...current, ...state }));
    },
    onError: (error, { event }) => {
      updateCachedEvent(queryClient, event, (current) => ({
        ...current,
        isRSVPed: event.isRSVPed,
        attendees: event.attendees,
        spots: event.spots,
      }));
      toast({ title: t('circles.rsvp.failed'), description: error.message, variant: 'destructive' });
    },
  });
}
