import type { User } from '@contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, MailWarning } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { USER_QUERY_KEY } from '@/session/auth-context';

/**
 * Whether the address is confirmed (with a way to resend the link), and any address waiting for its
 * link, with a way to call that change off (its link then stops working).
 */
export function EmailStatus({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => api(endpoints.resendVerification),
    onSuccess: (result) => toast({ title: 'Link sent', description: result.message }),
    onError: (error) => toast({ title: 'Could not send', description: error.message, variant: 'destructive' }),
  });
  const cancel = useMutation({
    mutationFn: () => api(endpoints.cancelEmailChange),
    onSuccess: (fresh) => {
      queryClient.setQueryData(USER_QUERY_KEY, fresh);
      toast({ title: 'Change cancelled', description: `The link we sent no longer works. You keep ${fresh.email}.` });
    },
    onError: (error) => toast({ title: 'Could not cancel', description: error.message, variant: 'destructive' }),
  });
  return (
    <section aria-label="Email status" className="flex flex-col gap-2 rounded-2xl border border-border p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-all">{user.email}</span>
        {user.emailVerified ? (
          <Badge variant="success">
            <BadgeCheck aria-hidden /> Confirmed
          </Badge>
        ) : (
          <Badge variant="outline">
            <MailWarning aria-hidden /> Not confirmed yet
          </Badge>
        )}
      </div>
      {!user.emailVerified && (
        <div className="flex items-center justify-between gap-2">
          <p className="text-muted-foreground">Please open the link we emailed you.</p>
          <Button variant="outline" className="shrink-0" onClick={() => resend.mutate()} loading={resend.isPending}>
            Resend link
          </Button>
        </div>
      )}
      {user.pendingEmail && (
        <div className="flex items-center justify-between gap-2">
          <p role="status" className="text-muted-foreground">
            Waiting for you to confirm <span className="font-medium text-espresso">{user.pendingEmail}</span>: we sent
            it a link. Until then you sign in with {user.email}.
          </p>
          <Button variant="outline" size="sm" onClick={() => cancel.mutate()} loading={cancel.isPending}>
            Cancel change
          </Button>
        </div>
      )}
    </section>
  );
}
