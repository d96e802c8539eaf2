// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { member, renderApp, resetApp } from '@/test/render';
import { legalBackLink } from './legal-page';
import TermsPage from './terms-page';

afterEach(resetApp);

describe('the legal pages', () => {
  it('go back where the reader came from: the consent step, Settings, or home when signed out', () => {
    expect(legalBackLink(member({ termsAccepted: false }))).toEqual({
      backHref: '/terms-of-service',
      backLabel: 'Back to the consent step',
    });
    expect(legalBackLink(member())).toEqual({ backHref: '/settings', backLabel: 'Back to settings' });
    expect(legalBackLink(null)).toEqual({ backHref: '/', backLabel: 'Back to the home page' });
  });

  it("wear the screens' own top bar: the title as the page's heading and a back link", async () => {
    const { history } = renderApp(<TermsPage />, { path: '/terms' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Terms of Service']);
    await userEvent.click(screen.getByRole('link', { name: 'Back to settings' }));
    expect(history.at(-1)).toBe('/settings');
  });
});
