import type { CirclePreview as Preview } from '@contract/circles';
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { T, useT } from '@/lib/i18n';
import { CircleSummary } from './circle-card';
import { SkeletonList } from './circle-skeletons';

/** The shape of a post, blurred: a free member sees that the circle talks, not what anyone wrote. */
function BlurredPosts() {
  const line = 'block h-3 rounded-full bg-muted-foreground/40';
  return (
    <div className="relative overflow-hidden rounded-xl border border-border/60 bg-cream/60">
      <div aria-hidden className="flex flex-col gap-4 p-4 blur-[3px] select-none">
        {['w-11/12', 'w-4/5'].map((width) => (
          <div key={width} className="flex gap-3">
            <span className="size-9 shrink-0 rounded-full bg-secondary" />
            <span className="flex flex-1 flex-col gap-2 pt-1">
              <span className={`${line} w-1/3`} />
              <span className={`${line} ${width}`} />
              <span className={`${line} w-2/3`} />
            </span>
          </div>
        ))}
      </div>
      <p className="absolute inset-0 flex items-center justify-center">
        <span className="flex items-center gap-2 rounded-full bg-card px-3 py-1.5 text-sm font-medium text-card-foreground shadow-soft">
          <Lock aria-hidden className="size-4 text-gold" /> <T id="circles.preview.locked" />
        </span>
      </p>
    </div>
  );
}

function PreviewCard({ circle }: { circle: Preview }) {
  return (
    <CircleSummary circle={circle} titleId={`circle-preview-${circle.id}`}>
      <BlurredPosts />
    </CircleSummary>
  );
}

/**
 * A free member's look into the hub: the real circles and their numbers, read-only, each with its
 * posts blurred (the server sends none of them: GET /api/circles/preview).
 */
export function CirclePreview() {
  const say = useT();
  const previews = useQuery({
    queryKey: [endpoints.circlePreview.path],
    queryFn: ({ signal }) => api(endpoints.circlePreview, undefined, { signal }),
  });
  return (
    <section aria-labelledby="circle-preview-title" className="flex flex-col gap-4">
      <h2 id="circle-preview-title" className="font-display text-2xl leading-tight font-semibold">
        <T id="circles.preview.title" />
      </h2>
      {previews.isPending ? (
        <SkeletonList label={say('circles.list.loading')} count={2} shape="circle" />
      ) : previews.isError ? (
        <Card className="p-5 text-muted-foreground">
          <T id="circles.list.failed" />
        </Card>
      ) : previews.data.length === 0 ? (
        <Card className="p-8 text-center text-muted-foreground">
          <T id="circles.list.noneOpen" />
        </Card>
      ) : (
        <ul aria-label={say('circles.preview.list')} className="flex flex-col gap-4">
          {previews.data.map((circle) => (
            <li key={circle.id}>
              <PreviewCard circle={circle} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
