import { CIRCLE_MESSAGES, type CircleMember } from '@contract/circles';
import { MessageCircle } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { joinedLabel } from './relative-time';

/** A member of the circle: photo, name, when she joined, her bio, and Message (not built yet). */
export function MemberCard({ member }: { member: CircleMember }) {
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
            <time dateTime={member.joinDate}>{joinedLabel(member.joinDate)}</time>
          </p>
          {member.bio && <p className="mt-1 leading-relaxed break-words whitespace-pre-line">{member.bio}</p>}
          <Button
            variant="outline"
            size="sm"
            className="mt-2 h-11 self-start"
            aria-describedby={nameId}
            onClick={() => toast({ title: CIRCLE_MESSAGES.comingSoon })}
          >
            <MessageCircle aria-hidden />
            Message
          </Button>
        </div>
      </article>
    </Card>
  );
}
