import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/** The weights a card uses, from @fontsource (the client's own display font). */
const FACES = ['latin-500-normal', 'latin-600-normal', 'latin-400-italic'] as const;
export type BrandFace = (typeof FACES)[number];

/**
 * Each face as Pango asks fontconfig for it. @fontsource's files name each weight as a family of its
 * own ('Cormorant Garamond Medium', style Regular), so the family is written whole and ended with a
 * comma: without it Pango reads 'Medium' as a weight of a family 'Cormorant Garamond' that has none,
 * and quietly draws in a sans-serif.
 */
export const FONT_DESCRIPTIONS: Record<BrandFace, string> = {
  'latin-500-normal': 'Cormorant Garamond Medium,',
  'latin-600-normal': 'Cormorant Garamond SemiBold,',
  'latin-400-italic': 'Cormorant Garamond, Italic',
};

/**
 * Turns a WOFF (1.0) font into the TrueType file it wraps: the tables are zlib-compressed one by
 * one, the glyphs untouched. libvips' text renderer (Pango, fontconfig) reads TrueType files, not
 * web fonts, and @fontsource ships only WOFF and WOFF2.
 */
export function woffToTrueType(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    return {
      tag: woff.readUInt32BE(at),
      offset: woff.readUInt32BE(at + 4),
      compressed: woff.readUInt32BE(at + 8),
      length: woff.readUInt32BE(at + 12),
      checksum: woff.readUInt32BE(at + 16),
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const out = Buffer.alloc(12 + 16 * count + tables.reduce((sum, t) => sum + padded(t.length), 0));
  out.writeUInt32BE(woff.readUInt32BE(4), 0);
  out.writeUInt16BE(count, 4);
  let power = 1;
  let log = 0;
  while (power * 2 <= count) {
    power *= 2;
    log++;
  }
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(log, 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = 12 + 16 * count;
  tables.forEach((table, i) => {
    const raw = woff.subarray(table.offset, table.offset + table.compressed);
    const data = table.compressed < table.length ? inflateSync(raw) : raw;
    const entry = 12 + i * 16;
    out.writeUInt32BE(table.tag, entry);
    out.writeUInt32BE(table.checksum, entry + 4);
    out.writeUInt32BE(offset, entry + 8);
    out.writeUInt32BE(table.length, entry + 12);
    data.copy(out, offset);
    offset += padded(table.length);
  });
  return out;
}

let written: Promise<Record<BrandFace, string>> | undefined;

/**
 * The brand font's faces as TrueType files in a fresh temporary directory, written once per
 * process (about 1 ms each) and named to libvips by path, so no font needs installing.
 */
export function brandFontFiles(): Promise<Record<BrandFace, string>> {
  written ??= (async () => {
    const packages = createRequire(import.meta.url);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'telve-fonts-'));
    const entries = await Promise.all(
      FACES.map(async (face) => {
        const woff = await readFile(
          packages.resolve(`@fontsource/cormorant-garamond/files/cormorant-garamond-${face}.woff`),
        );
        const file = path.join(dir, `cormorant-garamond-${face}.ttf`);
        await writeFile(file, woffToTrueType(woff));
        return [face, file] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<BrandFace, string>;
  })();
  return written;
}
