// A write PostgreSQL ended to break a deadlock is run again, a few times at most; any other
// error ends it at once (server/db/deadlock-retry.ts).
import { describe, expect, it } from 'vitest';
import { retriedOnDeadlock } from '../../server/db/deadlock-retry.ts';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

/** A write that fails with the given errors in turn, then answers how many runs it took. */
function failingFirst(errors: Error[]) {
  let runs = 0;
  return {
    write: async () => {
      runs += 1;
      const error = errors[runs - 1];
      if (error) throw error;
      return runs;
    },
    runs: () => runs,
  };
}

describe('retriedOnDeadlock', () => {
  it('runs a write PostgreSQL ended to break a deadlock again, and answers what the run that went through answered', async () => {
    const { write } = failingFirst([deadlock(), deadlock()]);
    await expect(retriedOnDeadlock(write)).resolves.toBe(3);
  });

  it('gives up after three runs, with the deadlock error', async () => {
    const attempt = failingFirst([deadlock(), deadlock(), deadlock(), deadlock()]);
    await expect(retriedOnDeadlock(attempt.write)).rejects.toMatchObject({ code: '40P01' });
    expect(attempt.runs()).toBe(3);
  });

  it('does not run again a write that failed otherwise', async () => {
    const uniqueViolation = Object.assign(new Error('duplicate key'), { code: '23505' });
    const attempt = failingFirst([uniqueViolation]);
    await expect(retriedOnDeadlock(attempt.write)).rejects.toBe(uniqueViolation);
    expect(attempt.runs()).toBe(1);
  });
});
