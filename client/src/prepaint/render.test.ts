import type { User } from '@contract/auth';
import type { Horoscope } from '@contract/guidance';
import { describe, expect, it } from 'vitest';
import { renderPage } from './render';

const member: User = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  dateOfBirth: '1990-08-01',
  occupation: null,
  intentions: ['Love'],
  profilePhotoUrl: null,
  bio: null,
  role: 'member',
  premium: null,
  isPremium: false,
  stripeCustomerId: null,
} as unknown as User;

const horoscope: Horoscope = {
  headline: 'Hold your ground kindly under the growing Moon in Taurus.',
  text: 'The Sun warms your fifth house: a good day for a small, brave kindness.',
  sign: 'Leo',
  date: '2026-11-23',
  sky: { moonPhase: 'waxing gibbous', moonSign: 'Taurus', sunSign: 'Sagittarius', retrograde: [] },
};

const clock = { today: '2026-11-23', hour: 19, dayLabel: 'Monday, November 23' };

describe("the server's painter (the app's own components, rendered to HTML)", () => {
  it('paints the landing page as a signed-out visitor sees it', () => {
    const { html, title } = renderPage({ path: '/', user: null, language: 'en' });
    expect(title).toBe('Welcome · Telve');
    expect(html).toContain('Begin Your Journey');
    expect(html).toContain('Return to Your Path');
    expect(html).toContain('href="/auth?mode=register"');
  });

  it('paints the landing page in the language asked for, and English again after it', () => {
    const turkish = renderPage({ path: '/', user: null, language: 'tr' }).html;
    expect(turkish).toContain('Yolculuğuna Başla');
    expect(turkish).toContain('Yoluna Geri Dön');
    expect(turkish).not.toContain('Begin Your Journey');
    expect(renderPage({ path: '/', user: null, language: 'en' }).html).toContain('Begin Your Journey');
  });

  it("paints a member's dashboard with the horoscope, the clock and the mood given", () => {
    const { html, title } = renderPage({
      path: '/dashboard',
      language: 'en',
      user: member,
      horoscope,
      clock,
      mood: 'Grateful',
    });
    expect(title).toBe('Dashboard · Telve');
    expect(html).toMatch(/Welcome, (<!-- -->)?Ada/);
    expect(html).toContain('Good evening');
    expect(html).toContain('Leo · Monday, November 23');
    // The headline leads; the full text is there behind 'Read more'.
    expect(html).toContain(horoscope.headline);
    expect(html).toContain('Read more');
    expect(html).toContain(horoscope.text);
    // Without an affirmation (the server could not find one) its placeholder is painted.
    expect(html).toContain('For your grateful mood');
    expect(html).toContain('Finding your affirmation...');
    // The dashboard itself, not the spinner a page shows while its code loads.
    expect(html).not.toContain('Loading');
    expect(html).toContain('aria-label="Main"');
  });

  it("paints the mood's affirmation the server found: the first screen's largest text, before any code", () => {
    const affirmation = { mood: 'Grateful' as const, text: 'I am thankful for the small lights of this day.' };
    const { html } = renderPage({
      path: '/dashboard',
      language: 'en',
      user: member,
      horoscope,
      clock,
      mood: 'Grateful',
      affirmation,
    });
    expect(html).toMatch(/<blockquote[^>]*>I am thankful for the small lights of this day\.<\/blockquote>/);
    expect(html).not.toContain('Finding your affirmation...');
  });

  it("paints a Turkish member's dashboard in Turkish: the feature's words, the sign, the mood and the price", () => {
    const { html, title } = renderPage({
      path: '/dashboard',
      language: 'tr',
      user: member,
      horoscope,
      clock: { ...clock, dayLabel: '23 Kasım Pazartesi' },
      mood: 'Grateful',
    });
    expect(title).toBe('Ana Sayfa · Telve');
    expect(html).toMatch(/Hoş geldin, (<!-- -->)?Ada/);
    expect(html).toContain('İyi akşamlar');
    expect(html).toContain('Günlük Burç Yorumu');
    expect(html).toContain('Aslan · 23 Kasım Pazartesi');
    expect(html).toContain('Büyüyen şişkin Ay, Boğa burcunda');
    expect(html).toContain('Bugünkü ruh hâlin: minnettar');
    expect(html).toContain('Telve Premium, ayda yalnızca $9,99');
    expect(html).toContain('aria-label="Ana menü"');
    expect(html).not.toContain('Read more');
    // And English again after it: the page's language holds for its render only.
    expect(renderPage({ path: '/dashboard', language: 'en', user: member, horoscope, clock }).html).toContain(
      'Daily Horoscope',
    );
  });

  it('paints the hint to add a birth date when the member has none', () => {
    const { html } = renderPage({ path: '/dashboard', language: 'en', user: { ...member, dateOfBirth: null }, clock });
    expect(html).toContain('Go to my profile');
    expect(html).not.toContain(horoscope.text);
    expect(html).toContain('For your happy mood');
  });
});
