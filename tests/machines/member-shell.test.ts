import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type ActorRefLike, type InspectionEvent } from 'xstate';
import type { PostItem } from '../../contract/wire.ts';
import { likeToggleMachine } from '../../machines/like-toggle.machine.ts';
import { memberShellMachine, type MemberShellEvent } from '../../machines/member-shell.machine.ts';
import { userThreadsMachine } from '../../machines/user-threads.machine.ts';
import { testMachinePaths } from '../helpers/model/run-paths.ts';
import { memberShellModel, memberToken } from '../models/member-shell.model.ts';

describe('member shell machine', () => {
  testMachinePaths(memberShellModel);
});

const standIn = () => fromCallback(() => {});

/** A running shell whose children are stand-ins, and every event its actor system relays. */
function runningShell() {
  const relayed: { source: ActorRefLike | undefined; target: ActorRefLike; type: string }[] = [];
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.event') relayed.push({ source: event.sourceRef, target: event.actorRef, type: event.event.type });
  };
  const logic = memberShellMachine.provide({
    actors: {
      liveStream: standIn(),
      notifications: standIn(),
      presence: standIn(),
      followSession: standIn(),
      pageVisibility: standIn(),
      network: standIn(),
    } as never,
  });
  const shell = createActor(logic, { input: { token: memberToken, notifications: { notificationList: null, readedNotif: 0 } }, inspect });
  return { shell: shell.start(), relayed };
}

const likeButton = (postId: number) =>
  createActor(likeToggleMachine, { input: { uuid: `post-${postId}`, postId, liked: false, total: 1 } }).start();

async function loadedThreads() {
  let loads = 0;
  const logic = userThreadsMachine.provide({
    actors: {
      fetchThreads: fromPromise<PostItem[], { username: string }>(async () => {
        loads += 1;
        return [];
      }),
    },
  });
  const threads = createActor(logic, { input: { username: 'ayu' } }).start();
  await waitFor(threads, (snapshot) => snapshot.matches('loaded'));
  return { threads, loads: () => loads };
}

describe('member shell and its linked screens', () => {
  it("sends a post's new like total to that post's button, with the shell as the event's source", () => {
    const { shell, relayed } = runningShell();
    const counted = likeButton(12);
    const other = likeButton(13);
    shell.send({ type: 'SCREEN.LINKED', screen: counted });
    shell.send({ type: 'SCREEN.LINKED', screen: other });

    shell.send({ type: 'counts', post_id: 12, total_like: 9 });

    expect(counted.getSnapshot().context.total).toBe(9);
    expect(other.getSnapshot().context.total).toBe(1);
    expect(relayed.filter(({ type }) => type === 'LIKES_COUNTED')).toEqual([{ source: shell, target: counted, type: 'LIKES_COUNTED' }]);
  });

  it('stops telling a screen once its link goes', () => {
    const { shell } = runningShell();
    const button = likeButton(12);
    shell.send({ type: 'SCREEN.LINKED', screen: button });
    shell.send({ type: 'counts', post_id: 12, total_like: 9 });
    shell.send({ type: 'SCREEN.UNLINKED', screen: button });

    shell.send({ type: 'counts', post_id: 12, total_like: 11 });

    expect(button.getSnapshot().context.total).toBe(9);
  });

  it('reloads the screens after a resync and a block told by the server', async () => {
    const { shell, relayed } = runningShell();
    const { threads, loads } = await loadedThreads();
    shell.send({ type: 'SCREEN.LINKED', screen: threads });

    shell.send({ type: 'resync' } as MemberShellEvent);
    await waitFor(threads, (snapshot) => snapshot.matches('loaded'));
    shell.send({ type: 'visibility_changed', username: 'ayu', user_id: 4, hidden: true });
    await waitFor(threads, (snapshot) => snapshot.matches('loaded'));

    expect(loads()).toBe(3);
    expect(relayed.filter(({ type }) => type === 'REFRESH').map(({ source }) => source)).toEqual([shell, shell]);
  });

  it('reloads the screens for a mute made in the tab, and for a block only while the server cannot tell of it', async () => {
    const { shell } = runningShell();
    const { threads, loads } = await loadedThreads();
    shell.send({ type: 'SCREEN.LINKED', screen: threads });

    shell.send({ type: 'SAFETY.CHANGED', username: 'ayu', change: 'blocked' });
    await waitFor(threads, (snapshot) => snapshot.matches('loaded'));
    expect(loads()).toBe(2);

    // Over an open stream the server's visibility_changed brings the one reload.
    shell.send({ type: 'STREAM.UP' });
    shell.send({ type: 'SAFETY.CHANGED', username: 'ayu', change: 'unblocked' });
    expect(threads.getSnapshot().matches('loaded')).toBe(true);
    expect(loads()).toBe(2);

    // A mute is silent: the tab reloads itself.
    shell.send({ type: 'SAFETY.CHANGED', username: 'ayu', change: 'muted' });
    await waitFor(threads, (snapshot) => snapshot.matches('loaded'));
    expect(loads()).toBe(3);
  });
});
