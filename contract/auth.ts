import { z } from 'zod';
import { ageOn, isCalendarDate } from './dates';
import { endpoint } from './endpoint';
import { LANGUAGES } from './languages';
import { SubscriptionSchema } from './membership';
import { BirthDataSchema, BirthDataUpdateSchema } from './natal';
import { ROUTES } from './routes';
import { safeText } from './text';

/** Product constants. */
const MIN_PASSWORD_LENGTH = 6;
const MAX_PASSWORD_LENGTH = 128;
const MIN_AGE = 18;

export const EmailSchema = safeText({ error: 'Please enter a valid email address' })
  .trim()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));

export const PasswordSchema = safeText({ error: 'Password must be at least 6 characters' })
  .min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters')
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const DateOfBirthSchema = safeText({ error: 'Date of birth is required' })
  .trim()
  .min(1, 'Date of birth is required')
  .refine(isCalendarDate, 'Please enter a valid date of birth')
  .refine((value) => new Date(`${value}T00:00:00Z`).getTime() < Date.now(), 'Date of birth must be in the past')
  .refine((value) => ageOn(value, new Date()) >= MIN_AGE, `You must be at least ${MIN_AGE} years old to use Telve`)
  .refine((value) => ageOn(value, new Date()) <= 120, 'Please enter a valid date of birth');

/**
 * The shortest name, at registration and in the profile alike (SPEC.md section 9 gives it for the
 * profile; registering under a name the profile then refuses locked members out of every edit).
 */
const MIN_NAME_LENGTH = 2;
const MAX_NAME_LENGTH = 100;

/** The name rule's words: SPEC.md's register message for a blank name, its profile message for a short one. */
const NAME_MESSAGES = {
  firstName: { required: 'First name is required', tooShort: 'First name must be at least 2 characters.' },
  lastName: { required: 'Last name is required', tooShort: 'Last name must be at least 2 characters.' },
} as const;
type NameField = keyof typeof NAME_MESSAGES;

/**
 * The one name rule: at least MIN_NAME_LENGTH characters once trimmed, at most 100. `blank` picks
 * the words for an empty name (the register form says it is required; the profile, as SPEC.md
 * words it, that it is too short). `kept`, the name already stored, passes as it is: a member who
 * registered while a single letter was accepted (a last name 'K') is never locked out of editing
 * the rest of the profile, and meets the rule only when changing that name.
 */
export function nameSchema(
  field: NameField,
  options: { blank: 'required' | 'tooShort'; kept?: string | null; minLength?: number },
) {
  const messages = NAME_MESSAGES[field];
  const blankMessage = messages[options.blank];
  const minLength = options.minLength ?? MIN_NAME_LENGTH;
  return safeText({ error: blankMessage })
    .trim()
    .max(MAX_NAME_LENGTH, 'Please use at most 100 characters')
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: blankMessage });
      else if (value.length < minLength && value !== options.kept) {
        ctx.addIssue({ code: 'custom', message: messages.tooShort });
      }
    });
}

export const LoginSchema = z.object({
  email: EmailSchema,
  password: safeText({ error: 'Password must be at least 6 characters' })
    .min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters')
    .max(1024),
});
export type Login = z.infer<typeof LoginSchema>;

const IntentionListSchema = z
  .array(safeText().trim().max(100, 'Each intention must be at most 100 characters'))
  .max(10);

/** The register rules; 'Other' is replaced by the typed text on both sides. */
export const RegisterSchema = z
  .object({
    firstName: nameSchema('firstName', { blank: 'required' }),
    lastName: nameSchema('lastName', { blank: 'required' }),
    email: EmailSchema,
    password: PasswordSchema,
    dateOfBirth: DateOfBirthSchema,
    occupation: safeText().trim().max(100, 'Please use at most 100 characters').optional().default(''),
    intentions: IntentionListSchema.refine(
      (list) => list.some((item) => item.length > 0),
      'Please select at least one intention',
    ),
    otherIntention: safeText().trim().max(100, 'Please use at most 100 characters').optional().default(''),
    profilePhotoUrl: safeText().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.intentions.includes('Other') && !value.otherIntention) {
      ctx.addIssue({ code: 'custom', path: ['otherIntention'], message: 'Please specify your other intention' });
    }
  });
export type Register = z.input<typeof RegisterSchema>;

/** The submitted list: 'Other' replaced by the typed text, blanks and repeats dropped. */
export function resolveIntentions(intentions: string[], otherIntention: string | undefined): string[] {
  const list = intentions.map((item) => (item === 'Other' ? (otherIntention ?? '').trim() : item.trim()));
  return [...new Set(list.filter(Boolean))];
}

/** The longest bio, shown to the members of the circles one joins. */
export const MAX_BIO_LENGTH = 280;
const BIO_TOO_LONG_MESSAGE = `Your bio must be at most ${MAX_BIO_LENGTH} characters.`;

/** Said when a language is not one Telve speaks (the profile's and PUT /api/user/language's 400). */
export const UNKNOWN_LANGUAGE_MESSAGE = 'Please choose English or Türkçe.';

/** The member's language (contract/languages.ts): one Telve speaks, whether or not yet offered to visitors. */
export const LanguageSchema = z.enum(LANGUAGES, { error: UNKNOWN_LANGUAGE_MESSAGE });

/** Body of PUT /api/user/language: Settings' language, saved alone. */
export const LanguageUpdateSchema = z.object({ language: LanguageSchema });
export type LanguageUpdate = z.infer<typeof LanguageUpdateSchema>;

