/**
 * Lets concurrent callers share calls of `runGroup`: the first item starts a group, items
 * handed in until that group's turn come with it, and a group's turn comes when the one
 * before has finished. So one statement serves every caller that arrived while the last
 * was running, and a lone caller still goes at once. Each caller gets its group's result.
 */
export function groupedCalls<Item, Result>(runGroup: (items: Item[]) => Promise<Result>): (item: Item) => Promise<Result> {
  let gathering: { items: Item[]; result: Promise<Result> } | undefined;
  let previous: Promise<unknown> = Promise.resolve();
  return (item) => {
    if (!gathering) {
      const items: Item[] = [];
      const result = previous.then(() => {
        gathering = undefined;
        return runGroup(items);
      });
      gathering = { items, result };
      // A failed group fails its own callers only; the next group still runs.
      previous = result.catch(() => undefined);
    }
    gathering.items.push(item);
    return gathering.result;
  };
}
