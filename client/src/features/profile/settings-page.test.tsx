// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { renderApp, resetApp, speak } from '@/test/render';
import SettingsPage from './settings-page';

afterEach(resetApp);

describe('Settings in Turkish', () => {
  it('names its preferences, links and buttons in Turkish, and says so when logging out fails', async () => {
    await speak('tr');
    stubApi(({ path }) =>
      path === '/api/reminders'
        ? json(200, { enabled: false, time: '08:00', timeZone: null, publicKey: null })
        : json(500, { message: 'Something broke' }),
    );
    renderApp(<SettingsPage />, { path: '/settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ayarlar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toBeTruthy();
    expect(screen.getByText('Tercihler')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Karanlık mod' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Ses' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Ses düzeyi' })).toBeTruthy();
    expect(screen.getByText('Hesap')).toBeTruthy();
    for (const [name, href] of [
      ['Profil', '/profile'],
      ['Premium Üyelik', '/premium'],
      ['Kullanım Koşulları', '/terms'],
      ['Gizlilik Politikası', '/privacy'],
    ]) {
      // The bottom navigation names the profile too.
      expect(
        screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href')),
        name,
      ).toContain(href);
    }
    expect(screen.getByText('Telve sürümü 1.0.0')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
    expect(await screen.findByText('Çıkış yapılamadı')).toBeTruthy();
    expect(screen.getByText('Çıkış yapamadık. Yeniden dener misin?')).toBeTruthy();
  });
});
