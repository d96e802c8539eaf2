import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '@/components/logo';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useT } from '@/lib/i18n';

/** The calm, centred frame of the signed-out account pages (forgot, reset, verify, goodbye). */
export function AccountShell({
  title,
  subtitle,
  backHref = '/auth',
  children,
}: {
  title: string;
  subtitle?: string;
  backHref?: string | null;
  children: ReactNode;
}) {
  const say = useT();
  return (
    <main className="min-h-dvh bg-cream px-4 pt-4 pb-12 text-espresso">
      {backHref ? (
        <Link
          href={backHref}
          className={buttonVariants({ variant: 'ghost', size: 'icon' })}
          aria-label={say('account.back')}
        >
          <ArrowLeft />
        </Link>
      ) : (
        <div className="h-10" />
      )}
      <div className="mx-auto mt-2 flex max-w-md flex-col items-center text-center">
        <Logo className="size-14" />
        <h1 className="mt-4 font-display text-3xl font-semibold">{title}</h1>
        {subtitle && <p className="mt-1 text-muted-foreground">{subtitle}</p>}
      </div>
      <Card className="mx-auto mt-6 max-w-md">
        <CardContent className="flex flex-col gap-4 pt-6">{children}</CardContent>
      </Card>
    </main>
  );
}
