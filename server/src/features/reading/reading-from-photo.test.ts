import { randomUUID } from 'node:crypto';
import { CUP_PHOTO_MESSAGES, type CupShape } from '@contract/cup-photos';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { cupJpeg, photoForm, STAND_IN_SIGHT, StandInReader } from '../cup-photo/test-cup-photos';
import { SYMBOLS } from './oracle/symbols';

let t: TestApp;
const reader = new StandInReader();
beforeAll(async () => {
  t = await startTestApp({}, { cupReader: reader.read });
});
afterAll(() => t.close());
beforeEach(() => {
  reader.next = { ok: true, sight: STAND_IN_SIGHT };
});

async function photoWith(client: TestClient, shapes: CupShape[]): Promise<string> {
  reader.next = { ok: true, sight: { ...STAND_IN_SIGHT, shapes } };
  const res = await client.post('/api/cup-photos', photoForm(await cupJpeg()));
  expect(res.status).toBe(201);
  return res.body.id;
}

const shape = (over: Partial<CupShape>): CupShape => ({
  symbolId: null,
  form: 'mass',
  zone: 'side',
  box: { x: 0.4, y: 0.3, w: 0.1, h: 0.1 },
  confidence: 0.9,
  ...over,
});

/** The dictionary's nouns the text names, as whole words. */
const nounsIn = (text: string) =>
  SYMBOLS.filter((s) => new RegExp(`\\b${s.noun}s?\\b`, 'i').test(text)).map((s) => s.id);

describe('POST /api/coffee-reading with a cup photo', () => {
  it("names only the photo's shapes, each in its zone with its box, and keeps the photo", async () => {
    const member = await signUp(t);
    const shapes = [
      shape({ symbolId: 'anchor', form: 'figure', zone: 'rim', box: { x: 0.45, y: 0.16, w: 0.1, h: 0.1 } }),
      shape({ symbolId: null, form: 'line', zone: 'bottom', box: { x: 0.48, y: 0.45, w: 0.04, h: 0.12 } }),
      shape({ symbolId: 'key', form: 'figure', zone: 'handle', box: { x: 0.75, y: 0.45, w: 0.06, h: 0.1 } }),
    ];
    const id = await photoWith(member.client, shapes);
    const res = await member.client.post('/api/coffee-reading', { intention: 'my new job', cupPhotoId: id });
    expect(res.status).toBe(201);
    expect(res.body.cupPhotoId).toBe(id);
    expect(res.body.symbols.map((s: { id: string; zone: string; box: unknown }) => [s.id, s.zone, s.box])).toEqual([
      ['anchor', 'rim', shapes[0]?.box],
      ['form-line', 'bottom', shapes[1]?.box],
      ['key', 'handle', shapes[2]?.box],
    ]);
    const text: string = res.body.reading;
    expect(text).toMatch(/\banchor\b/);
    expect(text).toMatch(/\bline\b/);
    expect(text).toMatch(/\bkey\b/);
    expect(text).toMatch(/three shapes/);
    expect(nounsIn(text).filter((noun) => !['anchor', 'key'].includes(noun))).toEqual([]);
    for (const path of ['/api/coffee-reading', `/api/coffee-reading/${res.body.id}`]) {
      const again = await member.client.get(path);
      expect([again.body.cupPhotoId, again.body.symbols]).toEqual([id, res.body.symbols]);
    }
    // The handle lies at 3 o'clock (90 degrees): the key beside it turns toward the drinker, the anchor at 12 does too.
    expect(res.body.symbols[2].direction).toBe('toward');
  });

  it("reads an unsure match as 'something like' it, and a single shape in the singular", async () => {
    const member = await signUp(t);
    const id = await photoWith(member.client, [shape({ symbolId: 'bird', form: 'figure', confidence: 0.3 })]);
    const res = await member.client.post('/api/coffee-reading', { cupPhotoId: id });
    expect(res.status).toBe(201);
    expect(res.body.symbols).toEqual([
      expect.objectContaining({ id: 'bird', name: 'Something like a bird', clarity: 'faint', zone: 'side' }),
    ]);
    expect(res.body.reading).toMatch(/shape like a bird/);
    expect(res.body.reading).toMatch(/one shape\b/);
    expect(res.body.reading).not.toMatch(/one shapes/);
  });

  it('reads the same photo again for another reading', async () => {
    const member = await signUp(t);
    const id = await photoWith(member.client, [shape({ symbolId: 'heart', form: 'figure' })]);
    const first = await member.client.post('/api/coffee-reading', { cupPhotoId: id });
    const second = await member.client.post('/api/coffee-reading', { cupPhotoId: id });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.symbols.map((s: { id: string }) => s.id)).toEqual(['heart']);
    // The photo stays with the first reading: the second does not name it, now or when opened again.
    expect([first.body.cupPhotoId, second.body.cupPhotoId]).toEqual([id, undefined]);
    const reopened = await member.client.get(`/api/coffee-reading/${second.body.id}`);
    expect([reopened.status, reopened.body.cupPhotoId]).toEqual([200, undefined]);
  });

  it("answers 404 for another member's photo, as for a missing one, and reads nothing", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const id = await photoWith(owner.client, [shape({})]);
    for (const cupPhotoId of [id, randomUUID()]) {
      const res = await other.client.post('/api/coffee-reading', { cupPhotoId });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(CUP_PHOTO_MESSAGES.notFound);
    }
    expect((await other.client.get('/api/coffee-reading')).status).toBe(404);
  });

  it('answers 400 to a cupPhotoId that is no photo id', async () => {
    const member = await signUp(t);
    for (const cupPhotoId of ['1', `${randomUUID()}\u0000`, 'x'.repeat(10_000), 12, null, { id: 1 }]) {
      const res = await member.client.post('/api/coffee-reading', { cupPhotoId });
      expect(res.status).toBe(400);
    }
  });
});
