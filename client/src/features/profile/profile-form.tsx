import {
  DateOfBirthSchema,
  type KeptNames,
  MAX_BIO_LENGTH,
  ProfileUpdateSchema,
  profileNamesSchema,
  type User,
} from '@contract/auth';
import { TOASTS } from '@contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { READING_QUERY_KEY } from '@/features/reading';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { USER_QUERY_KEY } from '@/session/auth-context';

/**
 * The server's schema, with intentions edited as comma-separated text. The names follow the name
 * rule, except a name left as it is (one stored under an older rule still saves the other fields).
 * The date of birth follows the register rules; it may stay blank only for a member who never gave one.
 */
function profileFormSchema(hasDateOfBirth: boolean, kept: KeptNames) {
  return ProfileUpdateSchema.extend({
    ...profileNamesSchema(kept).shape,
    intentions: z.string().max(1000),
    occupation: z.string().max(100),
    dateOfBirth: z.string().superRefine((value, ctx) => {
      if (value === '' && !hasDateOfBirth) return;
      const checked = DateOfBirthSchema.safeParse(value);
      if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? '' });
    }),
  });
}
type ProfileFormValues = z.input<ReturnType<typeof profileFormSchema>>;

/**
 * The form's values for a member as the server keeps them (intentions as the saved, trimmed list).
 * The email is the one asked for while a change waits for its link, so saving other fields leaves
 * that change be; putting the current address back calls it off.
 */
function valuesOf(user: User): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.pendingEmail ?? user.email,
    occupation: user.occupation ?? '',
    intentions: user.intentions.join(', '),
    bio: user.bio ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
  };
}

export function ProfileForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const hasDateOfBirth = user.dateOfBirth !== null;
  const { firstName, lastName } = user;
  const schema = useMemo(
    () => profileFormSchema(hasDateOfBirth, { firstName, lastName }),
    [hasDateOfBirth, firstName, lastName],
  );
  const form = useForm<ProfileFormValues>({ resolver: zodResolver(schema), defaultValues: valuesOf(user) });
  const { errors } = form.formState;
  // A change called off (or confirmed) elsewhere on the page: the field follows, other edits stay.
  const email = user.pendingEmail ?? user.email;
  useEffect(() => form.resetField('email', { defaultValue: email }), [form, email]);
  const save = useMutation({
    mutationFn: (values: ProfileFormValues) =>
      api(endpoints.updateProfile, {
        ...values,
        intentions: values.intentions
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
        dateOfBirth: values.dateOfBirth || undefined,
        ...(user.profilePhotoUrl ? { profilePhotoUrl: user.profilePhotoUrl } : {}),
      }),
    onSuccess: (fresh) => {
      const birthdayChanged = fresh.dateOfBirth !== user.dateOfBirth;
      queryClient.setQueryData(USER_QUERY_KEY, fresh);
      // Show what was saved: the trimmed intentions, the email asked for or still in use.
      form.reset(valuesOf(fresh));
      if (birthdayChanged) {
        // The horoscope is read for the sign, and Your Reading speaks to the sign's element.
        void queryClient.invalidateQueries({ queryKey: [endpoints.horoscope.path] });
        void queryClient.invalidateQueries({ queryKey: READING_QUERY_KEY });
      }
      toast({ title: TOASTS.profileUpdated.title, description: 'Your changes have been saved.' });
    },
    onError: () =>
      toast({
        ...TOASTS.profileFailed,
        variant: 'destructive',
      }),
  });

  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        <Field label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </Field>
      </div>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Field
        label="Date of birth"
        description="Your daily horoscope is read for the sign of this day."
        error={errors.dateOfBirth?.message}
      >
        <Input type="date" autoComplete="bday" {...form.register('dateOfBirth')} />
      </Field>
      <Field label="Occupation" error={errors.occupation?.message}>
        <Input {...form.register('occupation')} />
      </Field>
      <Field
        label="Intentions"
        description="Separate them with commas, e.g. Love, Career"
        error={errors.intentions?.message}
      >
        <Input {...form.register('intentions')} />
      </Field>
      <Field
        label="Bio"
        description={`Optional: a few words the members of your circles see (at most ${MAX_BIO_LENGTH} characters)`}
        error={errors.bio?.message}
      >
        <Textarea rows={3} maxLength={MAX_BIO_LENGTH} {...form.register('bio')} />
      </Field>
      <Button type="submit" loading={save.isPending}>
        Save Changes
      </Button>
    </form>
  );
}
