import { circlesScenario } from './circles';
import { guidanceScenario } from './guidance';
import { membershipScenario } from './membership';
import { readingScenario } from './reading';
import type { Scenario } from './types';

/** Feature scenarios, run after the foundation's health-versus-bare comparison. */
export const SCENARIOS: Scenario[] = [membershipScenario, guidanceScenario, readingScenario, circlesScenario];
