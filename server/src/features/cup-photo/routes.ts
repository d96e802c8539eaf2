import { cupPhotoEndpoints as endpoints } from '@contract/cup-photos';
import { releaseHit } from '../../db/rate-limit';
import { defineRoutes } from '../../plugins/routes';
import { serveCupPhoto } from './serve-cup-photo';
import { uploadCupPhoto } from './upload-cup-photo';

/** Photos of a member's cup: read and kept (POST), and shown to their owner only (GET). */
export const cupPhotoRoutes = defineRoutes(({ route, ctx }) => {
  route(endpoints.uploadCupPhoto, ({ member, request }) =>
    uploadCupPhoto(ctx, {
      userId: member.user.id,
      request,
      giveBackHit: async () => {
        if (request.fairUse) await releaseHit(ctx.db, request.fairUse);
      },
    }),
  );
  route(endpoints.cupPhotoImage, ({ member, params, request, reply }) =>
    serveCupPhoto(ctx, { ownerId: member.user.id, id: params.id, request, reply }),
  );
});
