// Profile edit, avatar crop and emergency broadcast flows given their real effects.
import { fromPromise } from 'xstate';
import { avatarCropMachine, type CropArea } from '../../../machines/avatar-crop.machine.ts';
import { emergencyMachine, type EmergencyDraft } from '../../../machines/emergency.machine.ts';
import { profileEditMachine } from '../../../machines/profile-edit.machine.ts';
import { fetchEmergencyHoursLeft, sendEmergency } from '../../api/emergency.ts';
import { fetchProfile, updateProfile, uploadAvatar } from '../../api/profile.ts';
import { tokenStore } from '../../api/token-store.ts';
import type { UpdateProfileRequest } from '../../../contract/wire.ts';
import { text } from '../../text/catalogue.ts';
import { cropImage } from '../crop-image.ts';
import { mapsSearchUrl } from '../maps/search-url.ts';
import { notify } from '../notify.ts';
import { sendToSession } from '../session.tsx';

/** The session reads the current user again on a navigation; staying on the page, say one happened. */
function refreshCurrentUser(): void {
  sendToSession({
    type: 'NAVIGATED',
    route: 'profile.edit',
    stored: { token: tokenStore.getToken(), verified: tokenStore.isVerified() },
  });
}

export const profileFlows = {
  profileEdit: profileEditMachine.provide({
    actors: {
      fetchProfile: fromPromise(async ({ input }: { input: { username: string } }) => (await fetchProfile(input.username)).data),
      updateProfile: fromPromise(async ({ input }: { input: UpdateProfileRequest }) => {
        await updateProfile(input);
      }),
    },
    actions: {
      notifySaved: () => notify.success(text.profileEdit.saved),
      notifyFailed: () => notify.error(text.profileEdit.failed),
      refreshCurrentUser,
    },
  }),

  avatarCrop: avatarCropMachine.provide({
    actors: {
      cropImage: fromPromise(async ({ input }: { input: { image: Blob; area: CropArea } }) => cropImage(input)),
      uploadAvatar: fromPromise(async ({ input }: { input: { image: Blob } }) => {
        await uploadAvatar(input.image);
      }),
    },
    actions: {
      notifyUploaded: () => notify.success(text.avatar.uploaded),
      notifyFailed: () => notify.error(text.avatar.failed),
    },
  }),

  emergency: emergencyMachine.provide({
    actors: {
      checkLimit: fromPromise(fetchEmergencyHoursLeft),
      // A place typed by hand (no Maps key, or no suggestion picked) links to a Maps search for it.
      sendEmergency: fromPromise(async ({ input }: { input: EmergencyDraft }) => {
        await sendEmergency({ message: input.message, place: input.place, map: input.placeUrl ?? mapsSearchUrl(input.place) });
      }),
    },
    actions: {
      notifySent: () => notify.success(text.emergency.sent),
      notifyFailed: () => notify.error(text.emergency.failed),
    },
  }),
};
