import { defineSymbol as s } from './define-symbol';

/** Dictionary entries Palm tree to Squirrel. */
export const SYMBOLS_E = [
  s('palm-tree', 'Palm tree', 'fortunate', 'health', [
    'a happy romance, perhaps somewhere warm',
    'success and honours that you have earned',
    'rest, sunshine and a restoring break',
    'success and a welcome break',
  ]),
  s('parrot', 'Parrot', 'cautionary', 'career love', [
    'gossip about your heart that you need not heed',
    'loose talk at work, best answered with quiet results',
    'a need to listen to yourself over others',
    'chatter and rumours not worth your worry',
  ]),
  s('peacock', 'Peacock', 'fortunate', 'love career', [
    'a love that delights in showing you off',
    'success on display and well-earned pride',
    'a radiant, confident glow',
    'success, beauty and a happy home',
  ]),
  s('pear', 'Pear', 'fortunate', 'career', [
    'comfort and ease with a partner',
    'financial ease and social success',
    'comfort and nourishing, easy days',
    'comfort and comfortable means',
  ]),
  s('pen', 'Pen', 'neutral', 'career', [
    'words that need to be written or spoken from the heart',
    'a contract, an agreement or a signature to come',
    'writing things down to clear your mind',
    'an agreement waiting to be signed',
  ]),
  s('purse', 'Purse', 'fortunate', 'career', [
    'generosity flowing between you and someone dear',
    'financial gain and a welcome payment',
    'guarding your energy like something precious',
    'profit and a fuller purse',
  ]),
  s('pyramid', 'Pyramid', 'fortunate', 'career', [
    'a love built on solid ground',
    'lasting success built stone by stone',
    'a strong foundation of steady habits',
    'solid success and long-lasting achievement',
  ]),
  s('rabbit', 'Rabbit', 'neutral', 'general', [
    'a shy feeling that only needs a little courage',
    'a quick chance that rewards a brave step',
    'a quick spark of energy and the need to rest after it',
    'a call for a little more courage',
  ]),
  s('rainbow', 'Rainbow', 'fortunate', 'general health', [
    'hope and brightness in love after a grey spell',
    'the promise of better days at work',
    'hope, colour and lightness returning',
    'happiness after a storm',
  ]),
  s('ring', 'Ring', 'fortunate', 'love', [
    'commitment, a promise and perhaps an engagement',
    'a partnership or agreement that binds well',
    'a healthy cycle of rest and activity',
    'completion and a promise kept',
  ]),
  s('rose', 'Rose', 'fortunate', 'love', [
    'romance, beauty and a love in full bloom',
    'creative success and appreciation',
    'beauty, care and gentle self-kindness',
    'love, happiness and a new friendship',
  ]),
  s('scales', ['Scales', 'pair of scales'], 'neutral', 'career', [
    'balance and fairness between you and someone dear',
    'a fair judgement of your work',
    'balance between rest and effort',
    'balance and a fair outcome',
  ]),
  s('scissors', ['Scissors', 'pair of scissors'], 'cautionary', 'love', [
    'a disagreement that honest talk can mend',
    'a parting of ways that frees you for something better',
    'cutting back on whatever drains you',
    'a small quarrel that clears the air',
  ]),
  s('shell', 'Shell', 'fortunate', 'general', [
    'a sweet surprise from someone close',
    'good news and a piece of luck',
    'time by the water and a calmer mind',
    'good luck and a pleasant surprise',
  ]),
  s('ship', 'Ship', 'fortunate', 'career general', [
    'a journey shared with someone you love',
    'a successful venture and something coming in',
    'a voyage or a change of scene that restores you',
    'a worthwhile journey and good things arriving',
  ]),
  s('snake', 'Snake', 'cautionary', 'love career', [
    'a prickly word between you and someone close, soon smoothed over',
    'a rival or a tricky situation that rewards a cool head',
    'an old habit that is ready to be shed',
    'a small rivalry best met with calm',
  ]),
  s('spider', 'Spider', 'fortunate', 'career', [
    'a web of connection gently drawing someone closer',
    'money and a reward for steady persistence',
    'patient, careful routines that hold you steady',
    'persistence rewarded and money coming in',
  ]),
  s('squirrel', 'Squirrel', 'fortunate', 'career', [
    'small kindnesses stored up for quieter days',
    'careful saving and planning for the future',
    'storing up energy for the busy days ahead',
    'prudence and plenty set aside',
  ]),
];
