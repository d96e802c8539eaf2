import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { type MessageId, useT } from '@/lib/i18n';

const NatalChartView = lazy(() => import('./natal-chart-view'));

/** The wheel's square, held while its code or the chart loads, so nothing below it moves. */
function WheelPlaceholder() {
  const say = useT();
  return (
    <div className="mx-auto flex aspect-square w-full max-w-md items-center justify-center">
      <Spinner label={say('profile.chart.drawing')} showLabel />
    </div>
  );
}

/**
 * Your birth chart on the profile. Until the member has a date of birth and a birth place the
 * server answers 409 with what is missing: shown as a friendly prompt, not an error, in the member's
 * language by its English (the natal catalog, which the profile page loads, holds those messages).
 */
export function NatalChartSection() {
  const say = useT();
  const chart = useQuery({
    queryKey: [endpoints.natalChart.path],
    queryFn: ({ signal }) => api(endpoints.natalChart, undefined, { signal }),
  });
  const missing = chart.error instanceof ApiError && chart.error.status === 409 ? chart.error.message : null;
  return (
    <Card aria-labelledby="natal-chart-title">
      <CardHeader>
        <CardTitle id="natal-chart-title" className="flex items-center gap-2">
          <Sparkles className="size-5 text-gold" aria-hidden /> {say('profile.chart.title')}
        </CardTitle>
        <CardDescription>{say('profile.chart.lead')}</CardDescription>
      </CardHeader>
      <CardContent>
        {chart.data ? (
          <>
            <Suspense fallback={<WheelPlaceholder />}>
              <NatalChartView chart={chart.data} />
            </Suspense>
            <Link href="/compatibility" className={buttonVariants({ variant: 'outline', className: 'mt-4 w-full' })}>
              {say('profile.chart.compare')}
            </Link>
          </>
        ) : missing ? (
          <p className="rounded-xl bg-cream/60 p-4 text-sm">{say(missing as MessageId)}</p>
        ) : chart.isError ? (
          <p className="text-sm text-muted-foreground">{say('profile.chart.failed')}</p>
        ) : (
          <WheelPlaceholder />
        )}
      </CardContent>
    </Card>
  );
}
