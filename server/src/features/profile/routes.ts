import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { profileEndpoints } from '../../../../contract/auth';
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '../../../../contract/media';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { defineRoutes } from '../../plugins/routes';
import { presentMember } from '../auth/present-member';
import { isUploadName, replaceProfilePhoto, uploadsDir } from './photos';
import { updateProfile } from './update-profile';

export const profileRoutes = defineRoutes(async ({ app, route, ctx }) => {
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, parts: 6 } });

  route(profileEndpoints.updateProfile, async ({ member, body }) => {
    const user = await updateProfile(ctx, { member, input: body });
    return presentMember(ctx, { user, subscription: member.subscription });
  });

  route(profileEndpoints.uploadPhoto, async ({ member, request }) => {
    if (!request.isMultipart())
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the photo as multipart/form-data.');
    // Any userId field is ignored: the session says whose photo this is.
    const file = await request.file();
    if (file?.fieldname !== 'photo') throw badRequest('Please choose a photo to upload (field "photo").');
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooLarge);
    return replaceProfilePhoto(ctx, { member, bytes });
  });

  app.get(
    '/uploads/:name',
    { config: { access: 'public' }, schema: { params: z.object({ name: z.string().max(64) }) } },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      if (!isUploadName(name)) throw notFound();
      const file = path.join(uploadsDir(ctx), name);
      if (!fs.existsSync(file)) throw notFound();
      return reply
        .header('Content-Type', 'image/webp')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(fs.createReadStream(file));
    },
  );
});
