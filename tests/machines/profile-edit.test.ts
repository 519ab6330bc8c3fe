import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { profileEditMachine } from '../../machines/profile-edit.machine.ts';
import type { ProfileData, UpdateProfileRequest } from '../../contract/wire.ts';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { flush } from '../helpers/model/controlled-actors.ts';
import { loadedProfile, profileEditModel } from '../models/profile-edit.model.ts';

describe('profile edit machine', () => {
  testMachinePaths(profileEditModel);
});

describe('profile edit rules', () => {
  function openedBy(viewer: string, sent: UpdateProfileRequest[] = []) {
    const actor = createActor(
      profileEditMachine.provide({
        actors: {
          fetchProfile: fromPromise<ProfileData, { username: string }>(async () => loadedProfile),
          updateProfile: fromPromise<void, UpdateProfileRequest>(async ({ input }) => {
            sent.push(input);
          }),
        },
      }),
      { input: { username: 'Budi', viewer } },
    ).start();
    return actor;
  }

  it('knows the owner whatever the letter case of the address', async () => {
    const actor = openedBy('budi');
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('sends the fields without surrounding spaces', async () => {
    const sent: UpdateProfileRequest[] = [];
    const actor = openedBy('budi', sent);
    await flush();
    actor.send({ type: 'FIELD_CHANGED', field: 'bio', value: '  Suka nobar  ' });
    actor.send({ type: 'FIELD_CHANGED', field: 'first_name', value: ' Budi ' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(sent).toEqual([
      {
        first_name: 'Budi',
        last_name: 'Santoso',
        username: 'budi',
        bio: 'Suka nobar',
        address: 'Jalan Merdeka 1',
        phone_number: '081234567890',
      },
    ]);
  });

  it('refuses a field left as spaces only', async () => {
    const actor = openedBy('budi');
    await flush();
    actor.send({ type: 'FIELD_CHANGED', field: 'bio', value: '   ' });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
  });
});
