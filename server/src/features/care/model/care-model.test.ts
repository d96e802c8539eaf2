import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyCare, classifyCareByRules, prepareForRules, withModel } from '../classify-care';
import { evaluationSets, OTHER_LANGUAGE_THRESHOLDS, readSet } from './build-care-model';
import { careFeatures, stemForCare } from './care-features';
import { CareModelFileSchema, careModel, careModelEvidence, compactCareModel, scoreCareModel } from './care-model';

const WEIGHTS = path.join(import.meta.dirname, 'care-model-weights.json');
const shipped = (): Record<string, unknown> => JSON.parse(readFileSync(WEIGHTS, 'utf8'));

/** A hand-made model that knows one word, so the combination is tested apart from the trained weights. */
const LEDGE_FILE = {
  about: 'test',
  classes: ['crisis', 'health', 'ordinary'],
  trainedOn: ['test'],
  texts: 1,
  thresholds: { crisis: 0.9, health: 0.9 },
  bias: [0, 0, 2],
  weights: { 'w:ledge': [8, 0, 0], 'w:pebble': [0, 8, 0] },
} as const;
const LEDGE_MODEL = compactCareModel(CareModelFileSchema.parse(LEDGE_FILE));

describe('the care model weights file', () => {
  it('matches its schema, as the server checks when it loads it', () => {
    expect(CareModelFileSchema.safeParse(shipped()).success).toBe(true);
    expect(careModel().offsets.size).toBeGreaterThan(1000);
    expect(careModel().weights.length).toBe(3 * Object.keys(shipped().weights as object).length);
  });

  it('was trained on the texts its sets hold now: rebuild it when texts are added', () => {
    // A new held-out set may be left out of training until its first measure is recorded.
    expect(evaluationSets()).toEqual(expect.arrayContaining(careModel().trainedOn));
    expect(careModel().trainedOn).toEqual(expect.arrayContaining(['.', 'held-out-1', 'held-out-2', 'held-out-3']));
    expect(careModel().texts).toBe(careModel().trainedOn.flatMap(readSet).length);
  });

  it('sets thresholds that keep the model conservative, and stricter for a text in another language', () => {
    expect(careModel().thresholds.crisis).toBeGreaterThanOrEqual(0.9);
    expect(careModel().thresholds.health).toBeGreaterThanOrEqual(0.9);
    expect(careModel().otherLanguageThresholds.crisis).toBeGreaterThanOrEqual(OTHER_LANGUAGE_THRESHOLDS.crisis);
    expect(careModel().otherLanguageThresholds.health).toBeGreaterThanOrEqual(OTHER_LANGUAGE_THRESHOLDS.health);
    expect(OTHER_LANGUAGE_THRESHOLDS).toEqual({ crisis: 0.95, health: 0.97 });
  });

  it.each([
    ['a row of two weights', { weights: { 'w:pill': [1, 2] } }],
    ['a row with a weight that is not a number', { weights: { 'w:pill': [1, 'x', 3] } }],
    ['weights that are not an object', { weights: [[1, 2, 3]] }],
    ['a threshold of 1 or more', { thresholds: { crisis: 1, health: 0.95 } }],
    ['a feature in no known form', { weights: { 'pill s': [1, 2, 3] } }],
    ['a weight that is not a number', { bias: [0, 'x', 0] }],
    ['a field the loader does not know', { extra: true }],
  ])('rejects a file with %s', (_, change) => {
    expect(CareModelFileSchema.safeParse({ ...shipped(), ...change }).success).toBe(false);
  });
});

describe('careFeatures', () => {
  it('reads stems, neighbouring stems within a clause, word families and blanked idioms', () => {
    const features = careFeatures(prepareForRules('I counted my pills | this job is killing me'));
    expect(features).toEqual(expect.arrayContaining(['w:count', 'w:pill', 'b:my_pill', 'f:medication', 'idiom']));
    expect(features).not.toContain('w:killing');
    expect(features).not.toContain('b:pill_this');
  });

  it.each([
    ['pills', 'pill'],
    ['planned', 'plan'],
    ['planning', 'plan'],
    ['worries', 'worry'],
    ['kiss', 'kiss'],
    ['virus', 'virus'],
  ])('stems %j as %j', (word, stem) => {
    expect(stemForCare(word)).toBe(stem);
  });
});

