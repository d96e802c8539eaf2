/**
 * The care evaluation set (README.md beside this file): the embedded classifier against texts
 * written apart from the rules. Reports recall on crisis, recall on health and the share of
 * ordinary texts wrongly refused for every set, and fails below the targets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CareKind, classifyCare } from '../classify-care';
import { CRISIS_RULES } from '../rules/crisis-rules';
import { HEALTH_RULES } from '../rules/health-rules';

const HERE = import.meta.dirname;
/** Sets the rules were tuned with: they must meet the targets. */
const TUNING_SETS = ['.', 'held-out-1', 'held-out-2'];
/** The set never used to tune the rules, with its first measure as a floor against regressions. */
const HELD_OUT = { dir: 'held-out-3', floor: { crisis: 28, health: 46, wronglyRefused: 2 } };

function readTexts(dir: string, file: CareKind | 'ambiguous'): string[] {
  return fs
    .readFileSync(path.join(HERE, dir, `${file}.txt`), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

interface Measure {
  crisis: { found: number; of: number; missed: string[] };
  health: { found: number; of: number; missed: string[] };
  ordinary: { refused: number; of: number; wrong: string[] };
}

const decided = new Map<string, CareKind>();
/** Each text is classified once, however many reports it appears in. */
function kindOf(text: string): CareKind {
  let kind = decided.get(text);
  if (kind === undefined) {
    kind = classifyCare(text).kind;
    decided.set(text, kind);
  }
  return kind;
}

function measure(dirs: readonly string[]): Measure {
  const texts = (kind: CareKind) => dirs.flatMap((dir) => readTexts(dir, kind));
  const missed = (kind: CareKind) => texts(kind).filter((text) => kindOf(text) !== kind);
  const crisis = texts('crisis');
  const health = texts('health');
  const ordinary = texts('ordinary');
  const crisisMissed = missed('crisis');
  const healthMissed = missed('health');
  const wrong = missed('ordinary');
  return {
    crisis: { found: crisis.length - crisisMissed.length, of: crisis.length, missed: crisisMissed },
    health: { found: health.length - healthMissed.length, of: health.length, missed: healthMissed },
    ordinary: { refused: wrong.length, of: ordinary.length, wrong },
  };
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

function report(name: string, m: Measure): void {
  console.info(
    `care evaluation, ${name}: crisis recall ${m.crisis.found}/${m.crisis.of} (${percent(m.crisis.found, m.crisis.of)}), ` +
      `health recall ${m.health.found}/${m.health.of} (${percent(m.health.found, m.health.of)}), ` +
      `ordinary wrongly refused ${m.ordinary.refused}/${m.ordinary.of} (${percent(m.ordinary.refused, m.ordinary.of)})`,
  );
}

describe('the care evaluation set', () => {
  it('is large enough: 150 crisis, 150 health and 300 ordinary texts written before the rules', () => {
    expect(readTexts('.', 'crisis').length).toBeGreaterThanOrEqual(150);
    expect(readTexts('.', 'health').length).toBeGreaterThanOrEqual(150);
    expect(readTexts('.', 'ordinary').length).toBeGreaterThanOrEqual(300);
  });

  it('meets the targets on the sets the rules were tuned with: crisis 100%, health >= 98%, ordinary refused <= 2%', () => {
    for (const dir of TUNING_SETS) report(dir === '.' ? 'dev' : dir, measure([dir]));
    const all = measure(TUNING_SETS);
    report('all tuning sets', all);
    expect(all.crisis.missed).toEqual([]);
    expect(all.health.found / all.health.of).toBeGreaterThanOrEqual(0.98);
    expect(all.ordinary.refused / all.ordinary.of).toBeLessThanOrEqual(0.02);
  });

  it('does no worse on the held-out set than its first measure (reported apart: it shows how the rules generalise)', () => {
    const heldOut = measure([HELD_OUT.dir]);
    report(`${HELD_OUT.dir} (never tuned on)`, heldOut);
    expect(heldOut.crisis.found).toBeGreaterThanOrEqual(HELD_OUT.floor.crisis);
    expect(heldOut.health.found).toBeGreaterThanOrEqual(HELD_OUT.floor.health);
    expect(heldOut.ordinary.refused).toBeLessThanOrEqual(HELD_OUT.floor.wronglyRefused);
  });

  it('exercises every rule with at least one text of the sets the rules were tuned with', () => {
    const texts = TUNING_SETS.flatMap((dir) =>
      (['crisis', 'health', 'ordinary'] as const).flatMap((k) => readTexts(dir, k)),
    );
    const seen = new Set(texts.flatMap((text) => classifyCare(text).signs));
    const unused = [...CRISIS_RULES, ...HEALTH_RULES].map((rule) => rule.id).filter((id) => !seen.has(id));
    expect(unused).toEqual([]);
  });

  it('reports the ambiguous texts without scoring them', () => {
    const ambiguous = readTexts('.', 'ambiguous');
    for (const text of ambiguous) console.info(`care evaluation, ambiguous: ${classifyCare(text).kind} <- ${text}`);
    expect(ambiguous.length).toBeGreaterThan(0);
  });
});
