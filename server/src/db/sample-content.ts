import type { Language } from '@contract/languages';
import { z } from 'zod';
import { parseContent } from '../lib/content';
import englishFile from './sample-community.json' with { type: 'json' };
import turkishFile from './sample-community.tr.json' with { type: 'json' };
import { SAMPLE_IMAGE_NAMES } from './sample-photos';

const SampleSchema = z
  .object({
    members: z.array(
      z.object({
        key: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        bio: z.string().max(280).nullable(),
        circles: z.array(z.string()),
      }),
    ),
    posts: z.array(
      z.object({
        circle: z.string(),
        author: z.string(),
        hoursAgo: z.number().positive(),
        image: z.enum(SAMPLE_IMAGE_NAMES).optional(),
        content: z.string().max(5000),
        likes: z.array(z.string()),
        comments: z.array(z.object({ author: z.string(), content: z.string().max(2000) })),
      }),
    ),
    events: z.array(
      z.object({
        circle: z.string(),
        title: z.string(),
        inDays: z.number().int().min(0),
        time: z.string().regex(/^\d{2}:\d{2}$/),
        location: z.string(),
        description: z.string(),
        capacity: z.number().int().positive().nullable(),
      }),
    ),
  })
  .superRefine(({ members, posts }, context) => {
    // Whoever writes, likes or comments on a post is a member of its circle, as in the app.
    const inCircle = (key: string, circle: string) => members.some((m) => m.key === key && m.circles.includes(circle));
    posts.forEach((post, index) => {
      const people = [post.author, ...post.likes, ...post.comments.map((comment) => comment.author)];
      for (const key of people.filter((key) => !inCircle(key, post.circle))) {
        context.addIssue({
          code: 'custom',
          path: ['posts', index],
          message: `${key} is not a member of ${post.circle}`,
        });
      }
      if (new Set(post.likes).size !== post.likes.length) {
        context.addIssue({ code: 'custom', path: ['posts', index, 'likes'], message: 'a member likes a post once' });
      }
    });
  });

/** One sample community: its members, their posts (with comments and likes) and upcoming events. */
export type SampleCommunity = z.output<typeof SampleSchema> & {
  /** The language it is written in: its posts' #tags are read by its rules, and its members speak it. */
  language: Language;
};

/**
 * A sample community's file, checked as it is loaded: a wrong entry (a like or a comment from
 * someone outside the post's circle, say) stops the start with the file's name and the entry.
 */
export function readSampleCommunity(file: string, data: unknown, language: Language): SampleCommunity {
  return { language, ...parseContent(file, SampleSchema, data) };
}

/**
 * The sample communities, side by side in the same circles: the English one and a Turkish one
 * written in Turkish from the start (its own members and stories, not a translation). Each is
 * seeded on its own, so adding one later reaches an install that has the others already.
 */
export const SAMPLE_COMMUNITIES: readonly SampleCommunity[] = [
  readSampleCommunity('db/sample-community.json', englishFile, 'en'),
  readSampleCommunity('db/sample-community.tr.json', turkishFile, 'tr'),
];

// A member's key is her address: two communities sharing one would share an account.
const keys = SAMPLE_COMMUNITIES.flatMap((community) => community.members.map((member) => member.key));
const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
if (repeated.length > 0) throw new Error(`Sample member keys are used twice: ${repeated.join(', ')}`);
