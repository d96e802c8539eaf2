// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp, speak } from '@/test/render';
import ArtGalleryPage from './art-gallery-page';

afterEach(resetApp);

describe('the art gallery', () => {
  it("shows SPEC.md's three pieces, each to open and to order", async () => {
    renderApp(<ArtGalleryPage />, { path: '/art-gallery' });
    expect(screen.getByRole('heading', { level: 1, name: 'Telve Art Gallery' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Monuments',
      'The World',
      'Istanbul',
    ]);
    expect(screen.getAllByText('by Defne Yıldız')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Istanbul' }));
    const dialog = await screen.findByRole('dialog', { name: 'Istanbul' });
    expect(within(dialog).getByRole('img').getAttribute('alt')).toMatch(/^Istanbul at dusk in silhouette/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Order Print' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Order a print of Istanbul' });
    expect(within(alert).getByText('Print order processing will be available in the next update.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'OK' })).toBeTruthy();
  });

  it('speaks Turkish: the title, the pieces, their stories and the print order', async () => {
    await speak('tr');
    renderApp(<ArtGalleryPage />, { path: '/art-gallery' });
    expect(screen.getByRole('heading', { level: 1, name: 'Telve Sanat Galerisi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toBeTruthy();
    expect(screen.getByText(/^Kahve fallarından ilham alan mistik eserler\./)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Anıtlar',
      'Dünya',
      'İstanbul',
    ]);
    expect(screen.getAllByText('Sanatçı: Defne Yıldız')).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: 'Baskı Sipariş Et' })).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'İstanbul' }));
    const dialog = await screen.findByRole('dialog', { name: 'İstanbul' });
    expect(within(dialog).getByRole('img').getAttribute('alt')).toMatch(/^Alacakaranlıkta İstanbul silueti/);
    expect(within(dialog).getByText(/^Boğaz'da alacakaranlık/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Baskı Sipariş Et' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Baskı siparişi: İstanbul' });
    expect(within(alert).getByText('Baskı siparişleri bir sonraki güncellemeyle açılacak.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Tamam' })).toBeTruthy();
  });
});
