import type { HoroscopeSky } from '@contract/guidance';
import type { Language } from '@contract/languages';
import type { ZodiacSign } from '@contract/zodiac';
import { composeHoroscope } from './horoscope-composer';
import { publicSky, type Sky, skyFor } from './sky';

/** One day's sky, shared by every sign, and the basic texts composed for it so far. */
interface CachedDay {
  sky: Sky;
  publicSky: HoroscopeSky;
  /** By language and sign ('tr Leo'). */
  texts: Map<string, { headline: string; text: string }>;
}

/** A sign's basic horoscope for one day, with the sky it was written from. */
interface CachedHoroscope {
  headline: string;
  text: string;
  sky: Sky;
  publicSky: HoroscopeSky;
}

interface HoroscopeCacheOptions {
  /**
   * Days kept. Requests are limited to yesterday, today and tomorrow (UTC), so four covers them
   * and the day that just rolled over; an older day is dropped when a new one arrives.
   */
  maxDays?: number;
  /** Injectable for tests that count how often the sky is computed. */
  computeSky?: (date: string) => Sky;
}

/**
 * The basic horoscope per sign per day, composed once and kept in memory. The composer is
 * deterministic, so every process (and every restart) gives the same text for a sign and day; the
 * cache only saves the astronomy and composition on the next request.
 */
export class HoroscopeCache {
  readonly #days = new Map<string, CachedDay>();
  readonly #maxDays: number;
  readonly #computeSky: (date: string) => Sky;

  constructor({ maxDays = 4, computeSky = skyFor }: HoroscopeCacheOptions = {}) {
    this.#maxDays = maxDays;
    this.#computeSky = computeSky;
  }

  /** The sign's horoscope for a valid 'YYYY-MM-DD' date, in a language, composing it on first request. */
  horoscopeFor(sign: ZodiacSign, date: string, language: Language = 'en'): CachedHoroscope {
    const day = this.#day(date);
    const key = `${language} ${sign}`;
    let composed = day.texts.get(key);
    if (composed === undefined) {
      const { headline, text } = composeHoroscope({ sign, date, sky: day.sky, language });
      composed = { headline, text };
      day.texts.set(key, composed);
    }
    return { ...composed, sky: day.sky, publicSky: day.publicSky };
  }

  /** The dates currently held, oldest first. */
  cachedDates(): string[] {
    return [...this.#days.keys()];
  }

  #day(date: string): CachedDay {
    const cached = this.#days.get(date);
    if (cached) return cached;
    const sky = this.#computeSky(date);
    const day: CachedDay = { sky, publicSky: publicSky(sky), texts: new Map() };
    this.#days.set(date, day);
    // A Map iterates in insertion order, and days arrive roughly in calendar order, so the first
    // key is the oldest day.
    while (this.#days.size > this.#maxDays) {
      const oldest = this.#days.keys().next().value;
      if (oldest === undefined) break;
      this.#days.delete(oldest);
    }
    return day;
  }
}

declare module '../../context' {
  interface AppContext {
    /** The day's horoscope per sign, shared by every member. */
    horoscopes: HoroscopeCache;
  }
}
