// What the post flows ask the server and announce, beyond the states the path tests cover.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject, type AnyStateMachine } from 'xstate';
import { cutText } from '../../machines/cut-text.ts';
import { feedMachine } from '../../machines/feed.machine.ts';
import { threadComposeMachine } from '../../machines/thread-compose.machine.ts';
import { threadEditMachine } from '../../machines/thread-edit.machine.ts';
import type { PostItem } from '../../contract/wire.ts';
import { albumPost, threadPost } from '../helpers/post-samples.ts';

describe('cutText', () => {
  it('keeps a short text and cuts a long one at the limit', () => {
    expect(cutText('halo', 65)).toBe('halo');
    expect(cutText('a'.repeat(70), 65)).toBe('a'.repeat(65));
  });

  it('never leaves half an emoji at the end', () => {
    const text = `${'a'.repeat(64)}😀`;
    expect(cutText(text, 65)).toBe('a'.repeat(64));
  });
});

describe('feed cursor', () => {
  it.each([
    { last: 'an album', page: [threadPost(20), threadPost(19), threadPost(18), threadPost(17), threadPost(16), albumPost(15)] },
    { last: 'a thread', page: [albumPost(20), albumPost(19), albumPost(18), albumPost(17), albumPost(16), threadPost(15)] },
  ])('asks for the posts after the last one when it is $last', async ({ page }) => {
    const asked: number[] = [];
    const feed = feedMachine.provide({
      actors: {
        fetchFirstPage: fromPromise<PostItem[]>(async () => page),
        fetchNextPage: fromPromise<PostItem[], { after: number }>(async ({ input }) => {
          asked.push(input.after);
          return [];
        }),
      },
    });
    const actor = createActor(feed).start();
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    actor.send({ type: 'SHOW_MORE' });
    await waitFor(actor, (snapshot) => snapshot.matches('complete'));
    expect(asked).toEqual([15]);
  });
});

async function emittedBy(machine: AnyStateMachine, input: unknown, type: string, events: AnyEventObject[]) {
  const actor = createActor(machine, { input }).start();
  const emitted: unknown[] = [];
  actor.on(type, (event) => emitted.push(event));
  events.forEach((event) => actor.send(event));
  await waitFor(actor, (snapshot) => emitted.length > 0 || snapshot.status === 'done');
  return emitted;
}

describe('announcements', () => {
  it('a posted thread is announced once, its text trimmed', async () => {
    const sent: string[] = [];
    const compose = threadComposeMachine.provide({
      actors: {
        createThread: fromPromise<void, { text: string }>(async ({ input }) => {
          sent.push(input.text);
        }),
      },
    });
    const emitted = await emittedBy(compose, undefined, 'posted', [
      { type: 'OPEN' },
      { type: 'TEXT_CHANGED', text: '  Halo  ' },
      { type: 'SUBMIT' },
      { type: 'SUBMIT' },
    ]);
    expect(emitted).toEqual([{ type: 'posted' }]);
    expect(sent).toEqual(['Halo']);
  });

  it('a deleted thread is announced with its uuid', async () => {
    const edit = threadEditMachine.provide({
      actors: {
        deleteThread: fromPromise<void, { uuid: string }>(async () => {}),
        waitForEditWindowEnd: fromPromise<void, { createdAt: string }>(() => new Promise(() => {})),
      },
    });
    const input = { slug: 's', uuid: 'thread-7', text: 'Halo', createdAt: '2026-11-27T09:30:00.000Z' };
    const emitted = await emittedBy(edit, input, 'deleted', [
      { type: 'DELETE' },
      { type: 'CONFIRM' },
    ]);
    expect(emitted).toEqual([{ type: 'deleted', uuid: 'thread-7' }]);
  });
});
