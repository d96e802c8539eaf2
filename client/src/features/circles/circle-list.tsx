import type { Circle } from '@contract/circles';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { T, useT } from '@/lib/i18n';
import { CircleCard } from './circle-card';
import { SkeletonList } from './circle-skeletons';

/** A list of circles, with skeletons while it loads and `empty` when there are none. */
export function CircleList({
  circles,
  label,
  empty,
}: {
  circles: UseQueryResult<Circle[]>;
  label: string;
  empty: ReactNode;
}) {
  const say = useT();
  if (circles.isPending) return <SkeletonList label={say('circles.list.loading')} count={3} shape="circle" />;
  if (circles.isError)
    return (
      <Card className="p-5 text-muted-foreground">
        <T id="circles.list.failed" />
      </Card>
    );
  if (circles.data.length === 0) return empty;
  return (
    <ul aria-label={label} className="flex flex-col gap-4">
      {circles.data.map((circle) => (
        <li key={circle.id}>
          <CircleCard circle={circle} />
        </li>
      ))}
    </ul>
  );
}
