// @vitest-environment jsdom
import { CoffeeReadingRequestSchema } from '@contract/reading';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, gate, json, stubApi } from '@/test/api-stub';
import { renderApp, resetApp, speak } from '@/test/render';
import CoffeeReadingPage from '../coffee-reading-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  // jsdom has no object URLs: the photo is shown from a stand-in address.
  URL.createObjectURL = vi.fn(() => 'blob:your-cup');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  resetApp();
  vi.useRealTimers();
});

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
async function settle() {
  for (let hop = 0; hop < 5; hop += 1) await pass(1);
}

const PHOTO_ID = '6f1c2b9e-8a4d-4f7e-9b1a-2c3d4e5f6a7b';
const seen = (handleAngle = 90) => ({
  id: PHOTO_ID,
  handleAngle,
  cup: { x: 0.5, y: 0.5, r: 0.35 },
  shapes: [
    { symbolId: 'anchor', form: 'figure', zone: 'rim', box: { x: 0.3, y: 0.2, w: 0.1, h: 0.12 }, confidence: 0.8 },
    { symbolId: 'bird', form: 'figure', zone: 'side', box: { x: 0.55, y: 0.4, w: 0.08, h: 0.06 }, confidence: 0.3 },
    { symbolId: null, form: 'line', zone: 'bottom', box: { x: 0.45, y: 0.5, w: 0.1, h: 0.02 }, confidence: 0.6 },
  ],
});
const reading = {
  id: 9,
  reading: 'An anchor near the rim: steadiness is coming.',
  symbols: [],
  createdAt: '2025-04-12T08:00:00.000Z',
  intention: '',
  category: null,
  signs: { spotlight: null, element: { element: null, sign: null, title: 'Your element', text: '...' } },
  elsewhere: {},
};

/** The server: uploads answered by `photos` in turn (each held until released), readings at once. */
function cupServer(photos: Array<() => Response>) {
  const held = gate();
  let upload = 0;
  const calls = stubApi(async (call: ApiCall) => {
    if (call.path === '/api/cup-photos') {
      await held.opened;
      const answer = photos[Math.min(upload, photos.length - 1)];
      upload += 1;
      if (!answer) throw new Error('no answer');
      return answer();
    }
    return json(201, reading);
  });
  return { calls, release: held.open, uploads: () => calls.filter((call) => call.path === '/api/cup-photos') };
}

function renderScreen() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderApp(<CoffeeReadingPage />, { path: '/coffee-reading' });
  const region = screen.getByRole('region', { name: 'Read my cup' });
  return { ...view, user, region };
}

const cupFile = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'cup.jpg', { type: 'image/jpeg' });

/** The photo 'loads' at 3:4, as a phone takes it upright. */
function loadPhoto() {
  const img = screen.getByRole('img', { name: /^Your cup/ });
  Object.defineProperty(img, 'naturalWidth', { value: 900, configurable: true });
  Object.defineProperty(img, 'naturalHeight', { value: 1200, configurable: true });
  fireEvent.load(img);
}

const photoInput = () => screen.getByLabelText('Photo of your cup') as HTMLInputElement;

