import { describe, expect, it } from 'vitest';
import { drawCard, drawing, textLayer } from './draw-card';

const colour = '#2f211b';
const SAMPLE = 'Hamburgefont, a calm day';

describe('textLayer', () => {
  it('draws every face in the brand font, not in the fallback the system has', async () => {
    // A family no system has: fontconfig's fallback, what a wrong font description quietly gives.
    const fallback = await textLayer(SAMPLE, { face: 'latin-500-normal', size: 40, colour, font: 'No Such Family,' });
    for (const face of ['latin-500-normal', 'latin-600-normal', 'latin-400-italic'] as const) {
      const drawn = await textLayer(SAMPLE, { face, size: 40, colour });
      // Cormorant Garamond is much narrower than any sans-serif fallback at the same size.
      expect({ face, narrower: drawn.raw.width < fallback.raw.width * 0.85 }).toEqual({ face, narrower: true });
    }
  });
});

describe('drawCard', () => {
  it('draws two cards at a time and queues the rest', async () => {
    const content = { kicker: 'My affirmation', body: 'I am calm.', date: 'Friday, 27 November 2026' };
    const cards = Array.from({ length: 5 }, () => drawCard(content, 'post'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect({ active: drawing.activeCount, waiting: drawing.pendingCount }).toEqual({ active: 2, waiting: 3 });
    expect((await Promise.all(cards)).length).toBe(5);
  });
});
