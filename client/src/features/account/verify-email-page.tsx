import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { type MessageId, T, useT } from '@/lib/i18n';
import { USER_QUERY_KEY, useAuth } from '@/session/auth-context';
import { AccountShell } from './account-shell';

/** Opened from a confirmation link: the link is redeemed once (a query, so it is asked only once). */
export default function VerifyEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const result = useQuery({
    queryKey: [endpoints.verifyEmail.path, token],
    queryFn: () => api(endpoints.verifyEmail, { token }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (result.isSuccess) void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [result.isSuccess, queryClient]);
  const next = user ? '/profile' : '/auth';
  const say = useT();

  return (
    <AccountShell title={say('account.verify.title')} backHref={null}>
      {result.isPending && token ? (
        <Spinner label={say('account.verify.busy')} showLabel />
      ) : (
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          {result.isSuccess && <CircleCheck className="size-10 text-success" aria-hidden />}
          <p>
            {/* The server's message, the contract's English, in the member's language by that English. */}
            {result.isSuccess
              ? say(result.data.message as MessageId)
              : result.error
                ? say(result.error.message as MessageId)
                : say('account.reset.missing')}
          </p>
          <Link href={next} className={buttonVariants({ className: 'w-full' })}>
            <T id={user ? 'account.verify.toProfile' : 'account.verify.signIn'} />
          </Link>
        </div>
      )}
    </AccountShell>
  );
}
