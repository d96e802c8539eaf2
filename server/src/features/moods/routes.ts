import { moodEndpoints } from '@contract/moods-api';
import { defineRoutes } from '../../plugins/routes';
import { listMoods, recordMood } from './record-mood';

export const moodRoutes = defineRoutes(({ route, ctx }) => {
  route(moodEndpoints.recordMood, async ({ member, body }) => recordMood(ctx, { member, mood: body.mood }));
  route(moodEndpoints.listMoods, async ({ member }) => listMoods(ctx, { member }));
});
