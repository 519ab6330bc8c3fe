// Whether a member is suspended (contract §16): permanently, or until a moment that has not
// passed yet; a suspension past its end no longer counts. Moderation writes the two columns
// (migration 0014), the visibility rule and sign-in read them.
import { suspendedLoginMessage } from '../../contract/moderation.ts';
import type { User } from '../db/schema.ts';

type SuspensionColumns = Pick<User, 'suspended_until' | 'suspended_permanently'>;

/** How people read the end of a suspension, e.g. "4 Desember 2026" (the community's time zone). */
const SUSPENSION_END = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});

export function isSuspended(user: SuspensionColumns, now: Date): boolean {
  if (user.suspended_permanently) return true;
  return user.suspended_until !== null && user.suspended_until > now.toISOString();
}

/** The refusal of a suspended member's sign-in. */
export function suspensionMessage(user: SuspensionColumns): string {
  if (user.suspended_permanently || user.suspended_until === null) return suspendedLoginMessage(null);
  return suspendedLoginMessage(SUSPENSION_END.format(new Date(user.suspended_until)));
}

/** How a suspension signs the member out: the stream's `signed_out` event and a 401 say the same. */
export function suspendedSignOut(user: SuspensionColumns): { reason: 'suspended'; message: string } {
  return { reason: 'suspended', message: suspensionMessage(user) };
}
