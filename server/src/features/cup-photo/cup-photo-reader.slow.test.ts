import fs from 'node:fs';
import path from 'node:path';
import { CUP_REFUSAL_MESSAGES } from '@contract/cup-photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { generateCupPhoto, type PhotoKind } from './evaluation/generate-photo';
import { photoForm } from './test-cup-photos';

// The API over the embedded reader itself, on small generated photos of the tuning part (seeds the
// reader reads as its kind today: the reader's accuracy is measured by its own evaluation, not here).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const photo = async (seed: number, kind: PhotoKind) =>
  (await generateCupPhoto(seed, { width: 320, height: 240, kind })).jpeg;
const storedFiles = () => {
  const dir = path.join(t.dataDir, 'cup-photos');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('POST /api/cup-photos with the embedded reader', () => {
  it('reads a cup: the same shapes every time, a reading naming only them, the photo to its owner', async () => {
    const member = await signUp(t);
    const jpeg = await photo(100_002, 'cup');
    const first = await member.client.post('/api/cup-photos', photoForm(jpeg));
    const again = await member.client.post('/api/cup-photos', photoForm(jpeg));
    expect(first.status).toBe(201);
    expect(first.body.shapes.length).toBeGreaterThan(0);
    expect(again.body.shapes).toEqual(first.body.shapes);

    const reading = await member.client.post('/api/coffee-reading', { cupPhotoId: first.body.id });
    expect(reading.status).toBe(201);
    const found = new Set(
      first.body.shapes.map((s: { symbolId: string | null; form: string }) => s.symbolId ?? `form-${s.form}`),
    );
    for (const symbol of reading.body.symbols) expect(found).toContain(symbol.id);
    expect((await member.client.get(`/api/cup-photos/${first.body.id}/image`)).status).toBe(200);
    expect((await (await signUp(t)).client.get(`/api/cup-photos/${first.body.id}/image`)).status).toBe(404);
  });

  const refused: Array<[PhotoKind, number, keyof typeof CUP_REFUSAL_MESSAGES]> = [
    ['face', 101_000, 'not-a-cup'],
    ['wall', 104_000, 'not-a-cup'],
    ['dark', 106_000, 'too-dark'],
    ['blurred', 107_001, 'too-blurred'],
    ['empty-cup', 105_000, 'no-grounds'],
  ];
  for (const [kind, seed, refusal] of refused) {
    it(`refuses a photo of kind '${kind}' with 422 '${refusal}' and keeps nothing`, async () => {
      const member = await signUp(t);
      const before = storedFiles().length;
      const res = await member.client.post('/api/cup-photos', photoForm(await photo(seed, kind)));
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(CUP_REFUSAL_MESSAGES[refusal]);
      expect(storedFiles()).toHaveLength(before);
    });
  }
});
