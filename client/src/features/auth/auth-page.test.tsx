// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp, speak } from '@/test/render';
import AuthPage from './auth-page';
import TermsPage from './terms-page';

afterEach(resetApp);

describe('the sign-in and register page', () => {
  it("says SPEC.md's words, and a schema's message under the field", async () => {
    renderApp(<AuthPage />, { user: null, path: '/auth' });
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(screen.getByText('Your cup has been waiting for you.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
    expect(screen.getByRole('heading', { name: 'Create Your Account' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Love' })).toBeTruthy();
    expect(document.title).toBe('Register · Telve');
  });

  it('speaks Turkish, the contract messages too (by their English)', async () => {
    await speak('tr');
    renderApp(<AuthPage />, { user: null, path: '/auth' });
    expect(screen.getByRole('heading', { name: 'Tekrar Hoş Geldin' })).toBeTruthy();
    expect(screen.getByText('Fincanın seni bekliyordu.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Karşılama sayfasına dön' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Geçerli bir e-posta adresi yaz')).toBeTruthy();
    expect(screen.getByText('Şifren en az 6 karakter olmalı')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Kayıt Ol' }));
    expect(screen.getByRole('heading', { name: 'Hesabını Oluştur' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Aşk' })).toBeTruthy();
    expect(screen.getByLabelText(/^Doğum tarihin/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hesap Oluştur' }));
    expect(await screen.findByText('En az bir niyet seç')).toBeTruthy();
    expect(screen.getByText('Adını yazman gerekiyor')).toBeTruthy();
    expect(document.title).toBe('Kayıt Ol · Telve');
  });
});

describe('the terms to accept', () => {
  it("lists SPEC.md's three consents, the first linking both documents", () => {
    renderApp(<TermsPage />, { path: '/terms-of-service' });
    expect(screen.getByRole('heading', { name: 'Before we begin' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('checkbox', { name: 'I confirm that I am 18 years old or older.' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'I Agree' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('in Turkish, with the same links', async () => {
    await speak('tr');
    renderApp(<TermsPage />, { path: '/terms-of-service' });
    expect(screen.getByRole('heading', { name: 'Başlamadan önce' })).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: "Kullanım Koşulları ile Gizlilik Politikası'nı kabul ediyorum." }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gizlilik Politikası' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('button', { name: 'Kabul Ediyorum' })).toBeTruthy();
  });
});
