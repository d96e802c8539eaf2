import { defineSymbol as s } from './define-symbol';

/** Dictionary entries Broom to Goblet (the book's cup). */
export const SYMBOLS_B = [
  s('broom', 'Broom', 'neutral', 'health general', [
    'old misunderstandings swept away, leaving room for warmth',
    'a tidy-up that makes space for better work',
    'a fresh start that comes from clearing what weighs on you',
    'a clean sweep and room for something new',
  ]),
  s('butterfly', 'Butterfly', 'fortunate', 'love health', [
    'light-hearted delight and a flutter of new feeling',
    'a change that lets your talents spread their wings',
    'lightness returning and a brighter, easier mood',
    'joyful change and a lighter heart',
  ]),
  s('cage', 'Cage', 'cautionary', 'love career', [
    'a feeling of being held back that honest words can ease',
    'a sense of being boxed in that will not last',
    'a restless need for space, fresh air and freedom',
    'a limit that feels tight now but has a door',
  ]),
  s('camel', 'Camel', 'neutral', 'career', [
    'a patient love that carries you both through a long stretch',
    'endurance that sees you through a long, demanding task',
    'a reserve of stamina to pace wisely',
    'patience on a long road, with water along the way',
  ]),
  s('candle', 'Candle', 'fortunate', 'general health', [
    'a warm glow between you that grows with attention',
    'a bright idea and someone who helps you see the way',
    'quiet evenings and a soft light that helps you unwind',
    'a clear light on a choice you have been weighing',
  ]),
  s('castle', 'Castle', 'fortunate', 'career general', [
    'a secure and devoted bond that feels like home',
    'a strong position and security you have built yourself',
    'firm boundaries that protect your peace',
    'security and a place that feels truly yours',
  ]),
  s('cat', 'Cat', 'cautionary', 'love general', [
    'a little jealousy or mixed signals that calm talk can settle',
    'a colleague whose motives deserve a second look',
    'a restlessness that asks for more quiet time',
    'a small deception you can see through calmly',
  ]),
  s('chain', 'Chain', 'neutral', 'love', [
    'a bond deepening, perhaps a promise being made',
    'one step linking neatly to the next',
    'small routines that link together into steady habits',
    'events linking together toward a clear outcome',
  ]),
  s('chair', 'Chair', 'fortunate', 'career', [
    'a guest at your table who may become dear to you',
    'a seat at the table and a position that rewards you',
    'permission to sit down, pause and catch your breath',
    'a welcome guest and a place made for you',
  ]),
  s('circle', 'Circle', 'fortunate', 'love', [
    'a complete and loving bond, perhaps a ring to come',
    'a project coming full circle to a happy close',
    'balance returning and a rhythm that feels whole',
    'completion and a happy ending to a long chapter',
  ]),
  s('cloud', 'Cloud', 'cautionary', 'general', [
    'a passing doubt that clears when you talk it through',
    'a foggy stretch where patience serves you better than haste',
    'a heavy mood that lifts with rest and kind company',
    'a passing shadow that the sun soon breaks through',
  ]),
  s('clover', 'Four-leaf clover', 'fortunate', 'general', [
    'lucky timing in love and a happy meeting',
    'a stroke of good luck that you are ready to use',
    'bright spirits and a run of good days',
    'a run of real, honest good luck',
  ]),
  s('comet', 'Comet', 'neutral', 'general', [
    'a surprising visitor who brightens your days',
    'a sudden chance that rewards a quick, brave yes',
    'a burst of energy that is wiser to pace',
    'a bright surprise arriving out of the blue',
  ]),
  s('compass', 'Compass', 'fortunate', 'career', [
    'a clear sense of what your heart truly wants',
    'a clear direction and the confidence to follow it',
    'an inner sense of what restores you',
    'guidance, and a path that finally makes sense',
  ]),
  s('crown', 'Crown', 'fortunate', 'career', [
    'being cherished and honoured by someone who truly sees you',
    'recognition, honour and success you have earned',
    'confidence and a glow of well-being',
    'success and recognition coming to you',
  ]),
  s('cup', 'Goblet', 'fortunate', 'love', [
    'a brimming measure of affection shared between two people',
    'a reward that fills your cup for work well done',
    'moments that refill you when you feel stretched thin',
    'contentment and plenty to share',
  ]),
];
