/**
 * The features the care model weighs, read from a text as the rules see it (normalised, idioms
 * blanked): each word cut to a rough stem, each pair of neighbouring stems within a clause, and
 * each word family of the rules (`@means`, `@person`, `@illness`, ...) that occurs. The training
 * script and the server read a text through this one function, so the weights mean the same in
 * both.
 */
import { indexTokens, type PatternMatcher, patternMatcher } from '../pattern';
import { FAMILIES } from '../rules/families';

/**
 * A rough stem: the same word in another tense or number reads alike ("pills" and "pill",
 * "planned" and "planning"), so the model can weigh a form it did not see in training.
 */
export function stemForCare(word: string): string {
  if (word.length <= 3) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith('ing')) return undouble(word.slice(0, -3));
  if (word.length > 4 && word.endsWith('ed')) return undouble(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** "planned" -> "plann" -> "plan", so it meets "plan". */
function undouble(stem: string): string {
  return /([b-df-hj-np-tv-z])\1$/.test(stem) && !/(ll|ss)$/.test(stem) ? stem.slice(0, -1) : stem;
}

interface FamilyMatcher extends PatternMatcher {
  name: string;
}

let familyMatchers: readonly FamilyMatcher[] | undefined;
function families(): readonly FamilyMatcher[] {
  familyMatchers ??= Object.keys(FAMILIES).map((name) => Object.assign(patternMatcher(`@${name}`, FAMILIES), { name }));
  return familyMatchers;
}

/** A blanked idiom's words (`_`) break a run of words and count once as their own feature. */
const BLANK = '_';

/**
 * The features of a prepared text (`prepareForRules`): `w:stem`, `b:stem_stem`, `f:family` and
 * `idiom`, each once.
 */
export function careFeatures(prepared: string): string[] {
  const features = new Set<string>();
  for (const clause of prepared.split('|')) {
    let previous: string | null = null;
    for (const word of clause.trim().split(' ')) {
      if (word === '') continue;
      if (word === BLANK) {
        features.add('idiom');
        previous = null;
        continue;
      }
      const stem = stemForCare(word);
      features.add(`w:${stem}`);
      if (previous !== null) features.add(`b:${previous}_${stem}`);
      previous = stem;
    }
  }
  const tokens = indexTokens(prepared);
  for (const family of families()) {
    if (!family.mayMatch(tokens)) continue;
    family.regex.lastIndex = 0;
    if (family.regex.test(prepared)) features.add(`f:${family.name}`);
  }
  return [...features];
}
