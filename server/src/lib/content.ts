import { z } from 'zod';

/**
 * Checks a content file (phrases, dictionaries, corpora kept as JSON beside the code that uses
 * them) against its schema when it is loaded, so a bad edit stops the server at start-up, and the
 * test run, with the file's name and the path of every wrong entry instead of a broken sentence.
 */
export function parseContent<Schema extends z.ZodType>(file: string, schema: Schema, data: unknown): z.output<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`Content file ${file} does not match its schema:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/**
 * As parseContent, for a large file whose schema neither transforms nor fills defaults (a model's
 * weights): the checked data is the file itself, not zod's copy of it, so the file is held in memory
 * once (the care models' copies cost 19 MB).
 */
export function checkContent<Schema extends z.ZodType>(file: string, schema: Schema, data: unknown): z.output<Schema> {
  parseContent(file, schema, data);
  return data as z.output<Schema>;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The {placeholder} names a template uses, in order. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
}

/** A template string whose {placeholders} are all among `names`: the values the code fills in. */
export function templateSchema(names: readonly string[]) {
  return z.string().superRefine((template, context) => {
    const unknown = placeholdersOf(template).filter((name) => !names.includes(name));
    if (unknown.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `unknown placeholder {${unknown.join('}, {')}}; this text may use ${
          names.length > 0 ? `{${names.join('}, {')}}` : 'none'
        }`,
      });
    }
  });
}

/** A placeholder with a letter or an apostrophe stuck to it ('{sign}'da', '{name}in'): a suffix on an inserted word. */
export const SUFFIXED_PLACEHOLDER = /\}[\p{L}'\u2019]/u;

/**
 * A Turkish phrase of a content file: trimmed, its {placeholders} among `names`, and none of them
 * with a suffix stuck to it (an inserted name cannot take one safely); `example` shows the way round.
 */
export function turkishPhraseSchema(names: readonly string[], example: string) {
  return templateSchema(names)
    .refine((text) => text.trim() === text && text !== '', 'a phrase, trimmed')
    .refine((text) => !SUFFIXED_PLACEHOLDER.test(text), `no suffix on an inserted word: write "${example}"`);
}

/**
 * The template with each {placeholder} replaced by its value, in one pass, so a value that itself
 * holds braces (a member's own words) is never filled in again. Throws on a placeholder without a
 * value; the content schemas make that a start-up error rather than a member's.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (match, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) throw new Error(`No value for ${match} in "${template}"`);
    return value;
  });
}
