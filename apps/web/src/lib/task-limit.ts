/**
 * Runs async tasks with at most `limit` of them at once; the others wait their turn in the order
 * they came. For work that fans out to many requests (Updates asks each follow's first page), so a
 * hundred follows never become a hundred requests in flight.
 */
export type TaskLimit = <T>(task: () => Promise<T>) => Promise<T>;

export function createTaskLimit(limit: number): TaskLimit {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = (): void => {
    running -= 1;
    waiting.shift()?.();
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      next();
    }
  };
}
