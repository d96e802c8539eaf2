import { inArray } from 'drizzle-orm';
import type { Db } from './client';
import { insertCircle } from './factories';
import { type SampleCommunityOptions, seedSampleCommunity } from './sample-community';
import { circles } from './schema';

/** The five sample circles a new Telve starts with, and the member counts they show. */
export const SAMPLE_CIRCLES = [
  {
    name: 'Motherhood',
    description:
      'A gentle circle for mothers and mothers-to-be to share joys, worries and the small wins of every day.',
    baseMembers: 128,
  },
  {
    name: 'Career Clarity',
    description: 'For anyone at a crossroads at work: share your path, your doubts and the steps that helped.',
    baseMembers: 196,
  },
  {
    name: 'Emotional Resilience',
    description: 'A kind space to talk about hard days, steady breathing and coming back to yourself.',
    baseMembers: 215,
  },
  {
    name: 'Self-Confidence',
    description: 'Celebrate your strengths, practise saying yes to yourself, and cheer each other on.',
    baseMembers: 175,
  },
  {
    name: 'Love & Relationships',
    description: 'Hopes, questions and stories about love, friendship and the people who shape our hearts.',
    baseMembers: 203,
  },
] as const;

/**
 * Fills a new database with the sample content. Idempotent: rows that exist (by their
 * natural key) are left as they are, so an administrator's edits survive restarts. Rows are made
 * by the factories in ./factories.ts, as tests make theirs; feature issues that own more sample
 * content add it here.
 */
export async function seedDatabase(db: Db, community?: SampleCommunityOptions): Promise<void> {
  // Every start runs this: one question when the circles are all there, as they are after the first.
  const names = SAMPLE_CIRCLES.map((circle) => circle.name);
  const present = new Set(
    (await db.select({ name: circles.name }).from(circles).where(inArray(circles.name, names))).map((c) => c.name),
  );
  // One at a time, so the circles' ids follow the list's order.
  for (const circle of SAMPLE_CIRCLES) if (!present.has(circle.name)) await insertCircle(db, circle);
  if (community) await seedSampleCommunity(db, community);
}
