import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, floatingDateTime, foldIcsLine, icsFileName } from './ics';

const EVENT = {
  id: 42,
  title: 'New Moon Intentions',
  date: '2027-03-05',
  time: '19:30',
  location: 'Online; link in the circle',
  description: 'Bring tea, a candle, and one wish.\nWe start on time.',
};
const NOW = new Date('2027-03-01T08:15:30.123Z');

describe('the .ics reminder (RFC 5545)', () => {
  it('is one calendar with one event and a reminder, every line ending in CRLF', () => {
    const text = buildIcs(EVENT, { host: 'telve.example', now: NOW });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Telve//Wellness Circle//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:circle-event-42@telve.example',
      'DTSTAMP:20270301T081530Z',
      'DTSTART:20270305T193000',
      'DURATION:PT1H',
      'SUMMARY:New Moon Intentions',
      'LOCATION:Online\\; link in the circle',
      'DESCRIPTION:Bring tea\\, a candle\\, and one wish.\\nWe start on time.',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:New Moon Intentions',
      'TRIGGER:-PT1H',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('starts at the floating local time, with no zone and no Z', () => {
    expect(floatingDateTime('2027-12-31', '07:05')).toBe('20271231T070500');
    expect(floatingDateTime('2027-01-02', '9:00')).toBe('20270102T090000');
  });

  it('escapes backslashes, semicolons, commas and every kind of newline', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldIcsLine(long);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(1);
    for (const [index, piece] of pieces.entries()) {
      expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
      if (index > 0) expect(piece.startsWith(' ')).toBe(true);
    }
    expect(pieces.map((piece, index) => (index > 0 ? piece.slice(1) : piece)).join('')).toBe(long);
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('names the file after the event', () => {
    expect(icsFileName('Full Moon Circle: Release & Renew')).toBe('full-moon-circle-release-renew.ics');
    expect(icsFileName('Çay Sohbeti')).toBe('cay-sohbeti.ics');
    expect(icsFileName('☕')).toBe('circle-event.ics');
  });
});
