import { describe, expect, it } from 'vitest';
import { startNodeFlags } from './start-flags.mjs';

describe('the Node flags npm start passes', () => {
  it('are read from package.json: a young generation of 8 MB a semi-space (docs/decisions/0032)', () => {
    expect(startNodeFlags()).toEqual(['--max-semi-space-size=8']);
  });
});