/** The names a member has stored, which the profile accepts unchanged (see nameSchema). */
export type KeptNames = { firstName: string; lastName: string };

/** The profile's name rule for a member whose stored names are `kept` (null: a new name must meet it). */
export function profileNamesSchema(kept: KeptNames | null) {
  return z.object({
    firstName: nameSchema('firstName', { blank: 'tooShort', kept: kept?.firstName }),
    lastName: nameSchema('lastName', { blank: 'tooShort', kept: kept?.lastName }),
  });
}

/**
 * The profile rules (note the full stops, which differ from the register form), for names that are
 * not the member's own already; the form extends it with profileNamesSchema(the member's names).
 */
export const ProfileUpdateSchema = z.object({
  ...profileNamesSchema(null).shape,
  email: safeText({ error: 'Please enter a valid email address.' })
    .trim()
    .max(254, 'Please enter a valid email address.')
    .pipe(z.email('Please enter a valid email address.')),
  occupation: safeText().trim().max(100, 'Please use at most 100 characters').nullish(),
  intentions: z
    .union([IntentionListSchema, safeText().max(1000)])
    .optional()
    .transform((value) => (value === undefined ? undefined : splitIntentions(value))),
  profilePhotoUrl: safeText().max(300).nullish(),
  /** The register rules (18 or older); absent: left as it is. A date of birth, once given, cannot be removed. */
  dateOfBirth: DateOfBirthSchema.optional(),
  /** Absent: left as it is; empty or null: removed. */
  bio: safeText().trim().max(MAX_BIO_LENGTH, BIO_TOO_LONG_MESSAGE).nullish(),
  /** Birth time, place and clock-change choice for the natal chart (contract/natal.ts). */
  ...BirthDataUpdateSchema.shape,
  /** Her language; absent: left as it is. */
  language: LanguageSchema.optional(),
});

/**
 * The update-profile body as the endpoint reads it, before the member is known: a name need only
 * be one that any rule ever accepted (not blank). The route then holds the names to
 * profileNamesSchema(the member's names), so an unchanged name stored under an older rule passes.
 */
const ProfileUpdateBodySchema = ProfileUpdateSchema.extend({
  firstName: nameSchema('firstName', { blank: 'tooShort', minLength: 1 }),
  lastName: nameSchema('lastName', { blank: 'tooShort', minLength: 1 }),
});

/** Free text split by commas, trimmed, empty entries and repeats dropped: ' Love, , Career ,' is Love, Career. */
function splitIntentions(value: string | string[]): string[] {
  const parts = Array.isArray(value) ? value : value.split(',');
  return [...new Set(parts.map((item) => item.trim()).filter(Boolean))];
}

const TermsConsentSchema = z.object({
  termsAndPrivacy: z.literal(true, { error: 'Please agree to the Terms of Service and Privacy Policy' }),
  notMentalHealth: z.literal(true, { error: 'Please confirm you understand Telve is not a mental health service' }),
  ageVerification: z.literal(true, { error: 'Please confirm you are 18 years old or older' }),
});
export type TermsConsent = z.infer<typeof TermsConsentSchema>;

/** The member's subscription as the user shows it: the subscription model without its id. */
const PremiumSchema = SubscriptionSchema.omit({ id: true });
export type Premium = z.infer<typeof PremiumSchema>;

/** The User entity, plus isPremium computed once by the server. */
export const UserSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  dateOfBirth: z.string().nullable(),
  occupation: z.string().nullable(),
  intentions: z.array(z.string()),
  profilePhotoUrl: z.string().nullable(),
  bio: z.string().nullable(),
  role: z.string(),
  premium: PremiumSchema.nullable(),
  isPremium: z.boolean(),
  stripeCustomerId: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  termsAccepted: z.boolean(),
  /** Whether the member proved the address by its link. */
  emailVerified: z.boolean(),
  /** An address asked for in the profile, waiting for its link to be opened; `email` stays until then. */
  pendingEmail: z.string().nullable(),
  /** The language Telve speaks to her: her pages, her mail (her choice, else her browser's at registration). */
  language: LanguageSchema,
  ...BirthDataSchema.shape,
});
export type User = z.infer<typeof UserSchema>;

const PhotoUploadResponseSchema = z.object({ url: z.string() });
export const MessageSchema = z.object({ message: z.string() });

/** Answer of POST /api/logout. */
const LoggedOutSchema = MessageSchema;

export const authEndpoints = {
  register: endpoint({ ...ROUTES.register, body: RegisterSchema, response: UserSchema, status: 201 }),
  login: endpoint({ ...ROUTES.login, body: LoginSchema, response: UserSchema }),
  logout: endpoint({ ...ROUTES.logout, response: LoggedOutSchema }),
  user: endpoint({ ...ROUTES.user, response: UserSchema }),
  termsConsent: endpoint({ ...ROUTES.termsConsent, body: TermsConsentSchema, response: UserSchema }),
};

export const profileEndpoints = {
  updateProfile: endpoint({ ...ROUTES.updateProfile, body: ProfileUpdateBodySchema, response: UserSchema }),
  updateLanguage: endpoint({ ...ROUTES.updateLanguage, body: LanguageUpdateSchema, response: UserSchema }),
  /** Multipart: the file in field `photo`; any `userId` field is ignored (the session decides). */
  uploadPhoto: endpoint({ ...ROUTES.uploadPhoto, body: 'multipart', response: PhotoUploadResponseSchema }),
};
