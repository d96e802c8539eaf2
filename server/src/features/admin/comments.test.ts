import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCircle, postIn, quickMember, quickMembers } from '../../../test/circles';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, comments, reports } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A comment that three members of its circle reported, so it is hidden. */
async function hiddenComment(content: string) {
  const circle = await createCircle(t, { name: `Circle of ${content}` });
  const author = await quickMember(t, { circleId: circle.id, firstName: 'Leyla', lastName: 'Arslan' });
  const postId = await postIn(author.client, circle.id, 'How do you rest?');
  const commenter = await quickMember(t, { circleId: circle.id, firstName: 'Nil', lastName: 'Ersoy' });
  const commentId = (await commenter.client.post(`/api/posts/${postId}/comments`, { content })).body.id as number;
  const reporters = await quickMembers(t, 3, { circleId: circle.id });
  for (const [i, reporter] of reporters.entries()) {
    const res = await reporter.client.post(`/api/comments/${commentId}/reports`, { reason: `Reason ${i}` });
    expect(res.status).toBe(200);
  }
  return { circle, author, postId, commenter, commentId, reader: reporters[0]! };
}

describe('comments hidden by reports', () => {
  it('are listed for administrators with their circle, author and open reports, newest first', async () => {
    const admin = await quickMember(t, { role: 'admin' });
    const older = await hiddenComment('Older words');
    const newer = await hiddenComment('Newer words');
    const listed = (await admin.client.get('/api/admin/comments')).body as Array<{ id: number; cursor: string }>;
    const ours = listed.filter((c) => [older.commentId, newer.commentId].includes(c.id));
    expect(ours).toEqual([
      {
        id: newer.commentId,
        postId: newer.postId,
        circleId: newer.circle.id,
        circleName: 'Circle of Newer words',
        authorId: expect.any(Number),
        authorName: 'Nil Ersoy',
        content: 'Newer words',
        createdAt: expect.any(String),
        isHidden: true,
        openReports: 3,
        reportReasons: ['Reason 0', 'Reason 1', 'Reason 2'],
        cursor: expect.any(String),
      },
      expect.objectContaining({ id: older.commentId, content: 'Older words' }),
    ]);
    // A visible comment is not in the list.
    const visible = (await older.author.client.post(`/api/posts/${older.postId}/comments`, { content: 'Fine' })).body;
    const again = (await admin.client.get('/api/admin/comments')).body as Array<{ id: number }>;
    expect(again.map((c) => c.id)).not.toContain(visible.id);
    const page = await admin.client.get(`/api/admin/comments?cursor=${encodeURIComponent(ours[0]!.cursor)}`);
    expect(page.body.map((c: { id: number }) => c.id)).toContain(older.commentId);
    const bad = await admin.client.get('/api/admin/comments?cursor=bogus');
    expect(bad.body).toEqual({
      message: 'This page link is no longer valid. Please reload the list.',
      code: 'BAD_REQUEST',
    });
  });

  it('are restored by an administrator: shown again, their reports closed, the change audited', async () => {
    const admin = await quickMember(t, { role: 'admin', firstName: 'Selin', lastName: 'Kaya' });
    const { postId, commentId, reader } = await hiddenComment('Misread words');
    expect((await reader.client.get(`/api/posts/${postId}/comments`)).body).toEqual([]);

    const restored = await admin.client.post(`/api/admin/comments/${commentId}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: commentId, isHidden: false, openReports: 0, reportReasons: [] });
    const shown = (await reader.client.get(`/api/posts/${postId}/comments`)).body as Array<{ id: number }>;
    expect(shown.map((c) => c.id)).toEqual([commentId]);
    const open = await t.database.db.select().from(reports).where(eq(reports.commentId, commentId));
    expect(open.every((report) => report.resolvedAt !== null)).toBe(true);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.objectId, commentId));
    expect(entries.filter((e) => e.objectType === 'comment')).toMatchObject([
      {
        action: 'unhide',
        actorId: admin.id,
        actorName: 'Selin Kaya',
        before: { isHidden: true, openReports: 3, content: 'Misread words' },
        after: { isHidden: false, openReports: 0 },
      },
    ]);
    expect((await admin.client.get('/api/admin/comments')).body.map((c: { id: number }) => c.id)).not.toContain(
      commentId,
    );

    // Restoring it again changes nothing and writes nothing; a missing comment is a 404.
    expect((await admin.client.post(`/api/admin/comments/${commentId}/restore`)).body).toMatchObject({
      isHidden: false,
    });
    const after = await t.database.db.select().from(auditLog).where(eq(auditLog.objectId, commentId));
    expect(after.filter((e) => e.objectType === 'comment')).toHaveLength(1);
    const missing = await admin.client.post('/api/admin/comments/999999/restore');
    expect(missing.body).toEqual({ message: 'Comment not found', code: 'NOT_FOUND' });
    const [row] = await t.database.db.select().from(comments).where(eq(comments.id, commentId));
    expect(row?.hidden).toBe(false);
  });
});
