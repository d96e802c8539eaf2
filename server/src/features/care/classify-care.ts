/**
 * The embedded care classifier: reads a member's text as crisis, health outcome or ordinary from
 * the rules in ./rules (data) and, for what they miss, a small logistic regression whose weights
 * are a committed data file (./model), with no network. docs/decisions/0009-care-classifier.md
 * explains what it catches and what it does not.
 */

import { loadLanguageDetector } from './language/detect-language';
import { careFeatures } from './model/care-features';
import { type CareModel, careModel, careModelEvidence, scoreCareModel } from './model/care-model';
import { NETS, warmNet } from './nets';
import { netModel } from './nets/model/net-model';
import { normaliseForCare } from './normalise';
import { type Families, indexTokens, type PatternMatcher, patternMatcher, type TokenIndex } from './pattern';
import { CRISIS_RULES } from './rules/crisis-rules';
import { FAMILIES } from './rules/families';
import { HEALTH_RULES } from './rules/health-rules';
import { IDIOMS } from './rules/idioms';
import { FUZZY_WORDS, WORD_REWRITES } from './rules/spelling';
import type { CareRule } from './rules/types';

export type CareKind = 'crisis' | 'health' | 'ordinary';

export interface CareDecision {
  kind: CareKind;
  /** For a crisis: whether someone else is hurting or threatening the member (abuse help is offered too). */
  abuse: boolean;
  /**
   * The rules that matched, by id, for tests and the decision record; `model.crisis` or
   * `model.health` when the model decided what the rules did not.
   */
  signs: string[];
  /** When the model decided: its probability and the features that weighed most, to explain it. */
  model?: { probability: number; evidence: string[] };
}

interface CompiledRule {
  rule: CareRule;
  patterns: PatternMatcher[];
  alsoNeeds: PatternMatcher[];
  weakWhen: PatternMatcher | null;
}

const families: Families = FAMILIES;
const ABUSE_RULE_IDS: ReadonlySet<string> = new Set(
  CRISIS_RULES.filter((rule) => rule.topic === 'abuse').map((rule) => rule.id),
);
const NEGATORS = new Set(['not', 'never', 'no']);
/** Before or after a negator, these make it part of an infinitive ("trying not to"), not a denial. */
const INFINITIVE_NEIGHBOURS = new Set(['to', 'try', 'trying', 'how', 'tried']);

function matcher(pattern: string, options: { notFollowedBy?: string; notPrecededBy?: string } = {}): PatternMatcher {
  return patternMatcher(pattern, families, options);
}

function compileRule(rule: CareRule): CompiledRule {
  const options = { notFollowedBy: rule.notFollowedBy, notPrecededBy: rule.notPrecededBy };
  return {
    rule,
    patterns: rule.patterns.map((pattern) => matcher(pattern, options)),
    alsoNeeds: (rule.alsoNeeds ?? []).map((pattern) => matcher(pattern)),
    weakWhen: rule.weakWhen ? matcher(rule.weakWhen) : null,
  };
}

/**
 * The rules and idioms with their quick tests, and the words they spell out, each made at first
 * use (or by the background warm-up after the server listens, a piece at a time), so start-up
 * never waits for them.
 */
const once = <T>(make: () => T) => {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
};
const compiledRules = once(() => [...CRISIS_RULES, ...HEALTH_RULES].map(compileRule));
const compiledIdioms = once(() =>
  IDIOMS.map((idiom) =>
    matcher(idiom.pattern, { notFollowedBy: idiom.notFollowedBy, notPrecededBy: idiom.notPrecededBy }),
  ),
);
const ruleWords = once(knownWords);

/**
 * What the server runs once it is listening, a step at a time with the event loop free between
 * them: indexes the rules' and nets' patterns by the words that can start them, then loads the
 * models' weights and the language detector. A pattern's expression is built, and compiled by V8,
 * when a text first has those words (decision 0059): building all of them here held up members'
 * requests by up to 0.7 s a step, and running all of them held ~10 MB of machine code for the English
 * rules alone that members' texts never needed.
 * `pause` comes between the steps (main.ts waits for a moment without requests; by default, the
 * event loop's next turn).
 */
