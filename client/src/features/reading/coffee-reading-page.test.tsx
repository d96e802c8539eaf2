// @vitest-environment jsdom
import { CoffeeReadingRequestSchema } from '@contract/reading';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, gate, json, stubApi } from '@/test/api-stub';
import { renderApp, resetApp, speak } from '@/test/render';
import CoffeeReadingPage from './coffee-reading-page';

// The swirls are timed (2 s each, 1 s before the results open): the clock is the test's.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'] });
  // Testing Library ends each user-event action with a setTimeout(0) that only Jest's fake clock
  // is known to move; this lets it move Vitest's (testing-library/react-testing-library#1197).
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  resetApp();
  vi.useRealTimers();
});

/** Moves the clock on and lets React and the answers that were waiting catch up. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/**
 * Lets an answer reach the screen: it takes a few promise hops and then the query library's
 * zero-delay notify, which a fake clock schedules 1 ms on when it is set during a tick.
 */
async function settle() {
  for (let hop = 0; hop < 5; hop += 1) await pass(1);
}

const cup = {
  id: 9,
  reading: 'A bird near the rim: news is on its way.',
  symbols: [],
  createdAt: '2025-04-12T08:00:00.000Z',
  intention: 'Will this new path bring me joy?',
  category: null,
  signs: { spotlight: null, element: { element: null, sign: null, title: 'Your element', text: '...' } },
  elsewhere: {},
};

/** POST /api/coffee-reading, answered with `answer` once `release` is called. */
function readingServer(answer: () => Response) {
  const held = gate();
  const calls = stubApi(async (_call: ApiCall) => {
    await held.opened;
    return answer();
  });
  return { calls, release: held.open };
}

function renderSwirlScreen() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderApp(<CoffeeReadingPage />, { path: '/coffee-reading' });
  const swirlButton = screen.getByRole('button', { name: 'Swirl' });
  const simulateButton = screen.getByRole('button', { name: 'Simulate Swirl' });
  return { ...view, user, swirlButton, simulateButton };
}

/** The counter under the cup, announced politely as it changes. */
const counter = () => screen.getByText(/^Swirl \d more times?$|^Reading your future\.\.\.$|^Your cup has spoken$/);

