import { z } from 'zod';
import { caseInsensitiveEnum } from './enums';
import { ZODIAC_SIGNS } from './zodiac-signs';

// The signs and the date rules need no zod: the client's first paint uses them without it.
export * from './zodiac-signs';

export const ZodiacSignSchema = z.enum(ZODIAC_SIGNS, { message: 'Unknown zodiac sign' });
/** For request bodies: any letter case, answered as the canonical sign. */
export const ZodiacSignInputSchema = caseInsensitiveEnum(ZODIAC_SIGNS, 'Unknown zodiac sign');
