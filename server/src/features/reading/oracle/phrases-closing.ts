import { pick, type Random } from '../../../lib/seeded-random';
import { nameList } from './phrases-opening';
import { capitalise } from './text';
import type { Area, Cup, PlacedSymbol } from './types';

/** Gentle advice per area, as imperative clauses. Kind and practical; never medical. */
export const ADVICE: Record<Area, readonly string[]> = {
  love: [
    'keep your heart open and say the kind thing out loud',
    'let warmth lead, and be honest about what you need',
    'give love room to grow at its own pace',
    'listen closely and meet tenderness with tenderness',
  ],
  career: [
    'take one clear step at a time and trust the skills you already have',
    'speak up for your ideas, and let steady work do the rest',
    'stay curious and say yes to the door that opens',
    'keep your aim steady and your pace kind',
  ],
  health: [
    'rest when you need to, and be as gentle with yourself as you are with others',
    'make room for small comforts like fresh air, good sleep and unhurried meals',
    'listen to what your body asks for and answer kindly',
    'choose a slower pace and let calm do its quiet work',
  ],
  general: [
    'trust your instincts and take the next small step',
    'stay open to surprises and be kind to yourself along the way',
    'keep faith in the good things already gathering',
    'move at your own pace and notice the small blessings',
  ],
};

/** What a wish is about, when the intention cannot be quoted: 'a wish about your work'. */
export const AREA_TOPIC: Record<Area, string> = {
  love: 'love',
  career: 'your work',
  health: 'your well-being',
  general: 'the days ahead',
};

const SIZE_WEIGHT = { small: 0.7, medium: 1, large: 1.5 } as const;

function weight(p: PlacedSymbol): number {
  return SIZE_WEIGHT[p.size] * (p.clarity === 'faint' ? 0.6 : 1);
}

const agree = (n: number, one: string, many: string): string => (n === 1 ? one : many);

const total = (list: readonly PlacedSymbol[]): number => list.reduce((sum, p) => sum + weight(p), 0);

/** Weighs the fortunate shapes against the cautionary ones, naming both; full and compact. */
export function weighingVariants(rng: Random, cup: Cup): [string, string] {
  const fortunate = cup.symbols.filter((p) => p.symbol.tone === 'fortunate');
  const cautionary = cup.symbols.filter((p) => p.symbol.tone === 'cautionary');
  const bright = fortunate.length > 0 ? fortunate : cup.symbols.filter((p) => p.symbol.tone === 'neutral');
  bright.sort((a, b) => weight(b) - weight(a));
  const f = nameList(bright);
  const c = nameList(cautionary);
  const nf = bright.length;
  const nc = cautionary.length;
  // Subject and verb pairs, agreeing in number: 'the owl asks', 'the cat and the fox ask'.
  const cAsk = `${capitalise(c)} ${agree(nc, 'asks', 'ask')}`;
  const them = agree(nc, 'it', 'them');
  if (nf === 0) {
    const line = `${cAsk} for patience, and patience is something you have.`;
    return [line, line];
  }
  if (nc === 0) {
    const all = nf > 1 ? ' all' : '';
    return [
      pick(rng, [
        `With ${f}${all} leaning toward good fortune and nothing darker to weigh against them, ` +
          'this is a bright and open cup.',
        `Nothing in this cup pulls against ${f}, so the overall feeling is warm and hopeful.`,
        `${capitalise(f)} ${agree(nf, 'sets', 'set')} the tone here, and no troubling shape stands against ` +
          `${agree(nf, 'it', 'them')}, so this is a kind and open cup.`,
      ]),
      `Nothing darker stands against ${f}, so this is a bright cup.`,
    ];
  }
  if (total(bright) > total(cautionary)) {
    return [
      pick(rng, [
        `Weighing ${f} against ${c}, the kinder signs are clearly stronger, ` +
          'so the overall message is one of steady hope.',
        `${cAsk} for a little care, but ${f} ${agree(nf, 'outweighs', 'outweigh')} ${them}, ` +
          'so the cup leans toward good things.',
        `There is more light than shadow here: ${f} ${agree(nf, 'carries', 'carry')} more weight ` +
          `than ${c}, and that is the heart of your reading.`,
      ]),
      `Overall, ${f} ${agree(nf, 'outweighs', 'outweigh')} ${c}, so the cup leans toward hope.`,
    ];
  }
  return [
    pick(rng, [
      `${cAsk} for patience, yet ${f} ${agree(nf, 'is', 'are')} here too, ` +
        'so this is a cup about going gently rather than about trouble.',
      `There is a little more caution than usual in ${c}, but with ${f} beside ${them}, ` +
        'the message is to go steadily, not to worry.',
    ]),
    `${cAsk} for patience, and ${f} ${agree(nf, 'keeps', 'keep')} your hopes steady.`,
  ];
}

/** The shape to carry away: the most prominent fortunate one, favouring the reading's area. */
export function keySymbol(cup: Cup): PlacedSymbol | undefined {
  const fortunate = cup.symbols.filter((p) => p.symbol.tone === 'fortunate');
  const candidates = fortunate.length > 0 ? fortunate : cup.symbols;
  let best: PlacedSymbol | undefined;
  let bestScore = -1;
  for (const p of candidates) {
    const inArea = p.symbol.affinity.includes(cup.area) ? 3 : 0;
    const score = inArea + weight(p) * 2 + (p.direction === 'toward' ? 0.5 : 0);
    if (score > bestScore) {
      best = p;
      bestScore = score;
    }
  }
  return best;
}

export interface ClosingInput {
  /** The intention, already made safe to quote, or null. */
  quoted: string | null;
  /** Whether the member wrote an intention at all (it may be too long to quote). */
  hasIntention: boolean;
  name: string | null;
}

/** The closing advice tied to the intention and one shape of the cup; full and compact. */
export function closingVariants(rng: Random, cup: Cup, input: ClosingInput): [string, string] {
  const noun = keySymbol(cup)?.symbol.noun ?? 'cup';
  const advice = pick(rng, ADVICE[cup.area]);
  const end = input.name ? `, ${input.name}.` : '.';
  const q = input.quoted ? `\u201c${input.quoted}\u201d` : null;
  const topic = AREA_TOPIC[cup.area];
  let full: string;
  let compact: string;
  if (q) {
    full = pick(rng, [
      `You came to the cup with ${q} on your mind, so let the ${noun} go with you: ${advice}${end}`,
      `For your intention, ${q}, the ${noun} is the shape to hold onto, so ${advice}${end}`,
      `As you carry ${q} into the days ahead, keep the ${noun} in mind: ${advice}${end}`,
    ]);
    compact = `For ${q}, let the ${noun} guide you: ${advice}${end}`;
  } else if (input.hasIntention) {
    full = `You came to the cup with a wish about ${topic}, and the ${noun} answers it best: ${advice}${end}`;
    compact = `For your wish about ${topic}, let the ${noun} guide you: ${advice}${end}`;
  } else {
    full = pick(rng, [
      `Whatever you are hoping for in ${topic}, let the ${noun} go with you: ${advice}${end}`,
      `If there is one shape to carry with you, it is the ${noun}, so ${advice}${end}`,
      `Keep the ${noun} in mind as you go: ${advice}${end}`,
    ]);
    compact = `Let the ${noun} guide you: ${advice}${end}`;
  }
  return [full, compact];
}
