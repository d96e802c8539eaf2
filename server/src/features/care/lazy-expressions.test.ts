import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./pattern');
  vi.doUnmock('./nets/net-pattern');
  vi.resetModules();
});

/** The classifier as a fresh module, with the builders of its expressions counted (and run as they are). */
async function countedClassifier() {
  vi.resetModules();
  const pattern = await vi.importActual<typeof import('./pattern')>('./pattern');
  const netPattern = await vi.importActual<typeof import('./nets/net-pattern')>('./nets/net-pattern');
  const english = vi.fn(pattern.compilePattern);
  const nets = vi.fn(netPattern.compileNetPatterns);
  vi.doMock('./pattern', () => ({ ...pattern, compilePattern: english }));
  vi.doMock('./nets/net-pattern', () => ({ ...netPattern, compileNetPatterns: nets }));
  const { warmCareRulesInBackground } = await import('./classify-care');
  const { readCare } = await import('./read-care');
  return { warmCareRulesInBackground, readCare, english, nets };
}

describe("the care rules' expressions (decision 0059)", () => {
  it('are not built by the warm-up, and a text builds only those its words reach', async () => {
    const { warmCareRulesInBackground, readCare, english, nets } = await countedClassifier();
    await warmCareRulesInBackground();
    expect(english).not.toHaveBeenCalled();
    expect(nets).not.toHaveBeenCalled();

    expect(readCare('will I get the job I interviewed for last week').kind).toBe('ordinary');
    expect(readCare('yeni işimde terfi alacak mıyım').kind).toBe('ordinary');
    // The English rules, idioms and the model's families hold some 1,400 patterns, the nets some 6,000.
    expect(english.mock.calls.length).toBeLessThan(60);
    expect(nets.mock.calls.length).toBeLessThan(60);

    expect(readCare('the train tracks keep calling me').kind).toBe('crisis');
    expect(readCare('artık yaşamak istemiyorum, ölmek istiyorum').kind).toBe('crisis');
    expect(nets).toHaveBeenCalled();
  });
});
