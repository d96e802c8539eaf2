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

const TONE_LABELS: Record<SharedReading['symbols'][number]['tone'], string> = {
  fortunate: 'A fortunate sign',
  cautionary: 'A sign to heed',
  neutral: 'A quiet sign',
};

const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * A reading a member shared by its public link, for anyone who opens it: the cup's symbols and
 * what they mean, the day, her first name if she chose it, and the way to a cup of one's own.
 */
export default function SharedReadingPage() {
  const { token = '' } = useParams<{ token: string }>();
  const shared = useQuery({
    queryKey: [endpoints.sharedReading.path, token],
    queryFn: () => api(endpoints.sharedReading, undefined, { params: { token } }),
  });
  const title = shared.data?.firstName ? `${shared.data.firstName}'s coffee reading` : 'A coffee reading';
  useDocumentTitle(shared.data ? title : 'A Shared Reading');
  return (
    <div className="min-h-dvh bg-cream text-espresso">
      <main className="mx-auto flex max-w-xl flex-col gap-6 px-4 pt-8 pb-12">
        <Link href="/" className="flex items-center gap-2 self-start rounded-xl" aria-label="Telve home">
          <Logo className="size-10" />
          <span className="font-display text-2xl font-semibold text-primary dark:text-accent">Telve</span>
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
                      <p className="text-sm text-muted-foreground">{TONE_LABELS[symbol.tone]}</p>
                      <p className="leading-relaxed">{symbol.meaning}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ) : shared.isPending ? (
          <div role="status" className="flex min-h-72 flex-col gap-5 rounded-2xl bg-card p-6 shadow-soft">
            <span className="sr-only">Opening the reading...</span>
            <SkeletonLines lines={2} className="w-2/3" />
            <SkeletonLines lines={6} />
          </div>
        ) : (
          <Card>
            <CardContent className="flex flex-col items-center gap-3 pt-8 pb-8 text-center">
              <Coffee className="size-10 text-gold" aria-hidden />
              <h1 className="font-display text-2xl font-semibold">This reading is not here</h1>
              <p className="text-muted-foreground">
                {shared.error instanceof ApiError
                  ? shared.error.message
                  : 'Something got in the way. Please try again in a moment.'}
              </p>
            </CardContent>
          </Card>
        )}
        <section aria-labelledby="own-cup-title" className="flex flex-col items-center gap-3 text-center">
          <h2 id="own-cup-title" className="font-display text-xl font-semibold">
            Your own cup is waiting
          </h2>
          <p className="text-sm text-muted-foreground">
            Telve reads coffee cups, the day's sky and your mood, as reflection and entertainment.
          </p>
          <Link href="/auth?mode=register" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
            Begin Your Journey
          </Link>
        </section>
      </main>
    </div>
  );
}