export async function warmCareRulesInBackground(pause: () => Promise<void> = nextTurn): Promise<void> {
  for (const step of [compiledRules, compiledIdioms, ruleWords]) {
    await pause();
    step();
  }
  for (const net of NETS) {
    await pause();
    warmNet(net);
    await pause();
    netModel(net.language);
  }
  await pause();
  careModel();
  await loadLanguageDetector();
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** True when the matcher finds its pattern anywhere in the text. */
function found(m: PatternMatcher, text: string, tokens: TokenIndex): boolean {
  if (!m.mayMatch(tokens)) return false;
  m.regex.lastIndex = 0;
  return m.regex.test(text);
}

/** Every word the rules spell out: the spelling corrector leaves these alone. */
function knownWords(): ReadonlySet<string> {
  const words = new Set<string>(FUZZY_WORDS);
  const add = (text: string) => {
    for (const word of text.toLowerCase().split(/[^a-z0-9&]+/)) if (word) words.add(word);
  };
  for (const entries of Object.values(FAMILIES)) for (const entry of entries) add(entry.replace(/\([a-z]+\)/g, ''));
  for (const [from, to] of Object.entries(WORD_REWRITES)) add(`${from} ${to}`);
  for (const rule of [...CRISIS_RULES, ...HEALTH_RULES]) for (const pattern of rule.patterns) add(pattern);
  for (const idiom of IDIOMS) add(idiom.pattern);
  return words;
}

/** Normalised text with every idiom's words blanked to `_`, as the rules see it. */
export function prepareForRules(text: string): string {
  const idioms = compiledIdioms();
  let prepared = normaliseForCare(text, ruleWords());
  const tokens = indexTokens(prepared);
  for (const idiom of idioms) {
    if (!idiom.mayMatch(tokens)) continue;
    prepared = prepared.replace(idiom.regex, (match) => match.replace(/[^ ]+/g, '_'));
  }
  return prepared;
}

/** True when 'not', 'never' or 'no' denies what starts at `index` (within its clause, three words back). */
function isNegated(text: string, index: number): boolean {
  const before = text.slice(0, index).trim().split(' ');
  const clauseStart = before.lastIndexOf('|');
  const clause = before.slice(clauseStart + 1);
  const window = clause.slice(-3);
  const offset = clause.length - window.length;
  return window.some((word, i) => {
    if (!NEGATORS.has(word)) return false;
    const previous = clause[offset + i - 1];
    const next = clause[offset + i + 1];
    if (word === 'no' && next === 'one') return false;
    // 'if not', 'or not', 'why (I should) not' are conditions and questions, not denials.
    const lead = clause.slice(Math.max(0, offset + i - 3), offset + i);
    if (previous === 'or' || lead.includes('if') || lead.includes('why')) return false;
    return !INFINITIVE_NEIGHBOURS.has(previous ?? '') && next !== 'to';
  });
}

/** Where a sign was found in the prepared text: [start, end). */
type Span = readonly [number, number];

/**
 * The signs of the rule the text holds, one span per different phrase that matches (so
 * "worthless" and "no one needs me" are two signs of despair, a repeated "goodbye" is one).
 */
function signsOf(compiled: CompiledRule, text: string, tokens: TokenIndex): Span[] {
  if (compiled.alsoNeeds.length > 0 && !compiled.alsoNeeds.some((m) => found(m, text, tokens))) return [];
  const phrases = new Map<string, Span>();
  for (const pattern of compiled.patterns) {
    // Its expression is built on first use: read only once the quick test lets the text through.
    if (!pattern.mayMatch(tokens)) continue;
    for (const match of text.matchAll(pattern.regex)) {
      if (compiled.rule.negatable && isNegated(text, match.index)) continue;
      const phrase = match[0].trim();
      if (!phrases.has(phrase)) phrases.set(phrase, [match.index, match.index + match[0].length]);
    }
  }
  return [...phrases.values()];
}

/** How many of the spans do not overlap one counted before: words are one sign, however many weak rules read them. */
function distinctSigns(spans: readonly Span[]): number {
  const counted: Span[] = [];
  for (const span of [...spans].sort((a, b) => a[0] - b[0] || b[1] - a[1])) {
    if (counted.some(([start, end]) => span[0] < end - 1 && start < span[1] - 1)) continue;
    counted.push(span);
  }
  return counted.length;
}

/**
 * Classifies a text as crisis, health outcome or ordinary. The rules first: a crisis is one strong
 * sign or two weak ones (two different phrases that do not overlap, whichever weak rules read
 * them); a health outcome is any health sign. Then the model, for what the rules did not find: its
 * crisis probability past its threshold makes a crisis, its health probability past its threshold
 * a health outcome. A crisis wins over health.
 */
export function classifyCare(text: string, options: { otherLanguage?: boolean } = {}): CareDecision {
  const prepared = prepareForRules(text);
  return withModel(prepared, classifyPrepared(prepared, compiledRules()), careModel(), options.otherLanguage);
}

/** The rules' decision alone, without the model: for measuring what each adds. */
export function classifyCareByRules(text: string): CareDecision {
  return classifyPrepared(prepareForRules(text), compiledRules());
}

/**
 * Classifies with one rule left out and without the model, for the test that shows every rule is
 * needed: leaving any one out must make at least one evaluation text fail by the rules.
 */
export function classifyCareWithout(text: string, ruleId: string): CareDecision {
  return classifyPrepared(
    prepareForRules(text),
    compiledRules().filter((rule) => rule.rule.id !== ruleId),
  );
}

/**
 * Adds the model's opinion to the rules' decision: a crisis the rules found stands; otherwise the
 * model may find a crisis, and, when the rules found neither, a health outcome. Exported with the
 * model as a parameter so the leave-one-set-out measure can try weights trained without a set. A
 * text the detector names another language is held to the model's stricter thresholds for them.
 */
export function withModel(
  prepared: string,
  rules: CareDecision,
  model: CareModel,
  otherLanguage = false,
): CareDecision {
  if (rules.kind === 'crisis') return rules;
  const features = careFeatures(prepared);
  const score = scoreCareModel(features, model);
  const thresholds = otherLanguage ? model.otherLanguageThresholds : model.thresholds;
  if (score.crisis >= thresholds.crisis) {
    const opinion = { probability: score.crisis, evidence: careModelEvidence(features, 'crisis', model) };
    // A weak abuse sign is no crisis alone, but beside the model's crisis it puts abuse help first.
    const abuse = rules.signs.some((id) => ABUSE_RULE_IDS.has(id));
    return { kind: 'crisis', abuse, signs: [...rules.signs, 'model.crisis'], model: opinion };
  }
  if (rules.kind === 'ordinary' && score.health >= thresholds.health) {
    const opinion = { probability: score.health, evidence: careModelEvidence(features, 'health', model) };
    return { kind: 'health', abuse: false, signs: [...rules.signs, 'model.health'], model: opinion };
  }
  return rules;
}

function classifyPrepared(prepared: string, rules: readonly CompiledRule[]): CareDecision {
  const signs: string[] = [];
  let crisisScore = 0;
  let abuse = false;
  let health = false;
  const tokens = indexTokens(prepared);
  const weakSpans: Span[] = [];
  for (const compiled of rules) {
    const matched = signsOf(compiled, prepared, tokens);
    if (matched.length === 0) continue;
    const { rule } = compiled;
    signs.push(rule.id);
    if (rule.kind === 'health') {
      health = true;
      continue;
    }
    if (rule.weight === 'weak') weakSpans.push(...matched);
    else crisisScore += compiled.weakWhen && found(compiled.weakWhen, prepared, tokens) ? 1 : 2;
    if (rule.topic === 'abuse') abuse = true;
  }
  crisisScore += distinctSigns(weakSpans);
  if (crisisScore >= 2) return { kind: 'crisis', abuse, signs };
  return { kind: health ? 'health' : 'ordinary', abuse: false, signs };
}
