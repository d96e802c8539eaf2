// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts } from '@/components/ui/use-toast';
import { json, stubApi } from '@/test/api-stub';
import { resetApp, speak } from '@/test/render';
import { shareCard } from './share-card';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
const png = () => new Response(PNG, { status: 200, headers: { 'Content-Type': 'image/png' } });

/** Gives jsdom's navigator or URL a member for one test (jsdom has neither Web Share nor blob URLs). */
const added: [object, string][] = [];
function give(target: object, name: string, value: unknown) {
  Object.defineProperty(target, name, { value, configurable: true, writable: true });
  added.push([target, name]);
}
afterEach(() => {
  for (const [target, name] of added.splice(0)) delete (target as Record<string, unknown>)[name];
  resetApp();
});

const options = {
  url: '/api/share-cards/reading/7',
  fileName: 'telve-reading-7.png',
  title: 'My coffee reading',
  link: 'https://telve.test/reading-results',
};
/** The toasts on screen (a closed one from an earlier file in this worker lingers a second before it goes). */
const titles = () =>
  currentToasts()
    .filter((t) => t.open)
    .map((t) => ({ title: t.title, description: t.description }));

describe('shareCard', () => {
  it('shares the PNG as a file where the browser can share files', async () => {
    const calls = stubApi(png);
    const share = vi.fn(async () => {});
    give(navigator, 'canShare', (data: ShareData) => (data.files?.length ?? 0) > 0);
    give(navigator, 'share', share);

    expect(await shareCard(options)).toBe('shared');
    expect(calls.map((c) => c.path)).toEqual(['/api/share-cards/reading/7']);
    const sent = (share.mock.calls[0] as unknown as [ShareData])[0];
    expect(sent.title).toBe('My coffee reading');
    expect(sent.files?.map((f) => [f.name, f.type])).toEqual([['telve-reading-7.png', 'image/png']]);
    expect(titles()).toEqual([]);
  });

  it('says nothing when the member closes the share sheet', async () => {
    stubApi(png);
    give(navigator, 'canShare', () => true);
    give(navigator, 'share', async () => {
      throw new DOMException('closed', 'AbortError');
    });
    expect(await shareCard(options)).toBe('cancelled');
    expect(titles()).toEqual([]);
  });

  it('downloads the PNG and copies the link elsewhere, and says so', async () => {
    stubApi(png);
    const writeText = vi.fn(async () => {});
    give(navigator, 'clipboard', { writeText });
    give(URL, 'createObjectURL', () => 'blob:card');
    give(URL, 'revokeObjectURL', () => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });

    expect(await shareCard(options)).toBe('downloaded');
    expect(clicked).toEqual(['telve-reading-7.png blob:card']);
    expect(writeText).toHaveBeenCalledWith('https://telve.test/reading-results');
    expect(titles()).toEqual([{ title: 'Card downloaded', description: 'The link to your reading is copied too.' }]);
    vi.restoreAllMocks();
  });

  it('falls back to a download where the browser cannot share this file', async () => {
    stubApi(png);
    const share = vi.fn();
    give(navigator, 'canShare', () => false);
    give(navigator, 'share', share);
    give(URL, 'createObjectURL', () => 'blob:card');
    give(URL, 'revokeObjectURL', () => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    expect(await shareCard(options)).toBe('downloaded');
    expect(share).not.toHaveBeenCalled();
    // No clipboard here: the toast does not claim a copied link.
    expect(titles()).toEqual([{ title: 'Card downloaded', description: undefined }]);
    vi.restoreAllMocks();
  });

  it("keeps 'Coming soon in the next update!' only where neither sharing nor downloading is possible", async () => {
    const calls = stubApi(png);
    give(URL, 'createObjectURL', undefined);
    expect(await shareCard(options)).toBe('unavailable');
    expect(calls).toEqual([]);
    expect(titles()).toEqual([{ title: 'Coming soon in the next update!', description: undefined }]);
  });

  it('says a download and a copied link in Turkish', async () => {
    await speak('tr');
    stubApi(png);
    give(navigator, 'clipboard', { writeText: vi.fn(async () => {}) });
    give(URL, 'createObjectURL', () => 'blob:card');
    give(URL, 'revokeObjectURL', () => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    expect(await shareCard(options)).toBe('downloaded');
    expect(titles()).toEqual([{ title: 'Kart indirildi', description: 'Falının bağlantısı da kopyalandı.' }]);
    vi.restoreAllMocks();
  });

  it("keeps 'Coming soon in the next update!' in Turkish too", async () => {
    await speak('tr');
    stubApi(png);
    give(URL, 'createObjectURL', undefined);
    expect(await shareCard(options)).toBe('unavailable');
    expect(titles()).toEqual([{ title: 'Bir sonraki güncellemeyle geliyor!', description: undefined }]);
  });

  it("shows the server's message when the card cannot be drawn", async () => {
    stubApi(() => json(404, { message: 'That reading was not found.' }));
    give(URL, 'createObjectURL', () => 'blob:card');
    expect(await shareCard(options)).toBe('failed');
    expect(titles()).toEqual([{ title: 'That reading was not found.', description: undefined }]);
  });
});
