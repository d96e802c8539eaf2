import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const profileOf = (member: Awaited<ReturnType<typeof signUp>>) => ({
  firstName: 'Selin',
  lastName: 'Kaya',
  email: member.user.email,
});

describe('POST /api/update-profile: date of birth', () => {
  it('saves a new date of birth, which the user and the reading page then speak from', async () => {
    const member = await signUp(t, { dateOfBirth: '1990-03-01' });
    await member.client.post('/api/coffee-reading', { intention: 'a fresh start' });
    expect((await member.client.get('/api/coffee-reading')).body.signs.element.sign).toBe('Pisces');
    const res = await member.client.post('/api/update-profile', { ...profileOf(member), dateOfBirth: '1990-08-01' });
    expect(res).toMatchObject({ status: 200, body: { dateOfBirth: '1990-08-01' } });
    expect((await member.client.get('/api/user')).body.dateOfBirth).toBe('1990-08-01');
    expect((await member.client.get('/api/coffee-reading')).body.signs.element).toMatchObject({
      element: 'Fire',
      sign: 'Leo',
    });
  });

  it('leaves the date of birth as it is when the field is absent', async () => {
    const member = await signUp(t, { dateOfBirth: '1985-12-24' });
    const res = await member.client.post('/api/update-profile', profileOf(member));
    expect(res.body.dateOfBirth).toBe('1985-12-24');
  });

  it('accepts a member who turned 18 today', async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/update-profile', { ...profileOf(member), dateOfBirth: yearsAgo(18) });
    expect(res).toMatchObject({ status: 200, body: { dateOfBirth: yearsAgo(18) } });
  });

  it.each([
    ['', 'Date of birth is required'],
    ['   ', 'Date of birth is required'],
    ['1990-02-30', 'Please enter a valid date of birth'],
    ['01/02/1990', 'Please enter a valid date of birth'],
    [yearsAgo(-1), 'Date of birth must be in the past'],
    [yearsAgo(18, 1), 'You must be at least 18 years old to use Telve'],
    ['1800-01-01', 'Please enter a valid date of birth'],
  ])('refuses %j with the register form’s message', async (dateOfBirth, message) => {
    const member = await signUp(t, { dateOfBirth: '1990-01-01' });
    const res = await member.client.post('/api/update-profile', { ...profileOf(member), dateOfBirth });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'BAD_REQUEST' });
    expect((await member.client.get('/api/user')).body.dateOfBirth).toBe('1990-01-01');
  });
});

describe('POST /api/update-profile: intentions', () => {
  it('keeps the trimmed list without blanks or repeats, however it is sent', async () => {
    const member = await signUp(t);
    const asText = await member.client.post('/api/update-profile', {
      ...profileOf(member),
      intentions: ' Love, , Career ,Love',
    });
    expect(asText.body.intentions).toEqual(['Love', 'Career']);
    const asList = await member.client.post('/api/update-profile', {
      ...profileOf(member),
      intentions: [' Health ', '', 'Health', 'Calm '],
    });
    expect(asList.body.intentions).toEqual(['Health', 'Calm']);
    expect((await member.client.get('/api/user')).body.intentions).toEqual(['Health', 'Calm']);
  });
});
