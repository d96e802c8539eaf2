import { type ChangePassword, ChangePasswordSchema } from '@contract/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { KeyRound, MonitorSmartphone } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { T, t, useT } from '@/lib/i18n';

/** Password change (current password required) and signing out every other device. */
export function AccountSecurity() {
  const form = useForm<ChangePassword>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useMutation({
    mutationFn: (body: ChangePassword) => api(endpoints.changePassword, body),
    onSuccess: (result) => {
      form.reset();
      toast({ title: t('account.security.changed'), description: result.message });
    },
    onError: (error) => form.setError('currentPassword', { message: error.message }),
  });
  const signOut = useMutation({
    mutationFn: () => api(endpoints.signOutOthers),
    onSuccess: (result) => toast({ title: t('account.security.signedOut'), description: result.message }),
    onError: (error) =>
      toast({ title: t('account.security.signOutFailed'), description: error.message, variant: 'destructive' }),
  });
  const { errors } = form.formState;
  const say = useT();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-gold" aria-hidden /> <T id="account.security.title" />
        </CardTitle>
        <CardDescription>
          <T id="account.security.text" />
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form
          onSubmit={form.handleSubmit((values) => change.mutate(values))}
          noValidate
          className="flex flex-col gap-4"
        >
          <Field label={say('account.security.current')} error={errors.currentPassword?.message} required>
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </Field>
          <Field label={say('account.security.new')} error={errors.newPassword?.message} required>
            <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
          </Field>
          <Button type="submit" loading={change.isPending}>
            <T id="account.security.change" />
          </Button>
        </form>
        <Button variant="outline" onClick={() => signOut.mutate()} loading={signOut.isPending}>
          <MonitorSmartphone aria-hidden /> <T id="account.security.signOut" />
        </Button>
      </CardContent>
    </Card>
  );
}
