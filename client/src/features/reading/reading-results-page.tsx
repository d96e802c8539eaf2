import { Coffee } from 'lucide-react';
import { Link } from 'wouter';
import { WithBottomNav } from '@/components/bottom-nav';
import { InstallCoaching } from '@/components/install-coaching';
import { PageHeader } from '@/components/page-header';
import { SkeletonLines } from '@/components/skeleton-lines';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PublicLinkPanel } from '@/features/share';
import { useT } from '@/lib/i18n';
import { useAuth } from '@/session/auth-context';
import { AskSection } from './ask-section';
import { CupPhotoResults } from './cup-photo/cup-photo-results';
import { CupSigns } from './cup-signs';
import { ReadingActions } from './reading-actions';
import { useLatestReading } from './reading-query';
import { ReadingText } from './reading-text';
import { SymbolList } from './symbol-list';

/** 'Your Reading' (/reading-results): the latest reading, its symbols, and the ask chat. */
export default function ReadingResultsPage() {
  const say = useT();
  const { isPremium } = useAuth();
  const { data: reading, isPending, missing, refetch, isFetching } = useLatestReading();

  return (
    <WithBottomNav tabBar={false}>
      <PageHeader title={say('title:/reading-results')} backHref="/dashboard" backLabel={say('back.dashboard')} />
      <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 pt-5 pb-12">
        {reading ? (
          <>
            <ReadingText reading={reading} />
            <ReadingActions readingId={reading.id} />
            {/* The conversation sits with the reading it is about, not beneath everything else. */}
            <AskSection readingId={reading.id} isPremium={isPremium} />
            {/* A care answer has no cup: no shapes, and no signs to carry beneath it. */}
            {reading.symbols.length > 0 && (
              <>
                <CupPhotoResults cupPhotoId={reading.cupPhotoId} symbols={reading.symbols} />
                <CupSigns signs={reading.signs} />
                <SymbolList symbols={reading.symbols} elsewhere={reading.elsewhere} />
                <PublicLinkPanel readingId={reading.id} />
              </>
            )}
            {/* Last, so nothing above it moves when it comes. */}
            <InstallCoaching />
          </>
        ) : isPending ? (
          // The reading's own shape while it comes: its card and lines, not a spinner on an empty page.
          <div role="status" className="flex min-h-96 flex-col gap-5 rounded-2xl bg-card p-6 shadow-soft">
            <span className="sr-only">{say('reading.results.opening')}</span>
            <SkeletonLines lines={3} className="w-2/3" />
            <SkeletonLines lines={8} />
          </div>
        ) : (
          <Card>
            <CardContent className="flex flex-col items-center gap-4 pt-8 pb-8 text-center">
              <Coffee className="size-10 text-gold" aria-hidden />
              <h2 className="font-display text-2xl font-semibold">
                {missing ? say('reading.results.none.title') : say('reading.results.failed.title')}
              </h2>
              <p className="text-muted-foreground">
                {missing ? say('reading.results.none.text') : say('reading.results.failed.text')}
              </p>
              {missing ? (
                <Link href="/coffee-reading" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
                  {say('reading.results.start')}
                </Link>
              ) : (
                <Button size="lg" className="w-full" loading={isFetching} onClick={() => void refetch()}>
                  {say('tryAgain')}
                </Button>
              )}
            </CardContent>
          </Card>
        )}
      </main>
    </WithBottomNav>
  );
}
