/**
 * Auth: sign-up, sign-in and sign-out, the member as the API shows them, passwords, and the mail
 * that proves an address (sent at sign-up). What other features and the app use of it; the rest
 * is private to auth. Sessions live in db/sessions.ts, their cookie in plugins/auth.ts.
 */
export { describeBrowser } from './describe-browser';
export { signInAccountKey } from './limits';
export { makeAdmin } from './make-admin';
export { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword, verifyPassword } from './passwords';
export { presentMember } from './present-member';
export { EMAIL_TAKEN_MESSAGE } from './register-member';
export { sendVerificationMail } from './send-verification-mail';
