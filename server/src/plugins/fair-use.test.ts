import { FAIR_USE, type FairUseName } from '@contract/fair-use';
import { ROUTES } from '@contract/routes';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import type { TestResponse } from '../../test/test-client';
import { registerFairUse } from './fair-use';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const tally = (results: TestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const res of results) counts[res.status] = (counts[res.status] ?? 0) + 1;
  return counts;
};
const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

function photoForm(bytes: Buffer) {
  const data = new FormData();
  data.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
  return data;
}

describe('fair use per member, under parallel requests', () => {
  it('stores 30 readings an hour: 30 of 50 parallel, then a friendly 429 until the hour is over', async () => {
    t.clock.set(new Date());
    const member = await signUp(t);
    const results = await times(50, () => member.client.post('/api/coffee-reading', { intention: 'travel' }));
    expect(tally(results)).toEqual({ 201: 30, 429: 20 });
    const refused = results.find((res) => res.status === 429)!;
    expect(refused.body).toEqual({
      message: 'You have reached the fair-use limit of 30 readings an hour. Please try again in 60 minutes.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(refused.headers.get('retry-after')).toBe('3600');
    // Another member is not affected.
    expect((await (await signUp(t)).client.post('/api/coffee-reading', { intention: 'love' })).status).toBe(201);
    t.clock.advance(HOUR);
    expect((await member.client.post('/api/coffee-reading', { intention: 'travel' })).status).toBe(201);
  }, 60_000);

  it('stores 60 moods an hour: 60 of 80 parallel; refused bodies do not count', async () => {
    t.clock.set(new Date());
    const member = await signUp(t);
    expect(tally(await times(5, () => member.client.post('/api/moods', { mood: 'Grumpy' })))).toEqual({ 400: 5 });
    const results = await times(80, () => member.client.post('/api/moods', { mood: 'Calm' }));
    expect(tally(results)).toEqual({ 201: 60, 429: 20 });
    expect(results.find((res) => res.status === 429)?.body.message).toBe(
      'You have reached the fair-use limit of 60 moods an hour. Please try again in 60 minutes.',
    );
  }, 60_000);

  it('gives 120 affirmations an hour: 120 of 150 parallel', async () => {
    t.clock.set(new Date());
    const member = await signUp(t);
    const results = await times(150, () => member.client.post('/api/affirmation', { mood: 'Hopeful' }));
    expect(tally(results)).toEqual({ 200: 120, 429: 30 });
  }, 60_000);

  it('takes 10 photo uploads an hour: 10 of 12 parallel', async () => {
    t.clock.set(new Date());
    const member = await signUp(t);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a0522d' } })
      .png()
      .toBuffer();
    const results = await times(12, () => member.client.post('/api/upload-photo', photoForm(png)));
    expect(tally(results)).toEqual({ 200: 10, 429: 2 });
    expect(results.find((res) => res.status === 429)?.body.message).toBe(
      'You have reached the fair-use limit of 10 photo uploads an hour. Please try again in 60 minutes.',
    );
  }, 60_000);

  it('draws 60 share cards an hour: 60 of 70 parallel, cached ones counted too', async () => {
    t.clock.set(new Date());
    const member = await signUp(t);
    const results = await times(70, () =>
      member.client.post('/api/share-cards/affirmation', { text: 'I am calm.', format: 'post' }),
    );
    expect(tally(results)).toEqual({ 200: 60, 429: 10 });
    expect(results.find((res) => res.status === 429)?.body.message).toBe(
      'You have reached the fair-use limit of 60 share cards an hour. Please try again in 60 minutes.',
    );
  }, 60_000);

  it('decodes at most 2 photos at a time; the others wait their turn and succeed', async () => {
    const members = await times(6, () => signUp(t));
    const big = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#6f4e37' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    let mostRunning = 0;
    let mostWaiting = 0;
    const sample = setInterval(() => {
      mostRunning = Math.max(mostRunning, t.app.ctx.images.decodes.activeCount);
      mostWaiting = Math.max(mostWaiting, t.app.ctx.images.decodes.pendingCount);
    }, 1);
    try {
      const results = await Promise.all(members.map((m) => m.client.post('/api/upload-photo', photoForm(big))));
      expect(tally(results)).toEqual({ 200: 6 });
    } finally {
      clearInterval(sample);
    }
    expect(mostRunning).toBe(2);
    expect(mostWaiting).toBeGreaterThan(0);
  }, 60_000);
});

describe('fair use per client address, on public routes', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({ trustProxy: ['127.0.0.1'] });
    proxied.clock.set(new Date());
  });
  afterAll(() => proxied.close());

  it('takes 30 tries of a reset or verification link per address in 15 minutes, both routes together', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const token = 'x'.repeat(43);
    const results = await times(31, (i) =>
      i % 6 === 0
        ? proxied.client().post('/api/reset-password', { token, password: 'some-fine-password' }, from('10.251.0.1'))
        : proxied.client().post('/api/verify-email', { token }, from('10.251.0.1')),
    );
    expect(tally(results)).toEqual({ 400: 30, 429: 1 });
    expect(results.find((res) => res.status === 429)?.body.message).toBe(
      'Too many tries of this link. Please try again in 15 minutes.',
    );
    expect((await proxied.client().post('/api/verify-email', { token }, from('10.251.0.2'))).status).toBe(400);
  }, 60_000);
});

describe('the fair-use declarations', () => {
  it('are each counted by some route, and a member limit only on routes for members', () => {
    const declared = Object.values(ROUTES).flatMap((route) => ('limit' in route ? [route] : []));
    expect(new Set(declared.map((route) => route.limit))).toEqual(new Set(Object.keys(FAIR_USE)));
    const per = (name: FairUseName): string => FAIR_USE[name].per;
    const memberLimitsInPublic = declared.filter((route) => route.access === 'public' && per(route.limit) === 'member');
    expect(memberLimitsInPublic).toEqual([]);
  });

  it("refuse a public route that would count a member's limit, when the route is added", async () => {
    const app = Fastify();
    registerFairUse(app);
    expect(() => app.get('/x', { config: { access: 'public', limit: 'readings' } }, async () => ({}))).toThrow(
      "GET /x: a public route cannot count a member's limit (readings)",
    );
    await app.close();
  });
});
