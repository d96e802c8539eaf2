import type { Language } from '@contract/languages';
import { escapeHtml } from '../lib/escape-html';
import type { MailMessage } from './mailer';

/**
 * Who a letter is for: her address, her first name and her language (users.language). The letters
 * are written in English only for now (issue 33 translates them), so every reader gets English
 * words, but each message carries her language so the letters can follow it when they exist.
 */
interface Reader {
  to: string;
  name: string;
  language: Language;
}

/** A short letter: a greeting, a few lines, one button-like link, and a gentle sign-off. */
function letter(options: {
  to: string;
  language: Language;
  subject: string;
  name: string;
  lines: string[];
  link?: { url: string; label: string };
  after?: string;
}): MailMessage {
  const { name, lines, link, after } = options;
  const text = [
    `Hello ${name},`,
    '',
    ...lines,
    ...(link ? ['', `${link.label}: ${link.url}`] : []),
    ...(after ? ['', after] : []),
    '',
    'With warmth,',
    'Telve',
  ].join('\n');
  const html = [
    '<div style="font-family:Georgia,serif;max-width:480px;margin:auto;color:#3b2a20;line-height:1.5">',
    `<p>Hello ${escapeHtml(name)},</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    link
      ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;background:#6b3f2a;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
      : '',
    after ? `<p style="color:#7a6a60;font-size:14px">${escapeHtml(after)}</p>` : '',
    '<p>With warmth,<br>Telve</p>',
    '</div>',
  ].join('\n');
  return { to: options.to, language: options.language, subject: options.subject, text, html, link: link?.url };
}

export function passwordResetMail(options: Reader & { url: string }): MailMessage {
  return letter({
    to: options.to,
    language: options.language,
    subject: 'Choose a new Telve password',
    name: options.name,
    lines: [
      'Someone, hopefully you, asked to reset the password of your Telve account.',
      'The link below works once, for the next 30 minutes.',
    ],
    link: { url: options.url, label: 'Choose a new password' },
    after: "If you didn't ask for this, you can let this message go: your password stays as it is.",
  });
}

export function accountDeletedMail(options: Reader): MailMessage {
  return letter({
    to: options.to,
    language: options.language,
    subject: 'Your Telve account has been deleted',
    name: options.name,
    lines: [
      'As you asked, your Telve account has been deleted, with your readings, journal, moods and photos.',
      'Thank you for the time you spent with us. Whatever comes next, we wish you gentle days.',
    ],
    after: 'If you did not ask for this, please reply to this message and we will help.',
  });
}

export function verifyEmailMail(options: Reader & { url: string }): MailMessage {
  return letter({
    to: options.to,
    language: options.language,
    subject: 'Please confirm your email for Telve',
    name: options.name,
    lines: ['Welcome to Telve. One small step: please confirm this is your address, so we can reach you.'],
    link: { url: options.url, label: 'Confirm my email' },
    after: 'The link works for 7 days. If you did not create a Telve account, you can ignore this message.',
  });
}

export function confirmNewEmailMail(options: Reader & { url: string }): MailMessage {
  return letter({
    to: options.to,
    language: options.language,
    subject: 'Confirm your new email for Telve',
    name: options.name,
    lines: ['You asked to use this address for your Telve account. Please confirm it is yours.'],
    link: { url: options.url, label: 'Confirm my new email' },
    after: 'Until you confirm, your account keeps its current address. The link works for 24 hours.',
  });
}

export function emailChangeNoticeMail(options: Reader & { newEmail: string }): MailMessage {
  return letter({
    to: options.to,
    language: options.language,
    subject: 'A change of email was asked for your Telve account',
    name: options.name,
    lines: [
      `Someone asked to change the email of your Telve account to ${options.newEmail}.`,
      'Your account keeps this address until the new one is confirmed.',
      "If this wasn't you, please sign in and change your password.",
    ],
  });
}
