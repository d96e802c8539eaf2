import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguageDetector } from '../../language/detect-language';
import { readCare } from '../../read-care';
import { NETS } from '..';
import { classifyWithNet } from '../net';
import { TURKISH_NET } from '../tr';
import { netTrainingTexts } from './build-net-model';
import { netModel, netModelOpinion } from './net-model';

beforeAll(() => loadLanguageDetector());
describe("the nets' care models", () => {
  it.each(NETS.map((net) => [net.language, net] as const))(
    '%s was trained on the texts its sets hold now: rebuild it when texts are added',
    (_language, net) => {
      const model = netModel(net.language);
      expect(model.trainedOn).toEqual([`dev/${net.language}`, `held-out-1/${net.language}`]);
      expect(model.texts).toBe(netTrainingTexts(net));
      expect(model.thresholds.crisis).toBeGreaterThan(0.5);
    },
  );

  it('finds a Turkish crisis the rules do not, and the reading says the model found it', () => {
    const text = 'bu hayattan sessizce çekilmek istiyorum artık, kimseye veda etmeden';
    expect(classifyWithNet(text, TURKISH_NET).kind).toBe('ordinary');
    expect(netModelOpinion(text, TURKISH_NET)).toBe('crisis');
    const reading = readCare(text);
    expect(reading.kind).toBe('crisis');
    expect(reading.signs).toContain('tr.model.crisis');
  });

  it('leaves an ordinary Turkish question ordinary', () => {
    expect(netModelOpinion('sevgilim bu yaz bana evlenme teklif edecek mi', TURKISH_NET)).toBeNull();
    expect(readCare('açlıktan ölüyorum, yeni işte maaşım artacak mı').kind).toBe('ordinary');
  });
});
