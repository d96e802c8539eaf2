import { profileEndpoints } from '@contract/auth';
import { MAX_PHOTO_BYTES, PHOTO_REFUSALS } from '@contract/media';
import { defineRoutes } from '../../plugins/routes';
import { readUploadedFile } from '../../plugins/uploads';
import { presentMember } from '../auth';
import { replaceProfilePhoto } from './photos';
import { updateProfile } from './update-profile';

export const profileRoutes = defineRoutes(({ route, ctx }) => {
  route(profileEndpoints.updateProfile, async ({ member, body }) => {
    const user = await updateProfile(ctx, { member, input: body });
    return presentMember(ctx, { user, subscription: member.subscription });
  });

  route(profileEndpoints.uploadPhoto, async ({ member, request }) => {
    // Any userId field is ignored: the session says whose photo this is.
    const file = await readUploadedFile(request, {
      field: 'photo',
      maxBytes: MAX_PHOTO_BYTES,
      tooLargeMessage: PHOTO_REFUSALS.tooLarge,
    });
    return replaceProfilePhoto(ctx, { member, bytes: file.bytes });
  });
});
