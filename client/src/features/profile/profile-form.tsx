import { MAX_BIO_LENGTH, type User } from '@contract/auth';
import { TOASTS } from '@contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { READING_QUERY_KEY } from '@/features/reading';
import { ApiError, api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { t, useT } from '@/lib/i18n';
import { USER_QUERY_KEY } from '@/session/auth-context';
import { BirthFields } from './birth-fields';
import { BirthTimeFoldDialog } from './birth-time-fold-dialog';
import { type Fold, type ProfileFormValues, profileFormSchema, updateOf, valuesOf } from './profile-form-values';

/** The server's 409 asking which reading of a birth time a clock change made twice (or skipped) was meant. */
function isFoldQuestion(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'BIRTH_TIME_FOLD';
}

export function ProfileForm({ user }: { user: User }) {
  const say = useT();
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
  // The values waiting for the member's answer to the clock-change question, with the question.
  const [foldAsked, setFoldAsked] = useState<{ values: ProfileFormValues; question: string } | null>(null);
  const save = useMutation({
    mutationFn: ({ values, fold }: { values: ProfileFormValues; fold?: Fold }) =>
      api(endpoints.updateProfile, updateOf(values, user, fold)),
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
      const chartChanged =
        birthdayChanged ||
        fresh.birthTime !== user.birthTime ||
        fresh.birthPlaceId !== user.birthPlaceId ||
        fresh.birthTimeFold !== user.birthTimeFold;
      if (chartChanged) void queryClient.invalidateQueries({ queryKey: [endpoints.natalChart.path] });
      toast({ title: TOASTS.profileUpdated.title, description: t('profile.form.saved') });
    },
    onError: (error, { values }) => {
      if (isFoldQuestion(error)) setFoldAsked({ values, question: error.message });
      else toast({ ...TOASTS.profileFailed, variant: 'destructive' });
    },
  });

  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate({ values }))} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        <Field label={say('profile.form.firstName')} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </Field>
        <Field label={say('profile.form.lastName')} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </Field>
      </div>
      <Field label={say('profile.form.email')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Field
        label={say('profile.form.dateOfBirth')}
        description={say('profile.form.dateOfBirthHelp')}
        error={errors.dateOfBirth?.message}
      >
        <Input type="date" autoComplete="bday" {...form.register('dateOfBirth')} />
      </Field>
      <Field label={say('profile.form.occupation')} error={errors.occupation?.message}>
        <Input {...form.register('occupation')} />
      </Field>
      <Field
        label={say('profile.form.intentions')}
        description={say('profile.form.intentionsHelp')}
        error={errors.intentions?.message}
      >
        <Input {...form.register('intentions')} />
      </Field>
      <Field
        label={say('profile.form.bio')}
        description={say('profile.form.bioHelp', { max: MAX_BIO_LENGTH })}
        error={errors.bio?.message}
      >
        <Textarea rows={3} maxLength={MAX_BIO_LENGTH} {...form.register('bio')} />
      </Field>
      <BirthFields form={form} />
      <Button type="submit" loading={save.isPending}>
        {say('profile.form.save')}
      </Button>
      <BirthTimeFoldDialog
        question={foldAsked?.question ?? null}
        onCancel={() => setFoldAsked(null)}
        onChoose={(fold) => {
          if (foldAsked) save.mutate({ values: foldAsked.values, fold });
          setFoldAsked(null);
        }}
      />
    </form>
  );
}
