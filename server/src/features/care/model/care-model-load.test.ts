import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../../../lib/content');
  vi.resetModules();
});

describe('the care model weights', () => {
  it('are checked on first use, once, not when the server loads the module', async () => {
    vi.resetModules();
    const actual = await vi.importActual<typeof import('../../../lib/content')>('../../../lib/content');
    const parseContent = vi.fn(actual.parseContent);
    vi.doMock('../../../lib/content', () => ({ ...actual, parseContent }));
    const { careModel } = await import('./care-model');
    expect(parseContent).not.toHaveBeenCalled();
    const model = careModel();
    expect(careModel()).toBe(model);
    expect(parseContent).toHaveBeenCalledTimes(1);
    expect(parseContent.mock.calls[0]?.[0]).toBe('care/model/care-model-weights.json');
  });
});
