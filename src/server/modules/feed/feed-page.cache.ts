import { realtimeChannels, type RealtimeHub } from '../../realtime/realtime.hub';

/** How long an anonymous page is served from memory at most (bounds what another process changed). */
export const feedPageCacheTtlMs = 1000;
/** Pages kept at most (cursors are open-ended: past this the cache starts again). */
const maxEntries = 500;

/**
 * A short-lived cache of the feed's pages as anonymous visitors see them (no viewer marks), as the JSON the
 * route sends. Correctness first:
 * - every post added to or removed from `community_posts` (any process) clears it through the feed's NOTIFY,
 *   in the same dispatch that tells the live streams, so a browser told about a new post reads it fresh;
 * - every successful write request of this process clears it before its answer leaves (see `clearOnWrite`),
 *   so counters, deletions, flags and profile edits made here show on the next read;
 * - what other processes change otherwise (counters, profiles) shows after at most `feedPageCacheTtlMs`;
 * - nothing is cached until the LISTEN connection is up, and a reconnect (notices may be lost) clears it.
 * A page being read while a change lands is not stored (the generation moved on).
 */
export function createFeedPageCache(options: { realtime?: RealtimeHub; now?: () => number } = {}) {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, { json: string; storedAt: number }>();
  const loading = new Map<string, Promise<string>>();
  let generation = 0;
  let isListening = false;

  const clear = () => {
    generation += 1;
    entries.clear();
    loading.clear();
  };

  if (options.realtime) {
    const realtime = options.realtime;
    realtime.subscribe(realtimeChannels.feed, clear, { onResync: clear });
    void realtime.ready().then(
      () => {
        clear();
        isListening = true;
      },
      () => undefined,
    );
  }

  return {
    clear,

    /** The page's JSON under `key`: from memory while fresh, else from `load` (one load per key at a time). */
    async get(key: string, load: () => Promise<string>): Promise<string> {
      if (!isListening) return load();
      const entry = entries.get(key);
      if (entry && now() - entry.storedAt < feedPageCacheTtlMs) return entry.json;
      const pending = loading.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const promise = load().then(
        (json) => {
          if (loading.get(key) === promise) loading.delete(key);
          if (generation === startedIn) {
            if (entries.size >= maxEntries) entries.clear();
            entries.set(key, { json, storedAt: now() });
          }
          return json;
        },
        (error: unknown) => {
          if (loading.get(key) === promise) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, promise);
      return promise;
    },
  };
}

/** The anonymous feed page cache. */
export type FeedPageCache = ReturnType<typeof createFeedPageCache>;
