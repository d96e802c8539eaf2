/**
 * Measures what the care model adds on texts it has never seen: for each evaluation set, trains
 * the model (weights and thresholds) on the other sets only, then prints the three figures for the
 * rules alone, the model alone, and the two together, on the set left out.
 * Usage: npx tsx server/src/features/care/evaluation/leave-one-set-out.ts [--never-train <set>]... [set]...
 * A set named with --never-train is left out of every training (a set kept for a final measure).
 */
import { type CareDecision, withModel } from '../classify-care';
import { buildCareModel, evaluationSets, type ReadText, readSet, readText } from '../model/build-care-model';
import { compactCareModel, scoreCareModel } from '../model/care-model';

const args = process.argv.slice(2);
const neverTrain = args.flatMap((arg, i) => (args[i - 1] === '--never-train' ? [arg] : []));
const named = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--never-train');
const all = evaluationSets();
const tests = named.length > 0 ? named : all;

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

function figures(texts: readonly ReadText[], decide: (t: ReadText) => CareDecision['kind']): string {
  const of = (label: string) => texts.filter((t) => t.label === label);
  const right = (label: string) => of(label).filter((t) => decide(t) === label).length;
  const crisis = of('crisis').length;
  const health = of('health').length;
  const ordinary = of('ordinary').length;
  const refused = ordinary - right('ordinary');
  return (
    `crisis ${right('crisis')}/${crisis} (${percent(right('crisis'), crisis)}), ` +
    `health ${right('health')}/${health} (${percent(right('health'), health)}), ` +
    `ordinary refused ${refused}/${ordinary} (${percent(refused, ordinary)})`
  );
}

for (const test of tests) {
  const training = all.filter((set) => set !== test && !neverTrain.includes(set));
  const model = compactCareModel(buildCareModel(training, `leave-one-set-out: ${test} left out`));
  const texts = readSet(test).map(readText);
  const combined = (t: ReadText) => withModel(t.prepared, t.rules, model).kind;
  const modelAlone = (t: ReadText) => {
    const score = scoreCareModel(t.features, model);
    if (score.crisis >= model.thresholds.crisis) return 'crisis';
    return score.health >= model.thresholds.health ? 'health' : 'ordinary';
  };
  process.stdout.write(
    `${test === '.' ? 'dev' : test} (trained on ${training.length} sets; thresholds crisis ${model.thresholds.crisis}, health ${model.thresholds.health})\n` +
      `  rules alone:   ${figures(texts, (t) => t.rules.kind)}\n` +
      `  model alone:   ${figures(texts, modelAlone)}\n` +
      `  rules + model: ${figures(texts, combined)}\n`,
  );
}
