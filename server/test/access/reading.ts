import type { Expect } from './expect';

export const readingAccess: Record<string, Expect> = {};
