// This process's open event streams, by member. Each stream holds a socket, and a process runs
// out of descriptors long before memory: one member opening streams in a loop would otherwise
// lock everyone out of logging in. A member's streams beyond the limit end their oldest, so a
// tab left behind on a sleeping phone never keeps a new tab from connecting.

export interface OpenStreams {
  /** Records a stream, ending the member's oldest first when they hold the limit; returns its removal. */
  add(userId: number, end: () => void): () => void;
  /** Ends every open stream (the server is closing). */
  endAll(): void;
}

export function createOpenStreams(perMember: number): OpenStreams {
  // A Set keeps insertion order: the first entry is the member's oldest stream.
  const byMember = new Map<number, Set<() => void>>();

  function remove(userId: number, end: () => void): void {
    const streams = byMember.get(userId);
    if (!streams?.delete(end)) return;
    if (streams.size === 0) byMember.delete(userId);
  }

  return {
    add(userId, end) {
      let streams = byMember.get(userId);
      if (!streams) {
        streams = new Set();
        byMember.set(userId, streams);
      }
      while (streams.size >= perMember) {
        const oldest = streams.values().next().value!;
        streams.delete(oldest);
        oldest();
      }
      streams.add(end);
      return () => remove(userId, end);
    },
    endAll() {
      for (const streams of [...byMember.values()]) [...streams].forEach((end) => end());
      byMember.clear();
    },
  };
}
