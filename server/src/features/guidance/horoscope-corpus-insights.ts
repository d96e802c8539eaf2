import type { MoonPhaseName } from '../../../../contract/guidance';
import type { SkyBody } from './sky';

/** The classic aspects, by the angle between a planet and the middle of the member's sign. */
export const ASPECTS = [
  { name: 'conjunction', angle: 0 },
  { name: 'sextile', angle: 60 },
  { name: 'square', angle: 90 },
  { name: 'trine', angle: 120 },
  { name: 'opposition', angle: 180 },
] as const;
export type AspectName = (typeof ASPECTS)[number]['name'];

/** How far from exact an aspect may be and still count, in degrees. */
export const ASPECT_ORB = 6;

/** What each body brings; always "x and y" so the aspect sentences agree in number. */
export const BODY_THEMES: Record<SkyBody, string> = {
  Sun: 'vitality and self-expression',
  Moon: 'feelings and intuition',
  Mercury: 'words and ideas',
  Venus: 'love and beauty',
  Mars: 'energy and courage',
  Jupiter: 'growth and optimism',
  Saturn: 'structure and patience',
};

/**
 * Kind wording for each aspect: {label} names the body and where it is ('Venus in Leo'), {theme}
 * is from BODY_THEMES. Squares and oppositions are told as energy and balance, never as threats.
 */
export const ASPECT_PHRASES: Record<AspectName, readonly string[]> = {
  conjunction: [
    '{label} is passing through the heart of your sign, bringing {theme} close to home: a lovely time to lean into them.',
    '{label} stands right in the middle of your sign, turning up {theme} in the best way.',
  ],
  sextile: [
    '{label} forms a friendly sextile to your sign, opening small doors around {theme}; say yes to them.',
    '{label} makes an easy sextile to your sign, so a little help with {theme} is there if you reach for it.',
  ],
  square: [
    '{label} squares your sign, stirring up {theme}; treat any friction as energy for growth.',
    '{label} makes a lively square to your sign, so {theme} may ask for extra patience, and you have it.',
  ],
  trine: [
    '{label} forms a flowing trine to your sign, a gentle tailwind for {theme}.',
    '{label} makes a harmonious trine to your sign, so {theme} feel easier than usual.',
  ],
  opposition: [
    '{label} sits opposite your sign, inviting you to balance your needs with others’ around {theme}; meeting halfway works beautifully.',
    '{label} faces your sign from across the zodiac, a reminder that {theme} grow best when shared.',
  ],
};

/** Shown in place of aspects when no body is within the orb. */
export const QUIET_SKY =
  'No planet makes a close aspect to your sign today: a quiet sky that leaves room for your own plans.';

/** "The Moon is {phrase} in Taurus today". */
export const PHASE_PHRASES: Record<MoonPhaseName, string> = {
  new: 'new',
  'waxing crescent': 'a waxing crescent',
  'first quarter': 'at first quarter',
  'waxing gibbous': 'waxing toward full',
  full: 'full',
  'waning gibbous': 'waning after full',
  'last quarter': 'at last quarter',
  'waning crescent': 'a waning crescent',
};

/** How the Moon's sign sits with the member's, from closest to most different. */
export const MOON_RELATIONS = {
  ownSign: 'With the Moon in your own sign, your feelings and instincts are especially clear.',
  sameElement: 'As a fellow {element} sign, this Moon feels familiar and easy to you.',
  harmonious: 'Its {moonElement} energy works well with your {element} nature, so this Moon supports you.',
  different:
    'Its {moonElement} mood asks something a little different of your {element} nature, which can be refreshing.',
} as const;

/** Guidance for the Love intention; follows "With Venus in {sign}, ". */
export const LOVE_GUIDANCE: readonly string[] = [
  'make time for one unhurried conversation with someone you care about',
  'let affection be simple: a message, a shared joke, a warm hello',
  'notice what you need from love right now and say it kindly',
  'be open to warmth from unexpected directions, including friends',
  'offer yourself the tenderness you hope to receive',
  'plan something small and lovely, with someone or just for you',
  'let an old hurt soften by choosing one generous thought about it',
  'ask a question you have been curious about and really listen to the answer',
];

/** Guidance for the Career intention; follows "With Mercury in {sign}, ". */
export const CAREER_GUIDANCE: readonly string[] = [
  'choose the one task that would make tomorrow easier and give it your best hour',
  'write down the next small step toward the work you want, then take it',
  'share an idea with someone whose opinion you trust',
  'look back at what went well this week and build on it',
  'protect a quiet block of time for focused work',
  'reach out to someone who inspires you in your field',
  'tidy up loose ends so new opportunities have room to land',
  'speak up about what you can offer, because your experience counts',
];

/** Guidance for the Health intention; everyday care only, never medical advice. */
export const HEALTH_GUIDANCE: readonly string[] = [
  'choose movement that feels good rather than movement that feels like a chore',
  'give your evening a gentle wind-down and let rest do its quiet work',
  'step outside for a few minutes of fresh air and daylight',
  'drink some water, stretch and take three slow breaths between tasks',
  'make one meal with a little extra care',
  'notice when you need a pause and take one without guilt',
  'set aside a little time for something that relaxes you',
  'save your energy for what matters most and let the rest wait',
];

/** Guidance for an intention the member wrote themselves; follows 'For your intention “…”, '. */
export const OWN_INTENTION_GUIDANCE: readonly string[] = [
  'take one small, concrete step toward it and notice how it feels',
  'write a sentence about why it matters to you and keep it close',
  'share it with someone who will cheer you on',
  'give it ten focused minutes, and let that be enough for now',
  'picture how it will feel as it grows, and let that feeling guide one choice',
  'be patient with it, because meaningful things take their time',
];

/** Guidance when the member has named no intention; follows "With the Sun in {sign}, ". */
export const GENERAL_GUIDANCE: readonly string[] = [
  'choose one intention for the day and let it guide your small decisions',
  'spend a few minutes on whatever would make you proud by evening',
  'balance doing with being, and let both count',
  'give your attention to what is growing, not to what is finished',
  'let one kind act, given or received, set the tone',
];
