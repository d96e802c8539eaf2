import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../../test/factories';
import { type SmtpCatcher, startSmtpCatcher } from '../../../test/smtp-catcher';
import { startTestApp, type TestApp } from '../../../test/test-app';

const TRIES = 30;

let t: TestApp;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({ smtpUrl: smtp.url, trustProxy: ['127.0.0.1'] });
  client = new Worker(CLIENT, { eval: true });
});
afterAll(async () => {
  await client.terminate();
  await t.close();
  await smtp.close();
});

/**
 * The timing client runs on a thread of its own, as an outside caller would: on the app's thread,
 * reading the answer would wait for whatever the app does next, and that is not the answer's time.
 */
const CLIENT = `
const { parentPort } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
parentPort.on('message', async ({ url, email, from }) => {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ email }),
  });
  await res.text();
  parentPort.postMessage({ status: res.status, ms: performance.now() - started });
});
`;
let client: Worker;
let requests = 0;
/** One forgot-password request from an address of its own, timed from sending to the whole answer. */
async function timedRequest(email: string): Promise<number> {
  requests += 1;
  const from = `10.5.${Math.floor(requests / 250) % 250}.${requests % 250}`;
  const answer = new Promise<{ status: number; ms: number }>((resolve) => client.once('message', resolve));
  client.postMessage({ url: `${t.url}/api/forgot-password`, email, from });
  const { status, ms } = await answer;
  expect(status).toBe(200);
  return ms;
}

const round = (value: number) => Number(value.toFixed(2));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return ((sorted[Math.floor(middle - 0.5)] as number) + (sorted[Math.ceil(middle - 0.5)] as number)) / 2;
};

/** How often a known address's answer took longer than an unknown one's, over every pair (0.5: no signal). */
const slowerShare = (known: number[], unknown: number[]) =>
  known.reduce((sum, k) => sum + unknown.reduce((s, u) => s + (k > u ? 1 : k === u ? 0.5 : 0), 0), 0) /
  (known.length * unknown.length);

describe('forgot password: the time of the answer says nothing about the account', () => {
  it('30 known and 30 unknown addresses, interleaved: the medians agree and neither is reliably slower', async () => {
    // Every address is new, so each request takes the same fresh rate-limit rows.
    const members = await Promise.all(Array.from({ length: TRIES }, () => insertMember(t.database.db)));
    const unknown = Array.from({ length: TRIES }, (_, i) => `nobody-${i}-${Date.now()}@telve.test`);
    // Warm both paths (first statements plan, the mail library loads), then measure in turns.
    await timedRequest(`warm-${Date.now()}@telve.test`);
    const warm = await insertMember(t.database.db);
    await timedRequest(warm.email);
    await t.app.ctx.mail.idle();
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < TRIES; i += 1) {
      const order = i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const kind of order) {
        times[kind].push(await timedRequest(kind === 'known' ? (members[i]?.email as string) : (unknown[i] as string)));
        // The mail work of a known address happens after its answer: let it finish before the next try.
        await t.app.ctx.mail.idle();
        await delay(5);
      }
    }
    // Each known try is paired with the unknown one beside it, so a change of load hits both.
    const pairedDifference = median(times.known.map((known, i) => known - (times.unknown[i] as number)));
    const figures = {
      medianKnownMs: round(median(times.known)),
      medianUnknownMs: round(median(times.unknown)),
      pairedDifferenceMs: round(pairedDifference),
      knownSlower: round(slowerShare(times.known, times.unknown)),
    };
    console.info(`forgot-password timing ${JSON.stringify(figures)}`);
    // Before the fix a known address answered 6-14 ms later here (its token and mail were made
    // first) when this file ran alone. The bounds are generous: on two cores busy with other work
    // single figures move by 10 ms and more, and so do they with or without a leak; the tests of
    // forgot-password-after-answer.test.ts hold whatever the load.
    expect(figures.pairedDifferenceMs).toBeLessThan(Math.max(3, 0.25 * figures.medianUnknownMs));
    expect(figures.knownSlower).toBeLessThan(0.75);
    await t.app.ctx.mail.idle();
    expect(smtp.mails.filter((m) => m.subject === 'Choose a new Telve password')).toHaveLength(TRIES + 1);
  });
});
