/**
 * Signs of a crisis: suicide, self-harm, overdose, abuse and threats, not being safe at home.
 * One strong sign, or two weak ones, and the member gets care instead of a reading.
 */
import { ABUSE_RULES } from './crisis-abuse';
import { CERTAIN_RULES } from './crisis-certain';
import { CONFINEMENT_RULES } from './crisis-confinement';
import { DEPARTURE_RULES } from './crisis-departure';
import { FRAME_RULES } from './crisis-frames';
import { PREPARATION_RULES } from './crisis-preparation';
import { MEANS_RULES, SUICIDE_RULES } from './crisis-self';
import { SETTLED_RULES } from './crisis-settled';
import { WEAK_RULES } from './crisis-weak';
import type { CareRule } from './types';

export const CRISIS_RULES: readonly CareRule[] = [
  ...SUICIDE_RULES,
  ...MEANS_RULES,
  ...ABUSE_RULES,
  ...FRAME_RULES,
  ...PREPARATION_RULES,
  ...CONFINEMENT_RULES,
  ...DEPARTURE_RULES,
  ...SETTLED_RULES,
  ...CERTAIN_RULES,
  ...WEAK_RULES,
];
