/**
 * A care net: the rules that read one language other than English as crisis, health outcome or
 * ordinary (docs/decisions/0009-care-classifier.md). Each net normalises text its own way (Turkish
 * casing, accents, Arabic letter forms), blanks the idioms that borrow crisis and health words
 * ("açlıktan ölüyorum"), then weighs signs as the English rules do: a crisis is one strong sign or
 * two weak ones (different words), a health outcome any health sign.
 */
import type { NetFamilies } from './net-pattern';
import {
  buildPatternSets,
  livePatterns,
  matchesAny,
  matchesOf,
  type PatternSet,
  type PatternSets,
} from './pattern-sets';

export interface NetRule {
  id: string;
  kind: 'crisis' | 'health';
  /** A weak crisis sign needs another, in other words, to make a crisis. */
  weight?: 'weak';
  /** Someone else is hurting or threatening the member: abuse help is offered first. */
  topic?: 'abuse';
  patterns: readonly string[];
  /** The rule counts only when one of these is found too, anywhere in the text. */
  alsoNeeds?: readonly string[];
}

export interface LanguageNetData {
  language: 'tr' | 'de' | 'es' | 'fr' | 'it' | 'ru' | 'ar';
  /** A text the net can read at all has a letter of its script (the others are not worth its patterns' time). */
  script: RegExp;
  /** Lower case and letter folds of this language, before punctuation becomes clause breaks. */
  fold: (text: string) => string;
  letterClasses?: Readonly<Record<string, string>>;
  wordPrefix?: string;
  families: NetFamilies;
  idioms: readonly string[];
  rules: readonly NetRule[];
  /**
   * A pet's health is ordinary: the writers' brief speaks of a person's (round twenty-two). A
   * text naming one of `animals` (hers: 'kedim', 'قطتي', 'мой кот') is not read for health, by the
   * rules or the model, unless it also has one of `stillHealth`: a person, her own health, or whether
   * the animal will live at all (earlier writers labelled a pet's survival a health question).
   * Crisis is read as ever (a pet given away is a sign of one).
   */
  pets?: { animals: readonly string[]; stillHealth: readonly string[] };
}

interface NetDecision {
  kind: 'crisis' | 'health' | 'ordinary';
  abuse: boolean;
  signs: string[];
}

interface CompiledNet {
  all: PatternSets;
  idioms: PatternSet;
  rules: { rule: NetRule; patterns: PatternSet; alsoNeeds: PatternSet | null }[];
  pets: { animals: PatternSet; stillHealth: PatternSet } | null;
}

const CLAUSE_BREAKS = /[.!;:,\n\r()"[\]{}\u2026\u060C\u061B]+/g;
/** A question mark is kept as a token of its own (`?`) at the end of its clause: health rules ask for it. */
const QUESTION_MARKS = /[?\u061F\uFF1F]+/g;

/** The text as a net's patterns see it: folded, clauses split by `|`, tokens by one space. */
export function normaliseForNet(text: string, data: LanguageNetData): string {
  const tokens = data
    .fold(text)
    .replace(QUESTION_MARKS, ' ? | ')
    .replace(CLAUSE_BREAKS, ' | ')
    .replace(/[^\p{L}\p{N}|?]+/gu, ' ')
    .split(' ')
    .filter((token) => token !== '');
  const clauses = tokens
    .join(' ')
    .split('|')
    .map((clause) => clause.trim())
    .filter((clause) => clause !== '');
  return clauses.length === 0 ? ' ' : ` ${clauses.join(' | ')} `;
}

const compiledNets = new WeakMap<LanguageNetData, CompiledNet>();

function compile(data: LanguageNetData): CompiledNet {
  let net = compiledNets.get(data);
  if (!net) {
    const lists = [
      data.idioms,
      ...data.rules.flatMap((rule) => [rule.patterns, rule.alsoNeeds ?? []]),
      data.pets?.animals ?? [],
      data.pets?.stillHealth ?? [],
    ];
    const { all, sets } = buildPatternSets(lists, {
      families: data.families,
      letterClasses: data.letterClasses,
      wordPrefix: data.wordPrefix,
    });
    net = {
      all,
      idioms: sets[0]!,
      rules: data.rules.map((rule, i) => ({
        rule,
        patterns: sets[1 + 2 * i]!,
        alsoNeeds: rule.alsoNeeds ? sets[2 + 2 * i]! : null,
      })),
      pets: data.pets
        ? { animals: sets[1 + 2 * data.rules.length]!, stillHealth: sets[2 + 2 * data.rules.length]! }
        : null,
    };
    compiledNets.set(data, net);
  }
  return net;
}

/** The net's normalised text with every idiom's words blanked to `_`. */
export function prepareForNet(text: string, data: LanguageNetData): string {
  const net = compile(data);
  const normalised = normaliseForNet(text, data);
  const spans = matchesOf(net.all, net.idioms, livePatterns(net.all, normalised), normalised);
  let prepared = '';
  let from = 0;
  for (const { index, end } of spans) {
    prepared += normalised.slice(from, index) + normalised.slice(index, end).replace(/[^ ]+/g, '_');
    from = end;
  }
  return prepared + normalised.slice(from);
}

function petHealthOnly(net: CompiledNet, live: readonly boolean[], prepared: string): boolean {
  if (!net.pets) return false;
  return (
    matchesAny(net.all, net.pets.animals, live, prepared) && !matchesAny(net.all, net.pets.stillHealth, live, prepared)
  );
}

/** True when a prepared text (prepareForNet) asks after a pet's health alone (LanguageNetData.pets). */
export function asksAfterPetOnly(prepared: string, data: LanguageNetData): boolean {
  const net = compile(data);
  return petHealthOnly(net, livePatterns(net.all, prepared), prepared);
}

/** Reads a prepared text (prepareForNet) with the net's rules. */
function classifyPreparedWithNet(prepared: string, data: LanguageNetData): NetDecision {
  const net = compile(data);
  const signs: string[] = [];
  let strong = 0;
  let abuse = false;
  let health = false;
  /** Where weak signs start: one place read by two weak rules counts once. */
  const weakWords = new Set<number>();
  const live = livePatterns(net.all, prepared);
  const petOnly = petHealthOnly(net, live, prepared);
  for (const { rule, patterns, alsoNeeds } of net.rules) {
    if (petOnly && rule.kind === 'health') continue;
    const matches = matchesOf(net.all, patterns, live, prepared);
    if (matches.length === 0) continue;
    if (alsoNeeds && !matchesAny(net.all, alsoNeeds, live, prepared)) continue;
    signs.push(rule.id);
    if (rule.kind === 'health') {
      health = true;
      continue;
    }
    if (rule.topic === 'abuse') abuse = true;
    if (rule.weight === 'weak') for (const match of matches) weakWords.add(match.index);
    else strong++;
  }
  if (strong > 0 || weakWords.size >= 2) return { kind: 'crisis', abuse, signs };
  return { kind: health ? 'health' : 'ordinary', abuse: false, signs };
}

/** Reads a text with one language's net. */
export function classifyWithNet(text: string, data: LanguageNetData): NetDecision {
  if (!data.script.test(text)) return { kind: 'ordinary', abuse: false, signs: [] };
  return classifyPreparedWithNet(prepareForNet(text, data), data);
}

/**
 * Indexes a net's patterns by their anchors ahead of members' texts. Each pattern's expression is
 * built when a text first has its anchors (pattern-sets.ts): a text reaches only a few of them, and
 * building or running all of them would only hold code for patterns no text needs.
 */
export function warmNet(data: LanguageNetData): void {
  compile(data);
}
