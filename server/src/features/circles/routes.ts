import { circleEndpoints as endpoints } from '@contract/circles';
import { defineRoutes } from '../../plugins/routes';
import { listEvents } from './circle-events';
import { joinCircle, leaveCircle } from './circle-membership';
import { openCircleStream } from './circle-stream';
import { createPost } from './create-post';
import { deletePost } from './delete-post';
import { getCircle, listCircles, previewCircles } from './list-circles';
import { listFeed } from './list-feed';
import { listMembers } from './list-members';
import { LiveCircles } from './live-circles';
import { createComment, deleteComment, listComments } from './post-comments';
import { reportContent } from './report-content';
import { setLike } from './toggle-like';
import { cancelRsvp, rsvpEvent } from './toggle-rsvp';
import { uploadMedia } from './upload-media';

/**
 * The Wellness Circle for premium members (the access hook has already refused everyone else), and
 * its preview for every member.
 */
export const circleRoutes = defineRoutes(({ route, ctx, app }) => {
  const live = new LiveCircles(ctx.realtime);
  app.addHook('onClose', async () => live.close());

  route(endpoints.circlePreview, () => previewCircles(ctx));
  route(endpoints.discoverCircles, ({ member }) => listCircles(ctx, { userId: member.user.id, joinedOnly: false }));
  route(endpoints.myCircles, ({ member }) => listCircles(ctx, { userId: member.user.id, joinedOnly: true }));
  route(endpoints.circle, ({ member, params }) => getCircle(ctx, { circleId: params.id, userId: member.user.id }));
  route(endpoints.joinCircle, ({ member, params }) => joinCircle(ctx, { circleId: params.id, userId: member.user.id }));
  route(endpoints.leaveCircle, ({ member, params }) =>
    leaveCircle(ctx, { circleId: params.id, userId: member.user.id }),
  );
  route(endpoints.circleMembers, ({ member, params }) =>
    listMembers(ctx, { circleId: params.id, userId: member.user.id }),
  );

  route(endpoints.circleFeed, ({ member, params, query }) =>
    listFeed(ctx, { circleId: params.id, userId: member.user.id, cursor: query.cursor }),
  );
  route(endpoints.circleLive, async ({ member, params, request, reply }) => {
    await openCircleStream(ctx, { live, circleId: params.id, userId: member.user.id, request, reply });
    return reply;
  });
  route(endpoints.createPost, ({ member, params, body }) =>
    createPost(ctx, {
      circleId: params.id,
      author: member.user,
      content: body.content,
      mediaIds: body.mediaIds,
      locale: { locale: body.locale, timeZone: body.timeZone },
    }),
  );
  route(endpoints.deletePost, ({ member, params }) => deletePost(ctx, { postId: params.id, userId: member.user.id }));
  route(endpoints.likePost, ({ member, params }) =>
    setLike(ctx, { postId: params.id, userId: member.user.id, liked: true }),
  );
  route(endpoints.unlikePost, ({ member, params }) =>
    setLike(ctx, { postId: params.id, userId: member.user.id, liked: false }),
  );
  route(endpoints.reportPost, ({ member, params, body }) =>
    reportContent(ctx, { target: { kind: 'post', id: params.id }, userId: member.user.id, reason: body.reason }),
  );

  route(endpoints.postComments, ({ member, params }) =>
    listComments(ctx, { postId: params.id, userId: member.user.id }),
  );
  route(endpoints.createComment, ({ member, params, body }) =>
    createComment(ctx, {
      postId: params.id,
      author: member.user,
      content: body.content,
      locale: { locale: body.locale, timeZone: body.timeZone },
    }),
  );
  route(endpoints.deleteComment, ({ member, params }) =>
    deleteComment(ctx, { commentId: params.id, userId: member.user.id }),
  );
  route(endpoints.reportComment, ({ member, params, body }) =>
    reportContent(ctx, { target: { kind: 'comment', id: params.id }, userId: member.user.id, reason: body.reason }),
  );

  route(endpoints.hubEvents, ({ member }) => listEvents(ctx, { userId: member.user.id }));
  route(endpoints.circleEvents, ({ member, params }) =>
    listEvents(ctx, { circleId: params.id, userId: member.user.id }),
  );
  route(endpoints.rsvpEvent, ({ member, params }) => rsvpEvent(ctx, { eventId: params.id, userId: member.user.id }));
  route(endpoints.cancelRsvp, ({ member, params }) => cancelRsvp(ctx, { eventId: params.id, userId: member.user.id }));

  route(endpoints.uploadCircleMedia, ({ member, request }) => uploadMedia(ctx, { userId: member.user.id, request }));
});
