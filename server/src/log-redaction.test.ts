import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationFor, signUpPremium } from '../test/factories';
import { startTestApp, type TestApp } from '../test/test-app';
import { parseSse } from './features/reading/test-sse';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await startTestApp({ logLevel: 'info' }, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => t.close());

/** What was logged while `action` ran. */
async function logDuring(action: () => Promise<void>): Promise<string> {
  const from = lines.length;
  await action();
  return lines.slice(from).join('');
}

describe('the log of a failing write', () => {
  it('names the failed query and constraint, but no email, password hash, session token or name', async () => {
    // A fault injected in the database: from now on no new session can be stored.
    await t.database.db.execute(
      sql.raw(`alter table sessions add constraint test_no_new_sessions check (created_at < '2000-01-01') not valid`),
    );
    const body = registrationFor({ firstName: 'Quillon', lastName: 'Vetchworth' });
    let status = 0;
    const log = await logDuring(async () => {
      status = (await t.client().post('/api/register', body)).status;
    });
    await t.database.db.execute(sql.raw('alter table sessions drop constraint test_no_new_sessions'));

    expect(status).toBe(500);
    expect(log).toContain('request failed');
    expect(log).toContain('Failed query: insert into \\"sessions\\"');
    expect(log).toContain('test_no_new_sessions');
    expect(log).not.toContain(body.email);
    expect(log).not.toMatch(/argon2/i);
    expect(log).not.toMatch(/[0-9a-f]{64}/);
    expect(log).not.toContain('Quillon');
    expect(log).not.toContain('Vetchworth');
    expect(log).not.toContain(body.password);
  });

  it("keeps a failed question's text and answer out of the log, plain and streamed", async () => {
    const member = await signUpPremium(t);
    expect((await member.client.post('/api/coffee-reading', { intention: 'a new home' })).status).toBe(201);
    await t.database.db.execute(
      sql.raw(`alter table reading_questions add constraint test_no_questions check (question = '') not valid`),
    );
    const question = 'Will the blue door by the zarzavat market open for me?';
    let plain = 0;
    let streamed = '';
    const log = await logDuring(async () => {
      plain = (await member.client.post('/api/ask', { question })).status;
      streamed = (await member.client.post('/api/ask/stream', { question })).body as string;
    });
    await t.database.db.execute(sql.raw('alter table reading_questions drop constraint test_no_questions'));

    expect(plain).toBe(500);
    const events = parseSse(streamed);
    expect(events.at(-1)?.event).toBe('error');
    const answer = events.map((event) => event.data.delta ?? '').join('');
    expect(answer.length).toBeGreaterThan(40);
    expect(log).toContain('answer stream failed');
    expect(log).toContain('test_no_questions');
    expect(log).not.toContain('zarzavat');
    // No stretch of the answer either.
    for (let at = 0; at + 24 <= answer.length; at += 12) {
      expect(log).not.toContain(JSON.stringify(answer.slice(at, at + 24)).slice(1, -1));
    }
  });
});
