import type { AdminCircle, AdminEvent } from '@contract/admin';
import type { CircleEventRow, circles } from '../../db/schema';

type CircleRow = typeof circles.$inferSelect;

export const presentCircle = (row: CircleRow): AdminCircle => ({
  id: row.id,
  name: row.name,
  description: row.description,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
});

export const presentEvent = (row: CircleEventRow, circleName: string | null): AdminEvent => ({
  id: row.id,
  circleId: row.circleId,
  circleName,
  title: row.title,
  date: row.date,
  time: row.time,
  location: row.location,
  description: row.description,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});
