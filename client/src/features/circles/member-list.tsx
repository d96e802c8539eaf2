import type { CircleMember } from '@contract/circles';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { SkeletonList } from './circle-skeletons';
import { MemberCard } from './member-card';

/** The circle's members, newest first as the server sends them. */
export function MemberList({ members }: { members: UseQueryResult<CircleMember[]> }) {
  if (members.isPending) return <SkeletonList label="Loading members..." count={3} shape="member" />;
  if (members.isError)
    return <Card className="p-5 text-muted-foreground">The members could not be loaded just now.</Card>;
  if (members.data.length === 0) {
    return <Card className="p-8 text-center text-muted-foreground">No one has joined this circle yet.</Card>;
  }
  return (
    <ul aria-label="Members" className="flex flex-col gap-4">
      {members.data.map((member) => (
        <li key={member.id}>
          <MemberCard member={member} />
        </li>
      ))}
    </ul>
  );
}
