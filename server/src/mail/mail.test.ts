import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail, type SmtpCatcher, startSmtpCatcher } from '../../test/smtp-catcher';
import { COMPOSE_AFTER_MS, MailQueue } from './mail-queue';
import {
  accountDeletedMail,
  confirmNewEmailMail,
  emailChangeNoticeMail,
  passwordResetMail,
  verifyEmailMail,
} from './messages';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(() => smtp.close());

const message = passwordResetMail({
  to: 'ayla@telve.test',
  name: 'Ayla',
  language: 'en',
  url: 'http://telve.test/reset-password?token=abc',
});

describe('mail', () => {
  it("writes every letter in the reader's language: Turkish for a Turkish reader, English as it always was", () => {
    const reader = { to: 'deniz@telve.test', name: 'Deniz', language: 'tr' as const };
    const url = 'http://telve.test/verify-email?token=abc';
    const letters = [
      passwordResetMail({ ...reader, url: 'http://telve.test/reset-password?token=abc' }),
      verifyEmailMail({ ...reader, url }),
      confirmNewEmailMail({ ...reader, url }),
      emailChangeNoticeMail({ ...reader, newEmail: 'yeni@telve.test' }),
      accountDeletedMail(reader),
    ];
    expect(letters.map((letter) => letter.language)).toEqual(['tr', 'tr', 'tr', 'tr', 'tr']);
    expect(letters.map((letter) => letter.subject)).toEqual([
      'Yeni Telve şifreni belirle',
      'Telve için e-posta adresini doğrula',
      'Telve için yeni e-posta adresini doğrula',
      'Telve hesabın için bir e-posta değişikliği istendi',
      'Telve hesabın silindi',
    ]);
    for (const letter of letters) {
      expect(letter.text.startsWith('Merhaba Deniz,\n')).toBe(true);
      expect(letter.text.endsWith('\n\nSevgiyle,\nTelve')).toBe(true);
      expect(letter.html).toContain('<p>Sevgiyle,<br>Telve</p>');
    }
    const [reset, verify, confirm, notice, deleted] = letters.map((letter) => letter.text);
    expect(reset).toContain('Aşağıdaki bağlantı 30 dakika geçerli ve yalnızca bir kez kullanılabilir.');
    expect(reset).toContain('Yeni şifremi belirle: http://telve.test/reset-password?token=abc');
    expect(verify).toContain(`E-postamı doğrula: ${url}`);
    expect(verify).toContain('Bağlantı 7 gün geçerli.');
    expect(confirm).toContain(`Yeni e-postamı doğrula: ${url}`);
    expect(notice).toContain('İstenen yeni adres: yeni@telve.test');
    expect(notice).toContain('Bu istek senden gelmediyse lütfen giriş yap ve şifreni değiştir.');
    expect(deleted).toContain('falların, günlüğün, ruh hâllerin ve fotoğraflarınla birlikte sildik.');
    // The HTML is escaped in Turkish as in English: an apostrophe, a name, an address.
    expect(letters[1]?.html).toContain('<p>Telve&#39;ye hoş geldin.');
    expect(verifyEmailMail({ ...reader, name: 'Ece <b>', url }).html).toContain('<p>Merhaba Ece &lt;b&gt;,</p>');
    expect(emailChangeNoticeMail({ ...reader, newEmail: 'a"<b>@telve.test' }).html).toContain(
      'İstenen yeni adres: a&quot;&lt;b&gt;@telve.test</p>',
    );

    expect(message.language).toBe('en');
    expect(message.subject).toBe('Choose a new Telve password');
    expect(message.text.startsWith('Hello Ayla,\n')).toBe(true);
    expect(message.text).toContain('Choose a new password: http://telve.test/reset-password?token=abc');
    expect(message.text.endsWith('\n\nWith warmth,\nTelve')).toBe(true);
    expect(message.html).toContain('>If you didn&#39;t ask for this, you can let this message go');
  });

  it('sends through a real SMTP server: sender, subject, plain text with the link, and HTML', async () => {
    const mailer = await createSmtpMailer({ url: smtp.url, from: 'Telve <hello@telve.test>' });
    await mailer.deliver(message);
    const mail = await smtp.next('ayla@telve.test');
    expect(mail.from).toBe('hello@telve.test');
    expect(mail.subject).toBe('Choose a new Telve password');
    expect(mail.text).toContain('Hello Ayla,');
    expect(mail.link).toBe('http://telve.test/reset-password?token=abc');
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    await mailer.close();
  });

  it('writes to the outbox as an .eml file and logs the link in one line when nothing is configured', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-outbox-'));
    const lines: string[] = [];
    const mailer = createOutboxMailer({ dir, from: 'Telve <hello@telve.test>', log: (line) => lines.push(line) });
    await mailer.deliver(message);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = parseMail(fs.readFileSync(path.join(dir, files[0] as string), 'utf8'));
    expect(parsed.subject).toBe('Choose a new Telve password');
    expect(parsed.text).toContain('http://telve.test/reset-password?token=abc');
    expect(lines).toEqual([expect.stringContaining('http://telve.test/reset-password?token=abc')]);
    expect(lines[0]).not.toContain('\n');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('queues without waiting: send returns before delivery, and a failed delivery is logged, not thrown', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const delivered: string[] = [];
    const failures: string[] = [];
    const queue = new MailQueue(
      {
        name: 'outbox',
        async deliver(m) {
          await gate;
          if (m.to === 'nobody@telve.test') throw new Error('refused');
          delivered.push(m.to);
        },
        async close() {},
      },
      (_, subject) => failures.push(subject),
    );
    queue.send(message);
    queue.send({ ...message, to: 'nobody@telve.test' });
    expect(delivered).toEqual([]);
    release();
    await queue.close();
    expect(delivered).toEqual(['ayla@telve.test']);
    expect(failures).toEqual(['Choose a new Telve password']);
  });

  it('sendAfter composes nothing before its start (the answer sent) and a moment after; idle() waits for it', async () => {
    const steps: string[] = [];
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const queue = new MailQueue(
      {
        name: 'outbox',
        async deliver(m) {
          steps.push(`deliver ${m.to}`);
        },
        async close() {},
      },
      (_, what) => steps.push(`failed ${what}`),
    );
    queue.sendAfter(
      answered,
      async () => {
        steps.push('compose');
        return message;
      },
      'reset',
    );
    queue.sendAfter(answered, async () => null, 'nothing to send');
    queue.sendAfter(
      answered,
      async () => {
        throw new Error('lookup failed');
      },
      'broken',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).toEqual([]);
    const sent = Date.now();
    answer();
    await queue.idle();
    expect(Date.now() - sent).toBeGreaterThanOrEqual(COMPOSE_AFTER_MS - 5);
    expect([...steps].sort()).toEqual(['compose', 'deliver ayla@telve.test', 'failed broken']);
    expect(steps.indexOf('compose')).toBeLessThan(steps.indexOf('deliver ayla@telve.test'));
  });

  it('a dead SMTP server fails the send within the connection timeout', async () => {
    const closed = await startSmtpCatcher();
    await closed.close();
    const mailer = await createSmtpMailer({ url: closed.url, from: 'hello@telve.test' });
    await expect(mailer.deliver(message)).rejects.toThrow();
  });
});
