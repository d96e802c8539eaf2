import { z } from 'zod';
import { parseContent } from '../../../lib/content';
import symbolsFile from './content/symbols.json' with { type: 'json' };
import turkishSymbolsFile from './content/tr/symbols.json' with { type: 'json' };
import { AreaSchema, everyKey, ToneSchema } from './content-schemas';
import type { SymbolRecord, SymbolWords } from './types';

/** A noun phrase in the second person that reads after 'it speaks of': lower-case, no final stop. */
const MeaningSchema = z.string().regex(/^[a-z].*[^.!?\s]$/, 'a meaning starts lower-case and has no final stop');

const IdSchema = z.string().regex(/^[a-z][a-z-]*$/, 'an id is lower-case letters and hyphens');

/** One entry of the tasseography dictionary; see SymbolRecord for what each field is for. */
const SymbolSchema = z.strictObject({
  id: IdSchema,
  name: z.string().min(2),
  noun: z.string().regex(/^[a-z][a-z -]*$/, 'a noun is lower-case words'),
  tone: ToneSchema,
  affinity: z.array(AreaSchema).min(1),
  meanings: everyKey(AreaSchema, MeaningSchema),
});

function uniqueIds(symbols: ReadonlyArray<{ id: string }>, context: z.RefinementCtx): void {
  const seen = new Set<string>();
  for (const [index, { id }] of symbols.entries()) {
    if (seen.has(id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: `duplicate id ${id}` });
    seen.add(id);
  }
}

/** The dictionary, in alphabetical order (after the Highland Seer's 1920s tea-cup dictionary). */
export const SymbolsFileSchema = z.array(SymbolSchema).superRefine(uniqueIds);

/** The whole dictionary, in alphabetical order. */
export const SYMBOLS: readonly SymbolRecord[] = parseContent(
  'oracle/content/symbols.json',
  SymbolsFileSchema,
  symbolsFile,
);

export const SYMBOLS_BY_ID: ReadonlyMap<string, SymbolRecord> = new Map(SYMBOLS.map((s) => [s.id, s]));

/**
 * A symbol's words in another language (content/tr/symbols.json): the same ids in the same order as
 * the dictionary, whose tone and affinity they share. The noun is the bare (nominative) form: the
 * Turkish sentences are written so that it never takes a suffix ('kuş şekli', not "kuş'un").
 */
const WordsSchema = z.strictObject({
  id: IdSchema,
  name: z.string().regex(/^\p{Lu}/u, 'a name starts with a capital'),
  noun: z.string().regex(/^\p{Ll}[\p{Ll} -]*$/u, 'a noun is lower-case words'),
  meanings: everyKey(
    AreaSchema,
    z.string().regex(/^\p{Ll}.*[^.!?\s]$/u, 'a meaning starts lower-case and has no final stop'),
  ),
});

/** The words of every symbol of the dictionary, id for id and in its order, and of no other. */
export const SymbolWordsFileSchema = z
  .array(WordsSchema)
  .superRefine(uniqueIds)
  .superRefine((words, context) => {
    const ids = words.map((w) => w.id).join(' ');
    const expected = SYMBOLS.map((s) => s.id).join(' ');
    if (ids !== expected) {
      const missing = SYMBOLS.filter((s) => !words.some((w) => w.id === s.id)).map((s) => s.id);
      const extra = words.filter((w) => !SYMBOLS_BY_ID.has(w.id)).map((w) => w.id);
      context.addIssue({
        code: 'custom',
        message: `the ids must be the dictionary's, in its order; missing: ${missing.join(', ') || 'none'}, unknown: ${
          extra.join(', ') || 'none'
        }`,
      });
    }
  });

const TURKISH_WORDS = parseContent('oracle/content/tr/symbols.json', SymbolWordsFileSchema, turkishSymbolsFile);

/** The Turkish words of each dictionary symbol, by id. */
export const TURKISH_SYMBOL_WORDS: ReadonlyMap<string, SymbolWords> = new Map(TURKISH_WORDS.map((w) => [w.id, w]));
