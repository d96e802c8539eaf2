import { z } from 'zod';
import { templateSchema } from '../../../lib/content';
import type { Area, Tone, Zone } from './types';

/** The schemas shared by the oracle's content files (content/*.json). */

export const AreaSchema = z.enum(['love', 'career', 'health', 'general']) satisfies z.ZodType<Area>;
export const ToneSchema = z.enum(['fortunate', 'cautionary', 'neutral']) satisfies z.ZodType<Tone>;
export const ZoneSchema = z.enum(['rim', 'side', 'bottom', 'handle']) satisfies z.ZodType<Zone>;

/** A phrase with no {placeholders}. */
export const PhraseSchema = templateSchema([]);

/** Alternatives to choose from: never empty, since a choice is always made. */
export function choices<Item extends z.ZodType>(item: Item) {
  return z.array(item).min(1);
}

/** An entry for every key of an enum and for no other key. */
export function everyKey<Key extends z.ZodEnum, Value extends z.ZodType>(keys: Key, value: Value) {
  return z.record(keys, value);
}
