import { apparentLongitude } from './chart';
import { TRANSITING_BODIES, type TransitingBody } from './transits-content';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** How far ahead the next exact moment is looked for, from the start of the day (UTC). */
export const WINDOW_HOURS = 72;
/**
 * Hours between samples, by how fast the body moves: linear interpolation between them stays
 * within about 0.005° (the Moon's 1.6° in 3 hours bends least of all; Mercury near a station
 * bends most in 6 hours; Jupiter to Pluto move under 0.25° a day). Each astronomy-engine call
 * costs 20-250 µs, so the day's sky is 78 calls, not 250.
 */
const STEP_HOURS: Record<TransitingBody, number> = {
  moon: 3,
  mercury: 6,
  venus: 6,
  sun: 6,
  mars: 6,
  jupiter: 24,
  saturn: 24,
  uranus: 24,
  neptune: 24,
  pluto: 24,
};

/**
 * Where the transiting bodies are over a day and the days after it: apparent longitudes on the true
 * ecliptic of date, sampled every STEP_HOURS from 00:00 UTC and unwrapped (no jump at 360°) so
 * they can be interpolated. The same for every member, so it is computed once per day and process
 * (about 10 ms) and shared.
 */
export class TransitSky {
  readonly start: number;
  private readonly longitudes: Record<TransitingBody, Float64Array>;

  constructor(date: string) {
    this.start = Date.parse(`${date}T00:00:00Z`);
    this.longitudes = {} as Record<TransitingBody, Float64Array>;
    for (const body of TRANSITING_BODIES) {
      const samples = new Float64Array(WINDOW_HOURS / STEP_HOURS[body] + 1);
      for (let i = 0; i < samples.length; i += 1) {
        const longitude = apparentLongitude(body, new Date(this.start + i * STEP_HOURS[body] * HOUR_MS));
        const previous = i > 0 ? (samples[i - 1] as number) : longitude;
        samples[i] = previous + ((((longitude - previous) % 360) + 540) % 360) - 180;
      }
      this.longitudes[body] = samples;
    }
  }

  /** The body's unwrapped longitude `hours` after 00:00 UTC of the day (0 to WINDOW_HOURS). */
  longitudeAt(body: TransitingBody, hours: number): number {
    const samples = this.longitudes[body];
    const at = Math.min(Math.max(hours / STEP_HOURS[body], 0), samples.length - 1);
    const i = Math.min(Math.floor(at), samples.length - 2);
    const a = samples[i] as number;
    return a + ((samples[i + 1] as number) - a) * (at - i);
  }

  /**
   * The first moment (ms) in the window when the body stands exactly at `target`, or null, to the
   * minute: the crossing is interpolated between samples.
   */
  firstCrossing(body: TransitingBody, target: number): number | null {
    const samples = this.longitudes[body];
    const offset = (i: number) => (((((samples[i] as number) - target) % 360) + 540) % 360) - 180;
    let before = offset(0);
    if (before === 0) return this.start;
    for (let i = 1; i < samples.length; i += 1) {
      const after = offset(i);
      // A change of sign across 0 (not the jump at ±180 on the far side of the circle).
      if (before < 0 !== after < 0 || after === 0) {
        if (Math.abs(after - before) < 90) {
          const fraction = before / (before - after);
          // To the minute: the interpolation is no finer, and the client shows minutes.
          const at = this.start + (i - 1 + fraction) * STEP_HOURS[body] * HOUR_MS;
          return Math.round(at / MINUTE_MS) * MINUTE_MS;
        }
      }
      before = after;
    }
    return null;
  }
}

/** The few days' skies a process is asked for: members' "today" spans three UTC dates at most. */
const MAX_DAYS = 4;
const skies = new Map<string, TransitSky>();

/** The day's sky, computed on first use and kept for the last few days asked. */
export function transitSkyFor(date: string): TransitSky {
  let sky = skies.get(date);
  if (sky) {
    skies.delete(date);
  } else {
    sky = new TransitSky(date);
    if (skies.size >= MAX_DAYS) skies.delete(skies.keys().next().value as string);
  }
  skies.set(date, sky);
  return sky;
}
