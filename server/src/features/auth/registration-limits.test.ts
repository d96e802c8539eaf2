import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationFor } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../env';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ registrationsPerHour: 12 });
});
afterAll(() => t.close());

describe('sign-ups per address', () => {
  it('allows 12 sign-ups an hour from one address, then 429, whatever X-Forwarded-For says', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await t.client().post('/api/register', registrationFor(), { 'x-forwarded-for': `198.51.100.${i}` });
      expect(res.status).toBe(201);
    }
    const res = await t.client().post('/api/register', registrationFor(), { 'x-forwarded-for': '198.51.100.250' });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many sign-ups from this network\. Please try again in \d+ minutes\.$/);
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await t.client().post('/api/register', registrationFor())).status).toBe(201);
    t.clock.set(new Date());
  });

  it('lets exactly 5 of 50 parallel sign-ups through a limit of 5', async () => {
    const other = await startTestApp({ registrationsPerHour: 5 });
    try {
      const results = await Promise.all(
        Array.from({ length: 50 }, () => other.client().post('/api/register', registrationFor())),
      );
      const statuses = results.map((res) => res.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    } finally {
      await other.close();
    }
  }, 60_000);

  it('counts an attempt at a taken email, so the form cannot probe addresses past the limit', async () => {
    const other = await startTestApp({ registrationsPerHour: 3 });
    try {
      const body = registrationFor();
      expect((await other.client().post('/api/register', body)).status).toBe(201);
      expect((await other.client().post('/api/register', body)).status).toBe(409);
      expect((await other.client().post('/api/register', body)).status).toBe(409);
      expect((await other.client().post('/api/register', body)).status).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('counts each client behind a trusted proxy (TRUST_PROXY) separately', async () => {
    const proxied = await startTestApp({ trustProxy: ['127.0.0.1'], registrationsPerHour: 12 });
    try {
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      for (let i = 0; i < 12; i++) {
        expect((await proxied.client().post('/api/register', registrationFor(), from('203.0.113.1'))).status).toBe(201);
      }
      expect((await proxied.client().post('/api/register', registrationFor(), from('203.0.113.1'))).status).toBe(429);
      expect((await proxied.client().post('/api/register', registrationFor(), from('203.0.113.2'))).status).toBe(201);
    } finally {
      await proxied.close();
    }
  });

  it('defaults to 100 sign-ups an hour per address', () => {
    expect(loadConfig({}).registrationsPerHour).toBe(100);
    expect(loadConfig({ REGISTRATIONS_PER_HOUR: '5' }).registrationsPerHour).toBe(5);
  });
});
