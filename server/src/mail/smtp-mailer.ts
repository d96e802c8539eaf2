import type { Mailer } from './mailer';

/** Short, so a dead mail server costs a background send a few seconds, never a request. */
const CONNECT_TIMEOUT_MS = 5_000;
const SOCKET_TIMEOUT_MS = 15_000;

/**
 * Sends through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). The mail
 * library is loaded here, when SMTP is configured, rather than at every start.
 */
export async function createSmtpMailer(options: { url: string; from: string }): Promise<Mailer> {
  const { default: nodemailer } = await import('nodemailer');
  // Settings in the URL's query (e.g. ?socketTimeout=) win over these defaults.
  const transport = nodemailer.createTransport(
    {
      url: options.url,
      connectionTimeout: CONNECT_TIMEOUT_MS,
      greetingTimeout: CONNECT_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    },
    { from: options.from },
  );
  return {
    name: 'smtp',
    async deliver(message) {
      await transport.sendMail({ to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    async close() {
      transport.close();
    },
  };
}
