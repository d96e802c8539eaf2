import type { Expect } from './expect';

export const membershipAccess: Record<string, Expect> = {};
