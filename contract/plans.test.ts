import { describe, expect, it } from 'vitest';
import { monthlyEquivalentLabel, PLANS } from './plans';

describe('a plan by the month', () => {
  it("shows the annual plan's $89.99 a year as $7.50 a month", () => {
    expect(monthlyEquivalentLabel(PLANS.annual)).toBe('$7.50');
  });

  it('shows the monthly plan at its own price', () => {
    expect(monthlyEquivalentLabel(PLANS.monthly)).toBe('$9.99');
  });
});
