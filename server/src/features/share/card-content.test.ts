import type { SharedReading } from '@contract/share';
import { describe, expect, it } from 'vitest';
import {
  affirmationCardContent,
  horoscopeCardContent,
  readingCardContent,
  sharedReadingCardContent,
} from './card-content';
import { CARD_WORDS } from './card-words';

const createdAt = new Date('2026-11-27T09:30:00.000Z');
const symbol = (name: string, meaning: string) =>
  ({ id: 'bridge', name, meaning, tone: 'fortunate', zone: 'rim' }) as const;
const shared = (firstName: string | null, symbols: SharedReading['symbols']): SharedReading => ({
  firstName,
  date: '2026-11-27',
  symbols,
});

describe('the cards in English', () => {
  it('say what they always said', () => {
    const reading = { text: 'Your cup shows a bridge.', createdAt, symbols: [{ name: 'Bridge' }, { name: 'Bird' }] };
    expect(readingCardContent(reading, 'en')).toEqual({
      kicker: 'My coffee reading',
      body: 'Your cup shows a bridge.',
      footnote: 'Bridge · Bird',
      date: 'Friday, 27 November 2026',
    });
    expect(horoscopeCardContent({ sign: 'Leo', date: '2026-11-27', headline: 'A bold day.' }, 'en')).toEqual({
      kicker: "Leo · Today's horoscope",
      body: 'A bold day.',
      date: 'Friday, 27 November 2026',
    });
    expect(affirmationCardContent({ text: 'I am calm.', date: '2026-11-27' }, 'en')).toEqual({
      kicker: 'My affirmation',
      body: 'I am calm.',
      date: 'Friday, 27 November 2026',
    });
    const bridge = symbol('Bridge', 'A crossing made easy.');
    expect(sharedReadingCardContent(shared("D'Arcy", [bridge]), 'en')).toEqual({
      kicker: "D'Arcy's coffee reading",
      body: 'A crossing made easy.',
      footnote: 'Bridge',
      date: 'Friday, 27 November 2026',
    });
    expect(sharedReadingCardContent(shared(null, [bridge]), 'en').kicker).toBe('A coffee reading');
  });

  it("head a shared reading's page as they always did", () => {
    expect(CARD_WORDS.en.sharedReading(null)).toBe('A coffee reading');
    expect(CARD_WORDS.en.inTheCup(['Bridge', 'Bird'])).toBe('In the cup: Bridge, Bird.');
    expect(CARD_WORDS.en.inTheCup([])).toBe('A coffee reading from Telve.');
  });
});

describe('the cards in Turkish', () => {
  it('draw Turkish words and a Turkish date around hers', () => {
    const reading = { text: 'Fincanında bir köprü var.', createdAt, symbols: [{ name: 'köprü' }, { name: 'kuş' }] };
    expect(readingCardContent(reading, 'tr')).toEqual({
      kicker: 'Kahve falım',
      body: 'Fincanında bir köprü var.',
      footnote: 'köprü · kuş',
      date: '27 Kasım 2026 Cuma',
    });
    expect(affirmationCardContent({ text: 'Huzurluyum.', date: '2026-11-27' }, 'tr')).toEqual({
      kicker: 'Günün olumlaması',
      body: 'Huzurluyum.',
      date: '27 Kasım 2026 Cuma',
    });
    const bridge = symbol('köprü', 'Kolay bir geçiş.');
    expect(sharedReadingCardContent(shared('Ayla', [bridge]), 'tr')).toEqual({
      kicker: 'Ayla kahve falını seninle paylaştı',
      body: 'Kolay bir geçiş.',
      footnote: 'köprü',
      date: '27 Kasım 2026 Cuma',
    });
    expect(sharedReadingCardContent(shared(null, [bridge]), 'tr').kicker).toBe('Bir kahve falı');
  });

  it("name the sign as Turkish does, with Turkish capitals ('İkizler', never 'Ikizler')", () => {
    const horoscope = { sign: 'Gemini', date: '2026-11-27', headline: 'Sözlerin bugün hafif.' } as const;
    expect(horoscopeCardContent(horoscope, 'tr')).toEqual({
      kicker: 'İkizler · Günün burç yorumu',
      body: 'Sözlerin bugün hafif.',
      date: '27 Kasım 2026 Cuma',
    });
    expect(horoscopeCardContent({ ...horoscope, sign: 'Virgo' }, 'tr').kicker).toBe('Başak · Günün burç yorumu');
  });

  it("head a shared reading's page in Turkish", () => {
    expect(CARD_WORDS.tr.sharedReading('Ayla')).toBe('Ayla kahve falını seninle paylaştı');
    expect(CARD_WORDS.tr.inTheCup(['köprü', 'kuş'])).toBe('Fincanda: köprü, kuş.');
    expect(CARD_WORDS.tr.inTheCup([])).toBe("Telve'den bir kahve falı.");
  });
});
