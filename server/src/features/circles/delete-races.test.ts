import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCircle, postIn, type QuickMember, quickMember, quickMembers } from '../../../test/circles';
import { startTestApp, type TestApp, type TestResponse } from '../../../test/test-app';

// Writes that race the deletion of what they write to (issue 29, item 4): the parent is gone by the
// time the row goes in, and the foreign key refuses it. That is a missing parent, a 404, never a 500.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ROUNDS = 3;

/** The statuses of the writes, with the message of any that was not a success. */
const summary = (results: TestResponse[]) =>
  results.map((res) => (res.status < 300 ? res.status : `${res.status} ${res.body?.message}`));

const sendAfter = <T>(ms: number, send: () => Promise<T>) =>
  new Promise<T>((resolve, reject) => setTimeout(() => send().then(resolve, reject), ms));

/**
 * Sends the writes spread over `spreadMs`, and the deletion halfway through, so some writes land
 * before it, some after, and some in between their own check of the parent and their insert.
 */
async function race(writes: Array<() => Promise<TestResponse>>, remove: () => Promise<TestResponse>, spreadMs = 60) {
  const [deleted, ...results] = await Promise.all([
    sendAfter(spreadMs / 2, remove),
    ...writes.map((write, index) => sendAfter((index * spreadMs) / writes.length, write)),
  ]);
  expect(deleted?.status).toBe(200);
  return results;
}

/** Likes, comments and reports from every member on the post, with the deletion sent among them. */
function raceOnPost(members: QuickMember[], postId: number, remove: () => Promise<TestResponse>) {
  const writes = members.flatMap((member) => [
    () => member.client.request('PUT', `/api/posts/${postId}/like`),
    () => member.client.post(`/api/posts/${postId}/comments`, { content: 'Sending you calm.' }),
    () => member.client.post(`/api/posts/${postId}/reports`, { reason: 'Spam' }),
  ]);
  return race(writes, remove);
}

async function circleWithMembers(count: number) {
  const circle = await createCircle(t);
  const author = await quickMember(t, { circleId: circle.id });
  const members = await quickMembers(t, count, { circleId: circle.id });
  return { circle, author, members };
}

describe('writes racing the deletion of their post', () => {
  it('answer 404 "Post not found", never 5xx, when the author deletes it', async () => {
    const { circle, author, members } = await circleWithMembers(25);
    const results: TestResponse[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const postId = await postIn(author.client, circle.id, `Round ${round}`);
      results.push(
        ...(await raceOnPost(members, postId, () => author.client.request('DELETE', `/api/posts/${postId}`))),
      );
    }
    const failed = summary(results).filter((status) => typeof status === 'string');
    expect(failed.filter((status) => !status.startsWith('404 Post not found'))).toEqual([]);
  });

  it('answer 404 "Post not found", never 5xx, when an administrator deletes it', async () => {
    const { circle, author, members } = await circleWithMembers(10);
    const admin = await quickMember(t, { role: 'admin' });
    const results: TestResponse[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const postId = await postIn(author.client, circle.id, `Round ${round}`);
      results.push(
        ...(await raceOnPost(members, postId, () => admin.client.request('DELETE', `/api/admin/posts/${postId}`))),
      );
    }
    const failed = summary(results).filter((status) => typeof status === 'string');
    expect(failed.filter((status) => !status.startsWith('404 Post not found'))).toEqual([]);
  });
});

describe('writes racing the deletion of their circle', () => {
  it('posts and joins answer 404 "Circle not found", never 5xx', async () => {
    const admin = await quickMember(t, { role: 'admin' });
    const results: TestResponse[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { circle, members } = await circleWithMembers(12);
      const outsiders = await quickMembers(t, 12);
      const writes = [
        ...members.map((member) => () => member.client.post(`/api/circles/${circle.id}/posts`, { content: 'Hello' })),
        ...outsiders.map((outsider) => () => outsider.client.request('PUT', `/api/circles/${circle.id}/membership`)),
      ];
      const answers = await race(writes, () => admin.client.request('DELETE', `/api/admin/circles/${circle.id}`));
      results.push(...answers);
    }
    const failed = summary(results).filter((status) => typeof status === 'string');
    expect(failed.filter((status) => !status.startsWith('404 Circle not found'))).toEqual([]);
  });
});
