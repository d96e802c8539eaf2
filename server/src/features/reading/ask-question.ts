import type { Intention } from '@contract/intentions';
import type { AskRequest, AskResponse } from '@contract/reading';
import type { AppContext, Member } from '../../context';
import type { Reservation } from '../../db/rate-limit';
import { type ReadingRow, readingQuestions } from '../../db/schema';
import {
  assessCare,
  careAnswerFor,
  careAnswerForMember,
  careMessageFor,
  healthMessageFor,
  type LocaleHint,
  loadLanguageDetector,
  readCare,
  withCareNote,
} from '../care';
import type { AnswerInput, ReadingNarrator } from './narrator';
import { noCupAnswer } from './no-cup-answer';
import { type Area, answerQuestion, restoreCup, type Settling } from './oracle';
import { takeQuestionAllowance } from './question-allowance';
import { findReading, requireReading } from './reading-history';

/** What a question is answered with: words said instead of a fortune, or a cup to read (with the oracle's answer as fallback). */
export type PreparedAnswer =
  | { kind: 'care'; reading: ReadingRow | null; answer: string }
  | {
      kind: 'cup';
      reading: ReadingRow;
      narratorInput: AnswerInput;
      locale: LocaleHint;
      allowance: Reservation;
      /** The member's help lines, said gently beneath the answer, when no care rule reads the question's language. */
      careNote: string | null;
    };

/**
 * Everything that can refuse a question, checked before any answer is written (so the streaming
 * route can still answer with a JSON error): the reading (404), then the fair-use limit (429), which
 * counts the question.
 * A question the care rules read as a crisis always gets the care message, past the limit and even
 * without a reading; a health question gets the health answer; a question about a reading that was
 * itself a care or health answer has no cup to read. The model's opinion is asked later (settleAnswer).
 */
export async function prepareAnswer(
  ctx: AppContext,
  options: { member: Member; input: AskRequest },
): Promise<PreparedAnswer> {
  const { member, input } = options;
  const userId = member.user.id;
  const hint = { locale: input.locale, timeZone: input.timeZone, memberLanguage: member.user.language };
  await loadLanguageDetector();
  const rules = readCare(input.question, hint);
  const textLanguage = rules.language;
  if (rules.kind === 'crisis') {
    const answer = careMessageFor(hint, { abuse: rules.abuse, textLanguage });
    return { kind: 'care', reading: await findReading(ctx, { userId, readingId: input.readingId }), answer };
  }
  const reading = await requireReading(ctx, { userId, readingId: input.readingId });
  if (reading.care || reading.symbols.length === 0) {
    return { kind: 'care', reading, answer: noCupAnswer(reading, rules.kind === 'health', hint, textLanguage) };
  }
  if (rules.kind === 'health') {
    return { kind: 'care', reading, answer: healthMessageFor(hint, { textLanguage }) };
  }
  const allowance = await takeQuestionAllowance(ctx, { userId });

  const cup = restoreCup({
    seed: reading.seed,
    area: reading.area as Area,
    settling: reading.settling as Settling,
    symbols: reading.symbols,
  });
  const fallback = answerQuestion(cup, {
    question: input.question,
    intention: reading.intention,
    category: (reading.category as Intention | null) ?? undefined,
    language: member.user.language,
  });
  return {
    kind: 'cup',
    reading,
    narratorInput: { symbols: reading.symbols, reading: reading.text, question: input.question, fallback },
    locale: hint,
    allowance,
    careNote: rules.judged ? null : careAnswerForMember('note', { hint, textLanguage }),
  };
}

/**
 * Asks the model, when a provider is configured, whether a question the rules let through is a
 * crisis or about health after all; either turns the answer into care. Called after the checks,
 * so a member past the limit costs no model call.
 */
export async function settleAnswer(prepared: PreparedAnswer, narrator: ReadingNarrator): Promise<PreparedAnswer> {
  if (prepared.kind !== 'cup' || !narrator.judgeCare) return prepared;
  const assessment = await assessCare(prepared.narratorInput.question, {
    judge: narrator.judgeCare,
    hint: prepared.locale,
  });
  const answer = careAnswerFor(assessment, prepared.locale);
  return answer === null ? prepared : { kind: 'care', reading: prepared.reading, answer };
}

/** Keeps the question and its answer (the fair-use limit has already counted it). */
export async function recordQuestion(
  ctx: AppContext,
  options: { member: Member; reading: ReadingRow | null; question: string; answer: string },
): Promise<void> {
  // A care answer without any reading has nowhere to belong, and is not worth a limit.
  if (!options.reading) return;
  await ctx.db.insert(readingQuestions).values({
    userId: options.member.user.id,
    readingId: options.reading.id,
    question: options.question,
    answer: options.answer,
    createdAt: ctx.now(),
  });
}

/** Answers a follow-up question from the same cup as the reading (POST /api/ask). */
export async function askQuestion(
  ctx: AppContext,
  options: { member: Member; input: AskRequest; narrator: ReadingNarrator },
): Promise<AskResponse> {
  const { member, input, narrator } = options;
  const prepared = await settleAnswer(await prepareAnswer(ctx, { member, input }), narrator);
  const answer =
    prepared.kind === 'care'
      ? prepared.answer
      : withCareNote(await narrator.answer(prepared.narratorInput), prepared.careNote);
  await recordQuestion(ctx, { member, reading: prepared.reading, question: input.question, answer });
  return { answer };
}
