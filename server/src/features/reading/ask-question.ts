import type { Intention } from '../../../../contract/intentions';
import type { AskRequest, AskResponse } from '../../../../contract/reading';
import type { AppContext } from '../../context';
import { type ReadingRow, readingQuestions } from '../../db/schema';
import type { Reservation } from '../../lib/rate-limit';
import type { Member } from '../../plugins/auth';
import type { AnswerInput, ReadingNarrator } from './narrator';
import { type Area, answerQuestion, CARE_MESSAGE, needsCare, restoreCup, type Settling } from './oracle';
import { takeQuestionAllowance } from './question-allowance';
import { findReading, requireReading } from './reading-history';

/** What a question is answered with: the care message, or a cup to read (with the oracle's answer as fallback). */
export type PreparedAnswer =
  | { kind: 'care'; reading: ReadingRow | null }
  | { kind: 'cup'; reading: ReadingRow; narratorInput: AnswerInput; allowance: Reservation };

/**
 * Everything that can refuse a question, checked before any answer is written (so the streaming
 * route can still answer with a JSON error): the reading (404), then the fair-use limit (429), which
 * counts the question.
 * A question that speaks of self-harm or a crisis always gets the care message, past the limit
 * and even without a reading; so does any question about a reading that was itself a care answer.
 */
export async function prepareAnswer(
  ctx: AppContext,
  options: { member: Member; input: AskRequest },
): Promise<PreparedAnswer> {
  const { member, input } = options;
  const userId = member.user.id;
  if (needsCare(input.question)) {
    return { kind: 'care', reading: await findReading(ctx, { userId, readingId: input.readingId }) };
  }
  const reading = await requireReading(ctx, { userId, readingId: input.readingId });
  // Only care readings are stored without symbols: there is no cup to read.
  if (reading.symbols.length === 0) return { kind: 'care', reading };
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
  });
  return {
    kind: 'cup',
    reading,
    narratorInput: { symbols: reading.symbols, reading: reading.text, question: input.question, fallback },
    allowance,
  };
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
  const prepared = await prepareAnswer(ctx, { member, input });
  const answer = prepared.kind === 'care' ? CARE_MESSAGE : await narrator.answer(prepared.narratorInput);
  await recordQuestion(ctx, { member, reading: prepared.reading, question: input.question, answer });
  return { answer };
}
