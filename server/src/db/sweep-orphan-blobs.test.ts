import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { newBlobKey } from '../media/blob-store';
import { uploadUrl } from '../media/upload-url';
import { postMedia, users } from './schema';
import { ORPHAN_MIN_AGE_MS, sweepOrphanBlobs } from './sweep-orphan-blobs';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const uploads = () => path.join(t.dataDir, 'uploads');

/** A stored file, written `ageMs` ago. */
async function storedFile(ageMs: number): Promise<string> {
  const key = newBlobKey('webp');
  await t.app.ctx.blobs.put(key, Buffer.from('bytes'), 'image/webp');
  const writtenAt = new Date(Date.now() - ageMs);
  fs.utimesSync(path.join(uploads(), key), writtenAt, writtenAt);
  return key;
}

describe('the orphan file sweep', () => {
  it('removes old files no row names, and keeps named ones and young ones', async () => {
    const old = ORPHAN_MIN_AGE_MS + 60_000;
    const [media, photo, orphan, young] = await Promise.all([
      storedFile(old),
      storedFile(old),
      storedFile(old),
      storedFile(ORPHAN_MIN_AGE_MS / 2),
    ]);
    const member = await insertMember(t.database.db);
    await t.database.db.insert(postMedia).values({ ownerId: member.id, kind: 'image', blobKey: media });
    await t.database.db
      .update(users)
      .set({ profilePhotoUrl: uploadUrl(photo) })
      .where(eq(users.id, member.id));
    // Not a blob: a put's temporary file, or anything else in the directory, is never touched.
    fs.writeFileSync(path.join(uploads(), `.${newBlobKey('webp')}.abc.partial`), 'partial');

    expect(await sweepOrphanBlobs(t.app.ctx)).toBe(1);
    const left = fs.readdirSync(uploads());
    expect(left).toEqual(expect.arrayContaining([media, photo, young]));
    expect(left).not.toContain(orphan);
    expect(left).toHaveLength(4);
    expect(await sweepOrphanBlobs(t.app.ctx)).toBe(0);
  });

  it('leaves an orphan a day to be named: 23 hours old it stays, 25 hours old it goes', async () => {
    const HOUR = 60 * 60 * 1000;
    const [younger, older] = await Promise.all([storedFile(23 * HOUR), storedFile(25 * HOUR)]);
    await sweepOrphanBlobs(t.app.ctx);
    const left = fs.readdirSync(uploads());
    expect(left).toContain(younger);
    expect(left).not.toContain(older);
  });
});
