// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp, speak } from '@/test/render';
import NotFoundPage from './not-found-page';

afterEach(resetApp);

describe('the 404 page', () => {
  it("gives SPEC.md's title and the way home: the dashboard for a member", () => {
    renderApp(<NotFoundPage />, { path: '/nowhere' });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('in Turkish, the home page for a visitor', async () => {
    await speak('tr');
    renderApp(<NotFoundPage />, { user: null, path: '/nowhere' });
    expect(screen.getByRole('heading', { name: '404 Sayfa Bulunamadı' })).toBeTruthy();
    expect(screen.getByText(/fincandan yükselen buhar gibi/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Karşılama sayfasına dön' }).getAttribute('href')).toBe('/');
  });
});
