import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../env';
import { MailQueue } from './mail-queue';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set, else the outbox in DATA_DIR. */
export async function createMailQueue(config: AppConfig, log: FastifyBaseLogger): Promise<MailQueue> {
  const from = config.mailFrom ?? 'Telve <hello@telve.local>';
  const mailer = config.smtpUrl
    ? await createSmtpMailer({ url: config.smtpUrl, from })
    : createOutboxMailer({ dir: path.join(config.dataDir, 'outbox'), from, log: (line) => log.info(line) });
  return new MailQueue(mailer, (error, subject) => log.error({ err: error }, `Mail "${subject}" could not be sent`));
}
