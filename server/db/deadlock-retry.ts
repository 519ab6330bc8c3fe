// A change of what notifications show (a sender's name, picture or suspension, a post's photos or
// its removal) moves the list version of every member holding such a notification (migration
// 0024), locking their rows in whatever order the rows are found. Two such changes at once can
// each hold a row the other waits for; PostgreSQL then ends one of them with a deadlock error and
// lets the other go on. The ended one changed nothing, so it is run again.

/** Attempts of a write PostgreSQL may end to break a deadlock, the first included. */
const DEADLOCK_ATTEMPTS = 3;

function isDeadlock(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '40P01';
}

/**
 * Runs `write` (one statement, or a whole transaction) and runs it again when PostgreSQL ended
 * it to break a deadlock. `write` must have no effect outside the database before it commits.
 */
export async function retriedOnDeadlock<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= DEADLOCK_ATTEMPTS) throw error;
    }
  }
}
