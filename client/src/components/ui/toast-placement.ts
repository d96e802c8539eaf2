/**
 * Where the toasts go: the first of a few places along the screen's edges that covers nothing the
 * member is using. In use are the regions a screen marks with `data-toast-avoid` (the ask chat's
 * input, the plan table, the admin tables), the text field being typed in and the control last
 * touched (the row whose action raised the toast). Bars fixed to the bottom and the side
 * navigation are never covered.
 */

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Surroundings {
  viewport: { width: number; height: number };
  /** Height of the bars fixed to the bottom (the tab bar, a screen's action bar). */
  bottomInset: number;
  /** Right edge of the side navigation of wide screens (0 when there is none). */
  leftInset: number;
  /** The toast stack's height (the tallest likely when nothing is shown yet). */
  stackHeight: number;
  /** Regions marked as in use. */
  inUse: Box[];
  /** What the member is using this moment: the field typed in, the control last touched. */
  touched: Box[];
}

/** Where the notification region goes: its box on the screen, and which edge it grows from. */
export interface Placement {
  edge: 'top' | 'bottom';
  /** Distance from that edge. */
  offset: number;
  left: number;
  width: number;
}

/** Wider than this, toasts are a card in a corner rather than a band across the screen. */
const WIDE_PX = 640;
/** The card's width on wide screens, padding included (24rem plus 1rem each side). */
const CARD_PX = 416;
/** What the member touched counts this much more than a region merely marked as in use. */
const TOUCHED_WEIGHT = 8;

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const height = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The candidate places, best first when all are free. */
function candidates(s: Surroundings): Placement[] {
  const { width } = s.viewport;
  if (width < WIDE_PX) {
    return [
      { edge: 'bottom', offset: s.bottomInset, left: 0, width },
      { edge: 'top', offset: 0, left: 0, width },
    ];
  }
  const cardWidth = Math.min(CARD_PX, width - s.leftInset);
  // Centred over the content (right of the side navigation), else in a corner.
  const centre = Math.round(s.leftInset + (width - s.leftInset - cardWidth) / 2);
  const end = width - cardWidth;
  return [
    { edge: 'bottom', offset: s.bottomInset, left: centre, width: cardWidth },
    { edge: 'bottom', offset: s.bottomInset, left: end, width: cardWidth },
    { edge: 'top', offset: 0, left: end, width: cardWidth },
    { edge: 'top', offset: 0, left: centre, width: cardWidth },
  ];
}

/** The box a placement's stack takes on the screen. */
export function boxOf(placement: Placement, s: Surroundings): Box {
  const top = placement.edge === 'top' ? placement.offset : s.viewport.height - placement.offset - s.stackHeight;
  return { left: placement.left, top, width: placement.width, height: s.stackHeight };
}

/** The place that covers the least of what is in use (what was touched most of all); the first of equals. */
export function choosePlacement(s: Surroundings): Placement {
  let best: Placement | undefined;
  let bestCost = Number.POSITIVE_INFINITY;
  for (const placement of candidates(s)) {
    const box = boxOf(placement, s);
    const cost =
      s.inUse.reduce((sum, region) => sum + overlap(box, region), 0) +
      TOUCHED_WEIGHT * s.touched.reduce((sum, region) => sum + overlap(box, region), 0);
    if (cost < bestCost) {
      best = placement;
      bestCost = cost;
    }
    if (cost === 0) break;
  }
  // candidates() always gives at least one.
  return best as Placement;
}
