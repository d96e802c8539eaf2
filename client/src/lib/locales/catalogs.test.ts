// Every catalog holds the same messages as English (the product specification's words, the source), each one valid
// ICU that compiles, with the same placeholders and tags: a screen never shows a key or loses a name. The shared
// catalog (client/src/lib/locales) and each feature's (client/src/features/<name>/locales) alike.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@contract/languages';
import { describe, expect, it } from 'vitest';
import { catalogFeatures, catalogFile, compileCatalog } from '../../../../scripts/message-catalogs.mjs';

const read = (language: string, feature?: string) =>
  JSON.parse(fs.readFileSync(catalogFile(language, feature), 'utf8')) as Record<string, string>;

/** A message's `{placeholders}` (plural and select arguments too) and `<N>` tags, sorted. */
function slots(message: string): string[] {
  const names = [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]);
  return [...new Set([...names, ...tags])].sort();
}

const OTHERS = LANGUAGES.filter((language) => language !== 'en');

describe('the catalogs', () => {
  it('are the shared one and every feature that has a locales/ folder', () => {
    expect(catalogFeatures()).toEqual(expect.arrayContaining(['account', 'auth', 'guidance', 'moods']));
    // Each one's keys are typed (its locales/catalog.d.ts adds them to MessageId).
    for (const feature of catalogFeatures()) {
      const types = path.join(import.meta.dirname, '../../features', feature, 'locales/catalog.d.ts');
      expect(fs.readFileSync(types, 'utf8'), feature).toContain(
        `    ${feature.includes('-') ? `'${feature}'` : feature}: typeof en;`,
      );
    }
  });

  it('compile, as the build compiles them', () => {
    expect(compileCatalog('en')['landing.welcome']).toEqual(['Welcome to <0>Telve</0>']);
    expect(Object.keys(compileCatalog('tr')).length).toBe(Object.keys(read('en')).length);
  });

  it('give a key held by two catalogs (a contract message two features show) the same words', () => {
    for (const language of LANGUAGES) {
      const seen = new Map<string, string>();
      for (const feature of [undefined, ...catalogFeatures()]) {
        for (const [id, message] of Object.entries(read(language, feature))) {
          expect(seen.get(id) ?? message, `${language}: ${id} (${feature ?? 'shared'})`).toBe(message);
          seen.set(id, message);
        }
      }
    }
  });

  it('refuse a name that is no feature folder', () => {
    expect(() => compileCatalog('en', '..')).toThrow(/No feature is named/);
  });
});

for (const feature of [undefined, ...catalogFeatures()]) {
  describe(`the ${feature ?? 'shared'} catalog`, () => {
    const en = read('en', feature);
    const languages = Object.fromEntries(LANGUAGES.map((language) => [language, read(language, feature)]));

    it('holds the same keys in every language', () => {
      for (const language of OTHERS)
        expect(Object.keys(languages[language] ?? {}).sort(), language).toEqual(Object.keys(en).sort());
    });

    it('gives every message words, in every language', () => {
      for (const [language, catalog] of Object.entries(languages)) {
        for (const [id, message] of Object.entries(catalog)) {
          expect(message.trim(), `${language}: ${id}`).not.toBe('');
        }
      }
    });

    it("keeps a message's placeholders and tags in every language", () => {
      for (const language of OTHERS) {
        for (const [id, message] of Object.entries(en)) {
          expect(slots(languages[language]?.[id] ?? ''), `${language}: ${id}`).toEqual(slots(message));
        }
      }
    });

    it('compiles in every language (valid ICU)', () => {
      for (const language of LANGUAGES) {
        expect(Object.keys(compileCatalog(language, feature)), language).toEqual(
          Object.keys(languages[language] ?? {}),
        );
      }
    });
  });
}
