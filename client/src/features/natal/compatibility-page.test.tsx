// @vitest-environment jsdom
import { ROUTES } from '@contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, json, stubApi } from '@/test/api-stub';
import { member, renderApp, resetApp, speak } from '@/test/render';
import CompatibilityPage from './compatibility-page';

afterEach(resetApp);

const IZMIR = {
  id: 311046,
  name: 'İzmir',
  region: null,
  country: 'TR',
  lat: 38.41273,
  lon: 27.13838,
  timeZone: 'Europe/Istanbul',
};
const READY = member({ birthPlaceId: 2643743, birthPlaceName: 'London', birthTime: '08:45' });
const FOLD_QUESTION =
  'The clocks went back on 1990-09-30 in İzmir, so 02:30 happened twice: please choose the earlier or the later one.';

const reading = {
  name: 'Deniz',
  other: {
    timeKnown: true,
    place: { name: 'İzmir', timeZone: 'Europe/Istanbul' },
    bodies: [
      { body: 'sun', longitude: 186.5, sign: 'Libra', degree: 6.5, retrograde: false, house: 4 },
      { body: 'moon', longitude: 95, sign: 'Cancer', degree: 5, retrograde: false, house: 1 },
    ],
    ascendant: 75.2,
  },
  aspects: [
    {
      a: 'venus',
      b: 'mars',
      type: 'trine',
      orb: 1.2,
      text: "Your Venus and Deniz's Mars are in easy contact: attraction flows gently, and affection is simple to show.",
    },
  ],
  summary: 'There is a lot of natural ease between you and Deniz.',
};

/** The server: İzmir for any place search; the compatibility answers given in turn. */
function server(...answers: Response[]): ApiCall[] {
  return stubApi((call) =>
    call.path.startsWith(ROUTES.places.path) ? json(200, [IZMIR]) : (answers.shift() ?? json(500, {})),
  );
}

async function fillIn(events: ReturnType<typeof userEvent.setup>, time = '02:30') {
  await events.type(screen.getByRole('textbox', { name: 'Their name' }), 'Deniz');
  await events.type(screen.getByLabelText('Date of birth'), '1990-09-30');
  await events.type(screen.getByLabelText('Time of birth'), time);
  await events.type(screen.getByRole('combobox', { name: 'Place of birth' }), 'Izm');
  await screen.findByRole('option', { name: 'İzmir, TR' });
  await events.keyboard('{ArrowDown}{Enter}');
}

const compatibilityCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === ROUTES.compatibility.path);

