// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp } from '@/test/render';
import PrivacyPage from './privacy-page';

afterEach(() => resetApp());

describe('the Privacy Policy', () => {
  it('says what happens to a photo of a cup', () => {
    renderApp(<PrivacyPage />, { path: '/privacy' });
    const item = screen.getByText('Cup photos:').closest('li');
    const text = item?.textContent?.replace(/\s+/g, ' ') ?? '';
    for (const promise of [
      'its EXIF data, including the GPS position of where it was taken',
      'a fresh copy of the picture under a random name',
      'The photo is never written to our logs.',
      'It is deleted 24 hours after you upload it, unless one of your readings was made from it',
      'Your cup photos are included when you download your data, and deleted with your account.',
      'A photo of a person, or of anything that is not a cup, is refused and not stored.',
    ]) {
      expect(text).toContain(promise);
    }
  });
});
