import { MAX_BIO_LENGTH, ProfileUpdateSchema, type User } from '@contract/auth';
import { TOASTS } from '@contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { USER_QUERY_KEY } from '@/features/auth/auth-context';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';

/** The server's schema, with intentions edited as comma-separated text. */
const ProfileFormSchema = ProfileUpdateSchema.extend({
  intentions: z.string().max(1000),
  occupation: z.string().max(100),
});
type ProfileFormValues = z.input<typeof ProfileFormSchema>;

export function ProfileForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      occupation: user.occupation ?? '',
      intentions: user.intentions.join(', '),
      bio: user.bio ?? '',
    },
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (values: ProfileFormValues) =>
      api(endpoints.updateProfile, {
        ...values,
        intentions: values.intentions
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
        ...(user.profilePhotoUrl ? { profilePhotoUrl: user.profilePhotoUrl } : {}),
      }),
    onSuccess: (fresh) => {
      queryClient.setQueryData(USER_QUERY_KEY, fresh);
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
