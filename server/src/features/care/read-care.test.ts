import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguageDetector } from './language/detect-language';
import { NETS } from './nets';
import { netModelOpinion } from './nets/model/net-model';
import { readCare } from './read-care';

beforeAll(() => loadLanguageDetector());

describe('readCare across languages', () => {
  // The Turkish net reads every text in Latin letters: Spanish 'hasta' (until) is not Turkish 'hasta' (ill).
  it.each([
    'estoy hasta la coronilla de mi jefa, me van a ascender o no?',
    'ya estoy hasta las narices del tráfico, me mudo este año?',
    'hasta mañana chicas, mi cafecito me dice algo bonito?',
  ])('reads a Spanish "hasta" as ordinary: %s', (text) => {
    expect(readCare(text).kind).toBe('ordinary');
  });

  it('still reads a Turkish "hasta" asking for an outcome as health', () => {
    expect(readCare('babam çok hasta, ameliyattan sonra iyileşecek mi').kind).toBe('health');
    expect(readCare('annem hasta la, iyilesecek mi').kind).toBe('health');
  });

  // A text may use another language's small words ('la', 'ma'): that net's rules read it, but its
  // model, trained on its own language only, does not answer health for it.
  it("does not take another language's model health opinion for a French text with an illness over", () => {
    const text =
      "Mon oncle a eu une opération de l'épaule l'an dernier et maintenant il nage mieux que moi, ça dit quoi ma tasse pour la rentrée?";
    const italian = NETS.find((net) => net.language === 'it');
    expect(italian && netModelOpinion(text, italian).kind).toBe('health');
    const reading = readCare(text);
    expect(reading.language).toBe('fr');
    expect(reading.kind).toBe('ordinary');
    expect(reading.signs).not.toContain('it.model.health');
  });

  it('still takes the model of the browser language', () => {
    const text =
      "Mon oncle a eu une opération de l'épaule l'an dernier et maintenant il nage mieux que moi, ça dit quoi ma tasse pour la rentrée?";
    expect(readCare(text, { locale: 'it-IT' }).signs).toContain('it.model.health');
  });
});
