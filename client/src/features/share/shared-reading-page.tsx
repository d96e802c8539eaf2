import type { SharedReading } from '@contract/share';
import { useQuery } from '@tanstack/react-query';
import { Coffee } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { Logo } from '@/components/logo';
import { SkeletonLines } from '@/components/skeleton-lines';
import { SymbolPicture } from '@/components/symbol-picture';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ApiError, api } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { endpoints } from '@/lib/endpoints';
import { localeFor } from '@/lib/format';
import { type MessageId, useT } from '@/lib/i18n';

const TONE_LABELS: Record<SharedReading['symbols'][number]['tone'], MessageId> = {
  fortunate: 'share.page.tone.fortunate',
  cautionary: 'share.page.tone.cautionary',
  neutral: 'share.page.tone.neutral',
};

/** The reading's day in the page's language ('November 27, 2026'; '27 Kasım 2026' in Turkish). */
const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(localeFor(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/**
 * A reading a member shared by its public link, for anyone who opens it: the cup's symbols and
 * what they mean, the day, her first name if she chose it, and the way to a cup of one's own.
 */
export default function SharedReadingPage() {
  const say = useT();
  const { token = '' } = useParams<{ token: string }>();
  const shared = useQuery({
    queryKey: [endpoints.sharedReading.path, token],
    queryFn: () => api(endpoints.sharedReading, undefined, { params: { token } }),
  });
  const title = shared.data?.firstName
    ? say('share.page.titleNamed', { name: shared.data.firstName })
    : say('share.page.title');
  useDocumentTitle(shared.data ? title : say('title:/shared/:token'));
  return (
    <div className="min-h-dvh bg-cream text-espresso">
      <main className="mx-auto flex max-w-xl flex-col gap-6 px-4 pt-8 pb-12">
        <Link href="/" className="flex items-center gap-2 self-start rounded-xl" aria-label={say('share.page.home')}>
          <Logo className="size-10" />
          <span className="font-display text-2xl font-semibold text-primary dark:text-accent">{say('app.name')}</span>
        </Link>
        {shared.data ? (
          <Card>
            <CardContent className="flex flex-col gap-5 pt-6 pb-6">
              <div>
                <h1 className="font-display text-3xl leading-tight font-semibold">{title}</h1>
                <p className="text-sm text-muted-foreground">{longDate(shared.data.date)}</p>
              </div>
              <ul className="flex flex-col gap-4">
                {shared.data.symbols.map((symbol) => (
                  <li key={symbol.id} className="flex items-start gap-4">
                    <SymbolPicture id={symbol.id} className="size-12" />
                    <div className="flex flex-col gap-1">
                      <h2 className="font-display text-xl font-semibold capitalize">{symbol.name}</h2>
                      <p className="text-sm text-muted-foreground">{say(TONE_LABELS[symbol.tone])}</p>
                      <p className="leading-relaxed">{symbol.meaning}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ) : shared.isPending ? (
          <div role="status" className="flex min-h-72 flex-col gap-5 rounded-2xl bg-card p-6 shadow-soft">
            <span className="sr-only">{say('share.page.opening')}</span>
            <SkeletonLines lines={2} className="w-2/3" />
            <SkeletonLines lines={6} />
          </div>
        ) : (
          <Card>
            <CardContent className="flex flex-col items-center gap-3 pt-8 pb-8 text-center">
              <Coffee className="size-10 text-gold" aria-hidden />
              <h1 className="font-display text-2xl font-semibold">{say('share.page.missing')}</h1>
              <p className="text-muted-foreground">
                {shared.error instanceof ApiError ? say(shared.error.message as MessageId) : say('share.page.failed')}
              </p>
            </CardContent>
          </Card>
        )}
        <section aria-labelledby="own-cup-title" className="flex flex-col items-center gap-3 text-center">
          <h2 id="own-cup-title" className="font-display text-xl font-semibold">
            {say('share.page.own.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{say('share.page.own.text')}</p>
          <Link href="/auth?mode=register" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
            {say('landing.begin')}
          </Link>
        </section>
      </main>
    </div>
  );
}
