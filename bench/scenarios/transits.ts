import type { MemberUser } from '../../server/src/db/statements/load-member';
import { memberTransits } from '../../server/src/features/natal/transits';
import { TransitSky } from '../../server/src/features/natal/transits-sky';
import { TRANSIT_TARGETS } from '../targets';
import type { Budget, Scenario } from './types';

/** Birth places with their stored coordinates and zones, as update-profile keeps them (migration 0016). */
const PLACES = [
  { lat: 38.41273, lon: 27.13838, timeZone: 'Europe/Istanbul' },
  { lat: 51.50853, lon: -0.12574, timeZone: 'Europe/London' },
  { lat: 40.71427, lon: -74.00597, timeZone: 'America/New_York' },
  { lat: 27.70169, lon: 85.3206, timeZone: 'Asia/Kathmandu' },
  { lat: -33.86785, lon: 151.20732, timeZone: 'Australia/Sydney' },
  { lat: 64.13548, lon: -21.89541, timeZone: 'Atlantic/Reykjavik' },
];
const MEMBERS = 300;

/** Members born over 1930-2008 at the places above, one in five without a birth time. */
function members(): MemberUser[] {
  return Array.from({ length: MEMBERS }, (_, i) => {
    const place = PLACES[i % PLACES.length] as (typeof PLACES)[number];
    const born = new Date(Date.UTC(1930, 0, 1) + i * 95 * 86_400_000);
    return {
      id: 900_000 + i,
      dateOfBirth: born.toISOString().slice(0, 10),
      birthTime: i % 5 === 0 ? null : `${String(i % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
      birthTimeFold: null,
      birthPlaceId: 1 + i,
      birthPlaceName: 'Bench',
      birthPlaceLat: place.lat,
      birthPlaceLon: place.lon,
      birthPlaceTimeZone: place.timeZone,
    } as MemberUser;
  });
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** The transit cost per member-day, in process: the day's shared sky, a member's first ask, a cached ask. */
export const transitsScenario: Scenario = {
  name: 'transits',
  async run() {
    const date = new Date().toISOString().slice(0, 10);
    const everyone = members();
    // Warm the code paths on another day, so the figures are not the JIT's.
    for (const member of everyone.slice(0, 20)) memberTransits(member, '2000-01-01');

    let since = process.cpuUsage();
    new TransitSky(date);
    const sky = cpuMs(since);
    memberTransits(everyone[0] as MemberUser, date);

    since = process.cpuUsage();
    for (const member of everyone.slice(1)) memberTransits(member, date);
    const cold = cpuMs(since) / (everyone.length - 1);

    since = process.cpuUsage();
    for (let round = 0; round < 10; round += 1) for (const member of everyone) memberTransits(member, date);
    const cached = cpuMs(since) / (everyone.length * 10);

    const budgets: Budget[] = [
      {
        name: 'transits per member-day, first ask (CPU)',
        value: cold,
        limit: TRANSIT_TARGETS.memberDayCpuMs,
        unit: 'ms',
      },
      { name: 'transits per member-day, cached (CPU)', value: cached, limit: TRANSIT_TARGETS.cachedCpuMs, unit: 'ms' },
    ];
    const lines = [
      `transits (${everyone.length - 1} members, one day): first ask ${cold.toFixed(2)} ms CPU each, cached ${(cached * 1000).toFixed(1)} µs; the day's shared sky ${sky.toFixed(1)} ms CPU once per day and process`,
    ];
    return { results: [], lines, budgets };
  },
};
