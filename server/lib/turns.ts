/** Turns shared by concurrent work: at most `count` are taken at once, the rest wait in line. */
export interface Turns {
  /** A turn for one piece of work, taken only when that work asks for it. */
  turn(): Turn;
}

export interface Turn {
  /** Resolves once the turn is taken; asking again answers the same turn. */
  take(): Promise<void>;
  /** Gives the turn back, if it was asked for, to the longest waiting work. */
  release(): Promise<void>;
}

export function createTurns(count: number): Turns {
  let free = count;
  const waiting: (() => void)[] = [];
  const takeOne = (): Promise<void> => {
    if (free > 0) {
      free -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const giveOne = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return {
    turn() {
      let taking: Promise<void> | undefined;
      return {
        take: () => (taking ??= takeOne()),
        async release() {
          if (!taking) return;
          await taking;
          taking = undefined;
          giveOne();
        },
      };
    },
  };
}
