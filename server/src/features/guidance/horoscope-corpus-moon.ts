import type { MoonPhaseName } from '../../../../contract/guidance';
import type { ZodiacSign } from '../../../../contract/zodiac';

/**
 * Openings naming the Moon's phase; `{moon}` becomes a described sign ('comfort-loving Taurus').
 * Each is followed by a comma and one of the Moon sign's themes.
 */
export const PHASE_CLAUSES: Record<MoonPhaseName, readonly string[]> = {
  new: ['With a new Moon in {moon}', 'As a fresh new Moon begins in {moon}', 'Under a quiet new Moon in {moon}'],
  'waxing crescent': [
    'With a slender waxing Moon in {moon}',
    'As the young crescent Moon grows in {moon}',
    'With the crescent Moon gathering light in {moon}',
  ],
  'first quarter': [
    'With the Moon at first quarter in {moon}',
    'As the half-lit Moon climbs through {moon}',
    'With a first quarter Moon shining in {moon}',
  ],
  'waxing gibbous': [
    'With the Moon swelling toward full in {moon}',
    'As the bright waxing Moon travels through {moon}',
    'With the Moon nearly full in {moon}',
  ],
  full: [
    'With the Moon full in {moon} tonight',
    'Under tonight’s full Moon in {moon}',
    'As the full Moon shines in {moon}',
  ],
  'waning gibbous': [
    'As the Moon softens after full in {moon}',
    'With a generous waning Moon in {moon}',
    'As the Moon begins to wane in {moon}',
  ],
  'last quarter': [
    'With the Moon at last quarter in {moon}',
    'As the half Moon wanes in {moon}',
    'With a last quarter Moon resting in {moon}',
  ],
  'waning crescent': [
    'With a thin, fading Moon in {moon}',
    'As the old crescent Moon rests in {moon}',
    'With the Moon a slim crescent in {moon}',
  ],
};

/** Adjectives placed before the Moon's sign: 'in curious Gemini'. */
export const MOON_DESCRIPTORS: Record<ZodiacSign, readonly string[]> = {
  Aries: ['bold', 'fiery', 'spirited'],
  Taurus: ['steady', 'comfort-loving', 'earthy'],
  Gemini: ['curious', 'chatty', 'quicksilver'],
  Cancer: ['tender', 'home-loving', 'nurturing'],
  Leo: ['warm', 'playful', 'big-hearted'],
  Virgo: ['tidy', 'practical', 'attentive'],
  Libra: ['graceful', 'sociable', 'harmony-seeking'],
  Scorpio: ['intense', 'deep', 'private'],
  Sagittarius: ['adventurous', 'cheerful', 'free-roaming'],
  Capricorn: ['ambitious', 'sensible', 'sure-footed'],
  Aquarius: ['inventive', 'friendly', 'free-thinking'],
  Pisces: ['dreamy', 'gentle', 'intuitive'],
};

/** What the Moon's sign colours in everyone's day; five per sign so nearby days differ. */
export const MOON_THEMES: Record<ZodiacSign, readonly string[]> = {
  Aries: [
    'courage comes more easily, so let yourself take the first step',
    'your energy wants somewhere to go, and a brisk start to the day suits it',
    'feelings arrive quickly and honestly, which makes it easier to say what you mean',
    'small acts of boldness feel natural, and they are worth trying',
    'a flicker of impatience is really enthusiasm looking for a direction',
  ],
  Taurus: [
    'comfort and simple pleasures feel especially nourishing',
    'slow, steady steps bring more peace than rushing',
    'the senses come alive, so good food, soft fabric and fresh air all count',
    'you are drawn to what is reliable, and that is a perfectly good instinct',
    'it is a fine time to tend what you already have',
  ],
  Gemini: [
    'conversations sparkle and ideas arrive faster than you can write them down',
    'curiosity is your best companion, so follow the question that keeps returning',
    'messages, errands and little exchanges fill the day with a lively rhythm',
    'a light heart and a quick word go a long way',
    'two ideas may pull at you at once, and you can give each its moment',
  ],
  Cancer: [
    'home, family and familiar faces feel especially precious',
    'feelings run closer to the surface, and tenderness is a strength',
    'a quiet evening in can restore more than any outing',
    'caring for others comes naturally, so remember to include yourself',
    'memories surface gently, bringing warmth rather than weight',
  ],
  Leo: [
    'it feels good to be seen, and there is nothing wrong with wanting that',
    'creativity and play lift everyone’s spirits, yours included',
    'generous gestures come easily and are warmly received',
    'your heart is on show, and that openness draws people closer',
    'a little celebration, even a small one, is well deserved',
  ],
  Virgo: [
    'tidying one small corner of life brings a surprising sense of calm',
    'details come into focus, which makes it a good time to sort and plan',
    'being useful feels satisfying, as long as you leave room for rest',
    'simple routines steady the mind and make space for clear thinking',
    'a practical kindness speaks louder than any grand speech',
  ],
  Libra: [
    'harmony matters, and a fair word can smooth a tangled situation',
    'beauty in small things, like flowers or a well-set table, lifts your mood',
    'company feels good, and sharing plans brings them to life',
    'weighing options is wise, and you don’t have to decide everything at once',
    'kindness and good manners open more doors than usual',
  ],
  Scorpio: [
    'feelings run deep, and an honest conversation can bring you closer to someone',
    'you may want a little privacy, and that is a healthy instinct',
    'what has been hidden comes gently to light, ready to be understood',
    'intensity turns easily into focus on the one thing that matters most',
    'trust builds slowly but surely when you let someone see the real you',
  ],
  Sagittarius: [
    'the world feels wide, and a new idea or place could lift your spirits',
    'optimism is in the air, and laughter comes easily',
    'learning something new, however small, feels like an adventure',
    'plans for the future look brighter when you dream a little bigger',
    'honesty with a smile is the best way to say what you think',
  ],
  Capricorn: [
    'steady effort pays off, and a clear plan feels reassuring',
    'structure feels comforting, and a simple list can work wonders',
    'responsibilities feel lighter when you take them one at a time',
    'long-term hopes come into focus, and a small step today counts',
    'quiet determination carries you further than you think',
  ],
  Aquarius: [
    'fresh ideas and unusual solutions are easy to find',
    'friendship and community feel especially meaningful',
    'a little space to think your own thoughts is healthy and welcome',
    'the future feels full of possibility, so let yourself imagine freely',
    'doing something a little differently brings a welcome spark',
  ],
  Pisces: [
    'intuition is strong, and gentle hunches are worth listening to',
    'imagination flows, so music, art or daydreams can be restoring',
    'compassion comes easily, so remember to offer some to yourself',
    'the edges of the day soften, and a slower pace suits you',
    'dreams and quiet moments may hold small, helpful insights',
  ],
};
