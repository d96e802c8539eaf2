import { defineSymbol as s } from './define-symbol';

/** Dictionary entries Hourglass to Owl. */
export const SYMBOLS_D = [
  s('hourglass', 'Hourglass', 'cautionary', 'career', [
    'a choice in love that would rather not wait too long',
    'a deadline that asks for a steady pace, not panic',
    'a reminder to make time for rest before you need it',
    'a decision best made sooner rather than later',
  ]),
  s('house', 'House', 'fortunate', 'love general', [
    'a shared home and a deep sense of belonging',
    'security and a solid base for your work',
    'comfort, rest and a safe place to restore yourself',
    'security, home and settled days',
  ]),
  s('key', 'Key', 'fortunate', 'career', [
    "an open door to someone's heart",
    'a door opening and the answer you have been seeking',
    'finding out what truly helps you rest',
    'new opportunities and an answer unlocked',
  ]),
  s('kite', 'Kite', 'fortunate', 'career general', [
    'a wish in love lifting into reach',
    'ambitions rising on the right wind',
    'lightness, play and time in the open air',
    'a wish rising toward fulfilment',
  ]),
  s('ladder', 'Ladder', 'fortunate', 'career', [
    'a relationship climbing higher step by step',
    'promotion and steady advancement',
    'small steps that add up to real strength',
    'steady progress, one rung at a time',
  ]),
  s('lamp', 'Lamp', 'fortunate', 'general', [
    'feelings brought gently into the light',
    'clarity and a hidden answer revealed',
    'a clearer sense of what you need',
    'something hidden brought kindly to light',
  ]),
  s('leaf', 'Leaf', 'fortunate', 'health general', [
    'a fresh start and a new leaf turned in love',
    'growth and fresh opportunities unfurling',
    'renewal and a fresh, growing energy',
    'growth and a fresh page turning',
  ]),
  s('letter', 'Letter', 'neutral', 'love career', [
    'a message from someone who has been thinking of you',
    'news arriving in writing, worth reading twice',
    'a note to yourself to slow down and listen',
    'news that is already on its way',
  ]),
  s('lighthouse', 'Lighthouse', 'fortunate', 'general health', [
    'a guiding light that brings you safely home to love',
    'guidance that steers you past a tricky stretch',
    'a steady light to guide you back to balance',
    'guidance and safety through changing weather',
  ]),
  s('lily', 'Lily', 'fortunate', 'love health', [
    'a pure and devoted affection',
    'work done with integrity that earns respect',
    'peace, calm and a quiet renewal',
    'peace and a gentle happiness',
  ]),
  s('lion', 'Lion', 'fortunate', 'career', [
    'a proud and protective love',
    'leadership, courage and influential friends',
    'courage and strong, bright energy',
    'courage, strength and the support of powerful friends',
  ]),
  s('lock', 'Lock', 'cautionary', 'career', [
    'a guarded heart that opens slowly with trust',
    'a closed door that simply needs a different key',
    'tension held in and asking to be released',
    'an obstacle that has a way around it',
  ]),
  s('moon', 'Moon', 'neutral', 'love health', [
    'romance and a dreamy, tender mood',
    'imagination and ideas that come in quiet hours',
    'your natural rhythms and the value of rest',
    'intuition, dreams and a change in mood',
  ]),
  s('mountain', 'Mountain', 'neutral', 'career', [
    'a challenge that brings you closer once you climb it together',
    'a big ambition and the climb to reach it',
    'a long, steady climb toward more energy',
    'high ambitions and the patience to climb',
  ]),
  s('mouse', 'Mouse', 'cautionary', 'career', [
    'quiet doubts that need a brave, honest word',
    'money worth keeping a careful eye on',
    'small worries nibbling at your peace',
    'something small to keep a careful eye on',
  ]),
  s('mushroom', 'Mushroom', 'neutral', 'general', [
    'a sudden change of heart, happy or surprising',
    'quick growth that needs firm roots',
    'quiet growth happening out of sight',
    'rapid growth and a surprise in store',
  ]),
  s('nest', 'Nest', 'fortunate', 'love health', [
    'a warm, safe home built together',
    'a nest egg growing with patient care',
    'rest, safety and time to restore yourself',
    'home, comfort and security',
  ]),
  s('owl', 'Owl', 'cautionary', 'health general', [
    'a call to look a little deeper before you trust',
    'a project that needs wiser planning',
    'a nudge to protect your rest and sleep',
    'a call for wisdom and quiet reflection',
  ]),
];
