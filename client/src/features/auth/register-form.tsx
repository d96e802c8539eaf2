import { type Register, RegisterSchema, resolveIntentions } from '@contract/auth';
import { INTENTIONS } from '@contract/intentions';
import { FORM_MESSAGES, TOASTS } from '@contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { type MessageId, T, useT } from '@/lib/i18n';
import { actionableMessage, useAuthActions } from './use-auth-actions';

type RegisterValues = z.input<typeof RegisterSchema>;

const DEFAULTS: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  dateOfBirth: '',
  occupation: '',
  intentions: [],
  otherIntention: '',
  profilePhotoUrl: '',
};

export function RegisterForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { register } = useAuthActions();
  const form = useForm<RegisterValues, unknown, z.output<typeof RegisterSchema>>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: DEFAULTS,
  });
  const { errors } = form.formState;
  const chosen = form.watch('intentions');
  const say = useT();

  const submit = form.handleSubmit((values) => {
    const body: Register = {
      ...values,
      intentions: resolveIntentions(values.intentions, values.otherIntention),
      profilePhotoUrl: '',
    };
    // From now on the form leads the way (to its own target after its delay): the page must not
    // send the member to the dashboard the moment the session exists.
    onSubmitted();
    register.mutate(body, {
      onError: (error) => {
        toast({
          title: TOASTS.registrationFailed.title,
          description: actionableMessage(error) ?? TOASTS.registrationFailed.description,
          variant: 'destructive',
        });
        form.setError('email', { message: FORM_MESSAGES.registrationEmail });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        <Field label={say('auth.firstName')} error={errors.firstName?.message} required>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </Field>
        <Field label={say('auth.lastName')} error={errors.lastName?.message} required>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </Field>
      </div>
      <Field label={say('auth.email')} error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </Field>
      {/* The error takes the help text's place rather than stacking under it. */}
      <Field
        label={say('auth.password')}
        error={errors.password?.message}
        description={errors.password ? undefined : say('auth.password.hint')}
        required
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Field label={say('auth.dateOfBirth')} error={errors.dateOfBirth?.message} required>
        <Input type="date" autoComplete="bday" {...form.register('dateOfBirth')} />
      </Field>
      <Field label={say('auth.occupation')} error={errors.occupation?.message}>
        <Input autoComplete="organization-title" {...form.register('occupation')} />
      </Field>
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.intentions ? 'intentions-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">
          <T id="auth.intentions" />
          {/* The same asterisk as the other required fields; said in words to screen readers. */}
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
          <span className="sr-only">
            {' '}
            <T id="auth.required" />
          </span>
        </legend>
        <Controller
          control={form.control}
          name="intentions"
          render={({ field }) => (
            <div className="grid grid-cols-2 gap-2">
              {INTENTIONS.map((intention) => (
                <Field key={intention} label={say(intention as MessageId)} layout="inline">
                  <Checkbox
                    checked={field.value.includes(intention)}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked ? [...field.value, intention] : field.value.filter((item) => item !== intention),
                      )
                    }
                  />
                </Field>
              ))}
            </div>
          )}
        />
        {errors.intentions && (
          <p id="intentions-error" role="alert" className="text-sm text-destructive">
            {say((errors.intentions.message ?? errors.intentions.root?.message ?? '') as MessageId)}
          </p>
        )}
      </fieldset>
      {chosen.includes('Other') && (
        <Field label={say('auth.otherIntention')} error={errors.otherIntention?.message} required>
          <Input {...form.register('otherIntention')} />
        </Field>
      )}
      <Button type="submit" size="lg" loading={register.isPending}>
        <T id="auth.register.submit" />
      </Button>
    </form>
  );
}
