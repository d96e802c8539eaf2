// @vitest-environment jsdom
import type { HoroscopeInsights as Insights } from '@contract/guidance';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetApp, speak } from '@/test/render';
import { HoroscopeInsights } from './horoscope-insights';

afterEach(() => {
  cleanup();
  resetApp();
});

const insights: Insights = {
  aspects: ['Venus in Leo warms your chart.'],
  moonSign: 'The Moon is bright.',
  guidance: 'Rest.',
};
const transits: Insights['transits'] = [
  {
    transiting: 'saturn',
    natal: 'ascendant',
    type: 'square',
    orb: 0.78,
    exactAt: null,
    text: 'Saturn squares your natal Ascendant.',
  },
  {
    transiting: 'mercury',
    natal: 'midheaven',
    type: 'trine',
    orb: 0.08,
    exactAt: '2026-11-27T10:34:00.000Z',
    text: 'Mercury forms a flowing trine to your natal Midheaven.',
  },
];

describe('HoroscopeInsights: your own sky', () => {
  it('lists the transits in order, each exact moment in local time as a <time>', () => {
    render(<HoroscopeInsights insights={{ ...insights, transits }} />);
    const list = screen.getByRole('list', { name: 'Your own sky' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Saturn squares your natal Ascendant.',
      'Mercury forms a flowing trine to your natal Midheaven.',
    ]);
    expect(items[0]?.querySelector('time')).toBeNull();
    const time = items[1]?.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-11-27T10:34:00.000Z');
    const local = new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' });
    expect(time?.textContent).toBe(local.format(new Date('2026-11-27T10:34:00.000Z')));
  });

  it('says the day is quiet when the chart has no transits', () => {
    render(<HoroscopeInsights insights={{ ...insights, transits: [] }} />);
    expect(screen.getByText('A quiet day for your own chart: no planet is close to an exact aspect.')).toBeTruthy();
  });

  it('speaks Turkish, the exact moment written the Turkish way', async () => {
    await speak('tr');
    render(<HoroscopeInsights insights={{ ...insights, transits }} />);
    expect(screen.getByRole('heading', { name: 'Ayrıntılı yorumlar' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Kendi gökyüzün' });
    const time = list.querySelector('time');
    const turkish = new Intl.DateTimeFormat('tr', { weekday: 'short', hour: 'numeric', minute: '2-digit' });
    expect(time?.textContent).toBe(turkish.format(new Date('2026-11-27T10:34:00.000Z')));
    expect(time?.parentElement?.textContent).toBe(`Tam açı: ${time?.textContent}`);
  });

  it('leaves the section out until the member has a chart', () => {
    render(<HoroscopeInsights insights={insights} />);
    expect(screen.queryByText('Your own sky')).toBeNull();
  });
});
