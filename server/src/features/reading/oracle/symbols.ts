import { z } from 'zod';
import { parseContent } from '../../../lib/content';
import symbolsFile from './content/symbols.json' with { type: 'json' };
import { AreaSchema, everyKey, ToneSchema } from './content-schemas';
import type { SymbolRecord } from './types';

/** A noun phrase in the second person that reads after 'it speaks of': lower-case, no final stop. */
const MeaningSchema = z.string().regex(/^[a-z].*[^.!?\s]$/, 'a meaning starts lower-case and has no final stop');

/** One entry of the tasseography dictionary; see SymbolRecord for what each field is for. */
const SymbolSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z-]*$/, 'an id is lower-case letters and hyphens'),
  name: z.string().min(2),
  noun: z.string().regex(/^[a-z][a-z -]*$/, 'a noun is lower-case words'),
  tone: ToneSchema,
  affinity: z.array(AreaSchema).min(1),
  meanings: everyKey(AreaSchema, MeaningSchema),
});

/** The dictionary, in alphabetical order (after the Highland Seer's 1920s tea-cup dictionary). */
export const SymbolsFileSchema = z.array(SymbolSchema).superRefine((symbols, context) => {
  const seen = new Set<string>();
  for (const [index, { id }] of symbols.entries()) {
    if (seen.has(id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: `duplicate id ${id}` });
    seen.add(id);
  }
});

/** The whole dictionary, in alphabetical order. */
export const SYMBOLS: readonly SymbolRecord[] = parseContent(
  'oracle/content/symbols.json',
  SymbolsFileSchema,
  symbolsFile,
);

export const SYMBOLS_BY_ID: ReadonlyMap<string, SymbolRecord> = new Map(SYMBOLS.map((s) => [s.id, s]));
