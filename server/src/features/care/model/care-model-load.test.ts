import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../../../lib/content');
  vi.resetModules();
});

describe('the care model weights', () => {
  it('are checked on first use, once, not when the server loads the module', async () => {
    vi.resetModules();
    const actual = await vi.importActual<typeof import('../../../lib/content')>('../../../lib/content');
    const checkContent = vi.fn(actual.checkContent);
    vi.doMock('../../../lib/content', () => ({ ...actual, checkContent }));
    const { careModel } = await import('./care-model');
    expect(checkContent).not.toHaveBeenCalled();
    const model = careModel();
    expect(careModel()).toBe(model);
    expect(checkContent).toHaveBeenCalledTimes(1);
    expect(checkContent.mock.calls[0]?.[0]).toBe('care/model/care-model-weights.json');
  });
});
