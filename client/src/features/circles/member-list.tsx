import type { CircleMember } from '@contract/circles';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { T, useT } from '@/lib/i18n';
import { SkeletonList } from './circle-skeletons';
import { MemberCard } from './member-card';

/** The circle's members, newest first as the server sends them. */
export function MemberList({ members }: { members: UseQueryResult<CircleMember[]> }) {
  const say = useT();
  if (members.isPending) return <SkeletonList label={say('circles.members.loading')} count={3} shape="member" />;
  if (members.isError)
    return (
      <Card className="p-5 text-muted-foreground">
        <T id="circles.members.failed" />
      </Card>
    );
  if (members.data.length === 0) {
    return (
      <Card className="p-8 text-center text-muted-foreground">
        <T id="circles.members.empty" />
      </Card>
    );
  }
  return (
    <ul aria-label={say('circles.members.list')} className="flex flex-col gap-4">
      {members.data.map((member) => (
        <li key={member.id}>
          <MemberCard member={member} />
        </li>
      ))}
    </ul>
  );
}
