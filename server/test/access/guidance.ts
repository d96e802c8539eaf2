import type { Expect } from './expect';

export const guidanceAccess: Record<string, Expect> = {};
