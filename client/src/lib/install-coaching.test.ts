// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { noteMemberVisit } from './first-visit';
import { installWay, rememberCoachingDone, shouldCoach } from './install-coaching';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

const facts = (userAgent: string, more: Partial<Parameters<typeof installWay>[0]> = {}) => ({
  userAgent,
  maxTouchPoints: 0,
  standalone: false,
  hasPrompt: false,
  ...more,
});

afterEach(() => localStorage.clear());

describe('how Telve can be kept on the home screen', () => {
  it("iOS Safari (an iPad saying it is a Mac too) shows the how-to; iOS Chrome and a desktop Mac don't", () => {
    expect(installWay(facts(IPHONE_SAFARI))).toBe('ios');
    expect(installWay(facts(IPAD_AS_MAC, { maxTouchPoints: 5 }))).toBe('ios');
    expect(installWay(facts(IPAD_AS_MAC))).toBeNull();
    expect(installWay(facts(IPHONE_CHROME))).toBeNull();
  });

  it('Chromium only once it made its own offer; nothing when already opened from the home screen', () => {
    expect(installWay(facts(ANDROID_CHROME))).toBeNull();
    expect(installWay(facts(ANDROID_CHROME, { hasPrompt: true }))).toBe('prompt');
    expect(installWay(facts(IPHONE_SAFARI, { standalone: true }))).toBeNull();
    expect(installWay(facts(ANDROID_CHROME, { hasPrompt: true, standalone: true }))).toBeNull();
  });
});

describe('when to coach', () => {
  it('never on the day of the first visit, from the next day on, and never again once done', () => {
    expect(shouldCoach('ios', '2026-03-01'), 'no visit noted').toBe(false);
    noteMemberVisit('2026-03-01');
    expect(shouldCoach('ios', '2026-03-01')).toBe(false);
    noteMemberVisit('2026-03-02');
    expect(shouldCoach('ios', '2026-03-02'), 'the first day is kept').toBe(true);
    expect(shouldCoach('prompt', '2026-03-02')).toBe(true);
    expect(shouldCoach(null, '2026-03-02')).toBe(false);
    rememberCoachingDone();
    expect(shouldCoach('ios', '2026-03-09')).toBe(false);
    expect(JSON.parse(localStorage.getItem('telve-install-coaching') ?? '{}')).toEqual({
      firstVisit: '2026-03-01',
      done: true,
    });
  });

  it('a damaged record is read as none', () => {
    localStorage.setItem('telve-install-coaching', '{not json');
    expect(shouldCoach('ios', '2026-03-02')).toBe(false);
    noteMemberVisit('2026-03-01');
    expect(shouldCoach('ios', '2026-03-02')).toBe(true);
  });
});
