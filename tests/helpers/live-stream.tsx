// A live stream whose connection the test drives (it opens, pushes events, drops), through the
// real machine, member shell, screens' links and screens. Its own timers are far off, so the
// simulated clock of the machine under test never reconnects or cuts it; only the test's steps
// change it.
import { act } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { fromCallback, type SimulatedClock } from 'xstate';
import type { ConnectionInput, LiveStreamEvent } from '../../machines/live-stream.machine.ts';
import { liveFlows } from './live-flows.ts';
import { useMemberShellActor } from '../../src/app/layout/use-member-shell.ts';
import { MemberShellProvider } from '../../src/app/live-stream.tsx';
import { RuntimeProvider, useRuntime } from '../../src/app/runtime.tsx';
import { SessionProvider, useSession } from '../../src/app/session.tsx';
import { demoUser } from './render-screen.tsx';
import { signedInSession } from './signed-in-session.ts';

const FAR_OFF_MS = 7 * 24 * 60 * 60_000;

/**
 * The member shell's live part around a screen outside the member frame, with the given stream.
 * The shell follows a signed-in session (the screen's own, or else one of its own); the screen
 * keeps the session it was given.
 */
function ShellAround({ stream, clock, children }: { stream: TestLiveStream; clock?: SimulatedClock; children: ReactNode }) {
  const runtime = useRuntime();
  const screenSession = useSession();
  const [shellSession] = useState(() =>
    screenSession.getSnapshot().context.token === null ? signedInSession(demoUser) : screenSession,
  );
  const withStream = { ...runtime, clock: runtime.clock ?? clock, flows: { ...runtime.flows, liveStream: stream.machine } };
  return (
    <RuntimeProvider runtime={withStream}>
      <SessionProvider actor={shellSession}>
        <Shell>
          <SessionProvider actor={screenSession}>{children}</SessionProvider>
        </Shell>
      </SessionProvider>
    </RuntimeProvider>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return <MemberShellProvider shell={useMemberShellActor()}>{children}</MemberShellProvider>;
}

export class TestLiveStream {
  private connection: ((event: LiveStreamEvent) => void) | null = null;
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

  /** For a screen outside the member frame: the shell's live part around it, with this stream, signed in. */
  provider(clock?: SimulatedClock): (children: ReactNode) => ReactElement {
    return (children) => (
      <ShellAround stream={this} clock={clock}>
        {children}
      </ShellAround>
    );
  }

  private report(event: LiveStreamEvent): void {
    if (!this.connection) throw new Error('The live stream has no connection');
    act(() => this.connection!(event));
  }

  /** The server accepts the stream (after a drop, the network comes back first). */
  open(): void {
    if (!this.connection) act(() => void window.dispatchEvent(new Event('online')));
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
