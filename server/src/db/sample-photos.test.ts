import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { samplePhotos, writeSamplePhotos } from './sample-photos';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-sample-photos-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the sample community photos', () => {
  it('are drawn by the build as three 1200x800 WebP files', async () => {
    await writeSamplePhotos(path.join(dir, 'drawn'));
    expect(fs.readdirSync(path.join(dir, 'drawn')).sort()).toEqual(['coffee.webp', 'forest.webp', 'sunrise.webp']);
    const meta = await sharp(path.join(dir, 'drawn', 'forest.webp')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 800]);
  });

  it('are read from the files the build drew, not drawn again', async () => {
    for (const name of ['sunrise', 'coffee', 'forest'])
      fs.writeFileSync(path.join(dir, `${name}.webp`), `${name} file`);
    const photos = await samplePhotos(dir);
    expect(photos.coffee).toEqual({ bytes: Buffer.from('coffee file'), width: 1200, height: 800 });
    expect(photos.sunrise.bytes.toString()).toBe('sunrise file');
  });

  it('are drawn when the build drew none, or not all of them (running from source)', async () => {
    fs.writeFileSync(path.join(dir, 'sunrise.webp'), 'sunrise file');
    const photos = await samplePhotos(dir);
    expect(photos.sunrise.bytes.toString()).not.toBe('sunrise file');
    const meta = await sharp(photos.sunrise.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 800]);
    expect(photos.forest).toMatchObject({ width: 1200, height: 800 });
  });
});
