/**
 * The care net in every language it reads (README.md beside this file, "Languages"): texts written
 * apart from the rules, in languages/<set>/<lang>/, each set by another hand who saw neither the
 * rules nor any other set, first measured once before anything was tuned on it. Each set is held
 * to its measure as a floor; decision 0009 gives the figures against the targets. */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectLanguage, loadLanguageDetector } from '../language/detect-language';
import { readCare } from '../read-care';

const HERE = path.join(import.meta.dirname, 'languages');

type Floor = { crisis: number; health: number; wronglyRefused: number };

/**
 * Measured with the shipped nets and their models: found at least, and ordinary texts refused at
 * most. Every set's first measure, before anything was tuned on it, is in decision 0009. dev,
 * held-out-1, held-out-2 and train (a fourth writer's texts, written for training) have since been
 * tuned on by the rules and trained on by the models (held-out-3 and train-2 too, after their first
 * measures, and held-out-4 and train-3 by the models): these are their figures now. held-out-5
 * and held-out-6, each by a writer who saw no set, were measured once and then tuned and trained
 * on too; the next measure waits in evaluation/unmeasured/.
 */
const FLOORS: Readonly<Record<string, Readonly<Record<string, Floor>>>> = {
  dev: {
    tr: { crisis: 200, health: 150, wronglyRefused: 0 },
    ar: { crisis: 50, health: 40, wronglyRefused: 0 },
    de: { crisis: 50, health: 40, wronglyRefused: 1 },
    es: { crisis: 50, health: 39, wronglyRefused: 0 },
    fr: { crisis: 49, health: 40, wronglyRefused: 0 },
    it: { crisis: 48, health: 40, wronglyRefused: 1 },
    ru: { crisis: 50, health: 40, wronglyRefused: 0 },
  },
  'held-out-1': {
    tr: { crisis: 100, health: 99, wronglyRefused: 3 },
    ar: { crisis: 40, health: 40, wronglyRefused: 2 },
    de: { crisis: 40, health: 40, wronglyRefused: 0 },
    es: { crisis: 40, health: 40, wronglyRefused: 0 },
    fr: { crisis: 40, health: 40, wronglyRefused: 0 },
    it: { crisis: 40, health: 39, wronglyRefused: 0 },
    ru: { crisis: 40, health: 40, wronglyRefused: 1 },
  },
  'held-out-2': {
    tr: { crisis: 100, health: 100, wronglyRefused: 1 },
    ar: { crisis: 40, health: 40, wronglyRefused: 0 },
    de: { crisis: 40, health: 40, wronglyRefused: 0 },
    es: { crisis: 40, health: 40, wronglyRefused: 0 },
    fr: { crisis: 40, health: 40, wronglyRefused: 0 },
    it: { crisis: 40, health: 40, wronglyRefused: 0 },
    ru: { crisis: 40, health: 40, wronglyRefused: 0 },
  },
  train: {
    tr: { crisis: 250, health: 200, wronglyRefused: 3 },
    ar: { crisis: 150, health: 120, wronglyRefused: 1 },
    de: { crisis: 149, health: 120, wronglyRefused: 0 },
    es: { crisis: 149, health: 120, wronglyRefused: 3 },
    fr: { crisis: 150, health: 120, wronglyRefused: 3 },
    it: { crisis: 150, health: 120, wronglyRefused: 3 },
    ru: { crisis: 150, health: 120, wronglyRefused: 0 },
  },
  'held-out-3': {
    tr: { crisis: 120, health: 120, wronglyRefused: 0 },
    ar: { crisis: 50, health: 50, wronglyRefused: 0 },
    de: { crisis: 50, health: 49, wronglyRefused: 0 },
    es: { crisis: 49, health: 48, wronglyRefused: 1 },
    fr: { crisis: 50, health: 49, wronglyRefused: 0 },
    it: { crisis: 50, health: 49, wronglyRefused: 0 },
    ru: { crisis: 50, health: 50, wronglyRefused: 0 },
  },
  'train-2': {
    tr: { crisis: 80, health: 60, wronglyRefused: 22 },
    ar: { crisis: 78, health: 60, wronglyRefused: 7 },
    de: { crisis: 80, health: 60, wronglyRefused: 3 },
    es: { crisis: 80, health: 60, wronglyRefused: 3 },
    fr: { crisis: 80, health: 60, wronglyRefused: 0 },
    it: { crisis: 80, health: 60, wronglyRefused: 6 },
    ru: { crisis: 80, health: 60, wronglyRefused: 3 },
  },
  // Not tuned on by the rules before round eleven, which looked at every set's misses (of
  // 80/80/160 in Turkish, 30/30/60 in the others); the models
  // trained on held-out-4 and train-3 after their first measures (decision 0009, rounds four and five).
  'held-out-4': {
    tr: { crisis: 79, health: 79, wronglyRefused: 3 },
    ar: { crisis: 30, health: 30, wronglyRefused: 0 },
    de: { crisis: 30, health: 30, wronglyRefused: 0 },
    es: { crisis: 30, health: 30, wronglyRefused: 0 },
    fr: { crisis: 30, health: 29, wronglyRefused: 0 },
    it: { crisis: 29, health: 30, wronglyRefused: 0 },
    ru: { crisis: 30, health: 28, wronglyRefused: 0 },
  },
  'train-3': {
    tr: { crisis: 78, health: 59, wronglyRefused: 1 },
    ar: { crisis: 73, health: 60, wronglyRefused: 1 },
    de: { crisis: 77, health: 60, wronglyRefused: 2 },
    es: { crisis: 79, health: 59, wronglyRefused: 0 },
    fr: { crisis: 79, health: 60, wronglyRefused: 0 },
    it: { crisis: 75, health: 60, wronglyRefused: 2 },
    ru: { crisis: 76, health: 60, wronglyRefused: 0 },
  },
  // A tenth writer's set (100/100/200 in Turkish, 40/40/80 in the others): first measured once,
  // before anything was tuned or trained on it, at crisis 70, 26, 25, 30, 27, 33, 28 and health
  // 95, 36, 36, 38, 37, 36, 38 (refused 2, 2, 4, 3, 6, 6, 1); then the models' threshold was chosen on it, and the
  // nets were widened on its misses and the models retrained (round five's close), and round six's
  // models learned it: these are its figures now.
  'held-out-5': {
    tr: { crisis: 100, health: 100, wronglyRefused: 0 },
    ar: { crisis: 40, health: 40, wronglyRefused: 0 },
    de: { crisis: 40, health: 40, wronglyRefused: 0 },
    es: { crisis: 40, health: 40, wronglyRefused: 0 },
    fr: { crisis: 40, health: 40, wronglyRefused: 0 },
    it: { crisis: 40, health: 40, wronglyRefused: 0 },
    ru: { crisis: 40, health: 40, wronglyRefused: 0 },
  },
  // An eleventh writer's set (the same sizes), first measured once before anything was tuned or
  // trained on it, at crisis 91, 31, 31, 38, 33, 31, 32 and health 94, 36, 38, 36, 40, 34, 37
  // (refused 4, 3, 1, 3, 6, 4, 3): then the nets were widened on its misses and the models learned
  // it (round six's close). These are those figures.
  'held-out-6': {
    tr: { crisis: 100, health: 100, wronglyRefused: 0 },
    ar: { crisis: 40, health: 40, wronglyRefused: 0 },
    de: { crisis: 40, health: 39, wronglyRefused: 0 },
    es: { crisis: 40, health: 40, wronglyRefused: 0 },
    fr: { crisis: 40, health: 40, wronglyRefused: 0 },
    it: { crisis: 40, health: 39, wronglyRefused: 1 },
    ru: { crisis: 40, health: 39, wronglyRefused: 0 },
  },
  // Twelfth and thirteenth writers' set (Turkish 100/100/200, the others 40/40/80), measured once
  // with round six's rules and models, before anything was tuned or trained on it, at crisis 93,
  // 35, 37, 36, 33, 32, 36 and health 98, 39, 39, 38, 40, 36, 38 (refused 2, 2, 0, 2, 2, 1, 1): the
  // honest measure of round six (decision 0009). Round seven tuned and trained on it: its figures now.
  'held-out-7': {
    tr: { crisis: 100, health: 100, wronglyRefused: 0 },
    ar: { crisis: 40, health: 40, wronglyRefused: 0 },
    de: { crisis: 40, health: 40, wronglyRefused: 0 },
    es: { crisis: 40, health: 40, wronglyRefused: 1 },
    fr: { crisis: 40, health: 40, wronglyRefused: 0 },
    it: { crisis: 40, health: 40, wronglyRefused: 0 },
    ru: { crisis: 40, health: 40, wronglyRefused: 0 },
  },
  // Fourteenth and fifteenth writers' set (the same sizes), first measured once with round six's
  // rules and models, before anything was tuned or trained on it, at crisis 96, 31, 27, 32, 32, 34,
  // 34 and health 97, 37, 39, 37, 40, 38, 38 (refused 10, 1, 3, 4, 3, 3, 1; decision 0009, round
  // seven); then the nets were widened on its misses and the models learned it: its figures now.
  'held-out-8': {
    tr: { crisis: 100, health: 100, wronglyRefused: 0 },
    ar: { crisis: 40, health: 40, wronglyRefused: 0 },
    de: { crisis: 40, health: 40, wronglyRefused: 0 },
    es: { crisis: 40, health: 40, wronglyRefused: 0 },
    fr: { crisis: 40, health: 40, wronglyRefused: 0 },
    it: { crisis: 39, health: 40, wronglyRefused: 0 },
    ru: { crisis: 40, health: 40, wronglyRefused: 0 },
  },
  // Sixteenth and seventeenth writers' set (Turkish 100/100/200, the others 40/40/80), measured
  // once with round seven's rules and models, before anything was tuned or trained on it, at
  // crisis 96, 35, 36, 33, 32, 33, 32 and health 100, 37, 39, 38, 37, 34, 38 (refused 4, 1, 1, 2,
  // 1, 1, 0): the honest measure of round seven (decision 0009). Round eight tuned and trained on
  // it: its figures now.
  'held-out-9': {
    tr: { crisis: 100, health: 100, wronglyRefused: 0 },
    ar: { crisis: 40, health: 40, wronglyRefused: 0 },
    de: { crisis: 40, health: 40, wronglyRefused: 0 },
    es: { crisis: 40, health: 40, wronglyRefused: 0 },
    fr: { crisis: 40, health: 40, wronglyRefused: 0 },
    it: { crisis: 39, health: 40, wronglyRefused: 0 },
    ru: { crisis: 40, health: 40, wronglyRefused: 0 },
  },
  // Eighteenth and nineteenth writers' set (the same sizes), measured once with round eight's rules
  // and models, before anything was tuned or trained on it, at crisis 96, 37, 31, 34, 33, 37, 36 and
  // health 99, 36, 39, 40, 40, 38, 40 (refused 4, 2, 1, 3, 0, 3, 0): the honest measure of round
  // eight (decision 0009). Round nine tuned and trained on it: its figures now.
  'held-out-10': {
    tr: { crisis: 100, health: 100, wronglyRefused: 0 },
    ar: { crisis: 40, health: 40, wronglyRefused: 0 },
    de: { crisis: 40, health: 40, wronglyRefused: 0 },
    es: { crisis: 40, health: 40, wronglyRefused: 0 },
    fr: { crisis: 40, health: 40, wronglyRefused: 0 },
    it: { crisis: 40, health: 40, wronglyRefused: 0 },
    ru: { crisis: 40, health: 40, wronglyRefused: 0 },
  },
  // Twentieth and twenty-first writers' set (Turkish 100/100/200, the others 40/40/80), measured
  // once with round nine's rules and models, before anything was tuned or trained on it, at crisis
  // 90, 34, 40, 37, 36, 38, 39 and health 99, 39, 40, 39, 39, 38, 37 (refused 2, 3, 2, 1, 1, 2, 2):
  // the honest measure of round nine (decision 0009). Round ten tuned its nets on it and round
  // eleven's models learned it: its figures now.
  'held-out-11': {
    tr: { crisis: 100, health: 100, wronglyRefused: 0 },
    ar: { crisis: 40, health: 40, wronglyRefused: 0 },
    de: { crisis: 40, health: 40, wronglyRefused: 0 },
    es: { crisis: 40, health: 40, wronglyRefused: 0 },
    fr: { crisis: 40, health: 40, wronglyRefused: 0 },
    it: { crisis: 40, health: 40, wronglyRefused: 0 },
    ru: { crisis: 40, health: 40, wronglyRefused: 0 },
  },
  // Twenty-second and twenty-third writers' set (the same sizes), measured once with round ten's
  // rules and round nine's models, before anything was tuned or trained on it, at crisis 98, 35,
  // 40, 35, 39, 35, 38 and health 99, 38, 40, 39, 38, 38, 40 (refused 7, 2, 1, 2, 5, 7, 3): the
  // honest measure of round ten (decision 0009). Round eleven tuned its nets on it and its models
  // learned it: its figures now.
  'held-out-12': {
    tr: { crisis: 100, health: 100, wronglyRefused: 0 },
    ar: { crisis: 40, health: 40, wronglyRefused: 0 },
    de: { crisis: 40, health: 40, wronglyRefused: 1 },
    es: { crisis: 40, health: 40, wronglyRefused: 0 },
    fr: { crisis: 40, health: 40, wronglyRefused: 0 },
    it: { crisis: 39, health: 40, wronglyRefused: 0 },
    ru: { crisis: 40, health: 40, wronglyRefused: 0 },
  },
  // Two more writers' texts (issue 28's tenth round), first measured once on 2026-11-27 by round
  // eleven's rules and models, before anything was tuned or trained on it, at crisis 97, 37, 34,
  // 34, 36, 35, 39 and health 100, 40, 37, 39, 39, 38, 40 (refused 6, 0, 2, 1, 4, 2, 1): the honest
  // measure of round eleven (decision 0009). Round twelve tuned its nets on it: its figures now.
  'held-out-13': {
    tr: { crisis: 100, health: 100, wronglyRefused: 0 },
    ar: { crisis: 40, health: 40, wronglyRefused: 0 },
    de: { crisis: 40, health: 40, wronglyRefused: 0 },
    es: { crisis: 40, health: 40, wronglyRefused: 0 },
    fr: { crisis: 40, health: 40, wronglyRefused: 1 },
    it: { crisis: 40, health: 40, wronglyRefused: 0 },
    ru: { crisis: 40, health: 40, wronglyRefused: 0 },
  },
  // Two more writers' texts (issue 28's eleventh round), first measured once on 2026-11-27 by round
  // twelve's rules and models, before anything was tuned or trained on it, at crisis 96, 34, 39,
  // 37, 33, 35, 37 and health 97, 37, 40, 39, 40, 36, 39 (refused 9, 0, 1, 1, 3, 6, 1): the honest
  // measure of round twelve (decision 0009). Round thirteen tuned its nets on it: its figures now.
  'held-out-14': {
    tr: { crisis: 100, health: 100, wronglyRefused: 0 },
    ar: { crisis: 40, health: 40, wronglyRefused: 0 },
    de: { crisis: 40, health: 40, wronglyRefused: 0 },
    es: { crisis: 40, health: 40, wronglyRefused: 0 },
    fr: { crisis: 40, health: 40, wronglyRefused: 0 },
    it: { crisis: 40, health: 40, wronglyRefused: 0 },
    ru: { crisis: 40, health: 40, wronglyRefused: 0 },
  },
  // Two more writers' texts (issue 28's twelfth round), first measured once on 2026-11-27 by round
  // thirteen's rules and models, before anything was tuned or trained on it, at crisis 95, 36, 35,
  // 37, 31, 32, 33 and health 99, 38, 39, 39, 39, 39, 37 (refused 8, 2, 1, 1, 3, 3, 2): the honest
  // measure of round thirteen (decision 0009). Round fourteen tuned its nets on it and the models
  // learned it: its figures now.
  'held-out-15': {
    tr: { crisis: 100, health: 100, wronglyRefused: 0 },
    ar: { crisis: 40, health: 40, wronglyRefused: 0 },
    de: { crisis: 40, health: 40, wronglyRefused: 0 },
    es: { crisis: 40, health: 39, wronglyRefused: 0 },
    fr: { crisis: 40, health: 40, wronglyRefused: 0 },
    it: { crisis: 39, health: 40, wronglyRefused: 0 },
    ru: { crisis: 39, health: 40, wronglyRefused: 0 },
  },
  // Two more writers' texts (issue 28's thirteenth round), measured once on 2026-11-27 by round
  // fourteen's rules and models, before anything was tuned or trained on it, at crisis 78, 35, 36,
  // 35, 37, 33, 34 and health 96, 35, 38, 39, 40, 39, 38 (refused 9, 1, 4, 2, 3, 0, 2): the honest
  // measure of round fourteen (decision 0009). Round fifteen tuned its nets on it (no model learned
  // it): its figures now.
  'held-out-16': {
    tr: { crisis: 98, health: 100, wronglyRefused: 1 },
    ar: { crisis: 40, health: 40, wronglyRefused: 1 },
    de: { crisis: 40, health: 40, wronglyRefused: 4 },
    es: { crisis: 40, health: 39, wronglyRefused: 0 },
    fr: { crisis: 39, health: 40, wronglyRefused: 2 },
    it: { crisis: 39, health: 40, wronglyRefused: 0 },
    ru: { crisis: 40, health: 40, wronglyRefused: 0 },
  },
  // Two more writers' texts (issue 28's fourteenth round), measured once on 2026-11-27 after round
  // fifteen's tuning, before anything was tuned or trained on it, at crisis 99, 27, 32, 38, 34, 34,
  // 37 and health 98, 38, 39, 39, 38, 38, 37 (refused 2, 1, 1, 4, 2, 6, 0): the honest measure of
  // round fifteen (decision 0009). Round sixteen tuned its nets on it (no model learned it): its
  // figures now.
  'held-out-17': {
    tr: { crisis: 99, health: 98, wronglyRefused: 2 },
    ar: { crisis: 40, health: 40, wronglyRefused: 0 },
    de: { crisis: 40, health: 40, wronglyRefused: 0 },
    es: { crisis: 40, health: 40, wronglyRefused: 1 },
    fr: { crisis: 40, health: 40, wronglyRefused: 0 },
    it: { crisis: 40, health: 40, wronglyRefused: 0 },
    ru: { crisis: 40, health: 40, wronglyRefused: 0 },
  },
  // Two more writers' texts (issue 28's fifteenth round), measured once on 2026-11-27 after round
  // sixteen's tuning (its nets' rules tuned on held-out-17; no model retrained), before anything was
  // tuned or trained on it, at crisis 96, 34, 35, 34, 33, 29, 35 and health 99, 37, 39, 38, 39, 38,
  // 39 (refused 5, 0, 2, 2, 1, 2, 2): the honest measure of round sixteen (decision 0009). Round
  // seventeen tuned its nets on it (no net model learned it): its figures now.
  'held-out-18': {
    tr: { crisis: 100, health: 100, wronglyRefused: 2 },
    ar: { crisis: 38, health: 37, wronglyRefused: 0 },
    de: { crisis: 40, health: 40, wronglyRefused: 2 },
    es: { crisis: 40, health: 40, wronglyRefused: 2 },
    fr: { crisis: 40, health: 40, wronglyRefused: 1 },
    it: { crisis: 39, health: 40, wronglyRefused: 2 },
    ru: { crisis: 40, health: 40, wronglyRefused: 2 },
  },
  // Two more writers' texts (issue 28's sixteenth round), measured once on 2026-11-28 after round
  // seventeen's tuning (its nets' rules tuned on held-out-18; no model retrained), before anything
  // was tuned or trained on it: the honest measure of round seventeen (decision 0009). Its first
  // measure held until round nineteen's nets read one more French crisis (fr crisis 39 -> 40).
  'held-out-19': {
    tr: { crisis: 98, health: 99, wronglyRefused: 4 },
    ar: { crisis: 37, health: 39, wronglyRefused: 2 },
    de: { crisis: 39, health: 40, wronglyRefused: 1 },
    es: { crisis: 40, health: 40, wronglyRefused: 1 },
    fr: { crisis: 40, health: 39, wronglyRefused: 0 },
    it: { crisis: 38, health: 39, wronglyRefused: 1 },
    ru: { crisis: 39, health: 40, wronglyRefused: 0 },
  },
  // Two more writers' texts (issue 28's seventeenth round), measured once on 2026-11-28 after round
  // eighteen's tuning (English rules only; no net changed and no model retrained), before anything
  // was tuned or trained on it: the honest measure of round eighteen (decision 0009), at crisis 97,
  // 40, 39, 39, 38, 39, 36, health 100, 40, 40, 40, 39, 39, 40 (refused 4, 0, 6, 2, 6, 2, 0). Round
  // nineteen tuned its nets on it (no model retrained): its figures now; the refusals left are pets at the vet.
  'held-out-20': {
    tr: { crisis: 100, health: 100, wronglyRefused: 1 },
    ar: { crisis: 40, health: 40, wronglyRefused: 0 },
    de: { crisis: 40, health: 40, wronglyRefused: 1 },
    es: { crisis: 40, health: 40, wronglyRefused: 1 },
    fr: { crisis: 40, health: 40, wronglyRefused: 1 },
    it: { crisis: 40, health: 40, wronglyRefused: 1 },
    ru: { crisis: 40, health: 40, wronglyRefused: 0 },
  },
  // Two more writers' texts (issue 28's nineteenth round), the Turkish measured once on 2026-11-28
  // after round nineteen's nets and round twenty's English rules, before anything was tuned on it:
  // the honest measure of round nineteen (decision 0009), at crisis 94, health 99 (refused 7). Round
  // twenty tuned the Turkish net on it (no model retrained): its figures now.
  'held-out-21': {
    tr: { crisis: 100, health: 100, wronglyRefused: 0 },
    // The forty-first writer's, measured once on 2026-11-28 after round nineteen's nets and round
    // twenty's Turkish net and English rules (which read every text), before any tuning on them.
    ar: { crisis: 38, health: 39, wronglyRefused: 1 },
    de: { crisis: 38, health: 40, wronglyRefused: 1 },
    es: { crisis: 35, health: 40, wronglyRefused: 1 },
    fr: { crisis: 34, health: 40, wronglyRefused: 2 },
    it: { crisis: 34, health: 40, wronglyRefused: 2 },
    ru: { crisis: 35, health: 40, wronglyRefused: 2 },
  },
  // Four more writers' texts (issue 28's twenty-first round: Turkish; Arabic and Russian; German and
  // French; Spanish and Italian), measured once on 2026-11-28 with round twenty's nets and rules,
  // before anything was tuned on them: round twenty's honest measure (decision 0009).
  'held-out-22': {
    // First measured at tr 96/100/3, ar 36/38/0, es 40/40/4, it 39/39/3, ru 37/40/0; every language
    // tuned on in round twenty-one: its figures now.
    tr: { crisis: 100, health: 100, wronglyRefused: 0 },
    ar: { crisis: 40, health: 40, wronglyRefused: 0 },
    // German and French first at 39/40/1 and 34/39/4; tuned on in round twenty-one.
    de: { crisis: 40, health: 40, wronglyRefused: 0 },
    es: { crisis: 40, health: 40, wronglyRefused: 0 },
    fr: { crisis: 40, health: 40, wronglyRefused: 0 },
    it: { crisis: 40, health: 40, wronglyRefused: 0 },
    ru: { crisis: 40, health: 40, wronglyRefused: 0 },
  },
  // Four more writers' texts (issue 28's twenty-second round: Turkish; Arabic and Russian; German and
  // French; Spanish and Italian), measured once on 2026-11-28 with round twenty-one's nets and rules,
  // before anything was tuned on them: round twenty-one's honest measure (decision 0009).
  'held-out-23': {
    // First measured at tr 96/99/6, ar 33/39/6, de 38/40/3, es 39/39/4, fr 37/38/6, it 32/38/4,
    // ru 38/40/4; every language tuned on in round twenty-two: its figures now (the refusals left are
    // pets' operations and illnesses, which older writers labelled health outcomes).
    tr: { crisis: 100, health: 100, wronglyRefused: 0 },
    ar: { crisis: 40, health: 40, wronglyRefused: 0 },
    de: { crisis: 40, health: 40, wronglyRefused: 2 },
    es: { crisis: 40, health: 40, wronglyRefused: 1 },
    fr: { crisis: 40, health: 40, wronglyRefused: 2 },
    it: { crisis: 40, health: 40, wronglyRefused: 1 },
    ru: { crisis: 40, health: 40, wronglyRefused: 0 },
  },
};

