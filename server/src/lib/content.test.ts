import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkContent, fillTemplate, parseContent, placeholdersOf, templateSchema } from './content';

describe('parseContent', () => {
  const Schema = z.strictObject({ greetings: z.array(z.string()).min(1) });

  it('returns the data when it matches the schema', () => {
    expect(parseContent('greetings.json', Schema, { greetings: ['hello'] })).toEqual({ greetings: ['hello'] });
  });

  it('fails naming the file and the path of the wrong entry', () => {
    expect(() => parseContent('oracle/content/greetings.json', Schema, { greetings: ['hello', 7] })).toThrow(
      /^Content file oracle\/content\/greetings\.json does not match its schema:\n[\s\S]*at greetings\[1\]/,
    );
    expect(() => parseContent('greetings.json', Schema, { greetings: [], extra: 1 })).toThrow(
      /Unrecognized key: "extra"/,
    );
  });
});

describe('checkContent', () => {
  const Weights = z.strictObject({ weights: z.record(z.string(), z.tuple([z.number(), z.number()])) });

  it('returns the file itself once it is checked, not a copy', () => {
    const file = { weights: { 'w:a': [1, 2] } };
    expect(checkContent('weights.json', Weights, file)).toBe(file);
  });

  it('refuses a file that does not match, naming it', () => {
    expect(() => checkContent('weights.json', Weights, { weights: { 'w:a': [1] } })).toThrow(
      /Content file weights.json does not match its schema/,
    );
  });
});

describe('templateSchema', () => {
  it('accepts only the placeholders the code fills in', () => {
    const schema = templateSchema(['noun', 'advice']);
    expect(schema.safeParse('Let the {noun} guide you: {advice}.').success).toBe(true);
    const wrong = schema.safeParse('Let the {nuon} guide you.');
    expect(wrong.error?.issues[0]?.message).toBe('unknown placeholder {nuon}; this text may use {noun}, {advice}');
    expect(templateSchema([]).safeParse('a {noun}').error?.issues[0]?.message).toBe(
      'unknown placeholder {noun}; this text may use none',
    );
  });

  it('lists the placeholders of a template in order', () => {
    expect(placeholdersOf('{lead} {described} {verb} {meaning}.')).toEqual(['lead', 'described', 'verb', 'meaning']);
  });
});

describe('fillTemplate', () => {
  it('fills every placeholder, including repeats', () => {
    expect(fillTemplate('{a} and {b}, then {a}', { a: 'one', b: 'two' })).toBe('one and two, then one');
  });

  it('never fills a value again, so braces in a member’s words stay as written', () => {
    expect(fillTemplate('For “{intention}”, {advice}.', { intention: '{advice}', advice: 'rest' })).toBe(
      'For “{advice}”, rest.',
    );
  });

  it('throws on a placeholder without a value, even one named like an object property', () => {
    expect(() => fillTemplate('Hello {name}', {})).toThrow('No value for {name} in "Hello {name}"');
    expect(() => fillTemplate('{constructor}', {})).toThrow('No value for {constructor}');
  });
});
