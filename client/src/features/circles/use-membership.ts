import type { Circle } from '@contract/circles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { t } from '@/lib/i18n';
import { circleKeys } from './circle-keys';

/**
 * Joins or leaves a circle. The circle's own entry takes the server's answer at once; the lists
 * that depend on membership (Discover, My Circles, members, the hub's events) are refetched.
 */
export function useMembership(circleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (join: boolean) => {
      const params = { id: circleId };
      return join
        ? api(endpoints.joinCircle, undefined, { params })
        : api(endpoints.leaveCircle, undefined, { params });
    },
    onSuccess: (state) => {
      queryClient.setQueryData<Circle>(circleKeys.circle(circleId), (circle) => circle && { ...circle, ...state });
      for (const queryKey of [
        circleKeys.discover,
        circleKeys.mine,
        circleKeys.hubEvents,
        circleKeys.members(circleId),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) =>
      toast({ title: t('circles.membership.failed'), description: error.message, variant: 'destructive' }),
  });
}
