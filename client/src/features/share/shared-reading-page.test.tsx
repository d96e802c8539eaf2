// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { json, stubApi } from '@/test/api-stub';
import { renderApp, resetApp, speak } from '@/test/render';
import SharedReadingPage from './shared-reading-page';

afterEach(resetApp);

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

describe('a shared reading, opened by its link', () => {
  it('shows the symbols, what they mean and the day, named as she chose, with the way to a cup of one’s own', async () => {
    stubApi(({ path }) =>
      path === `/api/shared-readings/${TOKEN}`
        ? json(200, {
            firstName: 'Ayla',
            date: '2026-11-27',
            symbols: [
              { id: 'bird', name: 'bird', meaning: 'Good news is on its way.', tone: 'fortunate', zone: 'rim' },
            ],
          })
        : json(404, { message: 'Not found' }),
    );
    renderApp(
      <Route path="/shared/:token">
        <SharedReadingPage />
      </Route>,
      { path: `/shared/${TOKEN}` },
    );
    expect(await screen.findByRole('heading', { level: 1, name: "Ayla's coffee reading" })).toBeTruthy();
    expect(screen.getByText('November 27, 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'bird' })).toBeTruthy();
    expect(document.querySelector('[data-symbol-picture="bird"]')).not.toBeNull();
    expect(screen.getByText('Good news is on its way.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Begin Your Journey' }).getAttribute('href')).toBe('/auth?mode=register');
  });

  it('speaks Turkish: her name, the day, each sign and the way to a cup of one’s own', async () => {
    await speak('tr');
    stubApi(() =>
      json(200, {
        firstName: 'Ayla',
        date: '2026-11-27',
        symbols: [{ id: 'bird', name: 'kuş', meaning: 'Yolda güzel bir haber var.', tone: 'cautionary', zone: 'rim' }],
      }),
    );
    renderApp(
      <Route path="/shared/:token">
        <SharedReadingPage />
      </Route>,
      { path: `/shared/${TOKEN}` },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayla kahve falını seninle paylaştı' })).toBeTruthy();
    expect(document.title).toContain('Ayla kahve falını seninle paylaştı');
    expect(screen.getByText('27 Kasım 2026')).toBeTruthy();
    expect(screen.getByText('Kulak vermen gereken bir işaret')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Telve ana sayfası' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('heading', { name: 'Senin fincanın da seni bekliyor' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Yolculuğuna Başla' }).getAttribute('href')).toBe('/auth?mode=register');
  });

  it('says in Turkish when the link no longer works', async () => {
    await speak('tr');
    stubApi(() => json(404, { message: 'This link no longer works. Its reading may have been made private again.' }));
    renderApp(
      <Route path="/shared/:token">
        <SharedReadingPage />
      </Route>,
      { path: `/shared/${TOKEN}` },
    );
    expect(await screen.findByRole('heading', { name: 'Bu fal burada değil' })).toBeTruthy();
    expect(screen.getByText('Bu bağlantı artık çalışmıyor. Sahibi falı yeniden gizlemiş olabilir.')).toBeTruthy();
  });

  it('says kindly when the link no longer works', async () => {
    const gone = 'This link no longer works. Its reading may have been made private again.';
    stubApi(() => json(404, { message: gone }));
    renderApp(
      <Route path="/shared/:token">
        <SharedReadingPage />
      </Route>,
      { path: `/shared/${TOKEN}` },
    );
    expect(await screen.findByRole('heading', { name: 'This reading is not here' })).toBeTruthy();
    expect(screen.getByText(gone)).toBeTruthy();
  });
});
