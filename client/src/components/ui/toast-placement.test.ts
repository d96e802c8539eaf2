import { describe, expect, it } from 'vitest';
import { boxOf, choosePlacement, type Surroundings } from './toast-placement';

const phone = (over: Partial<Surroundings> = {}): Surroundings => ({
  viewport: { width: 390, height: 844 },
  bottomInset: 0,
  leftInset: 0,
  stackHeight: 120,
  inUse: [],
  touched: [],
  ...over,
});
const intersects = (a: { left: number; top: number; width: number; height: number }, b: typeof a) =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

describe('toast placement', () => {
  it('sits at the bottom of a phone, above the tab bar, when nothing there is in use', () => {
    expect(choosePlacement(phone({ bottomInset: 64 }))).toEqual({ edge: 'bottom', offset: 64, left: 0, width: 390 });
  });

  it("moves to the top of a phone while the ask chat's input is at the bottom", () => {
    const chatInput = { left: 16, top: 740, width: 358, height: 80 };
    const s = phone({ inUse: [chatInput] });
    const placement = choosePlacement(s);
    expect(placement.edge).toBe('top');
    expect(intersects(boxOf(placement, s), chatInput)).toBe(false);
  });

  it('on a desktop takes a corner beside a centred table, and keeps off the row just used', () => {
    const desktop = { viewport: { width: 1440, height: 900 } };
    const planTable = { left: 496, top: 200, width: 448, height: 500 };
    const free = phone({ ...desktop, inUse: [planTable] });
    expect(intersects(boxOf(choosePlacement(free), free), planTable)).toBe(false);

    // An admin table fills the column: the toast goes where the row just used is not.
    const table = { left: 176, top: 150, width: 1088, height: 750 };
    const row = { left: 176, top: 780, width: 1088, height: 56 };
    const busy = phone({ ...desktop, inUse: [table], touched: [row] });
    const placement = choosePlacement(busy);
    expect(intersects(boxOf(placement, busy), row)).toBe(false);
    expect(placement.edge).toBe('top');
  });

  it('never covers the side navigation', () => {
    const s = phone({ viewport: { width: 1440, height: 900 }, leftInset: 256, inUse: [] });
    for (const placement of [choosePlacement(s)]) expect(placement.left).toBeGreaterThanOrEqual(256);
  });
});
