// @vitest-environment jsdom
import type { YourReading } from '@contract/reading';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { member, renderApp, resetApp, speak } from '@/test/render';
import turkish from './locales/tr.json';
import ReadingResultsPage from './reading-results-page';

afterEach(resetApp);

const reading: YourReading = {
  id: 7,
  reading: 'Bir çapa kenarda: huzur yakında geliyor.\n\nSabırlı ol.',
  symbols: [
    {
      id: 'anchor',
      name: 'çapa',
      zone: 'rim',
      size: 'large',
      clarity: 'clear',
      direction: 'toward',
      tone: 'fortunate',
      meaning: 'Huzursuz bir dönemin ardından gelen bir durulma.',
    },
  ],
  createdAt: '2025-04-12T08:00:00.000Z',
  intention: 'Yolum beni nereye götürüyor?',
  category: 'Love',
  signs: {
    spotlight: { symbolId: 'anchor', title: 'Çapa', text: 'Sağlam bir zemin.' },
    element: { element: 'Water', sign: 'Pisces', title: 'Su', text: 'Duyguların derin.' },
  },
  elsewhere: { anchor: [{ area: 'career', meaning: 'İş hayatında sağlam bir zemin.' }] },
};

/** The results page's server: her latest reading (or none), no questions yet, no public link, nothing saved. */
function resultsServer(latest: YourReading | null) {
  return stubApi(({ path }) => {
    if (path === '/api/coffee-reading')
      return latest ? json(200, latest) : json(404, { message: 'Please have a reading first.' });
    if (path === '/api/coffee-reading/7/questions') return json(200, []);
    if (path === '/api/coffee-reading/7/public-link') return json(200, { link: null });
    return json(200, { reading: null, horoscope: null, affirmation: null });
  });
}

describe('Your Reading, in Turkish', () => {
  it('shows the reading, its day and area, the symbols, the signs, the actions, the chat and the link in Turkish', async () => {
    await speak('tr');
    resultsServer(reading);
    renderApp(<ReadingResultsPage />, { user: member(), path: '/reading-results' });

    expect(screen.getByRole('heading', { level: 1, name: 'Falın' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toBeTruthy();
    expect(await screen.findByText('12 Nisan 2025 · Aşk')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fincan ne diyor' })).toBeTruthy();

    const symbols = screen.getByRole('region', { name: 'Fincanındaki semboller' });
    expect(within(symbols).getByText('Uğurlu')).toBeTruthy();
    expect(within(symbols).getByText('Kenarda · yakın gelecek')).toBeTruthy();
    expect(within(symbols).getByText('İş hayatında')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Aklında tutacağın işaretler' })).toBeTruthy();

    expect(screen.getByRole('button', { name: 'Falı Kaydet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Paylaş' })).toBeTruthy();

    const ask = screen.getByRole('region', { name: 'Falcıya Sor' });
    expect(
      await within(ask).findByText('Aşkı, işi ya da kalbinde ne varsa sor; falcı fincanına bir kez daha baksın.'),
    ).toBeTruthy();
    expect(within(ask).getByRole('log', { name: 'Falcıyla sohbetin' })).toBeTruthy();
    expect(within(ask).getByPlaceholderText('Falcıya sor...')).toBeTruthy();
    expect(within(ask).getByRole('button', { name: 'Gönder' })).toBeTruthy();

    const link = screen.getByRole('region', { name: 'Herkese açık bağlantı' });
    expect(within(link).getByRole('switch', { name: 'Herkese açık bağlantı' })).toBeTruthy();
  });

  it('invites a free member to Premium for the chat, and explains Save in Turkish', async () => {
    await speak('tr');
    resultsServer(reading);
    const user = userEvent.setup();
    renderApp(<ReadingResultsPage />, { user: member({ isPremium: false }), path: '/reading-results' });

    const ask = await screen.findByRole('region', { name: 'Falcıya Sor' });
    expect(
      within(ask).getByText('Premium üyeler bu fincan hakkında falcıya gönüllerince soru sorabilir.'),
    ).toBeTruthy();
    expect(within(ask).getByRole('link', { name: "Premium'a Geç" }).getAttribute('href')).toBe('/premium');

    await user.click(screen.getByRole('button', { name: 'Falı Kaydet' }));
    const panel = screen.getByRole('region', { name: 'Premium Özellik' });
    expect(panel.textContent).toContain(
      'Fal kaydetmek yalnızca Premium üyelere açık. Premium, dönüp bakabilmen için her falını günlüğünde saklar.',
    );
    expect(within(panel).getByRole('link', { name: "Premium'a Göz At" })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Şimdi değil' })).toBeTruthy();
  });

  it('says in Turkish that there is no reading yet, with the way to one', async () => {
    await speak('tr');
    resultsServer(null);
    renderApp(<ReadingResultsPage />, { user: member(), path: '/reading-results' });
    expect(await screen.findByRole('heading', { name: 'Henüz bir falın yok' })).toBeTruthy();
    expect(screen.getByText('Fincanın seni bekliyor. Niyetini tut ve ilk falın için fincanını çevir.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Falına Başla' }).getAttribute('href')).toBe('/coffee-reading');
  });
});

describe('what a reading is for', () => {
  it('says beneath a cup reading that it is for reflection and entertainment, in English', async () => {
    resultsServer(reading);
    renderApp(<ReadingResultsPage />, { user: member(), path: '/reading-results' });
    expect(
      await screen.findByText(
        'Readings are for reflection and entertainment: not predictions to act on, and not advice about your health, money or legal matters.',
      ),
    ).toBeTruthy();
  });

  it('says so in Turkish too', async () => {
    await speak('tr');
    resultsServer(reading);
    renderApp(<ReadingResultsPage />, { user: member(), path: '/reading-results' });
    expect(await screen.findByText(turkish['reading.text.framing'])).toBeTruthy();
    expect(turkish['reading.text.framing']).toContain('eğlence');
  });

  it('says nothing of the kind beneath a care answer, which is not a reading', async () => {
    resultsServer({ ...reading, reading: 'You matter. Please reach out.', symbols: [], elsewhere: {} });
    renderApp(<ReadingResultsPage />, { user: member(), path: '/reading-results' });
    await screen.findByText('You matter. Please reach out.');
    expect(screen.queryByText(/reflection and entertainment/)).toBeNull();
  });
});
