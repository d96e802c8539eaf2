import type { Intention } from '@contract/intentions';
import type { Area } from './types';

const CATEGORY_AREAS: Readonly<Record<Intention, Area | null>> = {
  Love: 'love',
  Career: 'career',
  Health: 'health',
  Other: null,
};

/** A case-insensitive, global pattern matching any of the space-separated words whole. */
function wordsPattern(words: string): RegExp {
  return new RegExp(`\\b(?:${words.split(' ').join('|')})\\b`, 'gi');
}

// Whole words only, so 'work' does not match 'fireworks' nor 'love' match 'glove'.
const AREA_KEYWORDS: ReadonlyArray<readonly [Area, RegExp]> = [
  [
    'love',
    wordsPattern(
      'love loves loved loving lover partner relationships? romance romantic marriage married ' +
        'marry wedding husband wife boyfriend girlfriend crush dating soulmate heart engaged ' +
        'engagement kiss feelings',
    ),
  ],
  [
    'career',
    wordsPattern(
      'job jobs work working career boss promotion promoted business money salary interview ' +
        'interviewed exams? study studying school university college project office colleagues? ' +
        'clients? company hired? raise contract degree startup finances? financial income manager ' +
        'team',
    ),
  ],
  [
    'health',
    wordsPattern(
      'health healthy heal healing body sleep sleeping tired energy wellbeing well-being ' +
        'wellness rest stress stressed fitness exercise strength burnout balance calm self-care',
    ),
  ],
];

/** The area a free text speaks to by its keywords, or null when none stands out. */
export function areaFromText(text: string): Area | null {
  let best: Area | null = null;
  let bestCount = 0;
  let tie = false;
  for (const [area, pattern] of AREA_KEYWORDS) {
    const count = text.match(pattern)?.length ?? 0;
    if (count > bestCount) {
      best = area;
      bestCount = count;
      tie = false;
    } else if (count > 0 && count === bestCount) {
      tie = true;
    }
  }
  return tie ? null : best;
}

/** The reading's area: the chosen category, else the intention's keywords, else general. */
export function resolveArea(category: Intention | undefined | null, intention: string): Area {
  const fromCategory = category ? CATEGORY_AREAS[category] : null;
  return fromCategory ?? areaFromText(intention) ?? 'general';
}