describe('the rules and the model together', () => {
  it('flags a crisis the model finds when the rules do not, and says why', () => {
    const prepared = prepareForRules('I keep walking out onto the ledge');
    const rules = classifyCareByRules('I keep walking out onto the ledge');
    expect(rules.kind).toBe('ordinary');
    const decision = withModel(prepared, rules, LEDGE_MODEL);
    expect(decision.kind).toBe('crisis');
    expect(decision.signs).toContain('model.crisis');
    expect(decision.model?.evidence).toEqual(['w:ledge']);
  });

  it('leaves a text ordinary when the model stays under its threshold', () => {
    const text = 'will my new job start well';
    expect(withModel(prepareForRules(text), classifyCareByRules(text), LEDGE_MODEL).kind).toBe('ordinary');
  });

  it('lets the model find a health question only when the rules found nothing, and a crisis over health', () => {
    const pebble = 'will the pebble go my way';
    expect(withModel(prepareForRules(pebble), classifyCareByRules(pebble), LEDGE_MODEL).signs).toContain(
      'model.health',
    );
    const both = 'will my mum beat her cancer, I stand on the ledge every night';
    const rules = classifyCareByRules(both);
    expect(rules.kind).toBe('health');
    expect(withModel(prepareForRules(both), rules, LEDGE_MODEL).kind).toBe('crisis');
  });

  it('holds a text in another language to its own thresholds, and to the English ones when the file has none', () => {
    const text = 'I keep walking out onto the ledge';
    const rules = classifyCareByRules(text);
    // 'ledge' alone scores e^8 / (e^8 + 1 + e^2): 0.9972.
    const strict = compactCareModel(
      CareModelFileSchema.parse({ ...LEDGE_FILE, otherLanguageThresholds: { crisis: 0.998, health: 0.998 } }),
    );
    expect(withModel(prepareForRules(text), rules, strict, false).kind).toBe('crisis');
    expect(withModel(prepareForRules(text), rules, strict, true).kind).toBe('ordinary');
    expect(withModel(prepareForRules(text), rules, LEDGE_MODEL, true).kind).toBe('crisis');
  });

  it('never overrules a crisis the rules found', () => {
    const text = 'I want to kill myself';
    const rules = classifyCareByRules(text);
    const silent = { ...LEDGE_MODEL, bias: [0, 0, 50] as const };
    expect(withModel(prepareForRules(text), rules, silent)).toEqual(rules);
  });

  it.each([
    // Written for this test, in no evaluation set: the rules read neither; the shipped model does.
    'I keep standing on the edge of the roof at night',
    'I sit on the bathroom floor most nights with the razor',
  ])('with the shipped weights, reads %j as a crisis the rules alone miss', (text) => {
    expect(classifyCareByRules(text).kind).toBe('ordinary');
    const decision = classifyCare(text);
    expect(decision.kind).toBe('crisis');
    expect(decision.signs).toEqual(expect.arrayContaining(['model.crisis']));
    expect(decision.model?.probability).toBeGreaterThanOrEqual(careModel().thresholds.crisis);
  });

  it.each([
    'this job is killing me, will I get promoted',
    'I could murder a pizza right now',
    'my phone is dying, will he text me back',
    'I am dying to know if he likes me',
    'that exam killed me, did I pass',
    'my plants are sick, will they come back',
    'I nearly died laughing at his joke, is he the one',
    'will my team get slaughtered on saturday',
  ])('keeps the idiom %j ordinary, with the model asked too', (text) => {
    expect(classifyCare(text).kind).toBe('ordinary');
  });

  it('scores and explains from the weights alone', () => {
    const features = careFeatures(prepareForRules('ledge'));
    expect(scoreCareModel(features, LEDGE_MODEL).crisis).toBeGreaterThan(0.99);
    expect(careModelEvidence(features, 'health', LEDGE_MODEL)).toEqual([]);
  });
});
