// How a screen's actor hears the member shell (member-shell.machine.ts) and speaks to it. A
// screen machine that wants the shell's news invokes `shellLink` at its root; the app's link
// names the screen to the shell, which then sends it, from its own routing table, each piece of
// news the screen has a transition for (new posts, counts, "load again"). Whatever the screen
// sends its link goes on to the shell (a block or mute made here). Screens thus learn of the
// stream the way actors do: an event with the shell as its source.
import { fromCallback, type AnyActorRef, type AnyEventObject } from 'xstate';

export interface ShellLinkInput {
  /** The screen's own actor: where the shell sends its news. */
  screen: AnyActorRef;
}

/** The invoke id (and source name) of a screen's link. */
export const SHELL_LINK = 'shellLink';

/** Until the app links it (a screen alone, in a test or outside the member frame), a screen hears nothing. */
export const unlinkedShell = fromCallback<AnyEventObject, ShellLinkInput>(() => {});
