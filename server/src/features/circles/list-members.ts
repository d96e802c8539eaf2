import type { CircleMember } from '@contract/circles';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { circleMembers, users } from '../../db/schema';
import { findActiveCircle } from '../../policies/circle';
import { displayName } from './present-post';

/** The members tab shows the latest to join; the header's count covers everyone. */
const MEMBERS_SHOWN = 100;

/** Who joined an active circle, newest first: avatar, name, bio and when they joined. */
export async function listMembers(
  ctx: AppContext,
  options: { circleId: number; userId: number },
): Promise<CircleMember[]> {
  await findActiveCircle(ctx, options);
  const rows = await ctx.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      avatar: users.profilePhotoUrl,
      bio: users.bio,
      joinedAt: circleMembers.joinedAt,
    })
    .from(circleMembers)
    .innerJoin(users, eq(users.id, circleMembers.userId))
    .where(eq(circleMembers.circleId, options.circleId))
    .orderBy(desc(circleMembers.joinedAt), desc(circleMembers.userId))
    .limit(MEMBERS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    name: displayName(row),
    avatar: row.avatar,
    bio: row.bio,
    joinDate: row.joinedAt.toISOString(),
  }));
}
