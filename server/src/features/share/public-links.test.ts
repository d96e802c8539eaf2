import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReading, SAMPLE_SYMBOL, signUp } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { readings } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const GONE = 'This link no longer works. Its reading may have been made private again.';
const linkPath = (id: number) => `/api/coffee-reading/${id}/public-link`;
const tokenOf = (path: string) => path.replace('/shared/', '');

async function sharedReadingOf(owner: { user: { id: number } }) {
  return insertReading(t.database.db, {
    userId: owner.user.id,
    intention: 'Will Deniz call me back after the fight?',
    text: 'Ayla, your cup shows a bridge over calm water, and Deniz on its far side.',
    symbols: [SAMPLE_SYMBOL],
  });
}

describe("a reading's public link", () => {
  it('is off until the member opens it; then anyone with it sees the symbols and the day, never her words or name', async () => {
    const owner = await signUp(t, { firstName: 'Ayla' });
    const id = await sharedReadingOf(owner);
    expect((await owner.client.get(linkPath(id))).body).toEqual({ link: null });

    const opened = await owner.client.request('PUT', linkPath(id), { showName: false });
    expect(opened.status).toBe(200);
    expect(opened.body.link.showName).toBe(false);
    expect(opened.body.link.path).toMatch(/^\/shared\/[A-Za-z0-9_-]{22}$/);
    expect((await owner.client.get(linkPath(id))).body).toEqual(opened.body);

    const visitor = await t.client().get(`/api/shared-readings/${tokenOf(opened.body.link.path)}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({
      firstName: null,
      date: new Date().toISOString().slice(0, 10),
      symbols: [
        {
          id: SAMPLE_SYMBOL.id,
          name: SAMPLE_SYMBOL.name,
          meaning: SAMPLE_SYMBOL.meaning,
          tone: SAMPLE_SYMBOL.tone,
          zone: SAMPLE_SYMBOL.zone,
        },
      ],
    });
    const said = JSON.stringify(visitor.body);
    for (const word of ['Ayla', 'Deniz', 'calm water']) expect(said).not.toContain(word);
  });

  it('names her only when she chooses, and draws its card for anyone, briefly cacheable', async () => {
    const owner = await signUp(t, { firstName: 'Ayla' });
    const id = await sharedReadingOf(owner);
    const { body } = await owner.client.request('PUT', linkPath(id), { showName: true });
    const token = tokenOf(body.link.path);
    expect((await t.client().get(`/api/shared-readings/${token}`)).body.firstName).toBe('Ayla');

    const card = await fetch(`${t.url}/api/shared-readings/${token}/card?format=story`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(card.headers.get('cache-control')).toBe('public, max-age=300');
    const { width, height } = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
    expect({ width, height }).toEqual({ width: 1080, height: 1920 });

    // Changing her mind keeps the link, without her name.
    const unnamed = await owner.client.request('PUT', linkPath(id), { showName: false });
    expect(unnamed.body.link.path).toBe(body.link.path);
    expect((await t.client().get(`/api/shared-readings/${token}`)).body.firstName).toBeNull();
  });

  it('gives fifty concurrent opens one and the same link', async () => {
    const owner = await signUp(t);
    const id = await sharedReadingOf(owner);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => owner.client.request('PUT', linkPath(id), { showName: false })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((answer) => answer.body.link.path)).size).toBe(1);
    const [row] = await t.database.db.select().from(readings).where(eq(readings.id, id));
    expect(`/shared/${row?.publicToken}`).toBe(answers[0]?.body.link.path);
  });

  it('closed, the link and its card no longer work; opened again, it is a new link', async () => {
    const owner = await signUp(t);
    const id = await sharedReadingOf(owner);
    const first = tokenOf((await owner.client.request('PUT', linkPath(id), { showName: false })).body.link.path);
    const closed = await owner.client.request('DELETE', linkPath(id));
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ link: null });
    const page = await t.client().get(`/api/shared-readings/${first}`);
    expect(page.status).toBe(404);
    expect(page.body.message).toBe(GONE);
    expect((await t.client().get(`/api/shared-readings/${first}/card`)).status).toBe(404);

    const second = tokenOf((await owner.client.request('PUT', linkPath(id), { showName: false })).body.link.path);
    expect(second).not.toBe(first);
    expect((await t.client().get(`/api/shared-readings/${first}`)).status).toBe(404);
    expect((await t.client().get(`/api/shared-readings/${second}`)).status).toBe(200);
  });

  it("answers another member's reading as a missing one, and changes nothing", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const id = await sharedReadingOf(owner);
    const path = (await owner.client.request('PUT', linkPath(id), { showName: true })).body.link.path;
    for (const answer of [
      await other.client.get(linkPath(id)),
      await other.client.request('PUT', linkPath(id), { showName: false }),
      await other.client.request('DELETE', linkPath(id)),
      await other.client.request('PUT', linkPath(99_999_999_999), { showName: false }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('That reading was not found.');
    }
    expect((await owner.client.get(linkPath(id))).body).toEqual({ link: { path, showName: true } });
    expect((await t.client().request('PUT', linkPath(id), { showName: false })).status).toBe(401);
  });

  it('refuses to open or close a link from another site', async () => {
    const owner = await signUp(t);
    const id = await sharedReadingOf(owner);
    const evil = { origin: 'https://evil.example' };
    expect((await owner.client.request('PUT', linkPath(id), { showName: true }, evil)).status).toBe(403);
    expect((await owner.client.get(linkPath(id))).body).toEqual({ link: null });
    const path = (await owner.client.request('PUT', linkPath(id), { showName: false })).body.link.path;
    expect((await owner.client.request('DELETE', linkPath(id), undefined, evil)).status).toBe(403);
    expect((await owner.client.get(linkPath(id))).body).toEqual({ link: { path, showName: false } });
  });

  it('keeps a reading answered with care private', async () => {
    const owner = await signUp(t);
    const id = await insertReading(t.database.db, { userId: owner.user.id, care: 'crisis', text: 'You matter.' });
    const answer = await owner.client.request('PUT', linkPath(id), { showName: false });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('A reading answered with care stays private.');
    expect((await owner.client.get(linkPath(id))).body).toEqual({ link: null });
  });

  it('refuses a body that is not a yes or no, and reads any odd token as a link that no longer works', async () => {
    const owner = await signUp(t);
    const id = await sharedReadingOf(owner);
    for (const body of [{ showName: 'yes' }, [], 'null']) {
      const answer = await owner.client.request('PUT', linkPath(id), body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Please say whether the link shows your first name.');
    }
    expect((await owner.client.get(linkPath(id))).body).toEqual({ link: null });
    expect((await owner.client.request('PUT', '/api/coffee-reading/abc/public-link', { showName: true })).status).toBe(
      400,
    );
    for (const token of ['%00'.repeat(22), 'a'.repeat(90), "x' or '1'='1", 'A'.repeat(22)]) {
      const answer = await t.client().get(`/api/shared-readings/${token}`);
      expect({ token: token.slice(0, 12), status: answer.status, message: answer.body.message }).toEqual({
        token: token.slice(0, 12),
        status: 404,
        message: GONE,
      });
    }
    // Longer than any path segment the server reads: refused before any lookup.
    expect((await t.client().get(`/api/shared-readings/${'a'.repeat(10_000)}`)).status).toBe(414);
  });

  it('goes with the reading', async () => {
    const owner = await signUp(t);
    const id = await sharedReadingOf(owner);
    const token = tokenOf((await owner.client.request('PUT', linkPath(id), { showName: false })).body.link.path);
    await t.database.db.delete(readings).where(eq(readings.id, id));
    expect((await t.client().get(`/api/shared-readings/${token}`)).status).toBe(404);
  });
});
