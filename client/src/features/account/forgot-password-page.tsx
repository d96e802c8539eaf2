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
import { AccountShell } from './account-shell';

/** Asks for the email and always shows the server's one neutral answer. */
export default function ForgotPasswordPage() {
  const form = useForm<ForgotPassword>({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: '' } });
  const request = useMutation({ mutationFn: (body: ForgotPassword) => api(endpoints.forgotPassword, body) });
  const submit = form.handleSubmit((values) => request.mutate(values));

  return (
    <AccountShell title="Forgot your password?" subtitle="It happens to all of us. We'll help you back in.">
      {request.isSuccess ? (
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <MailCheck className="size-10 text-gold" aria-hidden />
          <p>{request.data.message}</p>
          <Link href="/auth" className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
            Back to sign in
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">
            Enter the email of your account and we'll send you a link to choose a new password.
          </p>
          <Field label="Email" error={form.formState.errors.email?.message} required>
            <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          </Field>
          {request.error && (
            <p role="alert" className="text-sm text-destructive">
              {request.error.message}
            </p>
          )}
          <Button type="submit" size="lg" loading={request.isPending}>
            Send me a link
          </Button>
        </form>
      )}
    </AccountShell>
  );
}
