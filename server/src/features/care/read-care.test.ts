import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguageDetector } from './language/detect-language';
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
});
