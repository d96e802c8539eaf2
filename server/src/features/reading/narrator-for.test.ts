import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInMember, signUpPremium } from '../../../test/factories';
import { type OpenAiStandIn, startOpenAiStandIn } from '../../../test/stand-ins/openai-compatible';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { type ReadingRow, readingQuestions, readings } from '../../db/schema';
import { NARRATOR_SYSTEM_PROMPT } from './narrator';
import { answerQuestion, composeReading, restoreCup } from './oracle';
import type { Area, Settling } from './oracle/types';
import { openAskStream, parseSse } from './test-sse';

const MODEL_TEXT =
  'Your cup is bright tonight. A small bird at the rim flies toward you with welcome news, ' +
  'and the anchor below asks you to stay steady. Trust the slow work you have begun.';
const INTENTION = 'find a job I love';

let standIn: OpenAiStandIn;
/** An app whose narrator deadline (10 min) is far beyond any test's time-out: no test here waits for it. */
let t: TestApp;
/** Narrator with a short deadline, for the provider that hangs. */
let impatient: TestApp;
beforeAll(async () => {
  standIn = await startOpenAiStandIn({ text: MODEL_TEXT });
  t = await startTestApp({ ai: { baseUrl: standIn.baseUrl, model: 'test-model', timeoutMs: 600_000 } });
  impatient = await startTestApp({ ai: { baseUrl: standIn.baseUrl, model: 'test-model', timeoutMs: 300 } });
});
afterEach(() => {
  standIn.setMode('ok');
  standIn.requests.length = 0;
});
afterAll(async () => {
  await standIn.close();
  await t.close();
  await impatient.close();
});

/** The narrator's calls to the provider (the care judge is asked first, with its own system prompt). */
const narratorRequests = () =>
  standIn.requests.filter((request) => request.body.messages[0]?.content === NARRATOR_SYSTEM_PROMPT);

async function storedReading(app: TestApp, id: number): Promise<ReadingRow> {
  const [row] = await app.database.db.select().from(readings).where(eq(readings.id, id));
  if (!row) throw new Error(`reading ${id} not stored`);
  return row;
}

const cupOf = (row: ReadingRow) => restoreCup({ ...row, area: row.area as Area, settling: row.settling as Settling });

/** The oracle's own text for a stored reading, rebuilt from its cup. */
function oracleTextOf(row: ReadingRow, member: SignedInMember): string {
  return composeReading(cupOf(row), {
    intention: row.intention,
    category: 'Career',
    firstName: member.user.firstName as string,
  });
}

async function read(app: TestApp, member: SignedInMember) {
  const res = await member.client.post('/api/coffee-reading', { intention: INTENTION, category: 'Career' });
  expect(res.status).toBe(201);
  return { res, row: await storedReading(app, res.body.id) };
}

describe('the reading with an AI narrator', () => {
  it('takes the narrative from the provider, given the same symbol records and the intention as data', async () => {
    const member = await signUpPremium(t);
    const { res, row } = await read(t, member);
    expect(res.body.reading).toBe(MODEL_TEXT);
    expect(row.text).toBe(MODEL_TEXT);
    const prompt: string = narratorRequests()[0]?.body.messages[1].content;
    for (const symbol of res.body.symbols) expect(prompt).toContain(`- ${symbol.name}: zone ${symbol.zone}`);
    expect(prompt).toContain(`<member_intention>${INTENTION}</member_intention>`);
  });

  it('falls back to the oracle’s own text when the provider errors (still 201)', async () => {
    standIn.setMode('error');
    const member = await signUpPremium(t);
    const { res, row } = await read(t, member);
    expect(res.body.reading).toBe(oracleTextOf(row, member));
  });

  it('falls back to the oracle’s own text when the provider hangs past the deadline (still 201)', async () => {
    standIn.setMode('hang');
    const member = await signUpPremium(impatient);
    const { res, row } = await read(impatient, member);
    expect(res.body.reading).toBe(oracleTextOf(row, member));
    expect(narratorRequests()).toHaveLength(1);
  });

  it('never sends a crisis intention to the provider', async () => {
    const member = await signUpPremium(t);
    await member.client.post('/api/coffee-reading', { intention: 'I want to die' });
    expect(standIn.requests).toEqual([]);
  });
});

describe('the ask chat with an AI narrator', () => {
  it('answers from the provider, with the reading and the question as marked data', async () => {
    const member = await signUpPremium(t);
    await read(t, member);
    standIn.requests.length = 0;
    const res = await member.client.post('/api/ask', { question: 'Will they call me back?' });
    expect(res).toMatchObject({ status: 200, body: { answer: MODEL_TEXT } });
    const prompt: string = narratorRequests()[0]?.body.messages[1].content;
    expect(prompt).toContain('<member_question>Will they call me back?</member_question>');
    expect(prompt).toContain(`<reading>${MODEL_TEXT}</reading>`);
  });

  it('falls back to the oracle’s answer from the same cup when the provider errors', async () => {
    const member = await signUpPremium(t);
    const { row } = await read(t, member);
    standIn.setMode('error');
    const question = 'Will they call me back?';
    const res = await member.client.post('/api/ask', { question });
    expect(res.body.answer).toBe(answerQuestion(cupOf(row), { question, intention: INTENTION, category: 'Career' }));
  });

  it('streams the provider’s answer as several deltas, then done', async () => {
    const member = await signUpPremium(t);
    await read(t, member);
    const events = parseSse((await member.client.post('/api/ask/stream', { question: 'And love?' })).body);
    const deltas = events.filter((e) => e.event === 'message').map((e) => e.data.delta);
    expect(deltas.length).toBeGreaterThan(2);
    expect(events.at(-1)).toEqual({ event: 'done', data: { answer: MODEL_TEXT } });
    expect(deltas.join('')).toBe(MODEL_TEXT);
  });

  it('ends with the words already sent when the provider breaks off midway', async () => {
    const member = await signUpPremium(t);
    await read(t, member);
    standIn.setMode('cut');
    const events = parseSse((await member.client.post('/api/ask/stream', { question: 'And love?' })).body);
    const answer: string = events.at(-1)?.data.answer;
    expect(events.at(-1)?.event).toBe('done');
    expect(answer.length).toBeGreaterThan(0);
    expect(MODEL_TEXT.startsWith(answer)).toBe(true);
    expect(answer).not.toBe(MODEL_TEXT);
  });

  it('stops the provider call when the member closes the chat, and still keeps the question', async () => {
    const member = await signUpPremium(t);
    const { row } = await read(t, member);
    // The narrator's call hangs; the care judge's answers (at once, with no verdict it can use).
    standIn.setMode('hang', (body) => body.messages[0]?.content === NARRATOR_SYSTEM_PROMPT);
    standIn.requests.length = 0;
    const question = 'Is anyone there?';
    const stream = await openAskStream(member.client, { question });
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await expect.poll(() => narratorRequests().length).toBe(1);
    stream.close();
    // The provider would hang for ten minutes: the row can only appear because the call was stopped.
    const kept = () => t.database.db.select().from(readingQuestions).where(eq(readingQuestions.userId, member.user.id));
    await expect
      .poll(kept, { timeout: 10_000 })
      .toMatchObject([
        { question, answer: answerQuestion(cupOf(row), { question, intention: INTENTION, category: 'Career' }) },
      ]);
  });
});
