// @vitest-environment jsdom
// My Profile in Turkish: its page, form, birth fields, photo, chart and subscription (English is
// tested beside each of them).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { member, renderApp, resetApp, speak } from '@/test/render';
import { natalChart } from './natal-chart-fixture';
import NatalChartView from './natal-chart-view';
import { PhotoUploader } from './photo-uploader';
import { ProfileForm } from './profile-form';
import ProfilePage from './profile-page';

beforeEach(() => speak('tr'));
afterEach(resetApp);

const NO_PLACE = 'Please choose your birth place in your profile to see your chart.';
const FOLD_QUESTION =
  'The clocks went back on 1990-09-30 in İzmir, so 00:30 happened twice: please choose the earlier or the later one.';

/** The value a definition list gives a term. */
const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('My Profile in Turkish', () => {
  it('shows the page, the form, the chart prompt in Turkish and the subscription with its date', async () => {
    stubApi(({ path }) =>
      path === '/api/natal-chart' ? json(409, { message: NO_PLACE }) : json(404, { message: 'Not found' }),
    );
    const user = member({
      premium: {
        plan: 'annual',
        status: 'active',
        currentPeriodEnd: '2027-03-03T12:00:00.000Z',
        cancelAtPeriodEnd: false,
      },
    });
    renderApp(<ProfilePage />, { user, path: '/profile' });
    expect(screen.getByRole('heading', { level: 1, name: 'Profilim' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Profil fotoğrafı: Ayla' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fotoğrafı değiştir' })).toBeTruthy();
    for (const name of ['Adın', 'Soyadın', 'E-posta', 'Mesleğin', 'Niyetlerin', 'Hakkında', 'Doğum saatin']) {
      expect(screen.getByRole('textbox', { name }), name).toBeTruthy();
    }
    expect(screen.getByRole('combobox', { name: 'Doğum yerin' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Doğum saatimi bilmiyorum' })).toBeTruthy();
    expect(
      screen.getByText('İsteğe bağlı: çemberlerindeki üyelerin göreceği birkaç söz (en fazla 280 karakter)'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' })).toBeTruthy();
    // The server's 409 by its English, in the natal catalog's Turkish.
    expect(await screen.findByText('Haritanı görmek için profilinde doğum yerini seç.')).toBeTruthy();
    expect(screen.getByText('Doğduğun anda, doğduğun yerden görünen gökyüzü.')).toBeTruthy();
    expect(value('Plan')).toBe('Yıllık');
    expect(value('Durum')).toBe('Etkin');
    expect(value('Sonraki ödeme tarihi')).toBe('3 Mart 2027');
    expect(screen.getByRole('link', { name: 'Aboneliği Yönet' }).getAttribute('href')).toBe('/premium');
  });

  it("says a free member's plan, and an admin's way to the dashboard", () => {
    stubApi(() => json(409, { message: NO_PLACE }));
    renderApp(<ProfilePage />, { user: member({ role: 'admin', isPremium: false }), path: '/profile' });
    expect(screen.getByText('Ücretsiz plandasın.')).toBeTruthy();
    expect(screen.getByText('Huzur Çemberlerini, gönderileri ve etkinlikleri yönet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Yönetim Panelini Aç' })).toBeTruthy();
  });

  it("holds a name to the contract's rule in Turkish, and says the profile was saved", async () => {
    const user = member();
    stubApi((call) => json(200, { ...user, ...(call.body as object) }));
    const events = userEvent.setup();
    renderApp(<ProfileForm user={user} />, { user });
    const lastName = screen.getByRole('textbox', { name: 'Soyadın' });
    await events.clear(lastName);
    await events.type(lastName, 'J');
    await events.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Soyadın en az 2 karakter olmalı.');
    await events.type(lastName, 'ansen');
    await events.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
    expect(await screen.findByText('Profilin Güncellendi')).toBeTruthy();
    expect(screen.getByText('Değişikliklerin kaydedildi.')).toBeTruthy();
  });

  it('explains an unknown birth time, and asks earlier or later about a clock change, in Turkish', async () => {
    stubApi((call) =>
      (call.body as { birthTimeFold?: string } | undefined)?.birthTimeFold
        ? json(200, member())
        : json(409, { message: FOLD_QUESTION, code: 'BIRTH_TIME_FOLD' }),
    );
    const events = userEvent.setup();
    renderApp(<ProfileForm user={member({ birthPlaceId: 311046, birthPlaceName: 'İzmir', birthTime: '09:15' })} />);
    await events.click(screen.getByRole('checkbox', { name: 'Doğum saatimi bilmiyorum' }));
    expect(
      screen.getByText(
        'Doğum saati girilmediğinde haritan öğle vaktine göre çıkarılır; bu yüzden haritanda evler ve yükselen burç yer almaz.',
      ),
    ).toBeTruthy();
    await events.click(screen.getByRole('checkbox', { name: 'Doğum saatimi bilmiyorum' }));
    const time = screen.getByRole('textbox', { name: 'Doğum saatin' });
    expect(time.getAttribute('placeholder')).toBe('SS:DD');
    await events.clear(time);
    await events.type(time, '00:30');
    await events.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hangi saati kastettin?' });
    // The question names a date, a time and a place: it shows as the server wrote it.
    expect(within(dialog).getByText(FOLD_QUESTION)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Önceki' })).toBeTruthy();
    await events.click(within(dialog).getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("refuses a file that is not an image with the contract's toast in Turkish", async () => {
    renderApp(<PhotoUploader user={member()} />);
    const events = userEvent.setup({ applyAccept: false });
    await events.upload(
      screen.getByLabelText('Bir profil fotoğrafı seç'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('Geçersiz dosya türü')).toBeTruthy();
    expect(screen.getByText('Lütfen bir görsel dosyası yükle (JPEG, PNG vb.)')).toBeTruthy();
  });

  it('names the wheel, the table and the big three in Turkish', () => {
    render(<NatalChartView chart={natalChart()} />);
    expect(
      screen.getByRole('img', {
        name: 'Doğum haritanın çarkı: Güneş İkizler burcunda, Ay Terazi burcunda, Yükselen Başak. Tüm gök cisimleri aşağıdaki tabloda.',
      }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Doğum haritandaki gök cisimleri' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('Gök cismiBurçDereceEvGeri hareket');
    expect(rows.slice(1).map((row) => row.textContent)).toContain('SatürnKova10°45′7Evet');
    expect(screen.getByText('Haritan tablo hâlinde')).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Büyük üçlün' })).getAllByRole('listitem');
    ['Güneş İkizler burcunda', 'Ay Terazi burcunda', 'Yükselen Başak'].forEach((name, index) => {
      expect(within(cards[index] as HTMLElement).getByRole('heading', { name })).toBeTruthy();
    });
  });

  it('says in Turkish why a chart without a birth time has no houses', () => {
    render(
      <NatalChartView
        chart={natalChart({ timeKnown: false, cusps: null, ascendant: null, midheaven: null, houseSystem: null })}
      />,
    );
    expect(
      screen.getByRole('img', { name: /Ay Terazi burcunda, evler yok \(doğum saati bilinmiyor\)\./ }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Doğum saati girilmediğinde haritan İzmir saatiyle öğle vaktine göre çıkarılır; bu yüzden haritanda evler ve yükselen burç yer almaz.',
      ),
    ).toBeTruthy();
  });
});
