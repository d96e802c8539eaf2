// A screen's words come from the message catalogs (client/src/lib/i18n.ts), not from its source:
// nowhere in client/src is JSX text, or a text attribute a person reads or hears (aria-label, title,
// placeholder, alt, and the label and description of a form field), written out in a component.
// (Issue 33 moved the folders one by one; every folder has moved.)
import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from 'rolldown/experimental';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const TRANSLATED = ['client/src'];
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [file] : [];
  });
}

/** An ESTree node as oxc's parser gives it (only what the walk reads). */
type Node = { type: string; start: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The words written out in a component file's JSX, with their line numbers. */
function untranslatedText(fileName: string, source: string): string[] {
  const { program, errors } = parseSync(fileName, source, { lang: 'tsx' });
  if (errors.length > 0) throw new Error(`${fileName} does not parse: ${errors[0]?.message}`);
  const found: string[] = [];
  const line = (node: Node) => source.slice(0, node.start).split('\n').length;
  const literal = (value: unknown): string | undefined => {
    if (isNode(value) && value.type === 'Literal' && typeof value.value === 'string') return value.value;
    if (isNode(value) && value.type === 'JSXExpressionContainer') return literal(value.expression);
    if (isNode(value) && value.type === 'TemplateLiteral' && (value.expressions as unknown[]).length === 0) {
      return (value.quasis as { value: { cooked: string } }[])[0]?.value.cooked;
    }
    return undefined;
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'JSXText' && /\p{L}/u.test(String(node.value))) {
      found.push(`${line(node)}: ${String(node.value).trim()}`);
    }
    if (node.type === 'JSXAttribute' && isNode(node.name) && READ_ATTRIBUTES.has(String(node.name.name))) {
      const text = literal(node.value);
      if (text !== undefined && /\p{L}/u.test(text)) found.push(`${line(node)}: ${String(node.name.name)}="${text}"`);
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'parent') visit(value);
  };
  visit(program);
  return found;
}

describe('words on screen come from the catalogs', () => {
  it('finds written-out words, so the check below can fail', () => {
    const source = `export const A = () => <p title="Hello">Welcome <b aria-label={'Close'}>{x}</b> {'7'}</p>;`;
    expect(untranslatedText('a.tsx', source)).toEqual(['1: title="Hello"', '1: Welcome', '1: aria-label="Close"']);
    const field = `export const B = () => <Field label="Email" description={\`At least 6\`} layout="inline" />;`;
    expect(untranslatedText('b.tsx', field)).toEqual(['1: label="Email"', '1: description="At least 6"']);
  });

  for (const dir of TRANSLATED) {
    for (const file of sourceFiles(dir)) {
      it(`${file} writes no words of its own`, () => {
        expect(untranslatedText(file, fs.readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
      });
    }
  }
});
