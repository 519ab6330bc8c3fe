// A profile as GET /user/profile/{username} shows it (contract §6): address and phone
// number only to the owner, notifications never.
import type { ProfileData } from '../../contract/wire.ts';
import type { ProfileMember } from '../services/profile.ts';
import { toPublicUser } from './user.ts';

export function toProfileData(mediaBase: string, user: ProfileMember, viewerId: number): ProfileData {
  const isOwner = user.id === viewerId;
  return {
    ...toPublicUser(mediaBase, user),
    bio: user.bio,
    address: isOwner ? user.address : null,
    phone_number: isOwner ? user.phone_number : null,
  };
}