describe('Read my cup, in Turkish', () => {
  it('guides, reads and names what Telve saw in Turkish, the handle by the clock', async () => {
    await speak('tr');
    const server = cupServer([() => json(201, seen())]);
    server.release();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(<CoffeeReadingPage />, { path: '/coffee-reading' });
    const region = screen.getByRole('region', { name: 'Fincanıma bak' });
    expect(within(region).getByText('Kendi fincanındaki telveyi Telve okusun.')).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'Fincanıma bak' }));
    const guide = within(region).getByRole('list', { name: 'Fincanının fotoğrafı nasıl çekilir' });
    expect(within(guide).getAllByRole('listitem')[0]?.textContent).toBe(
      '1. Fincanı kapatKahveni telvesine kadar içince fincanı tabağının üzerine ters kapat.',
    );
    expect(within(region).getByRole('button', { name: 'Fincanının fotoğrafını çek' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Fotoğrafı kaldır' })).toBeTruthy();

    await user.upload(screen.getByLabelText('Fincanının fotoğrafı') as HTMLInputElement, cupFile());
    await settle();
    const img = screen.getByRole('img', { name: "Fincanın, Telve'nin gördüğü şekillerin çevresi çizili" });
    Object.defineProperty(img, 'naturalWidth', { value: 900, configurable: true });
    Object.defineProperty(img, 'naturalHeight', { value: 1200, configurable: true });
    fireEvent.load(img);

    const saw = within(region).getByRole('heading', { name: "Telve'nin gördükleri" }).parentElement as HTMLElement;
    expect(
      within(saw)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Çapa', 'Kuş gibi bir şekil', 'Bir çizgi']);
    expect(saw.textContent).toContain('Kulp K harfiyle işaretli, saat 3 yönünde.');
    expect(screen.getByTestId('handle-mark').textContent).toBe('K');
    expect(within(region).getByRole('button', { name: 'Dokunduğun yeri kulp olarak işaretle' })).toBeTruthy();

    await user.selectOptions(within(region).getByLabelText('Kulbun yeri'), 'saat 6');
    expect(within(region).getByRole('button', { name: 'Kulp saat 6 yönündeyken yeniden oku' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Başka bir fotoğraf seç' })).toBeTruthy();
  });

  it("says the server's refusals and our own in Turkish", async () => {
    await speak('tr');
    const notACup =
      "We couldn't find a cup in this photo. Photograph the inside of your cup from straight above, in good light.";
    const server = cupServer([() => json(422, { message: notACup }), () => json(500, { message: 'Internal' })]);
    server.release();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(<CoffeeReadingPage />, { path: '/coffee-reading' });
    const region = screen.getByRole('region', { name: 'Fincanıma bak' });
    await user.click(within(region).getByRole('button', { name: 'Fincanıma bak' }));
    const input = () => screen.getByLabelText('Fincanının fotoğrafı') as HTMLInputElement;

    await user.upload(input(), cupFile());
    await settle();
    expect(within(region).getByRole('alert').textContent).toContain(
      'Bu fotoğrafta bir fincan bulamadık. Fincanının içini iyi bir ışıkta, tam yukarıdan fotoğrafla.',
    );
    expect(within(region).getByRole('button', { name: 'Başka bir fotoğraf dene' })).toBeTruthy();
    await user.upload(input(), cupFile());
    await settle();
    expect(within(region).getByRole('alert').textContent).toContain(
      'Fincanını şu an okuyamadık. Birazdan yeniden dener misin?',
    );
  });
});

describe('Read my cup', () => {
  it('shows the guide, reads the photo with a visible wait, then outlines and names what Telve saw', async () => {
    const server = cupServer([() => json(201, seen())]);
    const { user, region } = renderScreen();
    expect(within(region).queryByRole('list', { name: 'How to photograph your cup' })).toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Read my cup' }));
    const steps = within(within(region).getByRole('list', { name: 'How to photograph your cup' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      '1. Turn it overWhen you have drunk down to the grounds, turn the cup over on its saucer.',
      '2. Let it coolWait a few minutes, until the cup is cool and the grounds have settled.',
      '3. From straight aboveTurn it upright and photograph the inside from straight above, in daylight.',
      '4. Handle in viewKeep the handle in the picture: it tells Telve where home is.',
    ]);
    expect(photoInput().getAttribute('accept')).toBe('image/*');
    expect(photoInput().getAttribute('capture')).toBe('environment');

    await user.upload(photoInput(), cupFile());
    expect(within(region).getByRole('status').textContent).toBe('Telve is looking at your cup...');
    expect(screen.getByRole('button', { name: 'Swirl' })).toHaveProperty('disabled', true);
    const [sent] = server.uploads();
    expect(sent?.method).toBe('POST');
    const form = sent?.body as FormData;
    expect((form.get('photo') as File).name).toBe('cup.jpg');
    expect(form.has('handleAngle')).toBe(false);

    server.release();
    await settle();
    loadPhoto();
    expect(screen.getByRole('img', { name: 'Your cup, with the shapes Telve saw outlined' }).getAttribute('src')).toBe(
      'blob:your-cup',
    );
    const saw = within(region).getByRole('heading', { name: 'What Telve saw' }).parentElement as HTMLElement;
    expect(
      within(saw)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Anchor', 'Something like a bird', 'A line']);
    expect(saw.textContent).toContain("The handle is marked H, at 3 o'clock.");
    expect(screen.getByTestId('handle-mark')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Swirl' })).toHaveProperty('disabled', false);
  });

  it('sends the same photo again with the handle where the member put it, and the reading names the photo', async () => {
    const server = cupServer([() => json(201, seen(90)), () => json(201, seen(0))]);
    server.release();
    const { user, region } = renderScreen();
    await user.click(within(region).getByRole('button', { name: 'Read my cup' }));
    const file = cupFile();
    await user.upload(photoInput(), file);
    await settle();
    loadPhoto();

    // A tap on the rim above the cup's centre marks the handle at 12 o'clock.
    const surface = within(region).getByRole('button', { name: 'Mark the handle where you tap' });
    surface.getBoundingClientRect = () => ({ left: 0, top: 0, width: 300, height: 400 }) as DOMRect;
    fireEvent.click(surface, { clientX: 150, clientY: 60 });
    expect(screen.getByTestId('handle-pending')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: "Read again with the handle at 12 o'clock" }));
    await settle();

    const [, again] = server.uploads();
    const form = again?.body as FormData;
    expect(form.get('photo')).toBe(file);
    expect(form.get('handleAngle')).toBe('0');
    loadPhoto();
    expect(region.textContent).toContain("The handle is marked H, at 12 o'clock.");

    // The keyboard's way: a clock position.
    await user.selectOptions(within(region).getByLabelText('Handle at'), "6 o'clock");
    expect(within(region).getByRole('button', { name: "Read again with the handle at 6 o'clock" })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Simulate Swirl' }));
    await pass(6000);
    const readingCall = server.calls.find((call) => call.path === '/api/coffee-reading');
    expect(CoffeeReadingRequestSchema.parse(readingCall?.body).cupPhotoId).toBe(PHOTO_ID);
  });

  it('says a refusal kindly and lets the member try another photo; the swirl stays usable', async () => {
    const notACup =
      "We couldn't find a cup in this photo. Photograph the inside of your cup from straight above, in good light.";
    const server = cupServer([() => json(422, { message: notACup }), () => json(201, seen())]);
    server.release();
    const { user, region } = renderScreen();
    await user.click(within(region).getByRole('button', { name: 'Read my cup' }));
    await user.upload(photoInput(), cupFile());
    await settle();

    expect(within(region).getByRole('alert').textContent).toContain(notACup);
    expect(screen.getByRole('button', { name: 'Swirl' })).toHaveProperty('disabled', false);
    expect(within(region).getByRole('button', { name: 'Try another photo' })).toHaveProperty('disabled', false);
    await user.upload(photoInput(), cupFile());
    await settle();
    expect(within(region).queryByRole('alert')).toBeNull();
    loadPhoto();
    expect(within(region).getByRole('heading', { name: 'What Telve saw' })).toBeTruthy();

    // Put away: the reading is of the swirl alone again.
    await user.click(within(region).getByRole('button', { name: 'Put the photo away' }));
    await user.click(screen.getByRole('button', { name: 'Simulate Swirl' }));
    await pass(6000);
    const readingCall = server.calls.find((call) => call.path === '/api/coffee-reading');
    expect(CoffeeReadingRequestSchema.parse(readingCall?.body).cupPhotoId).toBeUndefined();
  });

  it('refuses a photo over 15 MB before sending it, and shows the 415 and 5xx answers in words', async () => {
    const unsupported = 'Invalid file type: Please upload an image file (JPEG, PNG, etc.)';
    const server = cupServer([() => json(415, { message: unsupported }), () => json(500, { message: 'Internal' })]);
    server.release();
    const { user, region } = renderScreen();
    await user.click(within(region).getByRole('button', { name: 'Read my cup' }));

    const huge = cupFile();
    Object.defineProperty(huge, 'size', { value: 15 * 1024 * 1024 + 1 });
    await user.upload(photoInput(), huge);
    expect(within(region).getByRole('alert').textContent).toContain(
      'File too large: Please upload a photo smaller than 15 MB.',
    );
    expect(server.uploads()).toHaveLength(0);

    await user.upload(photoInput(), cupFile());
    await settle();
    expect(within(region).getByRole('alert').textContent).toContain(unsupported);
    await user.upload(photoInput(), cupFile());
    await settle();
    expect(within(region).getByRole('alert').textContent).toContain(
      "We couldn't read your cup just now. Please try again in a moment.",
    );
  });
});
