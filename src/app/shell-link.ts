// The app's side of a screen's link to the member shell (machines/shell-link.ts): while the
// screen's actor runs, the shell knows it and sends it its news; what the screen tells its
// link goes on to the shell.
import { fromCallback, type AnyActorRef, type AnyStateMachine } from 'xstate';
import type { MemberShellEvent } from '../../machines/member-shell.machine.ts';
import { SHELL_LINK, type ShellLinkInput } from '../../machines/shell-link.ts';
import type { MemberShellActor } from './live-stream.tsx';

function linkTo(shell: MemberShellActor) {
  return fromCallback<MemberShellEvent, ShellLinkInput>(({ input, receive }) => {
    shell.send({ type: 'SCREEN.LINKED', screen: input.screen });
    // Passed on once the screen's step is over: the shell's step (its `sendTo`s) must not run
    // inside the screen's action that told the link.
    receive((event) => queueMicrotask(() => shell.send(event)));
    return () => {
      // The frame, and its shell, may be going with the screen.
      if (shell.getSnapshot().status === 'active') shell.send({ type: 'SCREEN.UNLINKED', screen: input.screen });
    };
  });
}

/** The flow with its link to the shell its screen runs under; as it was if it has no link or there is no shell. */
export function linkedToShell<M extends AnyStateMachine>(flow: M, shell: MemberShellActor | null): M {
  if (!shell || !(SHELL_LINK in flow.implementations.actors)) return flow;
  return flow.provide({ actors: { [SHELL_LINK]: linkTo(shell) } } as Parameters<M['provide']>[0]) as M;
}

/** Tells the member shell, through the link of the screen's actor (none: a screen alone, nobody to tell). */
export function tellShell(screen: AnyActorRef, event: MemberShellEvent): void {
  const link = screen.getSnapshot().children[SHELL_LINK] as AnyActorRef | undefined;
  link?.send(event);
}
