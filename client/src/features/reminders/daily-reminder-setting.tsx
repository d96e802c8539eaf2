import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { type MessageId, useT } from '@/lib/i18n';
import { PUSH_TEXTS, PushUnavailableError, pushPermission } from './push-subscription';
import { useDailyReminder } from './use-daily-reminder';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Settings' 'Daily reminder': a switch that turns the morning reminder on (asking the browser for
 * notifications) or off in one tap, and the time it comes. When this browser cannot receive it, or
 * notifications are blocked, it says so plainly instead of failing quietly. A server's message (the
 * contract's English) shows in her language by that English.
 */
export function DailyReminderSetting() {
  const say = useT();
  const ids = useId();
  const { settings, change } = useDailyReminder();
  const saved = settings.data;
  const [time, setTime] = useState(saved?.time ?? '08:00');
  useEffect(() => {
    if (saved) setTime(saved.time);
  }, [saved]);
  const permission = pushPermission();
  const busy = settings.isPending || change.isPending;
  const problem =
    change.error instanceof PushUnavailableError
      ? say(PUSH_TEXTS[change.error.reason])
      : change.error
        ? `${say('reminders.failed')} ${say(change.error.message as MessageId)}`
        : !saved?.enabled && permission === 'unsupported'
          ? say(PUSH_TEXTS.unsupported)
          : !saved?.enabled && permission === 'denied'
            ? say(PUSH_TEXTS.denied)
            : null;

  const onTime = (value: string) => {
    setTime(value);
    if (saved?.enabled && TIME.test(value) && value !== saved.time) change.mutate({ enabled: true, time: value });
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h4 id={`${ids}-title`} className="text-sm font-medium">
            {say('reminders.title')}
          </h4>
          <p id={`${ids}-help`} className="text-sm text-muted-foreground">
            {say('reminders.help')}
          </p>
        </div>
        <Switch
          aria-labelledby={`${ids}-title`}
          aria-describedby={`${ids}-help`}
          checked={saved?.enabled ?? false}
          disabled={busy || settings.isError || (!saved?.enabled && permission === 'unsupported')}
          onCheckedChange={(enabled) => change.mutate({ enabled, time: TIME.test(time) ? time : '08:00' })}
        />
      </div>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={`${ids}-time`} className="text-sm">
          {say('reminders.time')}
        </label>
        <Input
          id={`${ids}-time`}
          type="time"
          step={60}
          className="w-32"
          value={time}
          disabled={busy || settings.isError}
          onChange={(event) => onTime(event.currentTarget.value)}
        />
      </div>
      <div role="status" className="text-sm text-muted-foreground">
        {saved?.enabled && !change.isPending && <p>{say('reminders.on', { time: saved.time })}</p>}
        {problem && <p>{problem}</p>}
      </div>
      {settings.isError && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">{say('reminders.unread')}</p>
          <Button variant="outline" size="sm" className="h-11" onClick={() => settings.refetch()}>
            {say('tryAgain')}
          </Button>
        </div>
      )}
    </section>
  );
}
