import { SkeletonLines } from '@/components/skeleton-lines';
import { Card } from '@/components/ui/card';

const Block = ({ className }: { className: string }) => (
  <span aria-hidden className={`block rounded-full bg-muted motion-safe:animate-pulse ${className}`} />
);

/** Stand-ins shaped like what loads, so nothing jumps when it arrives; one status for readers. */
export function SkeletonList({
  label,
  count,
  shape,
}: {
  label: string;
  count: number;
  shape: 'circle' | 'post' | 'event' | 'member';
}) {
  const Item = SHAPES[shape];
  return (
    <div aria-busy className="flex flex-col gap-4">
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
        <Item key={index} />
      ))}
    </div>
  );
}

function CircleSkeleton() {
  return (
    <Card aria-hidden className="flex flex-col gap-4 p-5">
      <Block className="h-6 w-1/2" />
      <SkeletonLines lines={3} className="gap-3.5!" />
      <Block className="h-4 w-3/4" />
      <Block className="h-4 w-1/3" />
      <Block className="h-11 w-full rounded-xl!" />
    </Card>
  );
}

function PostSkeleton() {
  return (
    <Card aria-hidden className="flex flex-col gap-4 p-5">
      <div className="flex items-center gap-3">
        <Block className="size-11" />
        <div className="flex flex-1 flex-col gap-2">
          <Block className="h-4 w-1/3" />
          <Block className="h-3 w-1/4" />
        </div>
      </div>
      <SkeletonLines lines={3} />
      <div className="flex gap-2">
        <Block className="h-11 w-16 rounded-xl!" />
        <Block className="h-11 w-16 rounded-xl!" />
        <Block className="h-11 w-20 rounded-xl!" />
      </div>
    </Card>
  );
}

function EventSkeleton() {
  return (
    <Card aria-hidden className="flex flex-col gap-3 p-5">
      <Block className="h-6 w-2/3" />
      <Block className="h-4 w-1/2" />
      <Block className="h-4 w-2/5" />
      <SkeletonLines lines={2} />
      <div className="flex gap-2">
        <Block className="h-11 flex-1 rounded-xl!" />
        <Block className="h-11 flex-1 rounded-xl!" />
      </div>
    </Card>
  );
}

function MemberSkeleton() {
  return (
    <Card aria-hidden className="flex gap-4 p-5">
      <Block className="size-16 shrink-0" />
      <div className="flex flex-1 flex-col gap-2">
        <Block className="h-5 w-1/2" />
        <Block className="h-3 w-1/3" />
        <SkeletonLines lines={2} />
      </div>
    </Card>
  );
}

const SHAPES = { circle: CircleSkeleton, post: PostSkeleton, event: EventSkeleton, member: MemberSkeleton };
