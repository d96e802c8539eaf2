/**
 * A wall-clock time in an IANA zone turned into UTC with the zone's rules of that date (the tz
 * database Node ships with ICU: Istanbul's 2016 change, Britain's 1968-71 all-year summer time,
 * half-hour and 45-minute zones, local mean time before standard time).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in milliseconds. */
export function offsetAt(timeZone: string, instant: number): number {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

export type LocalTimeReading =
  | { kind: 'unique'; utc: Date }
  /** The clocks went back: the time happened twice (earlier and later instants). */
  | { kind: 'ambiguous'; earlier: Date; later: Date }
  /** The clocks went forward over it: the two readings with the offsets either side. */
  | { kind: 'skipped'; earlier: Date; later: Date };

/** The UTC instants a local date and time ('YYYY-MM-DD', 'HH:MM') may mean in a zone. */
export function readLocalTime(timeZone: string, date: string, time: string): LocalTimeReading {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, 0, 0);
  const asUtc = wall.getTime();
  const day36h = 36 * 3_600_000;
  const offsets = new Set([offsetAt(timeZone, asUtc - day36h), offsetAt(timeZone, asUtc + day36h)]);
  offsets.add(offsetAt(timeZone, asUtc));
  const candidates = [...offsets].map((offset) => asUtc - offset);
  const valid = [...new Set(candidates.filter((instant) => asUtc - offsetAt(timeZone, instant) === instant))].sort(
    (a, b) => a - b,
  );
  if (valid.length === 1) return { kind: 'unique', utc: new Date(valid[0] as number) };
  const sorted = [...new Set(candidates)].sort((a, b) => a - b);
  const earlier = new Date((valid.length > 1 ? valid[0] : sorted[0]) as number);
  const later = new Date((valid.length > 1 ? valid[valid.length - 1] : sorted[sorted.length - 1]) as number);
  return { kind: valid.length > 1 ? 'ambiguous' : 'skipped', earlier, later };
}
