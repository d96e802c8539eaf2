/**
 * Signs of a health-outcome question: illness, diagnosis, surgery, pregnancy and fertility,
 * medication, a person's recovery or death. Any one of them and the reading makes no prediction
 * about health. Most are combinations (a person, an outcome, an illness), so a health word in a
 * statement ("I had covid last year, will I travel?") is not enough.
 */
import { CHOICE_RULES } from './health-choice';
import { COURSE_RULES } from './health-course';
import { DIAGNOSIS_RULES } from './health-diagnosis';
import { OUTCOME_RULES } from './health-outcome';
import type { CareRule } from './types';

export const HEALTH_RULES: readonly CareRule[] = [
  ...OUTCOME_RULES,
  ...DIAGNOSIS_RULES,
  ...COURSE_RULES,
  ...CHOICE_RULES,
];
