import type { NatalChart } from '@contract/natal';
import type { ZodiacSign } from '@contract/zodiac-signs';

type BodyName = NatalChart['bodies'][number]['body'];

/** Text presentation selector: the glyph as a symbol, never as a coloured emoji. */
const TEXT = '\uFE0E';

export const SIGN_GLYPHS: Record<ZodiacSign, string> = {
  Aries: `♈${TEXT}`,
  Taurus: `♉${TEXT}`,
  Gemini: `♊${TEXT}`,
  Cancer: `♋${TEXT}`,
  Leo: `♌${TEXT}`,
  Virgo: `♍${TEXT}`,
  Libra: `♎${TEXT}`,
  Scorpio: `♏${TEXT}`,
  Sagittarius: `♐${TEXT}`,
  Capricorn: `♑${TEXT}`,
  Aquarius: `♒${TEXT}`,
  Pisces: `♓${TEXT}`,
};

export const BODY_GLYPHS: Record<BodyName, string> = {
  sun: '☉',
  moon: '☽',
  mercury: `☿${TEXT}`,
  venus: `♀${TEXT}`,
  mars: `♂${TEXT}`,
  jupiter: '♃',
  saturn: '♄',
  uranus: '♅',
  neptune: '♆',
  pluto: '♇',
  'north-node': '☊',
  chiron: '⚷',
};

/** '12°05′': the degree within the sign, to the arcminute (never 30°00′, which is the next sign's 0°). */
export function formatDegree(degree: number): string {
  const minutes = Math.min(Math.floor(degree * 60), 30 * 60 - 1);
  return `${Math.floor(minutes / 60)}°${String(minutes % 60).padStart(2, '0')}′`;
}

const norm = (degrees: number) => ((degrees % 360) + 360) % 360;

/**
 * A point on the wheel: ecliptic longitude turned so the ascendant (or 0° Aries without one) lies
 * on the left, the zodiac running counter-clockwise as in a printed chart.
 */
export function pointAt(longitude: number, ascendant: number, radius: number, centre = 200) {
  const angle = ((180 + longitude - ascendant) * Math.PI) / 180;
  return { x: centre + radius * Math.cos(angle), y: centre - radius * Math.sin(angle) };
}

/**
 * Where to draw each of the longitudes so that no two glyphs lie closer than `gap` degrees:
 * neighbours too close are pushed apart evenly, around the circle, until all fit. The order of
 * the input is kept; with more than 360/gap points the gap shrinks to fit.
 */
export function spreadLongitudes(longitudes: readonly number[], gap: number): number[] {
  const count = longitudes.length;
  if (count < 2) return longitudes.map(norm);
  const space = Math.min(gap, 360 / count);
  const order = longitudes.map((longitude, index) => ({ index, at: norm(longitude) })).sort((a, b) => a.at - b.at);
  for (let pass = 0; pass < 500; pass++) {
    let moved = false;
    for (let i = 0; i < count; i++) {
      const a = order[i]!;
      const b = order[(i + 1) % count]!;
      // Signed, so a pair an earlier push crossed over is pushed back into order; the last pair wraps.
      const apart = b.at - a.at + (i === count - 1 ? 360 : 0);
      if (apart < space - 1e-9) {
        const push = (space - apart) / 2;
        a.at -= push;
        b.at += push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  const drawn: number[] = [];
  for (const { index, at } of order) drawn[index] = norm(at);
  return drawn;
}
