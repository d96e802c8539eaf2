// @vitest-environment jsdom
import { ROUTES } from '@contract/routes';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { member, renderApp, resetApp } from '@/test/render';
import CircleHubPage from './circle-hub-page';

afterEach(resetApp);

const preview = [
  {
    id: 3,
    name: 'Gentle Mornings',
    description: 'Small rituals to start the day.',
    members: 1,
    activeDiscussions: 4,
    upcomingEvents: 0,
  },
];

describe("a free member's circle hub", () => {
  it('shows the real circles read-only, their posts blurred, and the way to Premium; asks only for the preview', async () => {
    const calls = stubApi(({ path }) =>
      path === ROUTES.circlePreview.path ? json(200, preview) : json(403, { message: 'premium' }),
    );
    renderApp(<CircleHubPage />, { user: member({ isPremium: false }) });

    const circle = await screen.findByRole('article', { name: 'Gentle Mornings' });
    expect(within(circle).getByText('Small rituals to start the day.')).toBeTruthy();
    expect(within(circle).getByText('1 member')).toBeTruthy();
    expect(within(circle).getByText('4 active discussions')).toBeTruthy();
    expect(within(circle).getByText('0 upcoming events')).toBeTruthy();
    expect(within(circle).getByText('Posts open with Premium')).toBeTruthy();
    expect(within(circle).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/premium');
    expect(calls.map((call) => call.path)).toEqual([ROUTES.circlePreview.path]);
  });
});
