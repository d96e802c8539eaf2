import type { CircleEvent } from '@contract/circles';
import type { Language } from '@contract/languages';
import { BellRing, CalendarDays, Clock, MapPin, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { localeFor } from '@/lib/format';
import { T, useCatalog } from '@/lib/i18n';
import { downloadIcs } from './ics';
import { useRsvp } from './use-rsvp';

/**
 * The member's language as her browser writes it (en-GB's day before month, its 24-hour clock)
 * when the browser speaks it, else as the language writes it (Turkish on an English browser).
 */

/** 2027-03-05 -> 'Friday, March 5' ('5 Mart Cuma' in Turkish), read as the calendar date it is (no time zone shift). */
function eventDay(date: string, language: Language): string {
  const [year, month, day] = [date.slice(0, 4), date.slice(5, 7), date.slice(8, 10)].map(Number) as [
    number,
    number,
    number,
  ];
  return new Date(year, month - 1, day).toLocaleDateString(localeFor(language), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
}

/** 19:30 -> '7:30 PM' in the member's own way of writing times ('19:30' in Turkish). */
function eventTime(time: string, language: Language): string {
  const [hours = Number.NaN, minutes = Number.NaN] = time.split(':').map(Number);
  if (!Number.isFinite(hours) || !Number.isFinite(minutes)) return time;
  return new Date(2000, 0, 1, hours, minutes).toLocaleTimeString(localeFor(language), {
    hour: 'numeric',
    minute: '2-digit',
  });
}

/**
 * A circle event: when and where, what it is, who is going, a calendar reminder and the RSVP
 * toggle. The hub shows which circle it belongs to.
 */
export function EventCard({ event, showCircle = false }: { event: CircleEvent; showCircle?: boolean }) {
  const { language } = useCatalog();
  const rsvp = useRsvp();
  const titleId = `event-${event.id}-title`;
  // `spots` is the places left (null: no limit); a member already going can still cancel.
  const full = event.spots === 0 && !event.isRSVPed;
  return (
    <Card>
      <article aria-labelledby={titleId} className="flex flex-col gap-3 p-5">
        <div>
          {showCircle && <p className="text-xs font-semibold tracking-wide text-gold uppercase">{event.circle}</p>}
          <h3 id={titleId} className="font-display text-xl leading-tight font-semibold">
            {event.title}
          </h3>
        </div>
        <ul className="flex flex-col gap-1.5 text-sm">
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden className="size-4 shrink-0 text-gold" />
            <time dateTime={event.date}>{eventDay(event.date, language)}</time>
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden className="size-4 shrink-0 text-gold" />
            <time dateTime={event.time}>{eventTime(event.time, language)}</time>
          </li>
          <li className="flex items-start gap-2">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-gold" />
            <span className="break-words">{event.location}</span>
          </li>
        </ul>
        <p className="leading-relaxed text-muted-foreground">{event.description}</p>
        <p className="flex items-center gap-2 text-sm font-medium">
          <Users aria-hidden className="size-4 text-gold" />
          <T id="circles.event.attendees" values={{ count: event.attendees }} />
          {event.spots !== null && (
            <span className="font-normal text-muted-foreground">
              · <T id="circles.event.spotsLeft" values={{ count: event.spots }} />
            </span>
          )}
        </p>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" onClick={() => downloadIcs(event)} aria-describedby={titleId}>
            <BellRing aria-hidden />
            <T id="circles.event.remind" />
          </Button>
          <Button
            variant={event.isRSVPed ? 'secondary' : 'primary'}
            aria-pressed={event.isRSVPed}
            aria-describedby={titleId}
            disabled={full}
            onClick={() => rsvp.mutate({ event, going: !event.isRSVPed })}
          >
            <T id={event.isRSVPed ? 'circles.event.going' : full ? 'circles.event.full' : 'circles.event.rsvp'} />
          </Button>
        </div>
      </article>
    </Card>
  );
}
