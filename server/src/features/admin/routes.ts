import { adminEndpoints as admin } from '@contract/admin';
import { defineRoutes } from '../../plugins/routes';
import { createCircle } from './create-circle';
import { createEvent } from './create-event';
import { deleteCircle } from './delete-circle';
import { deleteEvent } from './delete-event';
import { deletePost } from './delete-post';
import { dismissReports } from './dismiss-reports';
import { listHiddenComments } from './list-admin-comments';
import { listAdminPosts } from './list-admin-posts';
import { listAudit } from './list-audit';
import { listCircles } from './list-circles';
import { listEvents } from './list-events';
import { restoreComment } from './restore-comment';
import { updateCircle } from './update-circle';
import { updateEvent } from './update-event';
import { updatePost } from './update-post';

/** The admin dashboard's API: every route is declared 'admin', so members get 403 before any input is read. */
export const adminRoutes = defineRoutes(({ route, ctx }) => {
  route(admin.adminCircles, async () => listCircles(ctx));
  route(admin.createAdminCircle, async ({ member, body }) => createCircle(ctx, { member, input: body }));
  route(admin.updateAdminCircle, async ({ member, params, body }) =>
    updateCircle(ctx, { member, circleId: params.id, input: body }),
  );
  route(admin.deleteAdminCircle, async ({ member, params }) => deleteCircle(ctx, { member, circleId: params.id }));

  route(admin.adminPosts, async ({ query }) => listAdminPosts(ctx, query));
  route(admin.updateAdminPost, async ({ member, params, body }) =>
    updatePost(ctx, { member, postId: params.id, input: body }),
  );
  route(admin.deleteAdminPost, async ({ member, params }) => deletePost(ctx, { member, postId: params.id }));
  route(admin.dismissPostReports, async ({ member, params }) => dismissReports(ctx, { member, postId: params.id }));

  route(admin.adminComments, async ({ query }) => listHiddenComments(ctx, query));
  route(admin.restoreAdminComment, async ({ member, params }) => restoreComment(ctx, { member, commentId: params.id }));

  route(admin.adminEvents, async () => listEvents(ctx));
  route(admin.createAdminEvent, async ({ member, body }) => {
    const { createdBy: _fromBody, ...input } = body;
    return createEvent(ctx, { member, input });
  });
  route(admin.updateAdminEvent, async ({ member, params, body }) => {
    const { createdBy: _fromBody, ...input } = body;
    return updateEvent(ctx, { member, eventId: params.id, input });
  });
  route(admin.deleteAdminEvent, async ({ member, params }) => deleteEvent(ctx, { member, eventId: params.id }));

  route(admin.adminAudit, async ({ query }) => listAudit(ctx, query));
});
