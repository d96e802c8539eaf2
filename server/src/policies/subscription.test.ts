import { describe, expect, it } from 'vitest';
import { type EntitlementInput, effectiveStatus, isPremium } from './subscription';

const now = new Date('2026-03-15T12:00:00.000Z');
const secondBefore = new Date(now.getTime() - 1000);
const secondAfter = new Date(now.getTime() + 1000);

const sub = (fields: Partial<EntitlementInput>): EntitlementInput => ({
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: secondAfter,
  ...fields,
});

describe('isPremium (the one entitlement rule)', () => {
  it('grants nothing without a subscription', () => {
    expect(isPremium(null, now)).toBe(false);
    expect(isPremium(undefined, now)).toBe(false);
  });

  it.each([
    ['active', true],
    ['trialing', true],
    ['past_due', false],
    ['unpaid', false],
    ['incomplete', false],
    ['incomplete_expired', false],
    ['canceled', false],
    ['paused', false],
    ['', false],
  ])('status %j, not cancelled: premium is %s whatever the period', (status, premium) => {
    expect(isPremium(sub({ status, currentPeriodEnd: secondAfter }), now)).toBe(premium);
    expect(isPremium(sub({ status, currentPeriodEnd: secondBefore }), now)).toBe(premium);
    expect(isPremium(sub({ status, currentPeriodEnd: null }), now)).toBe(premium);
  });

  describe('cancelled at period end', () => {
    it.each(['active', 'trialing', 'past_due', 'canceled'])(
      'status %j: premium one second before the end',
      (status) => {
        expect(isPremium(sub({ status, cancelAtPeriodEnd: true, currentPeriodEnd: secondAfter }), now)).toBe(true);
      },
    );

    it.each(['active', 'trialing', 'past_due', 'canceled'])(
      'status %j: not premium one second after the end',
      (status) => {
        expect(isPremium(sub({ status, cancelAtPeriodEnd: true, currentPeriodEnd: secondBefore }), now)).toBe(false);
      },
    );

    it('is not premium at the very instant the period ends', () => {
      expect(isPremium(sub({ cancelAtPeriodEnd: true, currentPeriodEnd: now }), now)).toBe(false);
    });

    it('is not premium without an end date', () => {
      expect(isPremium(sub({ cancelAtPeriodEnd: true, currentPeriodEnd: null }), now)).toBe(false);
    });

    it('a cancelled trial lasts until its end and no longer', () => {
      const trial = sub({ status: 'trialing', cancelAtPeriodEnd: true, currentPeriodEnd: secondAfter });
      expect(isPremium(trial, now)).toBe(true);
      expect(isPremium(trial, new Date(secondAfter.getTime() + 1000))).toBe(false);
    });
  });
});

describe('effectiveStatus', () => {
  it('keeps the provider status while the subscription still grants Premium', () => {
    expect(effectiveStatus(sub({ cancelAtPeriodEnd: true, currentPeriodEnd: secondAfter }), now)).toBe('active');
    expect(effectiveStatus(sub({ status: 'trialing' }), now)).toBe('trialing');
  });

  it("reads 'canceled' once a cancelled subscription has passed its period end", () => {
    expect(effectiveStatus(sub({ cancelAtPeriodEnd: true, currentPeriodEnd: secondBefore }), now)).toBe('canceled');
  });

  it('leaves a non-cancelled status alone even when it grants nothing', () => {
    expect(effectiveStatus(sub({ status: 'past_due', currentPeriodEnd: secondBefore }), now)).toBe('past_due');
  });
});
