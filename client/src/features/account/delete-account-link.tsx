import { type DeleteAccount, DeleteAccountSchema, FORMER_MEMBER_NAME } from '@contract/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn, focusRing } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { forgetMember } from '@/features/auth';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { type MessageId, T, useT } from '@/lib/i18n';
import { useAuth } from '@/session/auth-context';

/** What goes, said plainly before the member confirms. */
const DELETED: MessageId[] = [
  'account.delete.subscription',
  'account.delete.data',
  'account.delete.posts',
  'account.delete.billing',
];
/** Said to administrators too: moderation stays accountable after the account is gone. */
const KEPT_FOR_ADMINS: MessageId = 'account.delete.admin';

/** Settings' "Delete my account": a quiet link to a dialog confirmed with the password, then a kind goodbye. */
export function DeleteAccountLink() {
  const [open, setOpen] = useState(false);
  const { isAdmin } = useAuth();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const say = useT();
  const form = useForm<DeleteAccount>({
    resolver: zodResolver(DeleteAccountSchema),
    defaultValues: { password: '', keepPosts: false },
  });
  const remove = useMutation({
    mutationFn: (body: DeleteAccount) => api(endpoints.deleteAccount, body),
    onSuccess: () => {
      navigate('/goodbye', { replace: true });
      forgetMember(queryClient);
    },
    onError: (error) => form.setError('password', { message: error.message }),
  });
  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) form.reset();
  };

  // A quiet link, not a bright button: rarely wanted, and the dialog says what goes before anything does.
  return (
    <div className="flex justify-center">
      <AlertDialog open={open} onOpenChange={onOpenChange}>
        <AlertDialogTrigger asChild>
          <button
            type="button"
            className={cn(
              'inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-medium text-destructive',
              'underline-offset-4 hover:underline [&_svg]:size-4',
              focusRing,
            )}
          >
            <Trash2 aria-hidden /> <T id="account.delete.link" />
          </button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <form onSubmit={form.handleSubmit((values) => remove.mutate(values))} noValidate className="contents">
            <AlertDialogHeader>
              <AlertDialogTitle>
                <T id="account.delete.title" />
              </AlertDialogTitle>
              <AlertDialogDescription asChild>
                <ul className="list-disc space-y-1 pl-5 text-left">
                  {(isAdmin ? [...DELETED, KEPT_FOR_ADMINS] : DELETED).map((line) => (
                    <li key={line}>
                      <T id={line} />
                    </li>
                  ))}
                </ul>
              </AlertDialogDescription>
            </AlertDialogHeader>
            <Field label={say('account.delete.password')} error={form.formState.errors.password?.message} required>
              <Input type="password" autoComplete="current-password" {...form.register('password')} />
            </Field>
            <Controller
              control={form.control}
              name="keepPosts"
              render={({ field }) => (
                <Field label={say('account.delete.keepPosts', { name: say(FORMER_MEMBER_NAME) })} layout="inline">
                  <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
                </Field>
              )}
            />
            <AlertDialogFooter>
              <AlertDialogCancel type="button" disabled={remove.isPending}>
                <T id="account.delete.keep" />
              </AlertDialogCancel>
              <Button type="submit" variant="destructive" loading={remove.isPending}>
                <T id="account.delete.confirm" />
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
