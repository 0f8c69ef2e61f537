import PQueue from 'p-queue';

/** Runs tasks with at most `limit` of them in flight; the rest wait in call order. */
export interface ConcurrencyLimit {
  /**
   * Runs `task` when a slot is free. A `signal` aborted while the task still waits takes it out of the line
   * and rejects with the signal's reason; a task already running must watch the signal itself.
   */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Tasks running now. */
  readonly activeCount: number;
  /** Tasks waiting for a slot. */
  readonly pendingCount: number;
}

/**
 * Creates a {@link ConcurrencyLimit} of `limit` (≥ 1) tasks at once, on p-queue (the hand-written limiter it
 * replaces let a caller arriving as a slot freed start beside the waiter the slot was handed to).
 */
export function createConcurrencyLimit(limit: number): ConcurrencyLimit {
  const queue = new PQueue({ concurrency: Math.max(1, Math.floor(limit)) });
  return {
    async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      signal?.throwIfAborted();
      try {
        return await queue.add(task, signal ? { signal } : {});
      } catch (error) {
        // p-queue rejects a waiter taken out of the line with its own AbortError: answer the caller's reason.
        if (signal?.aborted) throw signal.reason;
        throw error;
      }
    },
    get activeCount() {
      return queue.pending;
    },
    get pendingCount() {
      return queue.size;
    },
  };
}
