import type { Language } from '@contract/languages';
import { escapeHtml } from '../lib/escape-html';
import { LETTER_WORDS, type LetterText } from './letter-words';
import type { MailMessage } from './mailer';

/**
 * Who a letter is for: her address, her first name and her language (users.language), in which
 * the letter is written (letter-words.ts).
 */
interface Reader {
  to: string;
  name: string;
  language: Language;
}

/** A short letter: a greeting, a few lines, one button-like link, and a gentle sign-off. */
function letter(reader: Reader, words: LetterText, url?: string): MailMessage {
  const { greeting, signOff } = LETTER_WORDS[reader.language];
  const { lines, after } = words;
  const link = url !== undefined && words.link !== undefined ? { url, label: words.link } : undefined;
  const text = [
    greeting(reader.name),
    '',
    ...lines,
    ...(link ? ['', `${link.label}: ${link.url}`] : []),
    ...(after ? ['', after] : []),
    '',
    signOff,
    'Telve',
  ].join('\n');
  const html = [
    '<div style="font-family:Georgia,serif;max-width:480px;margin:auto;color:#3b2a20;line-height:1.5">',
    `<p>${escapeHtml(greeting(reader.name))}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    link
      ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;background:#6b3f2a;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
      : '',
    after ? `<p style="color:#7a6a60;font-size:14px">${escapeHtml(after)}</p>` : '',
    `<p>${escapeHtml(signOff)}<br>Telve</p>`,
    '</div>',
  ].join('\n');
  return { to: reader.to, language: reader.language, subject: words.subject, text, html, link: link?.url };
}

export function passwordResetMail(options: Reader & { url: string }): MailMessage {
  return letter(options, LETTER_WORDS[options.language].passwordReset, options.url);
}

export function accountDeletedMail(options: Reader): MailMessage {
  return letter(options, LETTER_WORDS[options.language].accountDeleted);
}

export function verifyEmailMail(options: Reader & { url: string }): MailMessage {
  return letter(options, LETTER_WORDS[options.language].verifyEmail, options.url);
}

export function confirmNewEmailMail(options: Reader & { url: string }): MailMessage {
  return letter(options, LETTER_WORDS[options.language].confirmNewEmail, options.url);
}

export function emailChangeNoticeMail(options: Reader & { newEmail: string }): MailMessage {
  return letter(options, LETTER_WORDS[options.language].emailChangeNotice(options.newEmail));
}
