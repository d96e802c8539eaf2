/**
 * The cards drawn last, by item and shape, so a second share of the same reading, horoscope or
 * affirmation costs a map look-up instead of ~100 ms of drawing. Least recently used goes first;
 * 32 cards of 100-200 KB each hold at most ~6 MB.
 */
export class CardCache {
  readonly #cards = new Map<string, Promise<Buffer>>();
  readonly #capacity: number;
  hits = 0;
  misses = 0;

  constructor(capacity = 32) {
    this.#capacity = capacity;
  }

  /** The card under `key`, drawn by `draw` on a miss; a failed draw is not kept. */
  get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.#cards.get(key);
    if (cached) {
      this.hits++;
      this.#cards.delete(key);
      this.#cards.set(key, cached);
      return cached;
    }
    this.misses++;
    const drawing = draw();
    this.#cards.set(key, drawing);
    drawing.catch(() => {
      if (this.#cards.get(key) === drawing) this.#cards.delete(key);
    });
    while (this.#cards.size > this.#capacity) {
      const oldest = this.#cards.keys().next().value as string;
      this.#cards.delete(oldest);
    }
    return drawing;
  }

  get size(): number {
    return this.#cards.size;
  }
}
