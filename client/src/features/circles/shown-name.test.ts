import { describe, expect, it } from 'vitest';
import { shownName } from './use-comments';

describe("a comment's author as shown before the server's copy comes", () => {
  it('capitalises her initial by her language, as the server does', () => {
    expect(shownName({ firstName: 'Deniz', lastName: 'ilhan', language: 'tr' })).toBe('Deniz İ.');
    expect(shownName({ firstName: 'Dana', lastName: 'ilhan', language: 'en' })).toBe('Dana I.');
    expect(shownName({ firstName: 'Deniz', lastName: ' ', language: 'tr' })).toBe('Deniz');
  });
});
