import type { Language } from '@contract/languages';

/** One message as Telve writes it: plain text for every reader, simple HTML for those who like it. */
export interface MailMessage {
  to: string;
  /** The reader's language (users.language): the letter is written in it (letter-words.ts). */
  language: Language;
  subject: string;
  text: string;
  html: string;
  /** The link the message carries, logged by the outbox so an offline install can follow it. */
  link?: string;
}

/**
 * Where mail goes: an SMTP server when SMTP_URL is set, else the outbox folder (DATA_DIR/outbox).
 * `deliver` resolves when the message is handed over and rejects when it could not be.
 */
export interface Mailer {
  readonly name: 'smtp' | 'outbox';
  deliver(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
