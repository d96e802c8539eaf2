// @vitest-environment jsdom
import { RESET_REQUESTED_MESSAGE } from '@contract/account';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { member, renderApp, resetApp, speak } from '@/test/render';
import { DeleteAccountLink } from './delete-account-link';
import { EmailStatus } from './email-status';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';

afterEach(resetApp);

describe('forgot and reset password', () => {
  it("asks for the email and shows the server's one neutral answer", async () => {
    stubApi(() => json(200, { message: RESET_REQUESTED_MESSAGE }));
    renderApp(<ForgotPasswordPage />, { user: null, path: '/forgot-password' });
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Email/), 'ayla@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(RESET_REQUESTED_MESSAGE)).toBeTruthy();
  });

  it("in Turkish, the server's answer too, by its English", async () => {
    await speak('tr');
    stubApi(() => json(200, { message: RESET_REQUESTED_MESSAGE }));
    renderApp(<ForgotPasswordPage />, { user: null, path: '/forgot-password' });
    expect(screen.getByRole('heading', { name: 'Şifreni mi unuttun?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Girişe dön' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Bağlantıyı gönder' }));
    expect(await screen.findByText('Geçerli bir e-posta adresi yaz')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^E-posta/), 'ayla@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Bağlantıyı gönder' }));
    expect(await screen.findByText(/yeni şifreni belirlemen için bir bağlantı gönderdik/)).toBeTruthy();
  });

  it('says when the two new passwords differ, in either language', async () => {
    renderApp(<ResetPasswordPage />, { user: null, path: '/reset-password?token=abc' });
    await userEvent.type(screen.getByLabelText(/^New password/), 'secret-one');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'secret-two');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    resetApp();
    await speak('tr');
    renderApp(<ResetPasswordPage />, { user: null, path: '/reset-password?token=abc' });
    await userEvent.type(screen.getByLabelText(/^Yeni şifre(?!yi)/), 'secret-one');
    await userEvent.type(screen.getByLabelText(/^Yeni şifreyi tekrar yaz/), 'secret-two');
    await userEvent.click(screen.getByRole('button', { name: 'Yeni şifreyi kaydet' }));
    expect(await screen.findByText('Şifreler birbirini tutmuyor')).toBeTruthy();
  });
});

describe("Settings' account cards in Turkish", () => {
  it('names a waiting address without a suffix on it', async () => {
    await speak('tr');
    const user = member({ emailVerified: false, pendingEmail: 'yeni@example.com' });
    renderApp(<EmailStatus user={user} />, { user });
    expect(screen.getByText('Henüz doğrulanmadı')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'yeni@example.com adresini onaylamanı bekliyoruz: oraya bir bağlantı gönderdik. O zamana kadar giriş adresin: ayla@example.com.',
    );
  });

  it('says what deleting removes, and what a kept post is shown as', async () => {
    await speak('tr');
    renderApp(<DeleteAccountLink />);
    await userEvent.click(screen.getByRole('button', { name: 'Hesabımı sil' }));
    expect(screen.getByRole('heading', { name: 'Hesabını silmek istiyor musun?' })).toBeTruthy();
    expect(screen.getByText('Önce aboneliğin hemen iptal edilir.')).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: "Gönderilerim ve yorumlarım kalsın, 'Eski üye' adıyla görünsün" }),
    ).toBeTruthy();
  });

  it("keeps SPEC.md's English in English", async () => {
    renderApp(<DeleteAccountLink />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByRole('checkbox', { name: "Keep my posts and comments, shown as 'Former member'" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete everything' })).toBeTruthy();
  });
});
