// A live stream whose connection the test drives (it opens, pushes events, drops), through the
// real machine, hooks and screens. Its own timers are far off, so the simulated clock of the
// machine under test never reconnects or cuts it; only the test's steps change it.
import { act } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createActor, fromCallback, type SimulatedClock } from 'xstate';
import type { ConnectionInput, LiveStreamEvent } from '../../machines/live-stream.machine.ts';
import { liveFlows } from './live-flows.ts';
import { LiveStreamProvider, type LiveStreamActor } from '../../src/app/live-stream.tsx';

const FAR_OFF_MS = 7 * 24 * 60 * 60_000;

export class TestLiveStream {
  private connection: ((event: LiveStreamEvent) => void) | null = null;
  private actor: LiveStreamActor | null = null;
  private nextId = 1;

  readonly machine = liveFlows.liveStream.provide({
    delays: { SILENCE_LIMIT: FAR_OFF_MS, RECONNECT_DELAY: FAR_OFF_MS, HIDDEN_LIMIT: FAR_OFF_MS },
    actors: {
      connection: fromCallback<LiveStreamEvent, ConnectionInput>(({ sendBack }) => {
        this.connection = sendBack;
        return () => {
          if (this.connection === sendBack) this.connection = null;
        };
      }),
    },
  });

  /** For a screen outside the member shell: the stream it is given, signed in. */
  provider(clock?: SimulatedClock): (children: ReactNode) => ReactElement {
    this.actor = createActor(this.machine, { input: { token: 'test-token' }, ...(clock && { clock }) }).start();
    const actor = this.actor;
    return (children) => <LiveStreamProvider actor={actor}>{children}</LiveStreamProvider>;
  }

  private report(event: LiveStreamEvent): void {
    if (!this.connection) throw new Error('The live stream has no connection');
    act(() => this.connection!(event));
  }

  /** The server accepts the stream (after a drop, the network comes back first). */
  open(): void {
    if (!this.connection) {
      act(() => {
        if (this.actor) this.actor.send({ type: 'ONLINE' });
        else window.dispatchEvent(new Event('online'));
      });
    }
    this.report({ type: 'CONNECTION.OPENED' });
  }

  /** The server pushes one event. */
  push(kind: string, data: object = {}): void {
    this.report({ type: 'CONNECTION.MESSAGE', id: String(this.nextId++), kind, data: JSON.stringify(data) });
  }

  /** The connection drops. */
  drop(): void {
    this.report({ type: 'CONNECTION.LOST' });
  }
}
