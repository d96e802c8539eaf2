// @vitest-environment jsdom
import type { ReadingSymbol } from '@contract/reading';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp, speak } from '@/test/render';
import { CupPhotoResults } from './cup-photo-results';

afterEach(() => resetApp());

const PHOTO_ID = '6f1c2b9e-8a4d-4f7e-9b1a-2c3d4e5f6a7b';
const symbol = (over: Partial<ReadingSymbol>): ReadingSymbol => ({
  id: 'anchor',
  name: 'anchor',
  zone: 'rim',
  size: 'medium',
  clarity: 'clear',
  direction: 'toward',
  tone: 'fortunate',
  meaning: 'Steadiness arrives soon: a settled home or a love that holds.',
  box: { x: 0.3, y: 0.2, w: 0.1, h: 0.12 },
  ...over,
});
const symbols = [
  symbol({}),
  symbol({
    id: 'bird',
    name: 'Something like a bird',
    zone: 'bottom',
    meaning: 'News travels toward you, further ahead.',
    box: { x: 0.5, y: 0.6, w: 0.08, h: 0.06 },
  }),
];

function loadPhoto() {
  const img = screen.getByRole('img', { name: 'Your cup, with the shapes of your reading outlined' });
  Object.defineProperty(img, 'naturalWidth', { value: 1200, configurable: true });
  Object.defineProperty(img, 'naturalHeight', { value: 900, configurable: true });
  fireEvent.load(img);
  return img;
}

describe('the cup beneath a reading of a photo', () => {
  it("shows the member's photo with each shape as a button that tells its meaning, by tap or keyboard", async () => {
    const user = userEvent.setup();
    renderApp(<CupPhotoResults cupPhotoId={PHOTO_ID} symbols={symbols} />);
    expect(screen.getByRole('heading', { name: 'Your cup' })).toBeTruthy();
    const img = loadPhoto();
    expect(img.getAttribute('src')).toBe(`/api/cup-photos/${PHOTO_ID}/image`);
    expect(screen.getByText('Tap a shape in your cup to see what it means.')).toBeTruthy();

    const anchor = screen.getByRole('button', { name: 'anchor: what it means' });
    expect(anchor.style.left).toBe('30%');
    expect(anchor.style.width).toBe('10%');
    await user.click(anchor);
    expect(anchor.getAttribute('aria-pressed')).toBe('true');
    const meaning = screen.getByTestId('shape-meaning');
    expect(meaning.textContent).toBe(
      'AnchorAt the rim: the near futureSteadiness arrives soon: a settled home or a love that holds.',
    );

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Something like a bird: what it means' }));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('shape-meaning').textContent).toBe(
      'Something like a birdAt the bottom: further aheadNews travels toward you, further ahead.',
    );
    expect(anchor.getAttribute('aria-pressed')).toBe('false');
  });

  it("speaks Turkish: the heading, the photo's name, each shape's button and its place in the cup", async () => {
    await speak('tr');
    const user = userEvent.setup();
    renderApp(<CupPhotoResults cupPhotoId={PHOTO_ID} symbols={[symbol({ name: 'çapa' })]} />);
    expect(screen.getByRole('heading', { name: 'Fincanın' })).toBeTruthy();
    const img = screen.getByRole('img', { name: 'Fincanın, falındaki şekillerin çevresi çizili' });
    Object.defineProperty(img, 'naturalWidth', { value: 1200, configurable: true });
    Object.defineProperty(img, 'naturalHeight', { value: 900, configurable: true });
    fireEvent.load(img);
    expect(screen.getByText('Ne anlama geldiğini görmek için fincanındaki bir şekle dokun.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'çapa: ne anlama geliyor?' }));
    expect(screen.getByTestId('shape-meaning').textContent).toBe(
      'ÇapaKenarda: yakın gelecekSteadiness arrives soon: a settled home or a love that holds.',
    );
  });

  it('shows nothing for a reading of the swirl, or when the photo is no longer kept', () => {
    const swirl = renderApp(<CupPhotoResults symbols={symbols.map(({ box: _box, ...rest }) => rest)} />);
    expect(screen.queryByRole('heading', { name: 'Your cup' })).toBeNull();
    swirl.unmount();

    renderApp(<CupPhotoResults cupPhotoId={PHOTO_ID} symbols={symbols} />);
    fireEvent.error(screen.getByRole('img', { name: 'Your cup, with the shapes of your reading outlined' }));
    expect(screen.queryByRole('heading', { name: 'Your cup' })).toBeNull();
  });
});
