/** Strings end to end in one byte array, as the place index keeps them (docs/decisions/0052-packed-place-index.md). */
export interface PackedStringParts {
  /** UTF-8, string i from byte starts[i] to starts[i + 1]. */
  bytes: Uint8Array;
  starts: Uint32Array;
}

/** Packs `values` end to end: one allocation outside V8's heap instead of a heap object per string. */
export function packStrings(values: readonly string[]): PackedStringParts {
  const starts = new Uint32Array(values.length + 1);
  values.forEach((value, at) => {
    starts[at + 1] = (starts[at] as number) + Buffer.byteLength(value);
  });
  const bytes = Buffer.allocUnsafeSlow(starts[values.length] as number);
  values.forEach((value, at) => {
    bytes.write(value, starts[at] as number);
  });
  return { bytes, starts };
}

/** Packed strings read in place: compared and decoded without a heap string per entry. */
export class PackedStrings {
  private readonly bytes: Buffer;
  private readonly starts: Uint32Array;

  constructor(parts: PackedStringParts) {
    this.bytes = Buffer.from(parts.bytes.buffer, parts.bytes.byteOffset, parts.bytes.byteLength);
    this.starts = parts.starts;
  }

  get length(): number {
    return this.starts.length - 1;
  }

  at(index: number): string {
    return this.bytes.toString('utf8', this.starts[index], this.starts[index + 1]);
  }

  /** String `index`'s order against `value`, below 0 when it sorts first (byte order: ASCII's order). */
  compare(index: number, value: Buffer): number {
    return this.bytes.compare(value, 0, value.length, this.starts[index], this.starts[index + 1]);
  }

  startsWith(index: number, value: Buffer): boolean {
    const start = this.starts[index] as number;
    const end = start + value.length;
    return end <= (this.starts[index + 1] as number) && this.bytes.compare(value, 0, value.length, start, end) === 0;
  }

  equals(index: number, value: Buffer): boolean {
    const length = (this.starts[index + 1] as number) - (this.starts[index] as number);
    return length === value.length && this.compare(index, value) === 0;
  }
}

/** The first position in 0..length at which `below` stops holding (`below` holds for a prefix of them). */
export function firstNotBelow(length: number, below: (position: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (below(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}
