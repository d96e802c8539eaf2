/**
 * Account care: password reset and change, email verification and change, the export of a
 * member's data and the deletion of an account. What other features use of it: the profile's
 * email change.
 */
export {
  admitEmailChange,
  emailEditOf,
  issueEmailChangeLink,
  retireEmailChangeLinks,
  sendEmailChangeMails,
} from './request-email-change';
