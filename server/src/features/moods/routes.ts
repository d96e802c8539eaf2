import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { MoodRecordSchema } from '../../../../contract/moods';
import { MoodEntrySchema } from '../../../../contract/moods-api';
import type { App } from '../../app';
import { moods } from '../../db/schema';
import { memberOf } from '../../plugins/auth';

export async function moodRoutes(app: App): Promise<void> {
  const { ctx } = app;

  // userId in the body is ignored: the session's member is the one whose mood this is.
  app.post(
    '/api/moods',
    { config: { access: 'member' }, schema: { body: MoodRecordSchema, response: { 201: MoodEntrySchema } } },
    async (request, reply) => {
      const member = await memberOf(ctx, request);
      const [row] = await ctx.db
        .insert(moods)
        .values({ userId: member.user.id, mood: request.body.mood, createdAt: ctx.now() })
        .returning();
      if (!row) throw new Error('mood insert returned nothing');
      return reply.status(201).send({ id: row.id, mood: row.mood, createdAt: row.createdAt.toISOString() });
    },
  );

  app.get(
    '/api/moods',
    { config: { access: 'member' }, schema: { response: { 200: z.array(MoodEntrySchema) } } },
    async (request) => {
      const member = await memberOf(ctx, request);
      const rows = await ctx.db
        .select()
        .from(moods)
        .where(eq(moods.userId, member.user.id))
        .orderBy(desc(moods.createdAt), desc(moods.id))
        .limit(100);
      return rows.map((row) => ({ id: row.id, mood: row.mood, createdAt: row.createdAt.toISOString() }));
    },
  );
}
