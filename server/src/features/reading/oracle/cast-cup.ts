import type { Swirl } from '@contract/reading';
import { hashString, mulberry32, type Random, shuffled, weightedIndex } from '../../../lib/seeded-random';
import { resolveArea } from './area';
import { SYMBOLS } from './symbols';
import type { Area, CastInput, Cup, PlacedSymbol, Settling, Size, SymbolRecord } from './types';
import { ZONES } from './types';

/** Relative odds of 4, 5, 6 and 7 shapes. */
const COUNT_WEIGHTS = [4, 4, 3, 1];
/** Relative odds of rim, side, bottom and handle. */
const ZONE_WEIGHTS = [3, 3, 2.2, 1.4];
const SIZES: readonly Size[] = ['small', 'medium', 'large'];
const SIZE_WEIGHTS = [3, 4, 3];
const MAX_HANDLE = 2;
/** Every cup holds some good news, and never more than a little caution. */
const MIN_FORTUNATE = 2;
const MAX_CAUTIONARY = 2;
/** How much more likely a symbol is when it speaks to the reading's area. */
const AFFINITY_BOOST = 3.5;
const GENERAL_BOOST = 2;
const CAUTIONARY_DAMPING = 0.7;

/** Every input, in a fixed order, so that identical input casts an identical cup. */
function cupKey(input: CastInput): string {
  const swirl = (input.swirl?.swirls ?? []).map(
    (s) => `${Math.round(s.peak)}/${Math.round(s.durationMs)}/${Math.round(s.at)}`,
  );
  return [
    input.memberKey,
    input.intention.trim(),
    input.category ?? '',
    input.sign ?? '',
    input.mood ?? '',
    input.date,
    swirl.join(','),
    input.swirl?.simulated ? 'simulated' : '',
    input.nonce,
    input.recentSymbolIds.join(','),
  ].join('\u241f');
}

function weightOf(symbol: SymbolRecord, area: Area): number {
  let weight = 1;
  if (symbol.affinity.includes(area)) weight *= area === 'general' ? GENERAL_BOOST : AFFINITY_BOOST;
  if (symbol.tone === 'cautionary') weight *= CAUTIONARY_DAMPING;
  return weight;
}

/** Draws distinct symbols, weighted by area, avoiding recent ones unless too few would remain. */
function drawSymbols(rng: Random, area: Area, count: number, recent: ReadonlySet<string>): SymbolRecord[] {
  const fresh = SYMBOLS.filter((s) => !recent.has(s.id));
  const pool = fresh.length >= count ? fresh : [...fresh, ...SYMBOLS.filter((s) => recent.has(s.id))];
  const chosen: SymbolRecord[] = [];
  const take = (eligible: (s: SymbolRecord) => boolean): boolean => {
    const candidates = pool.filter((s) => eligible(s) && !chosen.includes(s));
    const picked =
      candidates[
        weightedIndex(
          rng,
          candidates.map((s) => weightOf(s, area)),
        )
      ];
    if (candidates.length === 0 || !picked) return false;
    chosen.push(picked);
    return true;
  };
  for (let i = 0; i < MIN_FORTUNATE; i++) take((s) => s.tone === 'fortunate');
  while (chosen.length < count) {
    const cautious = chosen.filter((s) => s.tone === 'cautionary').length;
    if (!take((s) => s.tone !== 'cautionary' || cautious < MAX_CAUTIONARY)) take(() => true);
  }
  return shuffled(rng, chosen);
}

function place(rng: Random, symbol: SymbolRecord, handleFull: boolean): PlacedSymbol {
  const zoneWeights = handleFull ? ZONE_WEIGHTS.slice(0, 3) : ZONE_WEIGHTS;
  return {
    symbol,
    zone: ZONES[weightedIndex(rng, zoneWeights)] ?? 'side',
    size: SIZES[weightedIndex(rng, SIZE_WEIGHTS)] ?? 'medium',
    clarity: rng() < 0.7 ? 'clear' : 'faint',
    direction: rng() < 0.5 ? 'toward' : 'away',
  };
}

/** A vigorous swirl leaves the grounds heavy, a gentle one light; a simulated one is left to chance. */
function settlingOf(swirl: Swirl | undefined, rng: Random): Settling {
  const swirls = swirl && !swirl.simulated ? swirl.swirls : [];
  if (swirls.length === 0) return (['heavy', 'even', 'light'] as const)[Math.floor(rng() * 3)] ?? 'even';
  const meanPeak = swirls.reduce((sum, s) => sum + s.peak, 0) / swirls.length;
  if (meanPeak >= 700) return 'heavy';
  return meanPeak < 300 ? 'light' : 'even';
}

/** Casts a cup: 4 to 7 distinct symbols placed in zones, deterministic for identical input. */
export function castCup(input: CastInput): Cup {
  const seed = hashString(cupKey(input));
  const rng = mulberry32(seed);
  const area = resolveArea(input.category, input.intention);
  const count = 4 + weightedIndex(rng, COUNT_WEIGHTS);
  const symbols: PlacedSymbol[] = [];
  for (const symbol of drawSymbols(rng, area, count, new Set(input.recentSymbolIds))) {
    const handleFull = symbols.filter((p) => p.zone === 'handle').length >= MAX_HANDLE;
    symbols.push(place(rng, symbol, handleFull));
  }
  symbols.sort((a, b) => ZONES.indexOf(a.zone) - ZONES.indexOf(b.zone));
  return { seed, area, settling: settlingOf(input.swirl, rng), symbols };
}
