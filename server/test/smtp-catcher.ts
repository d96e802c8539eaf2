import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The decoded plain-text part. */
  text: string;
  /** The first http(s) link of the text part. */
  link: string | undefined;
}

/** Quoted-printable as nodemailer writes it: soft breaks and =XX escapes (UTF-8). */
function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The text/plain part of a message as nodemailer builds it (multipart/alternative or single part). */
export function parseMail(raw: string): { subject: string; text: string } {
  const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  const part = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  const encoding = /Content-Type: text\/plain[\s\S]*?Content-Transfer-Encoding: ([\w-]+)/i.exec(raw)?.[1] ?? '7bit';
  const body = part?.[1] ?? '';
  const text =
    encoding.toLowerCase() === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding.toLowerCase() === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { subject, text };
}

/**
 * A real SMTP server (smtp-server) on a free local port that keeps what it receives; tests wait for
 * a message with `next()`, which resolves as soon as one matching arrives.
 */
export async function startSmtpCatcher() {
  const mails: CaughtMail[] = [];
  const waiters: Array<{ match: (mail: CaughtMail) => boolean; resolve: (mail: CaughtMail) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { subject, text } = parseMail(raw);
        const mail: CaughtMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
          text,
          link: /https?:\/\/\S+/.exec(text)?.[0],
        };
        mails.push(mail);
        for (const waiter of waiters.splice(0)) {
          if (waiter.match(mail)) waiter.resolve(mail);
          else waiters.push(waiter);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The first message (already received or still to come) to `to` whose subject contains `subject`. */
    next(to: string, subject = ''): Promise<CaughtMail> {
      const match = (mail: CaughtMail) => mail.to.includes(to) && mail.subject.includes(subject);
      const seen = mails.find(match);
      if (seen) {
        mails.splice(mails.indexOf(seen), 1);
        return Promise.resolve(seen);
      }
      return new Promise((resolve) =>
        waiters.push({
          match,
          resolve: (mail) => {
            mails.splice(mails.indexOf(mail), 1);
            resolve(mail);
          },
        }),
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;
