import { DateOfBirthSchema, type KeptNames, ProfileUpdateSchema, profileNamesSchema, type User } from '@contract/auth';
import { BirthTimeSchema } from '@contract/natal';
import { z } from 'zod';
import { t } from '@/lib/i18n';

/** The rule of a contract schema as a form field's check: its first message, if any. */
function checkedBy(schema: z.ZodType, value: string, ctx: z.RefinementCtx) {
  const checked = schema.safeParse(value);
  if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? '' });
}

/**
 * The server's schema, with intentions edited as comma-separated text. The names follow the name
 * rule, except a name left as it is (one stored under an older rule still saves the other fields).
 * The date of birth follows the register rules; it may stay blank only for a member who never gave one.
 * The birth time is 'HH:MM' or blank (unknown); the place is the town chosen from the list.
 */
export function profileFormSchema(hasDateOfBirth: boolean, kept: KeptNames) {
  return ProfileUpdateSchema.omit({ birthTime: true, birthPlaceId: true, birthTimeFold: true }).extend({
    ...profileNamesSchema(kept).shape,
    intentions: z.string().max(1000),
    occupation: z.string().max(100),
    dateOfBirth: z.string().superRefine((value, ctx) => {
      if (value === '' && !hasDateOfBirth) return;
      checkedBy(DateOfBirthSchema, value, ctx);
    }),
    birthTime: z.string().superRefine((value, ctx) => {
      if (value !== '') checkedBy(BirthTimeSchema, value, ctx);
    }),
    birthTimeUnknown: z.boolean(),
    birthPlace: z.object({ id: z.number(), name: z.string() }).nullable(),
  });
}
export type ProfileFormValues = z.input<ReturnType<typeof profileFormSchema>>;

/**
 * The form's values for a member as the server keeps them (intentions as the saved, trimmed list).
 * The email is the one asked for while a change waits for its link, so saving other fields leaves
 * that change be; putting the current address back calls it off. A place without a time means the
 * member said she does not know it.
 */
export function valuesOf(user: User): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.pendingEmail ?? user.email,
    occupation: user.occupation ?? '',
    intentions: user.intentions.join(', '),
    bio: user.bio ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
    birthTime: user.birthTime ?? '',
    birthTimeUnknown: user.birthTime === null && user.birthPlaceId !== null,
    birthPlace:
      user.birthPlaceId !== null
        ? { id: user.birthPlaceId, name: user.birthPlaceName ?? t('profile.birth.placeFallback') }
        : null,
  };
}

export type Fold = 'earlier' | 'later';

/**
 * The update-profile body. The birth fields go only when they changed (so other edits never wait
 * for the places index), then with the clock-change choice cleared so the server asks afresh; the
 * member's answer to that question goes with the resent body.
 */
export function updateOf(values: ProfileFormValues, user: User, fold?: Fold) {
  const { birthTime: time, birthTimeUnknown, birthPlace, ...rest } = values;
  const birthTime = birthTimeUnknown || time === '' ? null : time;
  const birthPlaceId = birthPlace?.id ?? null;
  const birthChanged = birthTime !== user.birthTime || birthPlaceId !== user.birthPlaceId;
  return {
    ...rest,
    intentions: values.intentions
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
    dateOfBirth: values.dateOfBirth || undefined,
    ...(user.profilePhotoUrl ? { profilePhotoUrl: user.profilePhotoUrl } : {}),
    ...(birthChanged ? { birthTime, birthPlaceId, birthTimeFold: null } : {}),
    ...(fold ? { birthTimeFold: fold } : {}),
  };
}
