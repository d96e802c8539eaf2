// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp, speak } from '@/test/render';
import InitialMoodPage from './initial-mood-page';
import MoodPage from './mood-page';

afterEach(resetApp);

describe('the mood pickers', () => {
  it("say SPEC.md's words: fourteen moods after registering, the one chosen said aloud", async () => {
    renderApp(<InitialMoodPage />, { path: '/initial-mood' });
    expect(screen.getByRole('heading', { name: 'How are you feeling?' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(14);
    await userEvent.click(screen.getByRole('radio', { name: 'Calm' }));
    expect(screen.getByText('You selected: Calm')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to Dashboard' })).toBeTruthy();
  });

  it('speak Turkish, the moods named in it too', async () => {
    await speak('tr');
    renderApp(<InitialMoodPage />, { path: '/initial-mood' });
    expect(screen.getByRole('heading', { name: 'Nasıl hissediyorsun?' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Ruh hâlleri' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Minnettar' }));
    expect(screen.getByText('Seçtiğin: Minnettar')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ana Sayfaya Geç' })).toBeTruthy();
  });

  it('after a sign-in: twelve moods, in Turkish too', async () => {
    renderApp(<MoodPage />, { path: '/mood' });
    expect(screen.getByRole('heading', { name: 'How are you feeling today?' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(12);
    resetApp();
    await speak('tr');
    renderApp(<MoodPage />, { path: '/mood' });
    expect(screen.getByRole('heading', { name: 'Bugün nasıl hissediyorsun?' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Umutlu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Devam Et' })).toBeTruthy();
  });
});
