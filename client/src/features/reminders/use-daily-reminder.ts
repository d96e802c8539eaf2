import type { ReminderSettings } from '@contract/reminders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { useSettings } from '@/lib/settings';
import { pushPermission, subscribeToPush, unsubscribeFromPush } from './push-subscription';

/** The browser's IANA time zone: the reminder comes at her time where she is. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export const REMINDER_QUERY_KEY = [endpoints.reminderSettings.path] as const;

type Change = { enabled: boolean; time: string };

/**
 * The member's daily reminder: its settings from the server, and one change at a time. Turning it
 * on subscribes this browser first (asking the permission), then saves the time with the browser's
 * zone; turning it off saves 'off' and lets this browser go. The local 'notifications' setting
 * (SPEC.md) follows what was saved.
 */
export function useDailyReminder() {
  const queryClient = useQueryClient();
  const [, updateSettings] = useSettings();
  const settings = useQuery({ queryKey: REMINDER_QUERY_KEY, queryFn: () => api(endpoints.reminderSettings) });
  const change = useMutation({
    mutationFn: async ({ enabled, time }: Change): Promise<ReminderSettings> => {
      const current = settings.data;
      if (!current) throw new Error('The reminder settings are not loaded yet.');
      // Turning it on asks for this browser; a new time re-subscribes one already allowed (kept fresh).
      if (enabled && (!current.enabled || pushPermission() === 'granted')) await subscribeToPush(current.publicKey);
      const saved = await api(endpoints.updateReminder, { enabled, time, timeZone: browserTimeZone() });
      // This browser no longer needs its subscription; the server forgot nothing else.
      if (!enabled) await unsubscribeFromPush().catch(() => undefined);
      return saved;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(REMINDER_QUERY_KEY, saved);
      updateSettings({ notifications: saved.enabled });
    },
  });
  return { settings, change };
}
