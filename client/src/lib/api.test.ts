import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, NETWORK_ERROR_MESSAGE } from './api';
import { endpoints } from './endpoints';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api: a request that gets no answer', () => {
  it("says kindly that Telve could not be reached, not the browser's 'Failed to fetch'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const failure = await api(endpoints.user).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE });
    expect(NETWORK_ERROR_MESSAGE).toBe("We couldn't reach Telve just now. Please check your connection and try again.");
  });

  it('leaves an abort as it is (the caller stopped it on purpose)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );
    await expect(api(endpoints.user)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
