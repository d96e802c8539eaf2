import { pickFresh, type Random } from '../../../lib/seeded-random';
import { withArticle } from './text';
import type { Area, Clarity, PlacedSymbol, Size, Tone, Zone } from './types';

/** Where a symbol falls in the reading: the first of its zone gets the zone's full introduction. */
export interface SymbolSlot {
  firstInZone: boolean;
  /** Zones above this one that hold nothing (e.g. an empty rim before the first side symbol). */
  emptyAbove: readonly Zone[];
  area: Area;
}

const LEAD_FIRST: Record<Zone, readonly string[]> = {
  rim: [
    'Right at the rim, where the next few days show,',
    'Up by the rim, which tells of the days just ahead,',
    'On the rim, the part of the cup that speaks of the coming days,',
  ],
  side: [
    'Lower down the side, where the coming weeks are read,',
    'Further down the wall of the cup, in the weeks ahead,',
    'Along the side of the cup, which holds the next few weeks,',
  ],
  bottom: [
    'Down in the bottom of the cup, where the further future lies,',
    'At the very base of the cup, which tells of the months ahead,',
    'Deeper still, where the longer road shows,',
  ],
  handle: [
    'Close to the handle, which always speaks of you and your home,',
    'By the handle, the part of the cup that belongs to you and your household,',
    'Nearest the handle, where the cup speaks of home and of you yourself,',
  ],
};

const LEAD_AFTER_EMPTY_RIM: Record<'side' | 'bottom', readonly string[]> = {
  side: [
    'The rim is clear, so the next few days look quiet; along the side, where the coming weeks are read,',
    'Nothing has settled at the rim, so the days just ahead are calm, but on the side, in the weeks to come,',
  ],
  bottom: [
    'The rim and the sides are clear, so the coming weeks look calm; down in the bottom, where the future lies,',
    'Nothing clings to the rim or the sides, so the near future is quiet, but at the base of the cup,',
  ],
};

const LEAD_NEXT: Record<Zone, readonly string[]> = {
  rim: ['Beside it on the rim,', 'A little further round the rim,', 'Also near the rim,'],
  side: ['Next to it on the side,', 'A little further along the side,', 'Nearby, still on the side,'],
  bottom: ['Also in the bottom,', 'Beside it in the depths of the cup,', 'Close by in the base,'],
  handle: ['Also by the handle,', 'Right beside it at the handle,'],
};

const LEAD_TINY: Record<Zone, string> = {
  rim: 'At the rim,',
  side: 'On the side,',
  bottom: 'In the bottom,',
  handle: 'By the handle,',
};
const LEAD_TINY_NEXT = ['Beside it,', 'Nearby,', 'Next to it,'];

const ADJECTIVES: Record<`${Size}-${Clarity}`, readonly string[]> = {
  'small-clear': ['small, crisp', 'neat little', 'small but clear'],
  'small-faint': ['small, faint', 'faint little', 'tiny, half-formed'],
  'medium-clear': ['clear', 'well-formed', 'clearly drawn'],
  'medium-faint': ['faint', 'softly drawn', 'half-formed'],
  'large-clear': ['large, clear', 'bold', 'large, sharply drawn'],
  'large-faint': ['large but faint', 'broad, soft-edged', 'large, hazy'],
};

const POSTURE = {
  toward: ['faces the handle', 'is turned toward the handle', 'points toward the handle'],
  away: ['faces away from the handle', 'is turned away from the handle', 'points away from the handle'],
  inward: ['faces inward, toward you', 'is turned in toward you'],
  outward: ['faces outward, toward the world', 'is turned outward'],
} as const;

const SHORT_POSTURE = {
  toward: ['facing the handle', 'turned toward you', 'looking toward the handle', 'pointing your way'],
  away: ['facing away', 'turned outward', 'looking away from the handle', 'pointing away'],
  inward: ['turned inward', 'facing you'],
  outward: ['turned outward', 'facing the world'],
} as const;

const PARTICIPLE: Record<Tone, readonly string[]> = {
  fortunate: ['promising', 'a sign of', 'speaking of', 'bringing'],
  neutral: ['a sign of', 'speaking of', 'pointing to'],
  cautionary: ['a gentle warning of', 'hinting at', 'speaking of'],
};

const VERB: Record<Tone, readonly string[]> = {
  fortunate: ['promises', 'speaks of', 'brings', 'points to'],
  neutral: ['speaks of', 'points to', 'tells of'],
  cautionary: ['hints at', 'gently warns of', 'speaks of'],
};

