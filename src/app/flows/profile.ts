// Profile edit, avatar crop, emergency broadcast and emergency banner flows, built from their
// dependencies (profile and emergency calls, toasts, the session whose current user a profile
// change refreshes, the device's memory of dismissed calls).
import { fromPromise } from 'xstate';
import { avatarCropMachine, type CropArea } from '../../../machines/avatar-crop.machine.ts';
import { emergencyMachine, type EmergencyDraft } from '../../../machines/emergency.machine.ts';
import { emergencyNoticeMachine, type DismissedCalls } from '../../../machines/emergency-notice.machine.ts';
import { profileEditMachine } from '../../../machines/profile-edit.machine.ts';
import { fetchEmergencyHoursLeft, fetchLatestEmergency, sendEmergency } from '../../api/emergency.ts';
import { fetchProfile, updateProfile, uploadAvatar } from '../../api/profile.ts';
import type { UpdateProfileRequest } from '../../../contract/wire.ts';
import { text } from '../../text/catalogue.ts';
import { cropImage } from '../crop-image.ts';
import { dismissedEmergencies } from '../dismissed-emergencies.ts';
import { mapsSearchUrl } from '../maps/search-url.ts';
import { areaFlowsHook, lazyFlows, type FlowDeps } from '../flow-services.tsx';

export const profileApi = {
  fetchProfile,
  updateProfile,
  uploadAvatar,
  fetchEmergencyHoursLeft,
  sendEmergency,
  fetchLatestEmergency,
};

export function createProfileFlows({ api, notify, session }: FlowDeps<typeof profileApi>) {
  return lazyFlows({
    profileEdit: () => profileEditMachine.provide({
      actors: {
        fetchProfile: fromPromise(async ({ input }: { input: { username: string } }) => (await api.fetchProfile(input.username)).data),
        updateProfile: fromPromise(async ({ input }: { input: UpdateProfileRequest }) => {
          await api.updateProfile(input);
        }),
      },
      actions: {
        notifySaved: () => notify.success(text.profileEdit.saved),
        notifyFailed: () => notify.error(text.profileEdit.failed),
        refreshCurrentUser: () => session.send({ type: 'PROFILE_CHANGED' }),
      },
    }),

    avatarCrop: () => avatarCropMachine.provide({
      actors: {
        cropImage: fromPromise(async ({ input }: { input: { image: Blob; area: CropArea } }) => cropImage(input)),
        uploadAvatar: fromPromise(async ({ input }: { input: { image: Blob } }) => {
          await api.uploadAvatar(input.image);
        }),
      },
      actions: {
        notifyUploaded: () => notify.success(text.avatar.uploaded),
        notifyFailed: () => notify.error(text.avatar.failed),
      },
    }),

    emergency: () => emergencyMachine.provide({
      actors: {
        checkLimit: fromPromise(() => api.fetchEmergencyHoursLeft()),
        // A place typed by hand (no Maps key, or no suggestion picked) links to a Maps search for it.
        sendEmergency: fromPromise(async ({ input }: { input: EmergencyDraft }) => {
          await api.sendEmergency({ message: input.message, place: input.place, map: input.placeUrl ?? mapsSearchUrl(input.place) });
        }),
      },
      actions: {
        notifySent: () => notify.success(text.emergency.sent),
        notifyFailed: () => notify.error(text.emergency.failed),
      },
    }),

    emergencyNotice: () => emergencyNoticeMachine.provide({
      actors: { fetchLatest: fromPromise(() => api.fetchLatestEmergency()) },
      actions: { rememberDismissed: (_, { member, dismissed }: DismissedCalls) => dismissedEmergencies.set(member, dismissed) },
    }),
  });
}

export type ProfileFlows = ReturnType<typeof createProfileFlows>;

/** The profile, avatar and emergency flows of this app. */
export const useProfileFlows = areaFlowsHook(createProfileFlows, profileApi);
