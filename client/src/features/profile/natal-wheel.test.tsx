// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetApp } from '@/test/render';
import { natalChart } from './natal-chart-fixture';
import NatalChartView from './natal-chart-view';
import { BODY_GLYPHS } from './wheel-geometry';

afterEach(resetApp);

describe('the natal wheel', () => {
  it('draws every body with its glyph, the twelve signs and the twelve cusps, named for a screen reader', () => {
    const { container } = render(<NatalChartView chart={natalChart()} />);
    const wheel = screen.getByRole('img', {
      name: 'Your birth chart wheel: Sun in Gemini, Moon in Libra, Ascendant in Virgo. The table below lists every body.',
    });
    const bodies = [...wheel.querySelectorAll('[data-body]')];
    expect(bodies.map((body) => body.getAttribute('data-body'))).toEqual(natalChart().bodies.map((body) => body.body));
    expect(bodies.map((body) => body.textContent)).toEqual(natalChart().bodies.map((body) => BODY_GLYPHS[body.body]));
    expect(wheel.querySelectorAll('[data-sign]')).toHaveLength(12);
    expect(wheel.querySelectorAll('[data-cusp]')).toHaveLength(12);
    expect(container.querySelector('.aspect-square')).not.toBeNull();
  });

  it('lists the same facts in a table: body, sign, degree, house, retrograde', () => {
    render(<NatalChartView chart={natalChart()} />);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 12);
    expect(rows.slice(1).map((row) => row.textContent)).toContain('SaturnAquarius10°45′7Yes');
    expect(rows[1]?.textContent).toBe('SunGemini10°30′1No');
  });

  it('draws no cusps without a birth time, and says why', () => {
    render(
      <NatalChartView
        chart={natalChart({ timeKnown: false, cusps: null, ascendant: null, midheaven: null, houseSystem: null })}
      />,
    );
    const wheel = screen.getByRole('img', { name: /Moon in Libra, without houses \(no birth time\)/ });
    expect(wheel.querySelectorAll('[data-cusp]')).toHaveLength(0);
    expect(screen.getByText(/cast for noon in İzmir, so it has no houses and no rising sign/)).toBeTruthy();
  });

  it('shows the big three as three cards', () => {
    render(<NatalChartView chart={natalChart()} />);
    const cards = within(screen.getByRole('list', { name: 'Your big three' })).getAllByRole('listitem');
    const names = ['Sun in Gemini', 'Moon in Libra', 'Rising in Virgo'];
    expect(cards).toHaveLength(3);
    cards.forEach((card, index) => {
      expect(within(card).getByRole('heading', { name: names[index] })).toBeTruthy();
    });
    expect(cards[0]?.textContent).toContain('Your Sun in Gemini makes you a curious mind.');
  });
});
