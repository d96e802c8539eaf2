import type { User } from '@contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, MailWarning } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { T, t, useT } from '@/lib/i18n';
import { USER_QUERY_KEY } from '@/session/auth-context';

/**
 * Whether the address is confirmed (with a way to resend the link), and any address waiting for its
 * link, with a way to call that change off (its link then stops working).
 */
export function EmailStatus({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => api(endpoints.resendVerification),
    onSuccess: (result) => toast({ title: t('account.status.sent'), description: result.message }),
    onError: (error) =>
      toast({ title: t('account.status.sendFailed'), description: error.message, variant: 'destructive' }),
  });
  const cancel = useMutation({
    mutationFn: () => api(endpoints.cancelEmailChange),
    onSuccess: (fresh) => {
      queryClient.setQueryData(USER_QUERY_KEY, fresh);
      toast({
        title: t('account.status.cancelled'),
        description: t('account.status.cancelledText', { email: fresh.email }),
      });
    },
    onError: (error) =>
      toast({ title: t('account.status.cancelFailed'), description: error.message, variant: 'destructive' }),
  });
  const say = useT();
  return (
    <section
      aria-label={say('account.status')}
      className="flex flex-col gap-2 rounded-2xl border border-border p-4 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-all">{user.email}</span>
        {user.emailVerified ? (
          <Badge variant="success">
            <BadgeCheck aria-hidden /> <T id="account.status.confirmed" />
          </Badge>
        ) : (
          <Badge variant="outline">
            <MailWarning aria-hidden /> <T id="account.status.unconfirmed" />
          </Badge>
        )}
      </div>
      {!user.emailVerified && (
        <div className="flex items-center justify-between gap-2">
          <p className="text-muted-foreground">
            <T id="account.status.open" />
          </p>
          <Button variant="outline" className="shrink-0" onClick={() => resend.mutate()} loading={resend.isPending}>
            <T id="account.status.resend" />
          </Button>
        </div>
      )}
      {user.pendingEmail && (
        <div className="flex items-center justify-between gap-2">
          <p role="status" className="text-muted-foreground">
            <T
              id="account.status.pending"
              values={{ pending: user.pendingEmail, email: user.email }}
              components={{ 0: <span className="font-medium text-espresso" /> }}
            />
          </p>
          <Button variant="outline" size="sm" onClick={() => cancel.mutate()} loading={cancel.isPending}>
            <T id="account.status.cancel" />
          </Button>
        </div>
      )}
    </section>
  );
}
