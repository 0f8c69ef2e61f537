import { join } from 'node:path';
import type { Config } from './config/config';
import type { ServiceLogger } from './container';
import type { Database } from './db/client';
import type { MediaStorage } from './integrations/storage/storage';
import type { JobQueue } from './jobs/queue';
import type { RunEvents } from './modules/generation/generation.events';
import type { GenerationStore } from './modules/generation/generation.store';
import type { MediaService } from './modules/media/media.service';
import { createEditJob } from './modules/reels/reels.job';
import { createReelsService } from './modules/reels/reels.service';
import { createReelsStore } from './modules/reels/reels.store';
import type { ReviewService } from './modules/review/review.service';

/**
 * Video edits of generated posts in the container: the service that queues an edit (effect, aspect, trim) and
 * the job that renders it with ffmpeg and makes the result the post's video (the previous one kept as a version).
 */
export function createReelsWiring(deps: {
  config: Pick<Config, 'FFMPEG_PATH'>;
  db: Database;
  media: MediaService;
  storage: MediaStorage;
  queue: JobQueue;
  generationStore: GenerationStore;
  review: ReviewService;
  runEvents: RunEvents;
  /** The container's temporary folder; edits render in `reels/` below it. */
  workDir: string;
  log: ServiceLogger;
}) {
  const { config, db, media, storage, queue, review, runEvents, log } = deps;
  const store = createReelsStore(db);
  const workDir = join(deps.workDir, 'reels');
  const editJob = createEditJob({
    store,
    media,
    storage,
    ffmpegPath: config.FFMPEG_PATH,
    workDir,
    async setPostVideo(workspaceId, postId, asset, by) {
      // The previous video stays in the post's versions (reason 'effect').
      const post = await review.updatePost(workspaceId, postId, { videoAssetId: asset.id }, 'effect', by);
      runEvents.notify(post.runId);
    },
    log,
  });
  const reels = createReelsService({
    store,
    posts: deps.generationStore,
    media,
    storage,
    ffmpegPath: config.FFMPEG_PATH,
    workDir,
    async enqueue(editId, workspaceId) {
      await queue.send(editJob, { editId, workspaceId }, { singletonKey: editId });
    },
  });
  return { editJob, reels };
}
