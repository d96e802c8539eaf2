// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { member, renderApp, resetApp } from '@/test/render';
import { ProfileForm } from './profile-form';

afterEach(resetApp);

describe('the profile form', () => {
  it('saves other fields for a member whose stored last name is one letter, and holds a new name to the rule', async () => {
    const user = member({ lastName: 'K' });
    const calls = stubApi((call) => json(200, { ...user, ...(call.body as object) }));
    const events = userEvent.setup();
    renderApp(<ProfileForm user={user} />, { user });

    await events.type(screen.getByRole('textbox', { name: 'Occupation' }), 'Potter');
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ lastName: 'K', occupation: 'Potter' });
    expect(screen.queryByRole('alert')).toBeNull();

    const lastName = screen.getByRole('textbox', { name: 'Last name' });
    await events.clear(lastName);
    await events.type(lastName, 'J');
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Last name must be at least 2 characters.');
    expect(calls).toHaveLength(1);
  });
});
