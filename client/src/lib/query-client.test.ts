import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from './query-client';

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('the query client', () => {
  it('sends a mutation while offline, so its failure is told at once rather than held paused', async () => {
    onlineManager.setOnline(false);
    const observer = new MutationObserver(queryClient, {
      mutationFn: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(observer.mutate()).rejects.toThrow('Failed to fetch');
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', isPaused: false });
  });
});
