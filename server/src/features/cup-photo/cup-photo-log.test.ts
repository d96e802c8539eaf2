import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { cupJpeg, StandInReader } from './test-cup-photos';

let t: TestApp;
const lines: string[] = [];
const reader = new StandInReader();
beforeAll(async () => {
  t = await startTestApp(
    { logLevel: 'debug' },
    { cupReader: reader.read, logStream: { write: (line) => lines.push(line) } },
  );
});
afterAll(() => t.close());

function form(bytes: Buffer) {
  const data = new FormData();
  data.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'Quillon-kitchen-41N.jpg');
  return data;
}

describe('the log of a cup photo', () => {
  it("never holds the photo's name, its stored name or its bytes, also when keeping it fails", async () => {
    const member = await signUp(t);
    const from = lines.length;
    expect((await member.client.post('/api/cup-photos', form(await cupJpeg()))).status).toBe(201);
    reader.next = { ok: false, refusal: 'too-dark' };
    expect((await member.client.post('/api/cup-photos', form(await cupJpeg()))).status).toBe(422);
    reader.next = {
      ok: true,
      sight: { handleAngle: 0, handleFound: true, cup: { x: 0.5, y: 0.5, r: 0.3 }, shapes: [] },
    };
    await t.database.db.execute(
      sql.raw(`alter table cup_photos add constraint test_no_photos check (created_at < '2000-01-01') not valid`),
    );
    expect((await member.client.post('/api/cup-photos', form(await cupJpeg()))).status).toBe(500);
    await t.database.db.execute(sql.raw('alter table cup_photos drop constraint test_no_photos'));

    const log = lines.slice(from).join('');
    expect(log).toContain('test_no_photos');
    expect(log).not.toContain('Quillon');
    expect(log).not.toMatch(/[a-f0-9]{32}\.webp/);
    const stored = fs.readdirSync(path.join(t.dataDir, 'cup-photos'));
    for (const name of stored) expect(log).not.toContain(name.slice(0, 32));
    // The failed write took its file with it.
    expect(stored).toHaveLength(1);
  });
});
