import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Mailer } from './mailer';

/**
 * Writes a message out as MIME text. The mail library is loaded with the first message, not at
 * start: most starts send no mail at all.
 */
async function newComposer() {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
}

/**
 * The embedded default: each message is written to DATA_DIR/outbox as an .eml file (openable in any
 * mail program) and its link is logged in one line, so a self-hosted install works with nothing
 * configured and offline.
 */
export function createOutboxMailer(options: { dir: string; from: string; log: (line: string) => void }): Mailer {
  let composer: ReturnType<typeof newComposer> | undefined;
  return {
    name: 'outbox',
    async deliver(message) {
      composer ??= newComposer();
      const info = await (await composer).sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await fs.mkdir(options.dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(options.dir, name);
      // Written whole, then renamed: a reader never sees half a message.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      await fs.rename(`${file}.tmp`, file);
      options.log(`Mail "${message.subject}" written to outbox/${name}${message.link ? `: ${message.link}` : ''}`);
    },
    async close() {},
  };
}
