import type { CircleMember } from '@contract/circles';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { useCatalog } from '@/lib/i18n';
import { joinedLabel } from './relative-time';

/**
 * A member of the circle: photo, name, when she joined, and her bio. No Message button: a private
 * message needs blocking and reporting to be safe, and a button that only says 'coming soon' is a
 * dead end (decision 0034).
 */
export function MemberCard({ member }: { member: CircleMember }) {
  const catalog = useCatalog();
  const nameId = `member-${member.id}-name`;
  return (
    <Card>
      <article aria-labelledby={nameId} className="flex gap-4 p-5">
        <Avatar src={member.avatar} alt="" size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={nameId} className="truncate text-lg font-semibold">
            {member.name}
          </h3>
          <p className="text-sm text-muted-foreground">
            <time dateTime={member.joinDate}>{joinedLabel(member.joinDate, new Date(), catalog)}</time>
          </p>
          {member.bio && <p className="mt-1 leading-relaxed break-words whitespace-pre-line">{member.bio}</p>}
        </div>
      </article>
    </Card>
  );
}
