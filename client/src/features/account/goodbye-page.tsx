import { ACCOUNT_DELETED_MESSAGE } from '@contract/account';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { T, useT } from '@/lib/i18n';
import { AccountShell } from './account-shell';

/** Shown once the account is deleted: a kind word, and the way back should they ever want it. */
export default function GoodbyePage() {
  const say = useT();
  return (
    <AccountShell title={say('account.goodbye.title')} backHref={null}>
      <p role="status">
        <T id={ACCOUNT_DELETED_MESSAGE} />
      </p>
      <p className="text-muted-foreground">
        <T id="account.goodbye.text" />
      </p>
      <Link href="/" className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
        <T id="account.goodbye.back" />
      </Link>
    </AccountShell>
  );
}
