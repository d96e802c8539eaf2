import type { Language } from '@contract/languages';
import { AFFIRMATION_MOODS, type AffirmationMood } from '@contract/moods';
import { z } from 'zod';
import { parseContent } from '../../lib/content';
import affirmationsFile from './content/affirmations.json' with { type: 'json' };
import turkishAffirmationsFile from './content/tr/affirmations.json' with { type: 'json' };

/**
 * One sentence, first or second person, starting with a capital (Turkish 'İ', 'Ş' and 'Ç' too) and
 * ending with a full stop.
 */
const AffirmationSchema = z.string().regex(/^\p{Lu}[^{}]*\.$/u, 'an affirmation is one sentence with a full stop');

/**
 * Telve's own affirmations, at least 20 for each mood an affirmation may be asked for: first or
 * second person, present tense, kind, and never medical. For the uplifted moods they celebrate the
 * feeling and help it last; for the harder or quieter ones they comfort and steady without
 * promising to fix anything, and never stand in for professional care: the most they suggest is
 * reaching out to someone trusted.
 */
export const AffirmationsFileSchema = z.record(z.enum(AFFIRMATION_MOODS), z.array(AffirmationSchema).min(20));

export const AFFIRMATIONS: Record<AffirmationMood, readonly string[]> = parseContent(
  'guidance/content/affirmations.json',
  AffirmationsFileSchema,
  affirmationsFile,
);

/**
 * Each language's affirmations. Turkish has as many per mood as English, so a member's day and
 * mood give the same place in the list in either language.
 */
export const AFFIRMATIONS_BY_LANGUAGE: Record<Language, Record<AffirmationMood, readonly string[]>> = {
  en: AFFIRMATIONS,
  tr: parseContent('guidance/content/tr/affirmations.json', AffirmationsFileSchema, turkishAffirmationsFile),
};
