/**
 * An iCalendar file (RFC 5545) for one circle event, so a member can add it to her own calendar.
 * The event's date and time are the organiser's wall-clock time with no zone known, so DTSTART is
 * written as "floating" local time (RFC 5545 section 3.3.5, form #1): 19:00 stays 19:00.
 */
interface IcsEvent {
  id: number;
  title: string;
  /** yyyy-MM-dd. */
  date: string;
  /** HH:mm. */
  time: string;
  location: string;
  description: string;
}

const CRLF = '\r\n';
/** RFC 5545 section 3.1: lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;
/** No end time is known; an hour is what a calendar shows by default. */
const DURATION = 'PT1H';
/** The reminder fires an hour before. */
const ALARM_BEFORE = '-PT1H';

/** TEXT values (section 3.3.11): backslash, semicolon and comma escaped; newlines as \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line into pieces of at most 75 octets, never splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with one space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** 2027-03-05 and 19:30 -> 20270305T193000 (floating local time). */
export function floatingDateTime(date: string, time: string): string {
  const [hours = '00', minutes = '00'] = time.split(':');
  return `${date.replace(/-/g, '')}T${hours.padStart(2, '0')}${minutes.padStart(2, '0')}00`;
}

/** A UTC timestamp as DTSTAMP wants it: 20270305T183000Z. */
function utcStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The whole .ics file, CRLF line endings, one VEVENT with a reminder. */
export function buildIcs(event: IcsEvent, options: { host: string; now: Date }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Telve//Wellness Circle//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    // Stable per event and host, so importing it twice updates the entry instead of doubling it.
    `UID:circle-event-${event.id}@${options.host}`,
    `DTSTAMP:${utcStamp(options.now)}`,
    `DTSTART:${floatingDateTime(event.date, event.time)}`,
    `DURATION:${DURATION}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(event.title)}`,
    `TRIGGER:${ALARM_BEFORE}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** A file name from the title: "Full Moon Circle" -> "full-moon-circle.ics". */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'circle-event'}.ics`;
}

/** Hands the file to the browser as a download. */
export function downloadIcs(event: IcsEvent): void {
  const text = buildIcs(event, { host: window.location.hostname || 'telve', now: new Date() });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(event.title);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the download has taken its copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
