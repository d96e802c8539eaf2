import { type Login, LoginSchema } from '@contract/auth';
import { FORM_MESSAGES, TOASTS } from '@contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { T, useT } from '@/lib/i18n';
import { actionableMessage, useAuthActions } from './use-auth-actions';

export function LoginForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { login } = useAuthActions();
  const form = useForm<Login>({ resolver: zodResolver(LoginSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const say = useT();

  const submit = form.handleSubmit((values) => {
    // From now on the form leads the way (to its own target after its delay): the page must not
    // send the member to the dashboard the moment the session exists.
    onSubmitted();
    login.mutate(values, {
      onError: (error) => {
        toast({
          title: TOASTS.loginFailed.title,
          description: actionableMessage(error) ?? TOASTS.loginFailed.description,
          variant: 'destructive',
        });
        form.setError('email', { message: FORM_MESSAGES.loginEmail });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label={say('auth.email')} error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </Field>
      <Field label={say('auth.password')} error={errors.password?.message} required>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </Field>
      <div className="-my-2 flex justify-end">
        <Link
          href="/forgot-password"
          className="-mr-2 inline-flex h-11 items-center rounded-lg px-2 text-sm font-medium text-primary underline-offset-4 hover:underline dark:text-accent"
        >
          <T id="auth.forgot" />
        </Link>
      </div>
      <Button type="submit" size="lg" loading={login.isPending}>
        <T id="auth.login.submit" />
      </Button>
    </form>
  );
}
