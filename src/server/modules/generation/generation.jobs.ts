import { z } from 'zod';
import { defineJob } from '../../jobs/queue';
import type { GenerationPipeline } from './generation.pipeline';
import type { GenerationStore } from './generation.store';

export { createVideoJob } from './generation.video-job';
export { videoFailedText, videoJobExpirySeconds } from './generation.video-settings';
export type { VideoJobDependencies } from './generation.video-job';

/**
 * The durable generation run: a process that stops mid-run leaves the job to be retried (at once after a
 * graceful stop, after a lost heartbeat when killed), and the retried job resumes the run from its stored
 * posts. Exclusive per run, and re-queued for every unfinished run when a worker starts.
 */
export function createRunJob(deps: {
  store: Pick<GenerationStore, 'listUnfinishedRuns'>;
  pipeline: Pick<GenerationPipeline, 'execute'>;
}) {
  return defineJob({
    name: 'generation.run',
    version: 1,
    payload: z.object({ runId: z.string(), workspaceId: z.string() }),
    handle: (payload, { signal }) => deps.pipeline.execute(payload, signal),
    // The pipeline ends its own failures (the run is marked failed): retries are for interruptions.
    retryLimit: 10,
    retryDelaySeconds: 1,
    concurrency: 8,
    isExclusive: true,
    expireInSeconds: 30 * 60,
    async recover(send) {
      for (const run of await deps.store.listUnfinishedRuns()) {
        await send({ runId: run.id, workspaceId: run.workspaceId }, { singletonKey: run.id });
      }
    },
  });
}
