import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguageDetector } from '../../language/detect-language';
import { readCare } from '../../read-care';
import { NETS } from '..';
import { classifyWithNet } from '../net';
import { TURKISH_NET } from '../tr';
import { netTrainingSets, trainingTexts } from './build-net-model';
import { netModel, netModelOpinion } from './net-model';

beforeAll(() => loadLanguageDetector());
describe("the nets' care models", () => {
  it.each(NETS.map((net) => [net.language, net] as const))(
    '%s was trained on the texts its sets hold now: rebuild it when texts are added',
    (_language, net) => {
      const model = netModel(net.language);
      expect(model.trainedOn).toEqual(netTrainingSets(net.language).map((set) => `${set}/${net.language}`));
      expect(netTrainingSets(net.language)).toHaveLength(net.language === 'ru' ? 16 : 19);
      expect(model.texts).toBe(trainingTexts(net).length);
      expect(model.thresholds.crisis).toBeGreaterThan(0.5);
    },
  );

  it('finds a Turkish crisis the rules only hint at, and the reading says the model found it', () => {
    const text = 'Kimse beni sevmiyor, en iyisi ortadan kaybolmak';
    const rules = classifyWithNet(text, TURKISH_NET);
    expect(rules.kind).toBe('ordinary');
    expect(rules.signs).toEqual(['tr.crisis.despair']);
    expect(netModelOpinion(text, TURKISH_NET).kind).toBe('crisis');
    const reading = readCare(text);
    expect(reading.kind).toBe('crisis');
    expect(reading.signs).toContain('tr.model.crisis');
  });

  it('leaves an ordinary Turkish question ordinary', () => {
    expect(netModelOpinion('sevgilim bu yaz bana evlenme teklif edecek mi', TURKISH_NET).kind).toBeNull();
    expect(readCare('açlıktan ölüyorum, yeni işte maaşım artacak mı').kind).toBe('ordinary');
  });

  // Alone, a model needs to be past 0.8 (read-care.ts, chosen on held-out-5 in decision 0009's
  // round five); below it, it needs a rule to see a sign of crisis too.
  it('counts a net model crisis only with a crisis sign from a rule, or when the model is sure', () => {
    let heldBack = 0;
    let counted = 0;
    for (const net of NETS) {
      for (const text of trainingTexts(net)) {
        // Only a model's crisis opinion can put its sign on a reading, or be held back.
        const opinion = netModelOpinion(text, net);
        if (opinion.kind !== 'crisis') continue;
        const reading = readCare(text);
        const byModel = reading.signs.includes(`${net.language}.model.crisis`);
        const hinted = reading.signs.some((sign) => /(^|\.)crisis\./.test(sign));
        if (byModel) {
          counted++;
          expect(hinted || opinion.crisis >= 0.8, text).toBe(true);
        }
        if (!hinted && opinion.crisis < 0.8 && reading.kind !== 'crisis') heldBack++;
      }
    }
    expect(counted).toBeGreaterThan(0);
    expect(heldBack).toBeGreaterThan(0);
  });
});
