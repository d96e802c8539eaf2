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

/**
 * A pattern matching any of the Turkish stems at the start of a word, with any ending ('aşk',
 * 'aşkım', 'aşkın'). JavaScript's \b does not see Turkish letters, so words are bounded by letters.
 * No stem begins an English word the English lists do not already weigh, so English text counts as before.
 */
function turkishStems(stems: string): RegExp {
  return new RegExp(`(?<!\\p{L})(?:${stems.split(' ').join('|')})\\p{L}*`, 'giu');
}

/** A pattern matching any of the Turkish words whole. */
function turkishWords(words: string): RegExp {
  return new RegExp(`(?<!\\p{L})(?:${words.split(' ').join('|')})(?!\\p{L})`, 'giu');
}

// Turkish adds its suffixes to the stem, so stems match at a word's start; a stem that is also the
// start of unrelated words ('iş' of 'işte', 'para' of 'paragraph') is listed with its forms instead.
const TURKISH_KEYWORDS: ReadonlyArray<readonly [Area, readonly RegExp[]]> = [
  [
    'love',
    [
      turkishStems(
        'aşk aşık âşık sevgili sevdiğ seviyor evlen evlilik nişanl düğün flört ilişki gönl kalbim hoşlan ' +
          'özlüyor eşim kocam karım',
      ),
      turkishWords('sevgi sevgim sevgisi sevgiyi'),
    ],
  ],
  [
    'career',
    [
      turkishStems(
        'işim işin işe işi işler işyer kariyer patronum patronu müdür terfi maaş mülakat sınav okul ' +
          'üniversite şirket müşteri girişim kazanç çalış meslek',
      ),
      turkishWords('iş para param parayı paraya parası proje projem projeyi zam'),
    ],
  ],
  [
    'health',
    [
      turkishStems(
        'sağlık sağlığ sağlıkl uyku uyuyam uyur uyuy uyuma yorgun enerji dinlen beden egzersiz diyet bitkin halsiz',
      ),
      turkishWords('stres stresli stresten spor sporu'),
    ],
  ],
];

/** The area a free text speaks to by its keywords (English or Turkish), or null when none stands out. */
export function areaFromText(text: string): Area | null {
  let best: Area | null = null;
  let bestCount = 0;
  let tie = false;
  const lower = text.toLocaleLowerCase('tr');
  for (const [area, pattern] of AREA_KEYWORDS) {
    const turkish = TURKISH_KEYWORDS.find(([a]) => a === area)?.[1] ?? [];
    const count =
      (text.match(pattern)?.length ?? 0) + turkish.reduce((sum, p) => sum + (lower.match(p)?.length ?? 0), 0);
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
