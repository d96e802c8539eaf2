import { setTimeout as delay } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../../test/factories';
import { type SmtpCatcher, startSmtpCatcher } from '../../../test/smtp-catcher';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { accountTokens } from '../../db/schema';

const NEUTRAL =
  "If an account uses this email, we've sent it a link to choose a new password. It works for 30 minutes.";

let t: TestApp;
let smtp: SmtpCatcher;
const logged: string[] = [];
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp(
    { smtpUrl: smtp.url, trustProxy: ['127.0.0.1'], logLevel: 'error' },
    { logStream: { write: (line: string) => logged.push(line) } },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let requests = 0;
function askForLink(email: string) {
  requests += 1;
  return t.client().post('/api/forgot-password', { email }, { 'x-forwarded-for': `10.6.0.${requests}` });
}
const linksOf = async (userId: number) =>
  (await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, userId))).length;

/**
 * The structural half of issue 29's timing finding (the statistical half is
 * forgot-password-timing.slow.test.ts): nothing that depends on the address being an account's runs
 * before the answer, so nothing about it can lengthen the answer, whatever the load.
 */
describe('forgot password: the link is made after the answer', () => {
  it('a link that cannot be written changes nothing in the answer (the failure is logged after)', async () => {
    const member = await insertMember(t.database.db);
    const { db } = t.database;
    await db.execute(sql`create function refuse_links() returns trigger language plpgsql as $$
      begin raise exception 'links refused by the test'; end $$`);
    await db.execute(sql`create trigger refuse_links before insert on account_tokens
      for each row execute function refuse_links()`);
    try {
      const res = await askForLink(member.email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: NEUTRAL });
      await t.app.ctx.mail.idle();
    } finally {
      await db.execute(sql`drop trigger refuse_links on account_tokens`);
      await db.execute(sql`drop function refuse_links()`);
    }
    expect(logged.join('')).toContain('could not be sent');
    expect(await linksOf(member.id)).toBe(0);
    // With the table writable again the next request is served as ever.
    expect((await askForLink(member.email)).status).toBe(200);
    await t.app.ctx.mail.idle();
    expect(await linksOf(member.id)).toBe(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'the answer does not wait for the link: with its table locked, the answer comes and the mail follows',
    async () => {
      const member = await insertMember(t.database.db);
      const holder = await (t.database.pool as NonNullable<typeof t.database.pool>).connect();
      let answered = false;
      try {
        await holder.query('begin');
        // Reads go on; a new link cannot be written until this transaction ends.
        await holder.query('lock table account_tokens in share row exclusive mode');
        const answer = askForLink(member.email).then((res) => {
          answered = res.status === 200;
        });
        await Promise.race([answer, delay(5_000)]);
        expect(answered).toBe(true);
        expect(await linksOf(member.id)).toBe(0);
      } finally {
        await holder.query('commit');
        holder.release();
      }
      await t.app.ctx.mail.idle();
      expect(await linksOf(member.id)).toBe(1);
      expect((await smtp.next(member.email, 'Choose a new Telve password')).link).toMatch(/reset-password\?token=/);
    },
  );
});
