import { PasswordSchema } from '@contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { z } from 'zod';
import { Button, buttonVariants } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { type MessageId, T, t, useT } from '@/lib/i18n';
import { USER_QUERY_KEY } from '@/session/auth-context';
import { AccountShell } from './account-shell';

const NewPasswordSchema = z
  .object({ password: PasswordSchema, confirm: z.string() })
  .refine((value) => value.password === value.confirm, { path: ['confirm'], message: 'account.reset.mismatch' });
type NewPassword = z.infer<typeof NewPasswordSchema>;

/** Opened from the mailed link: a new password signs the member in and ends every other session. */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const form = useForm<NewPassword>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const reset = useMutation({
    mutationFn: (values: NewPassword) => api(endpoints.resetPassword, { token, password: values.password }),
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({ title: t('account.reset.done.title'), description: t('account.reset.done.text') });
      navigate(user.termsAccepted ? '/dashboard' : '/terms-of-service');
    },
  });
  const { errors } = form.formState;
  const say = useT();

  return (
    <AccountShell title={say('account.reset.title')} subtitle={say('account.reset.lead')}>
      {!token ? (
        <MissingLink />
      ) : (
        <form onSubmit={form.handleSubmit((values) => reset.mutate(values))} noValidate className="flex flex-col gap-4">
          <Field label={say('account.reset.password')} error={errors.password?.message} required>
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </Field>
          <Field label={say('account.reset.confirm')} error={errors.confirm?.message} required>
            <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
          </Field>
          {reset.error && (
            <p role="alert" className="text-sm text-destructive">
              {say(reset.error.message as MessageId)}{' '}
              <Link href="/forgot-password" className="underline">
                <T id="account.reset.newLink" />
              </Link>
            </p>
          )}
          <Button type="submit" size="lg" loading={reset.isPending}>
            <T id="account.reset.save" />
          </Button>
        </form>
      )}
    </AccountShell>
  );
}

function MissingLink() {
  return (
    <div className="flex flex-col gap-3 text-center">
      <p>
        <T id="account.reset.missing" />
      </p>
      <Link href="/forgot-password" className={buttonVariants({ className: 'w-full' })}>
        <T id="account.reset.newLink" />
      </Link>
    </div>
  );
}
