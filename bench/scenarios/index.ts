import { circlesScenario } from './circles';
import { dailyScenario } from './daily';
import { footprintScenario } from './footprint';
import { guidanceScenario } from './guidance';
import { hotPathScenario } from './hot-path';
import { membershipScenario } from './membership';
import { readingScenario } from './reading';
import type { Scenario } from './types';

/** Feature scenarios, run after the foundation's health-versus-bare comparison. */
export const SCENARIOS: Scenario[] = [
  membershipScenario,
  guidanceScenario,
  readingScenario,
  dailyScenario,
  circlesScenario,
  hotPathScenario,
  footprintScenario,
];
