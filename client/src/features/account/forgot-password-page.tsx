import { type ForgotPassword, ForgotPasswordSchema } from '@contract/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { type MessageId, T, useT } from '@/lib/i18n';
import { AccountShell } from './account-shell';

/** Asks for the email and always shows the server's one neutral answer. */
export default function ForgotPasswordPage() {
  const form = useForm<ForgotPassword>({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: '' } });
  const request = useMutation({ mutationFn: (body: ForgotPassword) => api(endpoints.forgotPassword, body) });
  const submit = form.handleSubmit((values) => request.mutate(values));
  const say = useT();

  return (
    <AccountShell title={say('account.forgot.title')} subtitle={say('account.forgot.lead')}>
      {request.isSuccess ? (
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <MailCheck className="size-10 text-gold" aria-hidden />
          <p>{say(request.data.message as MessageId)}</p>
          <Link href="/auth" className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
            <T id="account.toSignIn" />
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">
            <T id="account.forgot.text" />
          </p>
          <Field label={say('account.email')} error={form.formState.errors.email?.message} required>
            <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          </Field>
          {request.error && (
            <p role="alert" className="text-sm text-destructive">
              {say(request.error.message as MessageId)}
            </p>
          )}
          <Button type="submit" size="lg" loading={request.isPending}>
            <T id="account.forgot.send" />
          </Button>
        </form>
      )}
    </AccountShell>
  );
}
