import { describe, expect, it } from 'vitest';
import { ADMIN_TEXT } from './admin-text';

describe('the admin dashboard wording', () => {
  it("labels a post's media 'Media (N files)', in the singular for one", () => {
    expect(ADMIN_TEXT.posts.mediaLabel(1)).toBe('Media (1 file)');
    expect(ADMIN_TEXT.posts.mediaLabel(3)).toBe('Media (3 files)');
  });

  it("names a missing circle or author by number, as 'Circle #{id}' and 'User #{id}'", () => {
    expect(ADMIN_TEXT.posts.circleFallback(7)).toBe('Circle #7');
    expect(ADMIN_TEXT.posts.authorFallback(12)).toBe('User #12');
  });
});
