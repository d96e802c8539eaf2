import { ACCOUNT_DELETED_MESSAGE } from '@contract/account';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { AccountShell } from './account-shell';

/** Shown once the account is deleted: a kind word, and the way back should they ever want it. */
export default function GoodbyePage() {
  return (
    <AccountShell title="Goodbye, for now" backHref={null}>
      <p role="status">{ACCOUNT_DELETED_MESSAGE}</p>
      <p className="text-muted-foreground">Thank you for the mornings you shared with us. The door stays open.</p>
      <Link href="/" className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
        Back to Telve
      </Link>
    </AccountShell>
  );
}
