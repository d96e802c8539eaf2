import { CIRCLE_MESSAGES } from '@contract/circles';
import { badRequest } from '../lib/app-error';
import { requireMembership } from './circle';

/**
 * Who may report a post or comment they can see: not its author (400), and only a member of its
 * circle, since only the circle's members judge what is said in it and outsiders cannot hide its posts (403).
 */
export function requireMayReport(target: { authorId: number | null; isMember: boolean }, userId: number): void {
  if (target.authorId === userId) throw badRequest(CIRCLE_MESSAGES.cannotReportOwn);
  requireMembership(target);
}