const GLOSS: Record<`${Tone}-${'toward' | 'away' | 'faint'}`, readonly string[]> = {
  'fortunate-toward': [
    ', and it is heading your way',
    '; because it faces you, it is arriving rather than passing by',
    ', and it comes closer with every day',
  ],
  'fortunate-away': [
    ', though it faces outward, so you may need to reach for it',
    '; since it looks away, it asks you to take the first step toward it',
  ],
  'fortunate-faint': [
    '; it is still softly drawn, so give it time and a little encouragement',
    '; its faint lines say it is still taking shape, with room for you to shape it',
  ],
  'cautionary-toward': [
    ', so meet it calmly when it comes; it asks for care, not fear',
    ', and as it faces you, patience will carry you through it',
  ],
  'cautionary-away': [
    ', but it is already turning away, so whatever it hints at is passing',
    '; because it faces away, this is something you are leaving behind',
  ],
  'cautionary-faint': [
    ', and it is so faint that it may barely touch you',
    '; it is only lightly drawn, so this is a small matter',
  ],
  'neutral-toward': ['; it is drawing closer to you', '; it turns toward you as if asking to be noticed'],
  'neutral-away': [
    '; it faces out into the wider world, as if inviting you to follow',
    '; as it looks away, it asks you to go out and meet it',
  ],
  'neutral-faint': [
    '; it is still hazy, so it is yours to shape',
    '; its outline is soft, so nothing about it is fixed',
  ],
};

/** Rejects a phrase whose first word echoes a word already in the sentence ('points ... pointing to'). */
function noEcho(sentence: string): (item: string) => boolean {
  const lower = sentence.toLowerCase();
  return (item) =>
    !lower.includes(
      item
        .replace(/^a gentle /, '')
        .slice(0, 5)
        .toLowerCase(),
    );
}

function leadIn(rng: Random, zone: Zone, slot: SymbolSlot, used: Set<string>): string {
  if (!slot.firstInZone) return pickFresh(rng, LEAD_NEXT[zone], used);
  const rimEmpty = slot.emptyAbove.includes('rim');
  if (zone === 'side' && rimEmpty) return pickFresh(rng, LEAD_AFTER_EMPTY_RIM.side, used);
  if (zone === 'bottom' && rimEmpty && slot.emptyAbove.includes('side')) {
    return pickFresh(rng, LEAD_AFTER_EMPTY_RIM.bottom, used);
  }
  return pickFresh(rng, LEAD_FIRST[zone], used);
}

/** 'a large, clear anchor', 'a faint little owl'. */
export function describeSymbol(rng: Random, placed: PlacedSymbol, used: Set<string> = new Set()): string {
  const adjective = pickFresh(rng, ADJECTIVES[`${placed.size}-${placed.clarity}`], used);
  return withArticle(`${adjective} ${placed.symbol.noun}`);
}

function postureKey(placed: PlacedSymbol): keyof typeof POSTURE {
  if (placed.zone !== 'handle') return placed.direction;
  return placed.direction === 'toward' ? 'inward' : 'outward';
}

/**
 * One symbol's sentence in three lengths (full, short, tiny), each naming the shape, its size,
 * clarity and direction where room allows, and its meaning for the area, verbatim. Phrases in
 * `used` are avoided while alternatives remain, so one reading does not repeat itself.
 */
export function symbolSentences(
  rng: Random,
  placed: PlacedSymbol,
  slot: SymbolSlot,
  used: Set<string>,
): [string, string, string] {
  const { symbol } = placed;
  const meaning = symbol.meanings[slot.area];
  const lead = leadIn(rng, placed.zone, slot, used);
  const described = describeSymbol(rng, placed, used);
  const key = postureKey(placed);
  const posture = pickFresh(rng, POSTURE[key], used);
  const shortPosture = pickFresh(rng, SHORT_POSTURE[key], used);
  const glossKey = placed.clarity === 'faint' ? 'faint' : placed.direction;
  const gloss = pickFresh(rng, GLOSS[`${symbol.tone}-${glossKey}`], used);
  const fullHead = `${lead} ${described} ${posture},`;
  const participle = pickFresh(rng, PARTICIPLE[symbol.tone], used, noEcho(`${fullHead} ${meaning}`));
  const shortHead = `${lead} ${described}, ${shortPosture},`;
  const verb = pickFresh(rng, VERB[symbol.tone], used, noEcho(`${shortHead} ${meaning}`));
  const tinyLead = slot.firstInZone ? LEAD_TINY[placed.zone] : pickFresh(rng, LEAD_TINY_NEXT, used);
  return [
    `${fullHead} ${participle} ${meaning}${gloss}.`,
    `${shortHead} ${verb} ${meaning}.`,
    `${tinyLead} ${described} ${verb} ${meaning}.`,
  ];
}