function readTexts(set: string, language: string, kind: string): string[] {
  return fs
    .readFileSync(path.join(HERE, set, language, `${kind}.txt`), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

beforeAll(() => loadLanguageDetector());
describe('the care net in every language', () => {
  for (const [set, languages] of Object.entries(FLOORS)) {
    for (const [language, floor] of Object.entries(languages)) {
      it(`${set}/${language}: crisis ${floor.crisis}, health ${floor.health}, at most ${floor.wronglyRefused} ordinary refused`, () => {
        const kinds = (kind: string) => readTexts(set, language, kind).map((text) => readCare(text).kind);
        expect(kinds('crisis').filter((kind) => kind === 'crisis').length).toBeGreaterThanOrEqual(floor.crisis);
        expect(kinds('health').filter((kind) => kind === 'health').length).toBeGreaterThanOrEqual(floor.health);
        expect(kinds('ordinary').filter((kind) => kind !== 'ordinary').length).toBeLessThanOrEqual(
          floor.wronglyRefused,
        );
      });
    }
  }

  it('names the language of 96% of the dev texts (1,670 texts in seven languages)', () => {
    let right = 0;
    let all = 0;
    for (const language of Object.keys(FLOORS.dev ?? {})) {
      for (const kind of ['crisis', 'health', 'ordinary']) {
        for (const text of readTexts('dev', language, kind)) {
          all++;
          if (detectLanguage(text).language === language) right++;
        }
      }
    }
    expect(all).toBe(1670);
    expect(right).toBeGreaterThanOrEqual(1603);
  });
});
