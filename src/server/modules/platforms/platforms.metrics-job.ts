import { z } from 'zod';
import { defineJob } from '../../jobs/queue';
import type { PlatformRegistry } from '../../integrations/platforms/registry';
import { withConnectionAccess } from './platforms.access';
import type { DuePublication, MetricsStore } from './platforms.metrics-store';
import type { PlatformsStore } from './platforms.store';
import type { ConnectionTokens } from './platforms.tokens';

/** Publications of this many days back get their figures fetched (older ones keep their last figures). */
export const metricsWindowDays = 30;
/** Most publications one pass reads (the next pass takes the rest). */
const passLimit = 2000;
/** Most ids one adapter call gets (each adapter batches further to its platform's own limit). */
const callBatch = 100;
/** Authorization requests (Connect) that expired more than this long ago are deleted. */
export const oauthStateRetentionMs = 24 * 3_600_000;

/**
 * The `platforms.metrics` job, queued by each worker at start-up and every `intervalMinutes` (one at a time:
 * exclusive): for every publication of the last 30 days to a connected account whose adapter offers
 * `fetchMetrics`, the platform's figures, fetched in batches per connection with the connection's token
 * (platforms.access: a refused token is refreshed once; a refused refresh turns the connection to
 * 'reconnect_needed' as publishing does) and stored as post stats with their fetch time. A publication fetched
 * within the interval is skipped, so several workers or restarts do not fetch it twice. The same pass deletes
 * Connect requests expired more than a day ago.
 */
export function createMetricsJob(deps: {
  store: MetricsStore;
  platforms: Pick<PlatformsStore, 'findConnection' | 'deleteStatesExpiredBefore'>;
  tokens: ConnectionTokens;
  registry: PlatformRegistry;
  intervalMinutes: number;
  clock: () => Date;
  log: { warn(object: object, message: string): void; info?(object: object, message: string): void };
}) {
  /** One connection's due publications: fetched in batches, each answered post stored. */
  async function fetchConnection(destination: string, due: DuePublication[]): Promise<number> {
    const [platform, connectionId] = destination.split(':');
    const adapter = platform ? deps.registry.find(platform) : undefined;
    const first = due[0];
    if (!adapter?.fetchMetrics || !connectionId || !first) return 0;
    const fetchMetrics = adapter.fetchMetrics.bind(adapter);
    const connection = await deps.platforms.findConnection(first.workspaceId, connectionId);
    // A disconnected account, or one waiting for its owner to reconnect: nothing can be asked.
    if (!connection || connection.status === 'reconnect_needed') return 0;
    let stored = 0;
    for (let start = 0; start < due.length; start += callBatch) {
      const batch = due.slice(start, start + callBatch);
      const figures = await withConnectionAccess(
        deps.tokens,
        first.workspaceId,
        connectionId,
        (credentials) =>
          fetchMetrics(
            credentials,
            batch.map((publication) => publication.externalId),
          ),
      );
      const fetchedAt = deps.clock();
      for (const publication of batch) {
        const metrics = figures[publication.externalId];
        if (metrics) {
          await deps.store.saveStats(publication, adapter.platform, metrics, fetchedAt);
          stored += 1;
        } else await deps.store.markGone(publication, adapter.platform, fetchedAt);
      }
    }
    return stored;
  }

  /** One pass: answers how many publications got figures. */
  async function runPass(): Promise<number> {
    const now = deps.clock();
    await deps.platforms.deleteStatesExpiredBefore(new Date(now.getTime() - oauthStateRetentionMs));
    // Fetched within most of the interval: fresh enough (a little slack so a pass on time is not skipped).
    const staleBefore = new Date(now.getTime() - deps.intervalMinutes * 60_000 * 0.9);
    const since = new Date(now.getTime() - metricsWindowDays * 86_400_000);
    const due = await deps.store.listDue(since, staleBefore, passLimit);
    const byConnection = new Map<string, DuePublication[]>();
    for (const publication of due) {
      const key = `${publication.workspaceId}|${publication.destination}`;
      byConnection.set(key, [...(byConnection.get(key) ?? []), publication]);
    }
    let stored = 0;
    for (const publications of byConnection.values()) {
      const destination = publications[0]?.destination ?? '';
      try {
        stored += await fetchConnection(destination, publications);
      } catch (error) {
        // One account's failure (reconnect needed, platform down, rate limited) leaves the others' figures.
        deps.log.warn({ err: error, destination }, 'platform metrics not fetched');
      }
    }
    return stored;
  }

  const definition = defineJob({
    name: 'platforms.metrics',
    version: 1,
    payload: z.object({}),
    isExclusive: true,
    retryLimit: 0,
    concurrency: 1,
    async handle() {
      const stored = await runPass();
      if (stored > 0) deps.log.info?.({ stored }, 'platform metrics stored');
    },
    async recover(send) {
      await send({}, { singletonKey: 'platforms.metrics' });
    },
    recoverIntervalSeconds: deps.intervalMinutes * 60,
  });
  return { definition, runPass };
}
