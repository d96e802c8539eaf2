import { describe, expect, it } from 'vitest';
import { sharedUntilFailure } from './shared-until-failure';

describe('sharedUntilFailure', () => {
  it('starts the load once for every caller while it runs and after it succeeds', async () => {
    let loads = 0;
    const get = sharedUntilFailure(async () => {
      loads += 1;
      return { loaded: loads };
    });
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    expect(await get()).toBe(first);
    expect(loads).toBe(1);
  });

  it('gives a failure to the callers waiting on it, then starts again on the next call', async () => {
    let loads = 0;
    const get = sharedUntilFailure(async () => {
      loads += 1;
      if (loads === 1) throw new Error('the file could not be read');
      return 'index';
    });
    const waiting = [get(), get()];
    await expect(waiting[0]).rejects.toThrow('the file could not be read');
    await expect(waiting[1]).rejects.toThrow('the file could not be read');
    expect(await get()).toBe('index');
    expect(await get()).toBe('index');
    expect(loads).toBe(2);
  });
});
