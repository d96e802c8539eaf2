import { describe, expect, it } from 'vitest';
import { currentToasts, dismissOnRouteChange, TOAST_ROUTE_GRACE_MS, toast } from './use-toast';

const openTitles = () =>
  currentToasts()
    .filter((t) => t.open)
    .map((t) => t.title);

describe('toasts and route changes', () => {
  it('keeps a toast through the redirect its own action starts (within 1500 ms)', () => {
    expect(TOAST_ROUTE_GRACE_MS).toBe(1500);
    const { id } = toast({ title: 'Welcome back!' });
    const raisedAt = currentToasts().find((t) => t.id === id)?.raisedAt ?? 0;
    dismissOnRouteChange(raisedAt + 1400);
    expect(openTitles()).toEqual(['Welcome back!']);
  });

  it('closes it on a route change after that', () => {
    const { id } = toast({ title: 'Login failed', variant: 'destructive' });
    const raisedAt = currentToasts().find((t) => t.id === id)?.raisedAt ?? 0;
    dismissOnRouteChange(raisedAt + 1600);
    expect(openTitles()).toEqual([]);
  });

  it('shows one toast at a time: a new one replaces the last', () => {
    toast({ title: 'Reading Saved' });
    toast({ title: 'Reading Removed' });
    expect(openTitles()).toEqual(['Reading Removed']);
  });
});
