// Every catalog holds the same messages as English (the product specification's words, the source), each one valid
// ICU that compiles, with the same placeholders and tags: a screen never shows a key or loses a name.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../../../scripts/message-catalogs.mjs';

const read = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `${language}.json`), 'utf8')) as Record<string, string>;

/** A message's `{placeholders}` (plural and select arguments too) and `<N>` tags, sorted. */
function slots(message: string): string[] {
  const names = [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]);
  return [...new Set([...names, ...tags])].sort();
}

describe('the message catalogs', () => {
  const en = read('en');
  const tr = read('tr');

  it('hold the same keys in every language', () => {
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
  });

  it('give every message words, in every language', () => {
    for (const [language, catalog] of Object.entries({ en, tr })) {
      for (const [id, message] of Object.entries(catalog)) {
        expect(message.trim(), `${language}: ${id}`).not.toBe('');
      }
    }
  });

  it("keep a message's placeholders and tags in every language", () => {
    for (const [id, message] of Object.entries(en)) {
      expect(slots(tr[id] ?? ''), id).toEqual(slots(message));
    }
  });

  it('compile, as the build compiles them', () => {
    expect(compileCatalog('en')['landing.welcome']).toEqual(['Welcome to <0>Telve</0>']);
    expect(Object.keys(compileCatalog('tr')).length).toBe(Object.keys(en).length);
  });
});
