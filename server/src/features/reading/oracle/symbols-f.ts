import { defineSymbol as s } from './define-symbol';

/** Dictionary entries Star to Wreath. */
export const SYMBOLS_F = [
  s('star', 'Star', 'fortunate', 'general', [
    'a wish in love coming true',
    'success and your talents finally shining',
    'bright, renewed energy and hope',
    'a wish coming true and good fortune',
  ]),
  s('sun', 'Sun', 'fortunate', 'health general', [
    'warmth, happiness and a sunny love',
    'success, energy and clear good fortune',
    'vitality and a bright spell of well-being',
    'happiness, success and a sense of your own power',
  ]),
  s('swan', 'Swan', 'fortunate', 'love', [
    'a faithful, graceful love',
    'smooth progress and good fortune',
    'grace and calm in how you carry yourself',
    'contentment and a smooth way ahead',
  ]),
  s('table', 'Table', 'fortunate', 'love general', [
    'a shared meal and happy company',
    'a meeting that goes your way',
    'nourishing meals shared with people you love',
    'a gathering and a celebration',
  ]),
  s('tent', 'Tent', 'neutral', 'general', [
    'an adventure shared and a love that travels well',
    'a temporary arrangement that serves you for now',
    'time outdoors and a simpler rhythm',
    'travel and a restless, adventurous spirit',
  ]),
  s('tortoise', 'Tortoise', 'neutral', 'health', [
    'a love that grows slowly and surely',
    'slow, steady progress and useful feedback',
    'a slower pace that suits you well',
    'steady progress at your own pace',
  ]),
  s('tower', 'Tower', 'neutral', 'career', [
    'rising hopes and a clearer view of what you want',
    'ambition and a chance to rise higher',
    'standing tall and finding your strength',
    'an opportunity to rise, built on firm ground',
  ]),
  s('tree', 'Tree', 'fortunate', 'health general', [
    'a love with deep roots that grows stronger each year',
    'steady growth and lasting progress',
    'deep roots, steady strength and renewed energy',
    'growth, strength and wishes fulfilled',
  ]),
  s('umbrella', 'Umbrella', 'neutral', 'general', [
    'shelter with someone who looks out for you',
    'protection through a rainy spell at work',
    'the wisdom of protecting your energy',
    'shelter from a passing storm',
  ]),
  s('volcano', 'Volcano', 'cautionary', 'love', [
    'strong feelings that need a calm outlet',
    'tension at work that settles once it is spoken about',
    'pent-up stress asking for a gentle release',
    'feelings bubbling up that are better shared than held',
  ]),
  s('wheel', 'Wheel', 'neutral', 'career', [
    'a turning point in love',
    'progress, change and an advancement',
    'a fresh cycle of energy',
    'a turn of fortune toward change',
  ]),
  s('windmill', 'Windmill', 'fortunate', 'career', [
    'a love that grows through shared effort',
    'success through hard work and good timing',
    'energy kept moving through gentle activity',
    'success through steady effort',
  ]),
  s('wings', ['Wings', 'pair of wings'], 'fortunate', 'general', [
    'a love that sets you free',
    'news and the freedom to rise',
    'lightness and freedom from a heavy load',
    'messages and a new freedom',
  ]),
  s('wolf', 'Wolf', 'cautionary', 'career love', [
    'a flash of jealousy that trust can quiet',
    'competition that sharpens you rather than harms you',
    'a hunger for rest that you should honour',
    'a rival who shows you your own strength',
  ]),
  s('wreath', 'Wreath', 'fortunate', 'love', [
    'happiness ahead and perhaps a celebration of love',
    'recognition and a well-earned victory',
    'a season of peace and good spirits',
    'happiness, honour and celebration',
  ]),
];
