import { profileEndpoints, profileNamesSchema } from '@contract/auth';
import { MAX_PHOTO_BYTES, PHOTO_REFUSALS } from '@contract/media';
import { defineRoutes } from '../../plugins/routes';
import { readUploadedFile } from '../../plugins/uploads';
import { presentMember } from '../auth';
import { replaceProfilePhoto } from './photos';
import { updateLanguage, updateProfile } from './update-profile';

export const profileRoutes = defineRoutes(({ route, ctx }) => {
  route(profileEndpoints.updateProfile, async ({ member, body }) => {
    // The name rule, now that the member is known: a name left as it is passes (a 400 otherwise).
    const names = profileNamesSchema(member.user).parse(body);
    const user = await updateProfile(ctx, { member, input: { ...body, ...names } });
    return presentMember(ctx, { user, subscription: member.subscription });
  });

  route(profileEndpoints.updateLanguage, async ({ member, body }) => {
    const user = await updateLanguage(ctx, { member, language: body.language });
    return presentMember(ctx, { user, subscription: member.subscription });
  });

  route(profileEndpoints.uploadPhoto, async ({ member, request }) => {
    // Any userId field is ignored: the session says whose photo this is. The photo's bytes count
    // against the image pipeline's budget as they arrive, until its decode ends.
    const hold = ctx.images.holdUpload();
    try {
      const file = await readUploadedFile(request, {
        field: 'photo',
        maxBytes: MAX_PHOTO_BYTES,
        tooLargeMessage: PHOTO_REFUSALS.tooLarge,
        hold,
      });
      return await replaceProfilePhoto(ctx, { member, bytes: file.bytes, hold });
    } finally {
      hold.release();
    }
  });
});
