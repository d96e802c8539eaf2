// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { renderApp, resetApp } from '@/test/render';
import { natalChart } from './natal-chart-fixture';
import { NatalChartSection } from './natal-chart-section';

afterEach(resetApp);

describe('the birth chart on the profile', () => {
  it('draws the wheel once GET /api/natal-chart answers', async () => {
    stubApi(() => json(200, natalChart()));
    renderApp(<NatalChartSection />);
    expect(await screen.findByRole('img', { name: /^Your birth chart wheel: Sun in Gemini/ })).toBeTruthy();
  });

  it('leads from the chart to the compatibility view', async () => {
    stubApi(() => json(200, natalChart()));
    renderApp(<NatalChartSection />);
    const link = await screen.findByRole('link', { name: "Compare your chart with someone's" });
    expect(link.getAttribute('href')).toBe('/compatibility');
  });

  it('shows what is missing as a friendly prompt, not an error', async () => {
    const message = 'Please choose your birth place in your profile to see your chart.';
    stubApi(() => json(409, { message }));
    renderApp(<NatalChartSection />);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
