import { INTENTIONS } from '@contract/intentions';
import { MOODS } from '@contract/mood-names';
import { ZODIAC_SIGNS } from '@contract/zodiac';
import { composeHoroscope } from '../../src/features/guidance/horoscope-composer';
import { SKY_BODIES, skyFor } from '../../src/features/guidance/sky';
import { answerQuestion, castCup } from '../../src/features/reading/oracle';
import { SYMBOLS } from '../../src/features/reading/oracle/symbols';
import { SAMPLE_QUESTIONS } from '../../src/features/reading/oracle/test-fixtures';

/**
 * Fixed, deterministic samples of the generated texts the phrasing measure reads (issue 32, item
 * 4): a year of horoscopes for every sign, and ask answers for many members and questions.
 */

/** Words that are content, not phrasing: signs, the Sun, Moon and planets, and the cup's shapes. */
export const SLOT_NAMES: readonly string[] = [...ZODIAC_SIGNS, ...SKY_BODIES, ...SYMBOLS.map((s) => s.noun)];

/** The 'YYYY-MM-DD' days from `start`, one after another. */
function consecutiveDays(start: string, count: number): string[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(first + i * 86_400_000).toISOString().slice(0, 10));
}

/**
 * 365 consecutive days from 2026-01-01 x 12 signs of basic horoscope text, or of the headline the
 * dashboard leads with.
 */
export function sampleHoroscopes(start = '2026-01-01', days = 365, part: 'text' | 'headline' = 'text'): string[] {
  const texts: string[] = [];
  for (const date of consecutiveDays(start, days)) {
    const sky = skyFor(date);
    for (const sign of ZODIAC_SIGNS) texts.push(composeHoroscope({ sign, date, sky })[part]);
  }
  return texts;
}

const QUESTIONS = [
  ...SAMPLE_QUESTIONS,
  'Does she still think of me?',
  'What does the bird mean?',
  'How soon will things settle at home?',
  'Am I on the right path?',
  'What is holding me back at work?',
  'Will my friendship recover?',
  'Should I ask for a raise?',
  'What will the coming weeks bring?',
  'How do I find more calm?',
  'Can we make this relationship work?',
  'What should I let go of?',
  'Is it time to start something new?',
  'When will my luck turn?',
  'What does my cup say about money?',
  'Should I trust this new person?',
  'How can I feel more energetic?',
  'Where is my career heading?',
  'Will I find love this year?',
  'What is the lesson for me right now?',
];

const INTENTION_TEXTS = [
  'find a job I love',
  'feel closer to my partner',
  'sleep well and rest more',
  'understand what comes next',
  'start my own studio',
  'heal an old friendship',
  'move to a new city',
  'find peace with my family',
];

/** 500 ask answers: a different member, cup, intention and question for each (the embedded oracle's text). */
export function sampleAskAnswers(count = 500): string[] {
  const answers: string[] = [];
  const days = consecutiveDays('2026-01-01', 90);
  for (let i = 0; i < count; i++) {
    const intention = INTENTION_TEXTS[i % INTENTION_TEXTS.length] as string;
    const cup = castCup({
      memberKey: `member-${i % 137}`,
      intention,
      category: INTENTIONS[i % INTENTIONS.length],
      sign: ZODIAC_SIGNS[i % ZODIAC_SIGNS.length],
      mood: MOODS[i % MOODS.length],
      date: days[i % days.length] as string,
      nonce: `${i + 1}:${1_767_225_600_000 + i * 3_600_000}`,
      recentSymbolIds: [],
    });
    const question = QUESTIONS[(i * 7) % QUESTIONS.length] as string;
    answers.push(answerQuestion(cup, { question, intention }));
  }
  return answers;
}
