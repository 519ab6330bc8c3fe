import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { registerMachine } from '../../machines/register.machine.ts';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { registerModel } from '../models/register.model.ts';

describe('register machine', () => {
  testMachinePaths(registerModel);
});

describe('register username', () => {
  it.each([
    ['keeps letters, digits, "_" and "@"', 'Budi_99@fans', 'Budi_99@fans'],
    ['drops spaces and other characters', 'budi santoso-ñ!', 'budisantoso'],
    ['cuts to 50 characters', 'a'.repeat(60), 'a'.repeat(50)],
  ])('%s', (_rule, typed, kept) => {
    const actor = createActor(registerMachine).start();
    actor.send({ type: 'FIELD_CHANGED', field: 'username', value: typed });
    expect(actor.getSnapshot().context.values.username).toBe(kept);
  });
});
