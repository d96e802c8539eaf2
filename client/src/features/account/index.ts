// The account feature's public entry: the cards the profile and settings pages show. Its pages
// (forgot and reset password, verify email, goodbye) are routed to by app/router.tsx.
export { AccountDataCard } from './account-data-card';
export { AccountSecurity } from './account-security';
export { DeleteAccountLink } from './delete-account-link';
export { EmailStatus } from './email-status';
