import { circlesScenario } from './circles';
import { cupPhotosScenario } from './cup-photos';
import { dailyScenario } from './daily';
import { footprintScenario } from './footprint';
import { guidanceScenario } from './guidance';
import { hotPathScenario } from './hot-path';
import { membershipScenario } from './membership';
import { placesScenario } from './places';
import { readingScenario } from './reading';
import { shareCardsScenario } from './share-cards';
import { soakScenario } from './soak';
import { transitsScenario } from './transits';
import type { Scenario } from './types';

/** Feature scenarios, run after the foundation's health-versus-bare comparison. */
export const SCENARIOS: Scenario[] = [
  membershipScenario,
  guidanceScenario,
  placesScenario,
  transitsScenario,
  readingScenario,
  dailyScenario,
  circlesScenario,
  hotPathScenario,
  footprintScenario,
  cupPhotosScenario,
  shareCardsScenario,
  soakScenario,
];
