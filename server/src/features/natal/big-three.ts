import { DEFAULT_LANGUAGE, type Language } from '@contract/languages';
import type { NatalChart } from '@contract/natal';
import { ZODIAC_SIGNS } from '@contract/zodiac-signs';
import { z } from 'zod';
import { parseContent, templateSchema } from '../../lib/content';
import bigThreeFile from './content/big-three.json' with { type: 'json' };
import turkishBigThreeFile from './content/tr/big-three.json' with { type: 'json' };
import { norm360 } from './houses';

const reading = templateSchema([]).refine((text) => text.trim().length > 0, 'a reading may not be empty');
const readingsBySign = z.strictObject(
  Object.fromEntries(ZODIAC_SIGNS.map((sign) => [sign, reading])) as Record<
    (typeof ZODIAC_SIGNS)[number],
    typeof reading
  >,
);

/** A short reading of the Sun, the Moon and the rising sign in each of the twelve signs. */
export const BigThreeFileSchema = z.strictObject({ sun: readingsBySign, moon: readingsBySign, rising: readingsBySign });

/** The readings in each language: content/ (English) and content/tr/, one schema. */
const BIG_THREE_READINGS: Record<Language, z.output<typeof BigThreeFileSchema>> = {
  en: parseContent('natal/content/big-three.json', BigThreeFileSchema, bigThreeFile),
  tr: parseContent('natal/content/tr/big-three.json', BigThreeFileSchema, turkishBigThreeFile),
};

type BigThree = NatalChart['bigThree'];

/** The sign of an ecliptic longitude (degrees). */
function signAt(longitude: number) {
  return ZODIAC_SIGNS[Math.floor(norm360(longitude) / 30) % 12] as (typeof ZODIAC_SIGNS)[number];
}

/**
 * The big three of a chart: the Sun's and the Moon's signs and, with a birth time, the rising sign
 * (the ascendant's), each with its reading in the member's language.
 */
export function bigThreeOf(
  chart: Pick<NatalChart, 'bodies' | 'ascendant'>,
  language: Language = DEFAULT_LANGUAGE,
): BigThree {
  const readings = BIG_THREE_READINGS[language];
  const three: BigThree = [];
  for (const point of ['sun', 'moon'] as const) {
    const body = chart.bodies.find((candidate) => candidate.body === point);
    if (body) three.push({ point, sign: body.sign, text: readings[point][body.sign] });
  }
  if (chart.ascendant !== null) {
    const sign = signAt(chart.ascendant);
    three.push({ point: 'rising', sign, text: readings.rising[sign] });
  }
  return three;
}
