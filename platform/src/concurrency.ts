/**
 * `work` for every item, at most `limit` at once, answers in the items' order. `next(index)` is
 * asked before each start: false leaves that item and every later one to `skipped`.
 */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
  options: { next?: () => boolean; skipped?: (item: T) => R } = {},
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let cursor = 0;
  const runner = async () => {
    while (cursor < items.length) {
      const index = cursor++;
      const item = items[index] as T;
      results[index] = options.next && !options.next() && options.skipped ? options.skipped(item) : await work(item, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  return results;
}

const turns = new Map<string, Promise<void>>();

/**
 * Runs `task` once every earlier task of `key` in this process has ended, whatever their outcome:
 * writers of one busy stream take turns instead of colliding on its revision and backing off.
 */
export function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
  const run = (turns.get(key) ?? Promise.resolve()).then(task);
  const ended = run.then(
    () => undefined,
    () => undefined,
  );
  turns.set(key, ended);
  void ended.then(() => {
    if (turns.get(key) === ended) turns.delete(key);
  });
  return run;
}
