import { describe, expect, it } from 'vitest';
import { readReminder, sameOriginPath } from './notifications';

const ORIGIN = 'https://telve.example';

describe("the daily reminder's message", () => {
  it('reads title, body and url from the JSON the push service hands over', () => {
    const message = JSON.stringify({
      title: 'Good morning',
      body: 'A soft day ahead.',
      url: '/dashboard?from=reminder',
    });
    expect(readReminder(message, ORIGIN)).toEqual({
      title: 'Good morning',
      body: 'A soft day ahead.',
      url: '/dashboard?from=reminder',
    });
  });

  it('gives calm defaults for what is missing, empty, not JSON or not an object', () => {
    expect(readReminder(undefined, ORIGIN)).toEqual({ title: 'Telve', body: '', url: '/dashboard' });
    expect(readReminder('   ', ORIGIN)).toEqual({ title: 'Telve', body: '', url: '/dashboard' });
    expect(readReminder('Your day is here', ORIGIN)).toEqual({
      title: 'Telve',
      body: 'Your day is here',
      url: '/dashboard',
    });
    expect(readReminder('[1,2]', ORIGIN)).toEqual({ title: 'Telve', body: '', url: '/dashboard' });
    expect(readReminder('null', ORIGIN)).toEqual({ title: 'Telve', body: '', url: '/dashboard' });
    expect(readReminder(JSON.stringify({ title: 7, body: ' ', url: 3 }), ORIGIN)).toEqual({
      title: 'Telve',
      body: '',
      url: '/dashboard',
    });
  });

  it('opens only Telve itself: another origin, a script url or a protocol-relative one goes to the dashboard', () => {
    expect(sameOriginPath('/coffee-reading#read-my-cup', ORIGIN)).toBe('/coffee-reading#read-my-cup');
    expect(sameOriginPath(`${ORIGIN}/journal`, ORIGIN)).toBe('/journal');
    expect(sameOriginPath('https://evil.example/phish', ORIGIN)).toBe('/dashboard');
    expect(sameOriginPath('//evil.example/phish', ORIGIN)).toBe('/dashboard');
    expect(sameOriginPath('javascript:alert(1)', ORIGIN)).toBe('/dashboard');
    expect(sameOriginPath('', ORIGIN)).toBe('/dashboard');
    expect(sameOriginPath(undefined, ORIGIN)).toBe('/dashboard');
  });
});
