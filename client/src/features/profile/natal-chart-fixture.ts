import { CHART_BODY_NAMES, type NatalChart } from '@contract/natal';
import { ZODIAC_SIGNS } from '@contract/zodiac-signs';

/** A chart as GET /api/natal-chart answers: every body, Mercury and Venus close, Saturn retrograde. */
export function natalChart(overrides: Partial<NatalChart> = {}): NatalChart {
  const longitudes = [70.5, 200.25, 72, 73, 150, 300, 310.75, 280, 284, 226, 20, 110];
  const cusps = [160, 188, 218, 250, 282, 312, 340, 8, 38, 70, 102, 132];
  return {
    utc: '1990-06-01T09:00:00.000Z',
    timeKnown: true,
    place: { name: 'İzmir', lat: 38.41, lon: 27.14, timeZone: 'Europe/Istanbul' },
    houseSystem: 'placidus',
    bodies: CHART_BODY_NAMES.map((body, index) => {
      const longitude = longitudes[index] ?? 0;
      return {
        body,
        longitude,
        sign: ZODIAC_SIGNS[Math.floor(longitude / 30)] ?? 'Aries',
        degree: longitude % 30,
        retrograde: body === 'saturn',
        house: 1 + (index % 12),
      };
    }),
    ascendant: 160,
    midheaven: 70,
    cusps,
    aspects: [],
    bigThree: [
      { point: 'sun', sign: 'Gemini', text: 'Your Sun in Gemini makes you a curious mind.' },
      { point: 'moon', sign: 'Libra', text: 'With your Moon in Libra, you feel at ease in harmony.' },
      { point: 'rising', sign: 'Virgo', text: 'With Virgo rising, you come across as thoughtful.' },
    ],
    ...overrides,
  };
}
