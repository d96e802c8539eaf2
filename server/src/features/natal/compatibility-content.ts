import { DEFAULT_LANGUAGE, type Language } from '@contract/languages';
import { z } from 'zod';
import { fillTemplate, parseContent, templateSchema } from '../../lib/content';
import { pick, seededRandom } from '../../lib/seeded-random';
import type { AspectType } from './aspects';
import { INTER_ASPECTS, type InterAspect, SYNASTRY_POINTS, type SynastryPoint } from './compatibility-aspects';
import interAspectsFile from './content/inter-aspects.json' with { type: 'json' };
import turkishInterAspectsFile from './content/tr/inter-aspects.json' with { type: 'json' };
import { NATAL_WORDING } from './natal-words';

/**
 * The compatibility reading's wording, kept in content/inter-aspects.json and checked here when it
 * loads: a label and theme for each point, sentences for each aspect, warmer ones for the classic
 * pairs (Sun and Moon, Venus and Mars...) and the summaries. The code chooses and fills. Turkish
 * (content/tr/) uses the same schema and list lengths, so an aspect reads the same place in either.
 */

/** How an aspect feels, which picks a pair's sentence: meeting, flowing, or asking for patience. */
const TONES = ['together', 'easy', 'stretch'] as const;
type Tone = (typeof TONES)[number];
const TONE_OF: Record<AspectType, Tone> = {
  conjunction: 'together',
  trine: 'easy',
  sextile: 'easy',
  square: 'stretch',
  opposition: 'stretch',
};

const ASPECT_PLACEHOLDERS = ['name', 'yourPoint', 'theirPoint', 'yourTheme', 'theirTheme'] as const;
const pairKey = z.string().refine((key) => {
  const [a, b, ...rest] = key.split('-');
  return (
    rest.length === 0 && SYNASTRY_POINTS.includes(a as SynastryPoint) && SYNASTRY_POINTS.includes(b as SynastryPoint)
  );
}, 'a pair is two points joined by a hyphen, the member\u2019s first: "sun-moon"');

export const InterAspectsFileSchema = z.strictObject({
  /** How a point reads mid-sentence ("your {label}") and what it stands for ("your {theme}"). */
  points: z.record(z.enum(SYNASTRY_POINTS), z.strictObject({ label: templateSchema([]), theme: templateSchema([]) })),
  aspects: z.record(
    z.enum(INTER_ASPECTS.map((aspect) => aspect.type) as [AspectType, ...AspectType[]]),
    z.array(templateSchema(ASPECT_PLACEHOLDERS)).min(1),
  ),
  /** Sentences of their own for the pairs people ask about, by tone; the member's point first. */
  pairs: z.record(pairKey, z.strictObject(Object.fromEntries(TONES.map((tone) => [tone, templateSchema(['name'])])))),
  summaries: z.strictObject({
    flowing: templateSchema(['name', 'count', 'strongest']),
    lively: templateSchema(['name', 'count', 'strongest']),
    balanced: templateSchema(['name', 'count', 'strongest']),
    /** For one aspect alone, where "most of them" would not read. */
    single: templateSchema(['name', 'strongest']),
    quiet: templateSchema(['name']),
  }),
  noBirthTime: templateSchema(['name']),
});

/** The wording in each language. */
const INTER_ASPECT_CONTENT: Record<Language, z.output<typeof InterAspectsFileSchema>> = {
  en: parseContent('natal/content/inter-aspects.json', InterAspectsFileSchema, interAspectsFile),
  tr: parseContent('natal/content/tr/inter-aspects.json', InterAspectsFileSchema, turkishInterAspectsFile),
};

/** One inter-aspect in plain words in `language`; the same aspect and name always read the same. */
export function describeInterAspect(aspect: InterAspect, name: string, language: Language = DEFAULT_LANGUAGE): string {
  const content = INTER_ASPECT_CONTENT[language];
  const pair = content.pairs[`${aspect.a}-${aspect.b}`];
  const tone = TONE_OF[aspect.type];
  if (pair?.[tone]) return fillTemplate(pair[tone], { name });
  const random = seededRandom('inter-aspect', aspect.a, aspect.b, aspect.type);
  return fillTemplate(pick(random, content.aspects[aspect.type]), {
    name,
    yourPoint: content.points[aspect.a].label,
    theirPoint: content.points[aspect.b].label,
    yourTheme: content.points[aspect.a].theme,
    theirTheme: content.points[aspect.b].theme,
  });
}

/**
 * A short paragraph over the kept aspects (strongest first): flowing when at most a third ask for
 * patience (squares, oppositions), lively when two thirds or more do, balanced between (one alone
 * has its own sentence); a word on what is missing when the other person's birth time is unknown.
 * In `language`, English by default.
 */
export function summarise(
  aspects: InterAspect[],
  name: string,
  theirTimeKnown: boolean,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const content = INTER_ASPECT_CONTENT[language];
  const words = NATAL_WORDING[language];
  const strongest = aspects[0];
  let summary: string;
  if (!strongest) summary = fillTemplate(content.summaries.quiet, { name });
  else {
    const values = {
      name,
      count: words.count(aspects.length),
      strongest: words.strongest(content.points[strongest.a].label, content.points[strongest.b].label, name),
    };
    const stretch = aspects.filter((aspect) => TONE_OF[aspect.type] === 'stretch').length / aspects.length;
    const kind =
      aspects.length === 1 ? 'single' : stretch <= 1 / 3 ? 'flowing' : stretch >= 2 / 3 ? 'lively' : 'balanced';
    summary = fillTemplate(content.summaries[kind], values);
  }
  return theirTimeKnown ? summary : `${summary} ${fillTemplate(content.noBirthTime, { name })}`;
}
