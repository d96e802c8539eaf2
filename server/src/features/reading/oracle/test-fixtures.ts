import type { Intention } from '@contract/intentions';
import { castCup } from './cast-cup';
import { composeReading } from './compose-reading';
import { SYMBOLS, TURKISH_SYMBOL_WORDS } from './symbols';
import type { CastInput, Cup, Language } from './types';

/** Words a kind, non-fatalistic, non-medical reading never uses. */
export const BANNED = new RegExp(
  '\\b(?:die|dies|died|death|dead|dying|ill|illness|sick|sickness|disease|cancer|doom|doomed|curse|cursed|' +
    'tragedy|disaster|funeral|grave|diagnos\\w*|cure|medication|surgery|pregnan\\w*|betray\\w*)\\b',
  'i',
);

/** A cast input with sensible defaults; tests override what they are about. */
export function makeInput(overrides: Partial<CastInput> = {}): CastInput {
  return {
    memberKey: 'member-1',
    intention: 'find a job I love',
    category: 'Career',
    sign: 'Leo',
    mood: 'Hopeful',
    date: '2025-03-14',
    nonce: '1:1741939200000',
    recentSymbolIds: [],
    ...overrides,
  };
}

/** Splits a text into trimmed sentences at '.', '!' or '?' followed by whitespace. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

interface MemberReading {
  cup: Cup;
  text: string;
}

/**
 * One member's readings in a row, as the server makes them: a new nonce and day each time, and
 * the symbols of the previous five readings passed as recentSymbolIds.
 */
export function readingsOfMember(
  count: number,
  options: { memberKey: string; intention: string; category?: Intention; firstName?: string; language?: Language },
): MemberReading[] {
  const out: MemberReading[] = [];
  for (let i = 0; i < count; i++) {
    const recentSymbolIds = out.slice(-5).flatMap((r) => r.cup.symbols.map((p) => p.symbol.id));
    const day = String((i % 28) + 1).padStart(2, '0');
    const cup = castCup(
      makeInput({
        memberKey: options.memberKey,
        intention: options.intention,
        category: options.category,
        date: `2025-04-${day}`,
        nonce: `${i + 1}:${1_743_465_600_000 + i * 86_400_000}`,
        recentSymbolIds,
      }),
    );
    const text = composeReading(cup, {
      intention: options.intention,
      category: options.category,
      firstName: options.firstName,
      language: options.language,
    });
    out.push({ cup, text });
  }
  return out;
}

/** Everyday questions members ask of a cup, for tests of the answers. */
export const SAMPLE_QUESTIONS: readonly string[] = [
  'Will he call me back?',
  'When will I find a new job?',
  'How can I sleep better?',
  'What should I focus on this month?',
  'Should I move abroad?',
  'Is my business going to grow?',
];

/** The dictionary's Turkish nouns, longest first, each with a pattern finding it as bare words. */
const TURKISH_NOUNS = SYMBOLS.map((s) => ({ id: s.id, noun: TURKISH_SYMBOL_WORDS.get(s.id)?.noun ?? s.id }))
  .sort((a, b) => b.noun.length - a.noun.length)
  .map(({ id, noun }) => ({ id, pattern: new RegExp(`(?<!\\p{L})${noun}(?!\\p{L})`, 'gu') }));

/**
 * The ids of the dictionary's shapes a Turkish text names: each noun as bare words (the reading
 * never inflects a shape's noun), the longer first, so that 'kuyruklu yıldız' is not also 'yıldız'.
 */
export function dictionaryNounsIn(text: string): string[] {
  let rest = text.toLocaleLowerCase('tr');
  const ids: string[] = [];
  for (const { id, pattern } of TURKISH_NOUNS) {
    if (rest.search(pattern) < 0) continue;
    ids.push(id);
    rest = rest.replace(pattern, ' ');
  }
  return ids;
}
