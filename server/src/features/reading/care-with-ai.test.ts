/**
 * The care decision with an AI provider configured, against the local chat-completions stand-in:
 * the model is asked too, a crisis judged by either side wins, and a provider that hangs or
 * answers nonsense leaves the embedded decision standing.
 */

import { CARE_MESSAGE, HEALTH_MESSAGE } from '@contract/care';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpPremium } from '../../../test/factories';
import { type OpenAiStandIn, startOpenAiStandIn } from '../../../test/stand-ins/openai-compatible';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { readings } from '../../db/schema';
import { CARE_JUDGE_SYSTEM_PROMPT } from '../care/ai-care-judge';
import { NARRATOR_SYSTEM_PROMPT } from './narrator';
import { parseSse } from './test-sse';

const CRISIS = '{"kind":"crisis","abuse":false}';
const HEALTH = '{"kind":"health","abuse":false}';
/** Read by the rules as ordinary; only a reader of meaning would worry. */
const QUIET = 'everyone will understand soon why I did it';

let standIn: OpenAiStandIn;
let t: TestApp;
/** An app whose provider deadline is short, for the provider that hangs. */
let impatient: TestApp;
/** The same stand-in running, but no provider configured. */
let offline: TestApp;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  t = await startTestApp({ ai: { baseUrl: standIn.baseUrl, model: 'test-model', timeoutMs: 5000 } });
  impatient = await startTestApp({ ai: { baseUrl: standIn.baseUrl, model: 'test-model', timeoutMs: 300 } });
  offline = await startTestApp();
});
afterEach(() => {
  standIn.setMode('ok');
  standIn.requests.length = 0;
});
afterAll(async () => {
  await standIn.close();
  await Promise.all([t.close(), impatient.close(), offline.close()]);
});

const bySystemPrompt = (prompt: string) =>
  standIn.requests.filter((request) => request.body.messages[0]?.content === prompt);
const judgeCalls = () => bySystemPrompt(CARE_JUDGE_SYSTEM_PROMPT);
const narratorCalls = () => bySystemPrompt(NARRATOR_SYSTEM_PROMPT);

async function storedCare(app: TestApp, id: number) {
  const [row] = await app.database.db.select().from(readings).where(eq(readings.id, id));
  return row?.care;
}

describe('readings with an AI provider', () => {
  it('answers with care when the model judges a crisis the rules missed, and never narrates it', async () => {
    standIn.setText(CRISIS);
    const member = await signUp(t);
    const res = await member.client.post('/api/coffee-reading', { intention: QUIET });
    expect(res.body).toMatchObject({ reading: CARE_MESSAGE, symbols: [] });
    expect(await storedCare(t, res.body.id)).toBe('crisis');
    expect(judgeCalls()[0]?.body.messages[1].content).toBe(`<member_text>${QUIET}</member_text>`);
    expect(narratorCalls()).toEqual([]);
  });

  it('answers without a prediction when the model judges a health question', async () => {
    standIn.setText(HEALTH);
    const member = await signUp(t);
    // The rules read this as ordinary; the model reads the losses as miscarriages.
    const intention = 'is there a baby in my future after three losses';
    const res = await member.client.post('/api/coffee-reading', { intention });
    expect(res.body).toMatchObject({ reading: HEALTH_MESSAGE, symbols: [] });
    expect(narratorCalls()).toEqual([]);
  });

  it('never sends a text the rules read as a crisis to the model', async () => {
    standIn.setText('{"kind":"ordinary","abuse":false}');
    const member = await signUp(t);
    const res = await member.client.post('/api/coffee-reading', { intention: 'I took a lot of pills' });
    expect(res.body.reading).toBe(CARE_MESSAGE);
    expect(standIn.requests).toEqual([]);
  });

  it('keeps the embedded decision when the model answers nonsense', async () => {
    const nonsense = 'The cup shows a bird near the rim: good news is on its way to you.';
    standIn.setText(nonsense);
    const member = await signUp(t);
    const health = await member.client.post('/api/coffee-reading', { intention: 'will the IVF work this time' });
    expect(health.body.reading).toBe(HEALTH_MESSAGE);
    expect(narratorCalls()).toEqual([]);
    // An ordinary intention is read, and narrated by the model as usual.
    const ordinary = await member.client.post('/api/coffee-reading', { intention: 'will he text me back' });
    expect(ordinary.body.reading).toBe(nonsense);
    expect(ordinary.body.symbols.length).toBeGreaterThanOrEqual(4);
    expect(narratorCalls()).toHaveLength(1);
    // Should a health question slip past both, the narrator is told not to predict health.
    expect(narratorCalls()[0]?.body.messages[0].content).toContain('Never predict anything about health');
  });

  it('keeps the embedded decision when the provider hangs past its time-out', async () => {
    standIn.setMode('hang');
    const member = await signUp(impatient);
    const health = await member.client.post('/api/coffee-reading', { intention: 'Is the lump in my breast cancer?' });
    expect(health.body.reading).toBe(HEALTH_MESSAGE);
    const ordinary = await member.client.post('/api/coffee-reading', { intention: QUIET });
    expect(ordinary.status).toBe(201);
    expect(ordinary.body.symbols.length).toBeGreaterThanOrEqual(4);
    expect(await storedCare(impatient, ordinary.body.id)).toBeNull();
  });
});

describe('the ask chat with an AI provider', () => {
  async function premiumWithReading() {
    standIn.setText('{"kind":"ordinary","abuse":false}');
    const member = await signUpPremium(t);
    await member.client.post('/api/coffee-reading', { intention: 'a new home' });
    standIn.requests.length = 0;
    return member;
  }

  it('answers with care when the model judges a crisis (POST /api/ask)', async () => {
    const member = await premiumWithReading();
    standIn.setText(CRISIS);
    const res = await member.client.post('/api/ask', { question: QUIET, locale: 'en-GB' });
    expect(res.body.answer).toContain('Samaritans on 116 123');
    expect(narratorCalls()).toEqual([]);
  });

  it('streams no fortune before the care message the model asked for (POST /api/ask/stream)', async () => {
    const member = await premiumWithReading();
    standIn.setText(CRISIS);
    const events = parseSse((await member.client.post('/api/ask/stream', { question: QUIET })).body);
    expect(events).toEqual([
      { event: 'message', data: { delta: CARE_MESSAGE } },
      { event: 'done', data: { answer: CARE_MESSAGE } },
    ]);
    expect(narratorCalls()).toEqual([]);
  });

  it('streams the fortune when the model finds nothing to worry about', async () => {
    const member = await premiumWithReading();
    standIn.setText('{"kind":"ordinary","abuse":false}');
    const events = parseSse((await member.client.post('/api/ask/stream', { question: 'and love?' })).body);
    expect(events.at(-1)?.event).toBe('done');
    expect(judgeCalls()).toHaveLength(1);
    expect(narratorCalls()).toHaveLength(1);
  });
});

describe('without an AI provider', () => {
  it("sends nothing about the member's text anywhere", async () => {
    const member = await signUpPremium(offline);
    for (const intention of [QUIET, 'I want to die', 'Will my mum get better from her cancer?']) {
      expect((await member.client.post('/api/coffee-reading', { intention })).status).toBe(201);
    }
    await member.client.post('/api/ask', { question: 'will he call?' });
    expect(standIn.requests).toEqual([]);
  });
});
