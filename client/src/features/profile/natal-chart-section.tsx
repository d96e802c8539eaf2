import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';

const NatalChartView = lazy(() => import('./natal-chart-view'));

/** The wheel's square, held while its code or the chart loads, so nothing below it moves. */
function WheelPlaceholder() {
  return (
    <div className="mx-auto flex aspect-square w-full max-w-md items-center justify-center">
      <Spinner label="Drawing your chart..." showLabel />
    </div>
  );
}

/**
 * Your birth chart on the profile. Until the member has a date of birth and a birth place the
 * server answers 409 with what is missing: shown as a friendly prompt, not an error.
 */
export function NatalChartSection() {
  const chart = useQuery({
    queryKey: [endpoints.natalChart.path],
    queryFn: ({ signal }) => api(endpoints.natalChart, undefined, { signal }),
  });
  const missing = chart.error instanceof ApiError && chart.error.status === 409 ? chart.error.message : null;
  return (
    <Card aria-labelledby="natal-chart-title">
      <CardHeader>
        <CardTitle id="natal-chart-title" className="flex items-center gap-2">
          <Sparkles className="size-5 text-gold" aria-hidden /> Your birth chart
        </CardTitle>
        <CardDescription>The sky at the moment and place you were born.</CardDescription>
      </CardHeader>
      <CardContent>
        {chart.data ? (
          <>
            <Suspense fallback={<WheelPlaceholder />}>
              <NatalChartView chart={chart.data} />
            </Suspense>
            <Link href="/compatibility" className={buttonVariants({ variant: 'outline', className: 'mt-4 w-full' })}>
              Compare your chart with someone's
            </Link>
          </>
        ) : missing ? (
          <p className="rounded-xl bg-cream/60 p-4 text-sm">{missing}</p>
        ) : chart.isError ? (
          <p className="text-sm text-muted-foreground">
            Your chart could not be drawn just now. Please try again later.
          </p>
        ) : (
          <WheelPlaceholder />
        )}
      </CardContent>
    </Card>
  );
}
