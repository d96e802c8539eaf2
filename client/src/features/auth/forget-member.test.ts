// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetMember } from './use-auth-actions';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('forgetting a member (logout, account deletion)', () => {
  it("clears her offline pages with the rest, keeping only the build's caches", async () => {
    const kept = new Set(['telve-pages', 'workbox-precache-v2-http://localhost/', 'telve-assets']);
    vi.stubGlobal('caches', { keys: async () => [...kept], delete: async (name: string) => kept.delete(name) });
    localStorage.setItem('telve-horoscope', JSON.stringify({ id: 'x', horoscope: {} }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(['/api/coffee-reading'], { id: 1 });
    forgetMember(queryClient);
    await vi.waitFor(() => expect(kept.has('telve-pages')).toBe(false));
    expect([...kept].sort()).toEqual(['telve-assets', 'workbox-precache-v2-http://localhost/']);
    expect(localStorage.getItem('telve-horoscope')).toBeNull();
    expect(queryClient.getQueryData(['/api/coffee-reading'])).toBeUndefined();
  });
});
