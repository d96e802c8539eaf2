import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { PhotoUploadResponseSchema, ProfileUpdateSchema, UserSchema } from '../../../../contract/auth';
import type { App } from '../../app';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { isAdminUser, memberOf } from '../../plugins/auth';
import { presentUser } from '../auth/present-user';
import { isUploadName, MAX_PHOTO_BYTES, replaceProfilePhoto, TOO_LARGE_MESSAGE, uploadsDir } from './photos';
import { updateProfile } from './update-profile';

export async function profileRoutes(app: App): Promise<void> {
  const { ctx } = app;
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/api/update-profile',
    { config: { access: 'member' }, schema: { body: ProfileUpdateSchema, response: { 200: UserSchema } } },
    async (request) => {
      const member = await memberOf(ctx, request);
      const user = await updateProfile(ctx, { member, input: request.body });
      return presentUser(user, member.subscription, { isAdmin: isAdminUser(ctx, user), now: ctx.now() });
    },
  );

  app.post(
    '/api/upload-photo',
    { config: { access: 'member' }, schema: { response: { 200: PhotoUploadResponseSchema } } },
    async (request) => {
      const member = await memberOf(ctx, request);
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the photo as multipart/form-data.');
      // Any userId field is ignored: the session says whose photo this is.
      const file = await request.file();
      if (file?.fieldname !== 'photo') throw badRequest('Please choose a photo to upload (field "photo").');
      const bytes = await file.toBuffer();
      if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
      return replaceProfilePhoto(ctx, { member, bytes });
    },
  );

  app.get('/uploads/:name', { schema: { params: z.object({ name: z.string().max(64) }) } }, async (request, reply) => {
    const { name } = request.params;
    if (!isUploadName(name)) throw notFound();
    const file = path.join(uploadsDir(ctx), name);
    if (!fs.existsSync(file)) throw notFound();
    return reply
      .header('Content-Type', 'image/webp')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(fs.createReadStream(file));
  });
}
