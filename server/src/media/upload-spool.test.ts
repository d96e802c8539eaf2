import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { UploadSpool } from './upload-spool';

const dirs: string[] = [];
function freshDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-spool-'));
  dirs.push(dir);
  return path.join(dir, 'incoming');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('UploadSpool', () => {
  it('writes an upload to a private file under a random name, and discard() removes it', async () => {
    const dir = freshDir();
    const spool = await UploadSpool.open(dir);
    const upload = await spool.take(Readable.from([Buffer.from('grounds '), Buffer.from('and saucer')]));
    expect(upload.size).toBe(18);
    expect(fs.readFileSync(upload.file, 'utf8')).toBe('grounds and saucer');
    expect(path.basename(upload.file)).toMatch(/^[0-9a-f-]{36}$/);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(upload.file).mode & 0o777).toBe(0o600);
    await upload.discard();
    expect(fs.readdirSync(dir)).toEqual([]);
    await upload.discard();
  });

  it('makes its folder again when it was removed while the server ran', async () => {
    const dir = freshDir();
    const spool = await UploadSpool.open(dir);
    fs.rmSync(dir, { recursive: true });
    const upload = await spool.take(Readable.from([Buffer.from('photo')]));
    expect(fs.readFileSync(upload.file, 'utf8')).toBe('photo');
  });

  it('leaves no file when the upload fails midway', async () => {
    const dir = freshDir();
    const spool = await UploadSpool.open(dir);
    const failing = new Readable({
      read() {
        this.push(Buffer.from('half a photo'));
        this.destroy(new Error('the connection closed'));
      },
    });
    await expect(spool.take(failing)).rejects.toThrow('the connection closed');
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('removes what a stopped process left over an hour ago, and keeps what another is still writing', async () => {
    const dir = freshDir();
    fs.mkdirSync(dir, { recursive: true });
    const now = Date.now();
    fs.writeFileSync(path.join(dir, 'left-over'), 'old photo');
    fs.utimesSync(path.join(dir, 'left-over'), new Date(now - 61 * 60_000), new Date(now - 61 * 60_000));
    fs.writeFileSync(path.join(dir, 'in-flight'), 'new photo');
    fs.utimesSync(path.join(dir, 'in-flight'), new Date(now - 59 * 60_000), new Date(now - 59 * 60_000));
    await UploadSpool.open(dir, now);
    expect(fs.readdirSync(dir)).toEqual(['in-flight']);
  });
});
