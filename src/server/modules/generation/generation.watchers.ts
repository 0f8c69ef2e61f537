/**
 * Who is watching which run right now: each open SSE stream of a run (GET /api/runs/:id/events) is
 * counted from its start to its close. A run that ends with no stream of its author open ended while the
 * author was away (the notifications' "long run finished" rule).
 *
 * In-process: with ROLES split across processes (api and worker apart on PostgreSQL), the worker does not
 * see the api's streams and treats every author as away.
 */
export function createRunWatchers() {
  const open = new Map<string, number>();
  const keyOf = (userId: string, runId: string) => `${userId}\u0000${runId}`;
  return {
    /** Counts a stream of `runId` opened by `userId`; call the returned function once it closes. */
    watch(userId: string, runId: string): () => void {
      const key = keyOf(userId, runId);
      open.set(key, (open.get(key) ?? 0) + 1);
      let isClosed = false;
      return () => {
        if (isClosed) return;
        isClosed = true;
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      };
    },
    /** True while `userId` has a stream of `runId` open. */
    isWatching(userId: string, runId: string): boolean {
      return (open.get(keyOf(userId, runId)) ?? 0) > 0;
    },
  };
}

/** The run watchers. */
export type RunWatchers = ReturnType<typeof createRunWatchers>;
