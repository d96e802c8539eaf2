/** A moment as a member's wall clock reads it: her calendar day and the minutes since her midnight. */
export interface LocalClock {
  /** 'YYYY-MM-DD' in her zone. */
  day: string;
  minutes: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `timeZone` at `now`, or null for a zone this engine does not know (any more). */
export function localClock(now: Date, timeZone: string): LocalClock | null {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatFor(timeZone).formatToParts(now);
  } catch {
    return null;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** Minutes since midnight of an 'HH:MM' time. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
