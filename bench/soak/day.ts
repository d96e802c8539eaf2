// A member's day, as the soak plays it: one step a second, round a cycle of mostly reads with a
// mood, a reading (saved to the journal), a circle post and two likes every 20 steps, and a fresh
// sign-in every 100 steps. Over 5 minutes that is 15 of each write and 3 sign-ins a member, under
// every fair-use limit (posts, the tightest, allow 20 an hour); a longer soak meets them, and the
// refusals (429) are counted apart from the errors.
import { MOODS } from '../../contract/mood-names';
import type { SoakMember } from './member';

export const STEP_MS = 1000;
const SIGN_IN_EVERY_STEPS = 100;

type Step = (member: SoakMember, n: number) => Promise<void>;

const read =
  (path: (member: SoakMember) => string): Step =>
  async (member) => {
    const target = path(member);
    await member.send(`GET ${target.replace(/\/\d+(\/|$)/, '/:id$1')}`, 'GET', target);
  };

const feed: Step = async (member) => {
  const page = await member.send('GET /api/circles/:id/posts', 'GET', `/api/circles/${member.circleId}/posts`);
  const posts = (page?.status === 200 ? (page.body as { posts: { id: number; isOwn: boolean }[] }).posts : []) ?? [];
  member.seenPosts = posts.filter((post) => !post.isOwn).map((post) => post.id);
};

const mood: Step = async (member, n) => {
  const answer = await member.send('POST /api/moods', 'POST', '/api/moods', { mood: MOODS[n % MOODS.length] });
  member.acknowledge('mood', answer);
};

/** A reading, then (when it was made) saved to the journal through whichever process is next. */
const reading: Step = async (member, n) => {
  const made = await member.send('POST /api/coffee-reading', 'POST', '/api/coffee-reading', {
    intention: `a calm week, cup ${n}`,
    category: 'Love',
  });
  member.acknowledge('reading', made);
  const readingId = (made?.body as { id?: number } | null)?.id;
  if (made?.status !== 201 || typeof readingId !== 'number') return;
  const saved = await member.send('POST /api/journal/readings', 'POST', '/api/journal/readings', { readingId });
  member.acknowledge('journal', saved);
};

const post: Step = async (member, n) => {
  const answer = await member.send('POST /api/circles/:id/posts', 'POST', `/api/circles/${member.circleId}/posts`, {
    content: `Soak note ${member.index}.${n}: a slow walk, a warm cup, an early night.`,
  });
  member.acknowledge('post', answer);
};

const like: Step = async (member, n) => {
  const postId = member.seenPosts[n % Math.max(1, member.seenPosts.length)];
  if (postId === undefined) return feed(member, n);
  const answer = await member.send('PUT /api/posts/:id/like', 'PUT', `/api/posts/${postId}/like`);
  if ((answer?.body as { isLiked?: boolean } | null)?.isLiked) member.acknowledge('like', answer, postId);
};

/** Twenty steps: fourteen reads and six writes (a reading and its journal save count as one step). */
const CYCLE: Step[] = [
  read(() => '/api/user'),
  feed,
  mood,
  read(() => '/api/moods'),
  like,
  reading,
  read(() => '/api/coffee-reading'),
  feed,
  read(() => '/api/journal/history'),
  post,
  read(() => '/api/subscription'),
  feed,
  like,
  read(() => '/api/readings'),
  read((m) => `/api/circles/${m.circleId}`),
  read(() => '/api/journal/readings'),
  feed,
  read(() => '/api/journal/moods'),
  read(() => '/api/circles/mine'),
  read(() => '/api/user'),
];

/** A fresh sign-in through the next process: the following request goes to the other one with its session. */
async function signIn(member: SoakMember): Promise<void> {
  await member.send('POST /api/login', 'POST', '/api/login', { email: member.email, password: member.password });
}

/** Plays the member's day until `until` (a performance.now() time), one step every STEP_MS. */
export async function playDay(member: SoakMember, until: number): Promise<void> {
  // Members start spread over the first step, so their requests do not arrive in waves.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * STEP_MS));
  for (let n = 0; performance.now() < until; n++) {
    const began = performance.now();
    if (n > 0 && n % SIGN_IN_EVERY_STEPS === 0) await signIn(member);
    else await (CYCLE[n % CYCLE.length] as Step)(member, n);
    const rest = STEP_MS - (performance.now() - began);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
}
