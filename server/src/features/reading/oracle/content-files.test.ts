import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { placeholdersOf } from '../../../lib/content';
import {
  AnswerPhrasesSchema,
  ClosingPhrasesSchema,
  type OPENING_PHRASES,
  OpeningPhrasesSchema,
  PHRASES,
  SYMBOL_PHRASES,
  SymbolPhrasesSchema,
} from './phrases';
import { SymbolsFileSchema, SymbolWordsFileSchema } from './symbols';

const CONTENT_DIR = path.join(import.meta.dirname, 'content');

/** Every oracle content file and the schema its loader checks it with; Turkish in tr/. */
const SCHEMAS: Record<string, z.ZodType> = {
  'symbols.json': SymbolsFileSchema,
  'phrases-opening.json': OpeningPhrasesSchema,
  'phrases-symbol.json': SymbolPhrasesSchema,
  'phrases-closing.json': ClosingPhrasesSchema,
  'phrases-answer.json': AnswerPhrasesSchema,
  'tr/symbols.json': SymbolWordsFileSchema,
  'tr/phrases-opening.json': OpeningPhrasesSchema,
  'tr/phrases-symbol.json': SymbolPhrasesSchema,
  'tr/phrases-closing.json': ClosingPhrasesSchema,
  'tr/phrases-answer.json': AnswerPhrasesSchema,
};

const read = (file: string): unknown => JSON.parse(readFileSync(path.join(CONTENT_DIR, file), 'utf8'));

describe('the oracle content files', () => {
  it('each have a schema, and nothing else lies in content/', () => {
    const files = readdirSync(CONTENT_DIR, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => file !== 'tr');
    expect(files.sort()).toEqual(Object.keys(SCHEMAS).sort());
  });

  it.each(Object.keys(SCHEMAS))('%s matches its schema', (file) => {
    const result = SCHEMAS[file]!.safeParse(read(file));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('rejects a duplicate symbol id and a meaning written as a sentence', () => {
    const symbols = read('symbols.json') as Array<{ id: string; meanings: Record<string, string> }>;
    const duplicate = [...symbols, symbols[0]];
    expect(SymbolsFileSchema.safeParse(duplicate).error?.issues[0]?.message).toBe('duplicate id acorn');
    const first = symbols[0]!;
    const sentence = [{ ...first, meanings: { ...first.meanings, love: 'A small beginning.' } }];
    expect(SymbolsFileSchema.safeParse(sentence).error?.issues[0]?.path).toEqual([0, 'meanings', 'love']);
  });

  it('rejects a template with a placeholder the code does not fill, and a missing zone', () => {
    const opening = read('phrases-opening.json') as typeof OPENING_PHRASES;
    const typo = { ...opening, opener: { ...opening.opener, compact: '{greting}the grounds settled.' } };
    expect(OpeningPhrasesSchema.safeParse(typo).error?.issues[0]?.path).toEqual(['opener', 'compact']);
    const { handle: _, ...noHandle } = opening.zoneNames;
    expect(OpeningPhrasesSchema.safeParse({ ...opening, zoneNames: noHandle }).success).toBe(false);
  });

  it('gives every symbol sentence its shape, its meaning and a final stop', () => {
    for (const template of [...Object.values(SYMBOL_PHRASES.sentence), ...Object.values(PHRASES.tr.symbol.sentence)]) {
      expect(placeholdersOf(template)).toEqual(expect.arrayContaining(['lead', 'described', 'meaning']));
      expect(template).toMatch(/\.$/);
    }
  });
});
