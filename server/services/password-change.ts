// Change password while signed in (contract §4): other sessions end, this one stays.
import type { ServiceDeps } from './deps.ts';
import { writeMemberChanged } from './live-events.ts';
import { hashSecret, verifySecret } from './passwords.ts';
import { revokeUserTokens, type Session } from './tokens.ts';

/** False when the current password does not match. */
export async function changePassword(
  deps: ServiceDeps,
  session: Session,
  currentPassword: string,
  newPassword: string,
): Promise<boolean> {
  const { db, config } = deps;
  if (!(await verifySecret(session.user.password_hash, currentPassword))) return false;

  const passwordHash = await hashSecret(newPassword, config.passwordHashCost);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash, password_mailed_at: null }).where('id', '=', session.user.id).execute();
    await writeMemberChanged(trx, session.user.id);
    await revokeUserTokens(trx, session.user.id, session.tokenId);
    // A reset requested earlier would silently undo this change when its link is opened.
    await trx.deleteFrom('password_resets').where('user_id', '=', session.user.id).execute();
  });
  return true;
}
