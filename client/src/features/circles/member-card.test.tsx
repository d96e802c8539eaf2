// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderApp, resetApp } from '@/test/render';
import { MemberCard } from './member-card';

afterEach(resetApp);

it('shows a circle member with no dead-end Message button', () => {
  renderApp(
    <MemberCard
      member={{
        id: 7,
        name: 'Nur A.',
        avatar: null,
        bio: 'One small yes at a time.',
        joinDate: new Date().toISOString(),
      }}
    />,
  );
  const card = screen.getByRole('article', { name: 'Nur A.' });
  expect(card.textContent).toContain('One small yes at a time.');
  expect(screen.queryByRole('button')).toBeNull();
});