describe('the Compatibility screen', () => {
  it('shows a free member what Premium adds, and asks nothing of the server', () => {
    const calls = server();
    renderApp(<CompatibilityPage />, { user: member({ isPremium: false }) });
    expect(screen.getByRole('heading', { name: 'Premium Feature' })).toBeTruthy();
    expect(screen.getByText('Compatibility is part of Telve Premium.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('sends a member without a birth place to her profile first', () => {
    server();
    renderApp(<CompatibilityPage />, { user: member({ birthPlaceId: null }) });
    expect(screen.getByRole('heading', { name: 'Your chart comes first' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add them to your profile' }).getAttribute('href')).toBe('/profile');
  });

  it("holds the form to the contract's messages and sends nothing until they are met", async () => {
    const calls = server();
    const events = userEvent.setup();
    renderApp(<CompatibilityPage />, { user: READY });
    await events.click(screen.getByRole('button', { name: 'See how you connect' }));
    const alerts = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Please give their name.',
      'Please give their date of birth as YYYY-MM-DD, from 1900 to today.',
      'Please give your birth time as HH:MM (24-hour clock).',
      'Please choose your birth place from the list.',
    ]);
    await events.type(screen.getByLabelText('Date of birth'), '1899-12-31');
    await events.click(screen.getByRole('checkbox', { name: "I don't know" }));
    expect((screen.getByLabelText('Time of birth') as HTMLInputElement).disabled).toBe(true);
    await events.click(screen.getByRole('button', { name: 'See how you connect' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Please give their name.',
        'Please give their date of birth as YYYY-MM-DD, from 1900 to today.',
        'Please choose your birth place from the list.',
      ]),
    );
    expect(compatibilityCalls(calls)).toEqual([]);
  });

  it('finds the birth place in a combobox and sends a noon chart when the time is unknown', async () => {
    const calls = server(json(200, { ...reading, other: { ...reading.other, timeKnown: false, ascendant: null } }));
    const events = userEvent.setup();
    renderApp(<CompatibilityPage />, { user: READY });
    await fillIn(events);
    const place = screen.getByRole('combobox', { name: 'Place of birth' }) as HTMLInputElement;
    expect(place.value).toBe('İzmir, TR');
    expect(place.getAttribute('aria-expanded')).toBe('false');
    expect(calls.some((call) => call.path === `${ROUTES.places.path}?q=Izm`)).toBe(true);
    await events.click(screen.getByRole('checkbox', { name: "I don't know" }));
    await events.click(screen.getByRole('button', { name: 'See how you connect' }));

    const result = await screen.findByRole('region', { name: 'You and Deniz' });
    expect(compatibilityCalls(calls).map((call) => call.body)).toEqual([
      { name: 'Deniz', dateOfBirth: '1990-09-30', birthTime: null, birthPlaceId: IZMIR.id },
    ]);
    expect(
      within(result)
        .getAllByRole('definition')
        .map((sign) => sign.textContent),
    ).toEqual(['Libra', 'Cancer', 'Needs a birth time']);
    expect(within(result).getByText(reading.aspects[0]!.text)).toBeTruthy();
  });

  it('asks which time was meant when the clocks changed over it (409), and sends the one chosen', async () => {
    const calls = server(json(409, { message: FOLD_QUESTION, code: 'BIRTH_TIME_FOLD' }), json(200, reading));
    const events = userEvent.setup();
    renderApp(<CompatibilityPage />, { user: READY });
    await fillIn(events);
    await events.click(screen.getByRole('button', { name: 'See how you connect' }));

    const question = await screen.findByRole('group', { name: 'Which time did you mean?' });
    expect(within(question).getByText(FOLD_QUESTION)).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'See how you connect' }));
    expect(await within(question).findByText('Please choose the earlier or the later time.')).toBeTruthy();
    expect(compatibilityCalls(calls)).toHaveLength(1);

    await events.click(within(question).getByRole('radio', { name: 'The later one' }));
    await events.click(screen.getByRole('button', { name: 'See how you connect' }));
    const result = await screen.findByRole('region', { name: 'You and Deniz' });
    expect(compatibilityCalls(calls)[1]?.body).toMatchObject({ birthTime: '02:30', birthTimeFold: 'later' });
    expect(within(result).getByText('Libra')).toBeTruthy();
    expect(within(result).getByText('Gemini')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Which time did you mean?' })).toBeNull();
  });

  it("tells a chart that is not ready yet from the clock-change question by the answer's code", async () => {
    const message = 'Please choose your birth place in your profile to see your chart.';
    server(json(409, { message, code: 'CONFLICT' }));
    const events = userEvent.setup();
    renderApp(<CompatibilityPage />, { user: READY });
    await fillIn(events);
    await events.click(screen.getByRole('button', { name: 'See how you connect' }));

    expect(await screen.findByText(message, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Which time did you mean?' })).toBeNull();
  });

  it('drops the question once the birth time changes, and tells of other failures in a toast', async () => {
    server(
      json(409, { message: FOLD_QUESTION, code: 'BIRTH_TIME_FOLD' }),
      json(400, { message: 'Please choose your birth place from the list.' }),
    );
    const events = userEvent.setup();
    renderApp(<CompatibilityPage />, { user: READY });
    await fillIn(events);
    await events.click(screen.getByRole('button', { name: 'See how you connect' }));
    await screen.findByRole('group', { name: 'Which time did you mean?' });
    const time = screen.getByLabelText('Time of birth');
    await events.clear(time);
    await events.type(time, '04:30');
    expect(screen.queryByRole('group', { name: 'Which time did you mean?' })).toBeNull();
    await events.click(screen.getByRole('button', { name: 'See how you connect' }));
    expect(await screen.findByText('We could not compare your charts')).toBeTruthy();
    expect(
      screen.getByText('Please choose your birth place from the list.', { selector: 'div, li, span' }),
    ).toBeTruthy();
  });
});

describe('the Compatibility screen in Turkish', () => {
  async function fillInTurkish(events: ReturnType<typeof userEvent.setup>) {
    await events.type(screen.getByRole('textbox', { name: 'Onun adı' }), 'Deniz');
    await events.type(screen.getByLabelText('Doğum tarihi'), '1990-09-30');
    await events.type(screen.getByLabelText('Doğum saati'), '02:30');
    await events.type(screen.getByRole('combobox', { name: 'Doğum yeri' }), 'Izm');
    await screen.findByRole('option', { name: 'İzmir, TR' });
    await events.keyboard('{ArrowDown}{Enter}');
  }

  it('shows a free member what Premium adds', async () => {
    await speak('tr');
    renderApp(<CompatibilityPage />, { user: member({ isPremium: false }) });
    expect(screen.getByRole('heading', { name: 'Uyum', level: 1 })).toBeTruthy();
    expect(screen.getByText("Uyum, Telve Premium'a dahil.")).toBeTruthy();
    expect(screen.getByText('Onun hakkında yazdığın hiçbir şey kaydedilmez')).toBeTruthy();
  });

  it('sends a member without a birth place to her profile first', async () => {
    await speak('tr');
    renderApp(<CompatibilityPage />, { user: member({ birthPlaceId: null }) });
    expect(screen.getByRole('heading', { name: 'Önce senin haritan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profiline ekle' }).getAttribute('href')).toBe('/profile');
  });

  it("holds the form to the contract's rules with Turkish messages", async () => {
    await speak('tr');
    server();
    const events = userEvent.setup();
    renderApp(<CompatibilityPage />, { user: READY });
    expect(screen.getByRole('heading', { name: 'Değer verdiğin biri' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Bilmiyorum' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Doğum yeri' }).getAttribute('placeholder')).toBe(
      'Bir şehir adı yazmaya başla',
    );
    await events.click(screen.getByRole('button', { name: 'Uyumunuzu gör' }));
    const alerts = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Lütfen onun adını yaz.',
      'Lütfen onun doğum tarihini YYYY-AA-GG biçiminde, 1900 ile bugün arasında bir gün olarak yaz.',
      'Lütfen doğum saatini SS:DD biçiminde (24 saat düzeninde) yaz.',
      'Lütfen doğum yerini listeden seç.',
    ]);
  });

  it('asks which time was meant, then reads the two charts in Turkish', async () => {
    await speak('tr');
    server(json(409, { message: FOLD_QUESTION, code: 'BIRTH_TIME_FOLD' }), json(200, reading));
    const events = userEvent.setup();
    renderApp(<CompatibilityPage />, { user: READY });
    await fillInTurkish(events);
    await events.click(screen.getByRole('button', { name: 'Uyumunuzu gör' }));

    const question = await screen.findByRole('group', { name: 'Hangi saati kastettin?' });
    await events.click(screen.getByRole('button', { name: 'Uyumunuzu gör' }));
    expect(await within(question).findByText('Lütfen önceki ya da sonraki saati seç.')).toBeTruthy();
    await events.click(within(question).getByRole('radio', { name: 'Sonraki saat' }));
    await events.click(screen.getByRole('button', { name: 'Uyumunuzu gör' }));

    const result = await screen.findByRole('region', { name: 'Sen ve Deniz' });
    expect(within(result).getByText('Doğum yeri: İzmir')).toBeTruthy();
    expect(result.querySelector('dl')?.getAttribute('aria-label')).toBe('Yerleşimler: Deniz');
    expect(
      within(result)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Güneş', 'Ay', 'Yükselen']);
    expect(
      within(result)
        .getAllByRole('definition')
        .map((sign) => sign.textContent),
    ).toEqual(['Terazi', 'Yengeç', 'İkizler']);
    expect(within(result).getByRole('heading', { name: 'Haritalarınızın buluştuğu yerler' })).toBeTruthy();
    expect(within(result).getByText('Venüs (sen) · üçgen · Mars (Deniz)')).toBeTruthy();
  });

  it("shows the server's reasons in Turkish: a chart not ready, and a failure's toast", async () => {
    await speak('tr');
    server(
      json(409, { message: 'Please choose your birth place in your profile to see your chart.', code: 'CONFLICT' }),
      json(400, { message: 'Please choose your birth place from the list.' }),
    );
    const events = userEvent.setup();
    renderApp(<CompatibilityPage />, { user: READY });
    await fillInTurkish(events);
    await events.click(screen.getByRole('button', { name: 'Uyumunuzu gör' }));
    expect(await screen.findByText('Haritanı görmek için profilinde doğum yerini seç.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profiline git' }).getAttribute('href')).toBe('/profile');

    await events.click(screen.getByRole('button', { name: 'Uyumunuzu gör' }));
    expect(await screen.findByText('Haritalarınızı şu an karşılaştıramadık')).toBeTruthy();
    expect(screen.getByText('Lütfen doğum yerini listeden seç.', { selector: 'div, li, span' })).toBeTruthy();
  });
});