describe('the swirl counter', () => {
  it('counts a swirl when its 2 seconds are over; a tap meanwhile adds none', async () => {
    readingServer(() => json(201, cup));
    const { user, swirlButton } = renderSwirlScreen();
    expect(counter().textContent).toBe('Swirl 3 more times');
    expect(counter().getAttribute('role')).toBe('status');

    await user.click(swirlButton);
    await pass(1999);
    expect(counter().textContent).toBe('Swirl 3 more times');
    await user.click(swirlButton); // still swirling: ignored
    await pass(1);
    expect(counter().textContent).toBe('Swirl 2 more times');
    await pass(2000);
    expect(counter().textContent).toBe('Swirl 2 more times');
    await user.click(swirlButton);
    await pass(2000);
    expect(counter().textContent).toBe('Swirl 1 more time');
  });

  it('asks for the reading when the third swirl ends, then opens the results a second after it arrives', async () => {
    const server = readingServer(() => json(201, cup));
    const { user, swirlButton, simulateButton, history } = renderSwirlScreen();
    await user.type(screen.getByRole('textbox', { name: 'Your intention' }), '  Will this new path bring me joy? ');

    for (let swirl = 0; swirl < 3; swirl += 1) {
      await user.click(swirlButton);
      await pass(2000);
    }

    expect(counter().textContent).toBe('Reading your future...');
    expect(swirlButton).toHaveProperty('disabled', true);
    expect(simulateButton).toHaveProperty('disabled', true);
    expect(server.calls).toHaveLength(1);
    const [request] = server.calls;
    expect(request).toMatchObject({ method: 'POST', path: '/api/coffee-reading' });
    expect(CoffeeReadingRequestSchema.parse(request?.body)).toMatchObject({
      intention: 'Will this new path bring me joy?',
      swirl: {
        swirls: [
          { peak: 0, durationMs: 2000, at: 0 },
          { peak: 0, durationMs: 2000, at: 2000 },
          { peak: 0, durationMs: 2000, at: 4000 },
        ],
      },
    });

    server.release();
    await settle();
    expect(counter().textContent).toBe('Your cup has spoken');
    await pass(990);
    expect(history).toEqual(['/coffee-reading']);
    await pass(10);
    expect(history).toEqual(['/reading-results']); // in place of the swirl screen
  });

  it('starts over with the error toast when the reading fails', async () => {
    const server = readingServer(() => json(500, { message: 'Something went wrong' }));
    server.release();
    const { user, swirlButton } = renderSwirlScreen();

    for (let swirl = 0; swirl < 3; swirl += 1) {
      await user.click(swirlButton);
      await pass(2000);
    }
    await settle();

    expect(screen.getByText('Reading failed')).toBeTruthy();
    expect(screen.getByText("We couldn't read your fortune at this time. Please try again later.")).toBeTruthy();
    expect(counter().textContent).toBe('Swirl 3 more times');
    expect(swirlButton).toHaveProperty('disabled', false);
  });

  it('Simulate Swirl plays three swirls of 2 seconds from one press, each as long as the button was held, then reads', async () => {
    const server = readingServer(() => json(201, cup));
    const { user, swirlButton, simulateButton, history } = renderSwirlScreen();

    await user.pointer({ keys: '[MouseLeft>]', target: simulateButton });
    await pass(1500);
    await user.pointer({ keys: '[/MouseLeft]', target: simulateButton });

    // The member sees the three swirls at the specification's pace, not a reading at once.
    expect(counter().textContent).toBe('Swirl 3 more times');
    expect(screen.getByRole('img', { name: 'Your coffee cup' }).getAttribute('class')).toContain('animate-');
    expect(simulateButton).toHaveProperty('disabled', true);
    expect(server.calls).toHaveLength(0);
    await pass(1999);
    expect(counter().textContent).toBe('Swirl 3 more times');
    await pass(1);
    expect(counter().textContent).toBe('Swirl 2 more times');
    await user.click(swirlButton); // a tap meanwhile adds none
    await pass(2000);
    expect(counter().textContent).toBe('Swirl 1 more time');
    expect(server.calls).toHaveLength(0);
    await pass(2000);

    expect(counter().textContent).toBe('Reading your future...');
    expect(server.calls).toHaveLength(1);
    expect(CoffeeReadingRequestSchema.parse(server.calls[0]?.body).swirl).toEqual({
      simulated: true,
      swirls: [
        { peak: 0, durationMs: 1500, at: 0 },
        { peak: 0, durationMs: 1500, at: 1500 },
        { peak: 0, durationMs: 1500, at: 3000 },
      ],
    });
    server.release();
    await settle();
    expect(counter().textContent).toBe('Your cup has spoken');
    await pass(990);
    expect(history).toEqual(['/coffee-reading']);
    await pass(10);
    expect(history).toEqual(['/reading-results']);
  });

  it('speaks of the phone to a touch screen and of clicking to a mouse', () => {
    readingServer(() => json(201, cup));
    renderSwirlScreen();
    const touch = screen.getByTestId('swirl-intro-touch');
    const mouse = screen.getByTestId('swirl-intro-mouse');
    expect(touch.textContent).toContain('hold your phone like a cup');
    expect(touch.className).toContain('pointer-fine:hidden');
    expect(mouse.textContent).toBe(
      'Set your intention, then click Swirl three times, slowly, letting your question settle with the grounds.',
    );
    expect(mouse.textContent).not.toContain('phone');
    expect(mouse.className).toContain('hidden');
    expect(mouse.className).toContain('pointer-fine:block');
  });

  it('speaks Turkish: the title, the intention, the areas of life, the counter and the swirl buttons', async () => {
    await speak('tr');
    const server = readingServer(() => json(201, cup));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(<CoffeeReadingPage />, { path: '/coffee-reading' });
    /** The counter under the cup, in Turkish. */
    const sayer = () => screen.getByText(/^\d kez daha çevir$|^Fincanına bakılıyor\.\.\.$|^Fincanın konuştu$/);

    expect(screen.getByRole('heading', { level: 1, name: 'Kahve Falı' })).toBeTruthy();
    expect(screen.getByTestId('swirl-intro-mouse').textContent).toBe(
      'Niyetini tut, sonra “Çevir” düğmesine yavaşça üç kez tıkla; aklındaki soru telveyle birlikte dibe çöksün.',
    );
    const intention = screen.getByRole('textbox', { name: 'Niyetin' });
    expect(intention.getAttribute('placeholder')).toBe('ör. Yolum beni nereye götürüyor?');
    const areas = screen.getByRole('radiogroup', { name: 'Konu' });
    expect(
      within(areas)
        .getAllByRole('radio')
        .map((chip) => chip.textContent),
    ).toEqual(['Aşk', 'Kariyer', 'Sağlık', 'Diğer']);
    expect(screen.getByRole('img', { name: 'Kahve fincanın' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Otomatik Çevir' })).toBeTruthy();

    const swirl = screen.getByRole('button', { name: 'Çevir' });
    expect(sayer().textContent).toBe('3 kez daha çevir');
    for (const left of ['2 kez daha çevir', '1 kez daha çevir', 'Fincanına bakılıyor...']) {
      await user.click(swirl);
      await pass(2000);
      expect(sayer().textContent).toBe(left);
    }
    server.release();
    await settle();
    expect(sayer().textContent).toBe('Fincanın konuştu');
  });

  it('says a failed reading in Turkish', async () => {
    await speak('tr');
    readingServer(() => json(500, { message: 'Something went wrong' })).release();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(<CoffeeReadingPage />, { path: '/coffee-reading' });
    for (let swirl = 0; swirl < 3; swirl += 1) {
      await user.click(screen.getByRole('button', { name: 'Çevir' }));
      await pass(2000);
    }
    await settle();
    expect(screen.getByText('Falına bakılamadı')).toBeTruthy();
    expect(screen.getByText('Falına şu an bakamadık. Biraz sonra yeniden dener misin?')).toBeTruthy();
  });
});
