/** Runs tasks with at most `limit` of them in flight; the rest wait in call order. */
export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** Creates a {@link ConcurrencyLimit} of `limit` (≥ 1) tasks at once. */
export function createConcurrencyLimit(limit: number): ConcurrencyLimit {
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    active -= 1;
    waiting.shift()?.();
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      active += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
