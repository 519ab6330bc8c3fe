// Profile page data, profile edit and avatar upload (contract §6, §12).
import { request } from './http.ts';
import type { Envelope, ProfileResponse, UpdateProfileRequest } from '../../contract/wire.ts';

export const fetchProfile = (username: string) =>
  request<ProfileResponse>(`/user/profile/${encodeURIComponent(username)}`);

export const updateProfile = (body: UpdateProfileRequest) => request<Envelope>('/profile', { method: 'PUT', body });

/** The cropped avatar goes up as a file form field; the method is spoofed as the contract says. */
export function uploadAvatar(image: Blob) {
  const form = new FormData();
  form.append('foto_profile', image, 'cropped_image.jpg');
  return request<Envelope>('/profile/avatar', { method: 'POST', query: { _method: 'PUT' }, body: form });
}
