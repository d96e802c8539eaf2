import { z } from 'zod';
import { EmailSchema, PasswordSchema, UserSchema } from './auth';
import { endpoint } from './endpoint';
import { ROUTES } from './routes';
import { safeText } from './text';

/** Said for every forgot-password request, known address or not, so the form reveals no accounts. */
export const RESET_REQUESTED_MESSAGE =
  "If an account uses this email, we've sent it a link to choose a new password. It works for 30 minutes.";
/** A reset, verification or change link that was used, has expired or never existed. */
export const LINK_INVALID_MESSAGE = 'This link has expired or was already used. Please ask for a new one.';
export const EMAIL_VERIFIED_MESSAGE = 'Thank you, your email is confirmed.';
export const EMAIL_CHANGED_MESSAGE = 'Thank you, your new email is confirmed and now signs you in.';
export const VERIFICATION_SENT_MESSAGE = "We've sent you a new confirmation link.";
export const ALREADY_VERIFIED_MESSAGE = 'Your email is already confirmed.';
export const WRONG_PASSWORD_MESSAGE = 'That password is not right. Please try again.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password is changed. Your other devices have been signed out.';
export const SIGNED_OUT_OTHERS_MESSAGE = 'You are signed out on every other device.';
export const ACCOUNT_DELETED_MESSAGE =
  'Your account and everything in it have been deleted. Take good care of yourself.';
/** The name shown on posts and comments kept after their author deleted the account. */
export const FORMER_MEMBER_NAME = 'Former member';
/** A second deletion request while the first is still under way. */
export const DELETION_UNDERWAY_MESSAGE = 'Your account is already being deleted.';
/** Billing could not be ended, so nothing was deleted. */
export const BILLING_UNREACHABLE_MESSAGE =
  "We couldn't reach our payment provider to cancel your subscription, so nothing was deleted. Please try again in a few minutes.";

const TokenSchema = safeText({ error: LINK_INVALID_MESSAGE })
  .trim()
  .min(1, LINK_INVALID_MESSAGE)
  .max(200, LINK_INVALID_MESSAGE);
const CurrentPasswordSchema = safeText({ error: 'Please enter your current password' })
  .min(1, 'Please enter your current password')
  .max(1024, WRONG_PASSWORD_MESSAGE);

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

const ResetPasswordSchema = z.object({ token: TokenSchema, password: PasswordSchema });

const VerifyEmailSchema = z.object({ token: TokenSchema });

export const ChangePasswordSchema = z.object({ currentPassword: CurrentPasswordSchema, newPassword: PasswordSchema });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const DeleteAccountSchema = z.object({
  password: CurrentPasswordSchema,
  /** Keep the member's circle posts and comments, shown as 'Former member'; otherwise they are deleted. */
  keepPosts: z.boolean().default(false),
});
export type DeleteAccount = z.input<typeof DeleteAccountSchema>;

const MessageSchema = z.object({ message: z.string() });
const VerifiedEmailSchema = z.object({ message: z.string(), email: z.string() });
const SignedOutOthersSchema = z.object({ message: z.string(), ended: z.number() });

/** Everything Telve holds about the member, as one JSON document (GDPR articles 15 and 20). */
const AccountExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  moods: z.array(z.record(z.string(), z.unknown())),
  readings: z.array(z.record(z.string(), z.unknown())),
  affirmations: z.array(z.record(z.string(), z.unknown())),
  subscription: z.record(z.string(), z.unknown()).nullable(),
  subscriptionHistory: z.array(z.record(z.string(), z.unknown())),
  circles: z.array(z.record(z.string(), z.unknown())),
  posts: z.array(z.record(z.string(), z.unknown())),
  comments: z.array(z.record(z.string(), z.unknown())),
  likes: z.array(z.record(z.string(), z.unknown())),
  rsvps: z.array(z.record(z.string(), z.unknown())),
  reports: z.array(z.record(z.string(), z.unknown())),
  media: z.array(z.record(z.string(), z.unknown())),
  /** Photos of the member's cup still kept, each with what was seen in it and where to download it. */
  cupPhotos: z.array(z.record(z.string(), z.unknown())),
  journal: z.array(z.record(z.string(), z.unknown())),
  /** The daily reminder's settings (null: never set), and the browsers' push addresses that receive it. */
  reminder: z.record(z.string(), z.unknown()).nullable(),
  pushSubscriptions: z.array(z.object({ endpoint: z.string(), createdAt: z.string() })),
  /**
   * The browsers signed in to the account: when each signed in and was last used, and which one
   * asked for this file. Telve records no browser name or place for a session, so none is given.
   */
  devices: z.array(
    z.object({
      signedInAt: z.string(),
      lastUsedAt: z.string(),
      browser: z.string().nullable(),
      thisDevice: z.boolean(),
    }),
  ),
  /** A new address asked for and waiting for its link to be opened (at most one). */
  pendingEmailChanges: z.array(z.object({ email: z.string(), requestedAt: z.string(), expiresAt: z.string() })),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

export const accountEndpoints = {
  forgotPassword: endpoint({ ...ROUTES.forgotPassword, body: ForgotPasswordSchema, response: MessageSchema }),
  resetPassword: endpoint({ ...ROUTES.resetPassword, body: ResetPasswordSchema, response: UserSchema }),
  verifyEmail: endpoint({ ...ROUTES.verifyEmail, body: VerifyEmailSchema, response: VerifiedEmailSchema }),
  resendVerification: endpoint({ ...ROUTES.resendVerification, response: MessageSchema }),
  changePassword: endpoint({ ...ROUTES.changePassword, body: ChangePasswordSchema, response: MessageSchema }),
  signOutOthers: endpoint({ ...ROUTES.signOutOthers, response: SignedOutOthersSchema }),
  exportAccount: endpoint({ ...ROUTES.exportAccount, response: AccountExportSchema }),
  /** Calls off a pending email change: the asked-for address is forgotten and its mailed link retired. */
  cancelEmailChange: endpoint({ ...ROUTES.cancelEmailChange, response: UserSchema }),
  deleteAccount: endpoint({ ...ROUTES.deleteAccount, body: DeleteAccountSchema, response: MessageSchema }),
};
