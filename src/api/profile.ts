// Profile page data, profile edit and avatar upload (contract §6, §12).
import type { UpdateProfileRequest } from '../../contract/wire.ts';
import { call } from './http.ts';

export const fetchProfile = (username: string) => call('profile', { params: { username } });

export const updateProfile = (body: UpdateProfileRequest) => call('updateProfile', { body });

/** The cropped avatar goes up as a file form field; the method is spoofed as the contract says. */
export const uploadAvatar = (image: Blob) =>
  call('uploadAvatarSpoofed', {
    query: { _method: 'PUT' },
    form: { foto_profile: new File([image], 'cropped_image.jpg', { type: image.type }) },
  });
