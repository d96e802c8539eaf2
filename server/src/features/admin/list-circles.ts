import type { AdminCircle } from '@contract/admin';
import { desc } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { circles } from '../../db/schema';
import { presentCircle } from './present';

/** Every circle, active or not, newest first. */
export async function listCircles(ctx: AppContext): Promise<AdminCircle[]> {
  const rows = await ctx.db.select().from(circles).orderBy(desc(circles.createdAt), desc(circles.id));
  return rows.map(presentCircle);
}
