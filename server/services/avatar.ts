// The profile picture (contract §12): stored under a fresh key, the previous file removed.
import type { Kysely } from 'kysely';
import { retriedOnDeadlock } from '../db/deadlock-retry.ts';
import type { Database } from '../db/schema.ts';
import type { SquarePicture } from '../media/images.ts';
import { randomAlphanumeric } from '../lib/secrets.ts';
import type { ServiceDeps } from './deps.ts';
import { writeMemberChanged } from './live-events.ts';

/**
 * Points the user's foto_profile at `key` and answers the key it replaces. Compare-and-set,
 * so two uploads racing each other both learn the file they really replaced.
 */
async function swapAvatarKey(db: Kysely<Database>, userId: number, key: string): Promise<string | null> {
  for (;;) {
    const { foto_profile: previous } = await db
      .selectFrom('users')
      .select('foto_profile')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const result = await retriedOnDeadlock(() =>
      db
        .updateTable('users')
        .set({ foto_profile: key })
        .where('id', '=', userId)
        .where('foto_profile', previous === null ? 'is' : '=', previous)
        .executeTakeFirst(),
    );
    if (result.numUpdatedRows > 0n) {
      await writeMemberChanged(db, userId);
      return previous;
    }
  }
}

/** Stores the (already processed) picture as the user's avatar. */
export async function replaceAvatar(deps: ServiceDeps, userId: number, picture: SquarePicture): Promise<void> {
  const key = `avatar/${randomAlphanumeric(24)}.${picture.extension}`;
  await deps.media.put(key, picture.data);
  let previous: string | null;
  try {
    previous = await swapAvatarKey(deps.db, userId, key);
  } catch (error) {
    await deps.media.delete(key);
    throw error;
  }
  if (previous === null) return;
  try {
    await deps.media.delete(previous);
  } catch (error) {
    // The new avatar is in place; a leftover file costs only disk space.
    deps.log.error({ err: error, key: previous }, 'removing the previous avatar failed');
  }
}
