import { defineSymbol as s } from './define-symbol';

/** Dictionary entries Acorn to Bridge (after the Highland Seer's 1920s tea-cup dictionary). */
export const SYMBOLS_A = [
  s('acorn', 'Acorn', 'fortunate', 'career health', [
    'a small beginning in love that grows into something lasting',
    'modest efforts now that grow into real success',
    'steady strength that builds quietly, day by day',
    'a small start that grows into something strong',
  ]),
  s('anchor', 'Anchor', 'fortunate', 'love career', [
    'a steady love that holds firm when the weather turns',
    'solid footing at work and effort that finally holds',
    'a calmer rhythm that keeps you grounded',
    'stability arriving after a restless stretch',
  ]),
  s('angel', 'Angel', 'fortunate', 'love general', [
    'tender news in love and someone watching over your heart',
    'unexpected help from someone who believes in you',
    'comfort and the sense of being looked after',
    'good news and a kind presence near you',
  ]),
  s('apple', 'Apple', 'fortunate', 'health career', [
    'a sweet attraction that ripens with a little patience',
    'knowledge that bears fruit and learning that pays off',
    'fresh energy and simple habits that nourish you',
    'a harvest of good things you have patiently tended',
  ]),
  s('arrow', 'Arrow', 'neutral', 'career love', [
    'a direct message from someone who has been meaning to reach you',
    'a clear aim and news that moves you forward',
    'a firm intention to look after yourself',
    'a message arriving and a direction becoming clear',
  ]),
  s('axe', 'Axe', 'cautionary', 'career', [
    'a small difficulty that you can cut through with honesty',
    'an obstacle at work that yields to steady effort',
    'a tiring stretch that eases once you clear some space',
    'a hurdle you have every strength to clear',
  ]),
  s('baby', 'Baby', 'fortunate', 'love general', [
    'a fresh beginning and a tenderness that needs gentle care',
    'a young idea or project that deserves nurturing',
    'a gentle new start and room to care for yourself',
    'a new beginning that deserves your patience',
  ]),
  s('basket', 'Basket', 'fortunate', 'love general', [
    'a gift of affection and a home that fills with warmth',
    'a welcome reward or a bonus you did not expect',
    'plenty of the small comforts that restore you',
    'a welcome gift and good things gathered together',
  ]),
  s('bat', 'Bat', 'cautionary', 'career', [
    'a restless worry that fades once it is brought into the light',
    'a plan that needs a second look before you rely on it',
    'late nights that ask to be traded for earlier rest',
    'a fruitless errand you can choose to let go of',
  ]),
  s('bear', 'Bear', 'neutral', 'health career', [
    'a protective warmth that sometimes needs softening',
    'strength enough to hold your ground in a tough stretch',
    'sturdy inner strength and a wise need for rest',
    'resilience and the patience to wait for your season',
  ]),
  s('bees', ['Bees', 'swarm of bees'], 'fortunate', 'career', [
    'a lively circle of friends where someone special gathers',
    'busy, rewarding work and a team that pulls together',
    'a buzz of energy that is best spent in balance',
    'busy days that bring sweet results',
  ]),
  s('bell', 'Bell', 'fortunate', 'love', [
    'joyful news in love, perhaps even a celebration',
    'good news about your work that arrives sooner than you think',
    'a clear signal to listen to what your body needs',
    'good news ringing out for you',
  ]),
  s('bird', 'Bird', 'fortunate', 'general love', [
    'a happy message from someone who thinks of you',
    'welcome news that lifts your working days',
    'lightness and a lift in your spirits',
    'good news arriving on light wings',
  ]),
  s('boat', 'Boat', 'fortunate', 'general', [
    'a visit from someone dear that brings you closer',
    'a safe passage through a changing time at work',
    'a calm harbour where you can rest and gather yourself',
    'a friend arriving and a safe passage forward',
  ]),
  s('book', 'Book', 'fortunate', 'career', [
    'a new chapter opening between you and someone dear',
    'learning that opens doors and a chapter you are ready to write',
    'a quiet hour of stillness that restores you',
    'a new chapter and knowledge that serves you well',
  ]),
  s('boot', 'Boot', 'neutral', 'career', [
    'a step toward someone that only you can take',
    'a move forward onto ground you have earned',
    'walks, fresh air and steady movement that clear your head',
    'a step forward on solid ground',
  ]),
  s('bridge', 'Bridge', 'fortunate', 'career love', [
    'a way across the distance between you and someone dear',
    'an opportunity that carries you over to something better',
    'a gentle passage from a tiring time into a lighter one',
    'a way across a gap that once seemed too wide',
  ]),
];
