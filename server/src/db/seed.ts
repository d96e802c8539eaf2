import type { Db } from './client';
import { type SampleCommunityOptions, seedSampleCommunity } from './sample-community';
import { circles } from './schema';

/** SPEC.md's five sample circles, with their sample member counts. */
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
 * Fills a new database with SPEC.md's sample content. Idempotent: rows that exist (by their
 * natural key) are left as they are, so an administrator's edits survive restarts. Feature issues
 * that own more sample content add it here.
 */
export async function seedDatabase(db: Db, community?: SampleCommunityOptions): Promise<void> {
  await db
    .insert(circles)
    .values(SAMPLE_CIRCLES.map((circle) => ({ ...circle })))
    .onConflictDoNothing({ target: circles.name });
  if (community) await seedSampleCommunity(db, community);
}
