// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp, speak } from '@/test/render';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

afterEach(resetApp);

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ') ?? '';

describe('the legal pages in Turkish', () => {
  it('give the Terms of Service in Turkish, prices as Turkish writes them', async () => {
    await speak('tr');
    renderApp(<TermsPage />, { path: '/terms' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Kullanım Koşulları']);
    expect(screen.getByText('Son güncelleme: 27 Kasım 2026')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Telve nedir',
      'Kimler kullanabilir',
      'Premium ve ödemeler',
      'Huzur Çemberi',
      'İçeriğin',
      'Ayrılmak',
      'Değişiklikler',
    ]);
    const premium = screen.getByRole('heading', { name: 'Premium ve ödemeler' }).nextElementSibling;
    expect(text(premium)).toContain("Premium'un ücreti aylık $9,99 ya da yıllık $89,99 olup sen iptal edene kadar");
    expect(screen.getByRole('link', { name: 'Ayarlara dön' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('link', { name: 'Gizlilik Politikamıza' }).getAttribute('href')).toBe('/privacy');
  });

  it('give the prices in English as before', () => {
    renderApp(<TermsPage />, { path: '/terms' });
    const premium = screen.getByRole('heading', { name: 'Premium and payments' }).nextElementSibling;
    expect(text(premium)).toContain('Premium costs $9.99 a month or $89.99 a year and renews until you cancel.');
    expect(text(screen.getByRole('link', { name: 'Privacy Policy' }).parentElement)).toBe(
      'See also our Privacy Policy.',
    );
  });

  it('give the Privacy Policy in Turkish, with its bold lead-ins', async () => {
    await speak('tr');
    renderApp(<PrivacyPage />, { path: '/privacy', user: null });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Gizlilik Politikası']);
    const photos = screen.getByText('Fincan fotoğrafları:');
    expect(photos.tagName).toBe('STRONG');
    expect(text(photos.closest('li'))).toContain('fotoğrafın çekildiği yerin GPS konumu dahil EXIF verilerini');
    expect(screen.getByRole('heading', { name: 'Verilerin, senin seçimin' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Karşılama sayfasına dön' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Kullanım Koşullarımıza' }).getAttribute('href')).toBe('/terms');
  });
});
