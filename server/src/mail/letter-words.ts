/**
 * The words of Telve's letters in each language a member may choose (users.language). English is
 * the letters' words as they have always been; Turkish is written for a Turkish reader (informal
 * "sen", a warm sign-off), not translated line by line. An inserted name or address never takes a
 * suffix: it follows a greeting or a colon. A language or a letter left out is a type error.
 */
import type { Language } from '@contract/languages';

/** One letter's own words: what it is about, a few lines, its link's label, and a quieter line after. */
export interface LetterText {
  subject: string;
  lines: readonly string[];
  /** The link's label, for a letter that carries a link. */
  link?: string;
  after?: string;
}

export interface LetterWords {
  /** The first line, with her first name. */
  greeting: (name: string) => string;
  /** The line before the signature ('Telve'). */
  signOff: string;
  passwordReset: LetterText & { link: string };
  accountDeleted: LetterText;
  verifyEmail: LetterText & { link: string };
  confirmNewEmail: LetterText & { link: string };
  /** The notice sent to her current address, naming the address asked for. */
  emailChangeNotice: (newEmail: string) => LetterText;
}

const en: LetterWords = {
  greeting: (name) => `Hello ${name},`,
  signOff: 'With warmth,',
  passwordReset: {
    subject: 'Choose a new Telve password',
    lines: [
      'Someone, hopefully you, asked to reset the password of your Telve account.',
      'The link below works once, for the next 30 minutes.',
    ],
    link: 'Choose a new password',
    after: "If you didn't ask for this, you can let this message go: your password stays as it is.",
  },
  accountDeleted: {
    subject: 'Your Telve account has been deleted',
    lines: [
      'As you asked, your Telve account has been deleted, with your readings, journal, moods and photos.',
      'Thank you for the time you spent with us. Whatever comes next, we wish you gentle days.',
    ],
    after: 'If you did not ask for this, please reply to this message and we will help.',
  },
  verifyEmail: {
    subject: 'Please confirm your email for Telve',
    lines: ['Welcome to Telve. One small step: please confirm this is your address, so we can reach you.'],
    link: 'Confirm my email',
    after: 'The link works for 7 days. If you did not create a Telve account, you can ignore this message.',
  },
  confirmNewEmail: {
    subject: 'Confirm your new email for Telve',
    lines: ['You asked to use this address for your Telve account. Please confirm it is yours.'],
    link: 'Confirm my new email',
    after: 'Until you confirm, your account keeps its current address. The link works for 24 hours.',
  },
  emailChangeNotice: (newEmail) => ({
    subject: 'A change of email was asked for your Telve account',
    lines: [
      `Someone asked to change the email of your Telve account to ${newEmail}.`,
      'Your account keeps this address until the new one is confirmed.',
      "If this wasn't you, please sign in and change your password.",
    ],
  }),
};

const tr: LetterWords = {
  greeting: (name) => `Merhaba ${name},`,
  signOff: 'Sevgiyle,',
  passwordReset: {
    subject: 'Yeni Telve şifreni belirle',
    lines: [
      'Telve hesabının şifresini sıfırlamak için bir istek aldık; umarız isteyen sendin.',
      'Aşağıdaki bağlantı 30 dakika geçerli ve yalnızca bir kez kullanılabilir.',
    ],
    link: 'Yeni şifremi belirle',
    after: 'Bunu sen istemediysen bu mesajı görmezden gelebilirsin: şifren olduğu gibi kalır.',
  },
  accountDeleted: {
    subject: 'Telve hesabın silindi',
    lines: [
      'İstediğin gibi Telve hesabını falların, günlüğün, ruh hâllerin ve fotoğraflarınla birlikte sildik.',
      'Bizimle geçirdiğin zaman için teşekkür ederiz. Bundan sonra yolun nereye çıkarsa çıksın, sana huzurlu günler dileriz.',
    ],
    after: 'Bunu sen istemediysen lütfen bu mesajı yanıtla, hemen yardımcı olalım.',
  },
  verifyEmail: {
    subject: 'Telve için e-posta adresini doğrula',
    lines: [
      "Telve'ye hoş geldin. Küçük bir adım kaldı: sana ulaşabilmemiz için bu adresin senin olduğunu doğrular mısın?",
    ],
    link: 'E-postamı doğrula',
    after: 'Bağlantı 7 gün geçerli. Bir Telve hesabı açmadıysan bu mesajı görmezden gelebilirsin.',
  },
  confirmNewEmail: {
    subject: 'Telve için yeni e-posta adresini doğrula',
    lines: ['Telve hesabında bu adresi kullanmak istedin. Adresin sana ait olduğunu doğrular mısın?'],
    link: 'Yeni e-postamı doğrula',
    after: 'Sen doğrulayana kadar hesabın şu anki adresiyle kalır. Bağlantı 24 saat geçerli.',
  },
  emailChangeNotice: (newEmail) => ({
    subject: 'Telve hesabın için bir e-posta değişikliği istendi',
    lines: [
      `Telve hesabının e-posta adresini değiştirmek için bir istek aldık. İstenen yeni adres: ${newEmail}`,
      'Yeni adres doğrulanana kadar hesabın bu adresle kalır.',
      'Bu istek senden gelmediyse lütfen giriş yap ve şifreni değiştir.',
    ],
  }),
};

/** Every letter's words, by the reader's language. */
export const LETTER_WORDS: Readonly<Record<Language, LetterWords>> = { en, tr };
