// @vitest-environment jsdom
import type { Place } from '@contract/natal';
import { ROUTES } from '@contract/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from '@/components/ui/field';
import { json, stubApi } from '@/test/api-stub';
import { renderApp, resetApp, speak } from '@/test/render';
import { PlaceSearch } from './place-search';

/** The last place the combobox handed to its form. */
let chosen: Place | null = null;
afterEach(() => {
  resetApp();
  chosen = null;
});

const place = (id: number, name: string, region: string | null, country: string): Place => ({
  id,
  name,
  region,
  country,
  lat: 0,
  lon: 0,
  timeZone: 'UTC',
});
const SPRINGFIELDS = [place(1, 'Springfield', 'IL', 'US'), place(2, 'Springfield', 'MO', 'US')];

function Harness() {
  const [value, setValue] = useState<Place | null>(null);
  return (
    <Field label="Birth place" error={value ? undefined : 'Please choose your birth place from the list.'}>
      <PlaceSearch
        value={value}
        onChange={(next) => {
          chosen = next;
          setValue(next);
        }}
      />
    </Field>
  );
}

describe('the birth-place combobox', () => {
  it('lists the matches, moves through them with the arrows and chooses with Enter', async () => {
    const calls = stubApi((call) => json(200, call.path.endsWith('q=Spring') ? SPRINGFIELDS : []));
    const events = userEvent.setup();
    renderApp(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Birth place' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await events.type(box, 'Spring');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Springfield, IL, US',
      'Springfield, MO, US',
    ]);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('2 towns found.');
    // Only the settled text is asked for, not each letter.
    expect(calls.map((call) => call.path)).toEqual([`${ROUTES.places.path}?q=Spring`]);

    await events.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Springfield, MO, US' });
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    await events.keyboard('{Enter}');
    expect(chosen?.id).toBe(2);
    expect((box as HTMLInputElement).value).toBe('Springfield, MO, US');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('forgets the choice as soon as the member types again, says when nothing matches, and Escape closes and puts the earlier place back', async () => {
    stubApi((call) => json(200, call.path.endsWith('q=Spring') ? SPRINGFIELDS : []));
    const events = userEvent.setup();
    renderApp(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Birth place' });
    await events.type(box, 'Spring');
    await events.click(await screen.findByRole('option', { name: 'Springfield, IL, US' }));
    expect(chosen?.id).toBe(1);

    await events.type(box, 'x');
    expect(chosen).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('No towns found for "Springfield, IL, USx".'),
    );
    await events.clear(box);
    await events.type(box, 'Spring');
    await screen.findAllByRole('option');
    await events.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(chosen?.id).toBe(1);
    expect((box as HTMLInputElement).value).toBe('Springfield, IL, US');
  });
});

describe('the birth-place combobox in Turkish', () => {
  it('says what it finds, and when nothing matches, in Turkish', async () => {
    await speak('tr');
    stubApi((call) => json(200, call.path.endsWith('q=Spring') ? SPRINGFIELDS : []));
    const events = userEvent.setup();
    renderApp(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Birth place' });
    expect(box.getAttribute('placeholder')).toBe('Bir şehir adı yazmaya başla');
    await events.type(box, 'Spring');
    await screen.findAllByRole('option');
    expect(screen.getByRole('listbox', { name: 'Şehirler' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 şehir bulundu.');
    await events.type(box, 'x');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('"Springx" için şehir bulunamadı.'));
  });
});
