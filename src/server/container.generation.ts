import { join } from 'node:path';
import type { Config } from './config/config';
import type { SecretBox } from './crypto/secret-box';
import type { Database } from './db/client';
import { createAiProvidersService } from './modules/ai-providers/ai-providers.service';
import { createAiProvidersStore } from './modules/ai-providers/ai-providers.store';
import { buildAiProviders, readEnvironmentEndpoints } from './integrations/ai/provider-choices';
import { createProviderRegistry } from './integrations/ai/provider-registry';
import type { ServiceLogger } from './container';
import { lazyImageProvider, lazyTextProvider, lazyVideoProvider } from './integrations/ai/lazy-providers';
import { defaultBrandPalette } from './integrations/ai/offline/offline-image.colors';
import { createCardRenderPool } from './integrations/ai/offline/offline-image.pool';
import { offlineLabels } from './integrations/ai/offline/offline-labels';
import type { ProviderRegistry } from './integrations/ai/provider-registry';
import type { JobQueue } from './jobs/queue';
import type { BrandStyle } from './modules/brand-packs/brand-style';
import { describeCapabilities } from './modules/generation/generation.capabilities';
import type { RunEvents } from './modules/generation/generation.events';
import { createRunJob, createVideoJob } from './modules/generation/generation.jobs';
import { createGenerationPipeline } from './modules/generation/generation.pipeline';
import { createGenerationService } from './modules/generation/generation.service';
import { runLocaleOf } from './modules/generation/generation.steps';
import type { GenerationStore } from './modules/generation/generation.store';
import { createClipFinisher } from './modules/generation/generation.video-finish';
import type { PostEvents } from './modules/live/live.events';
import type { MediaService } from './modules/media/media.service';
import type { NotificationsService } from './modules/notifications/notifications.service';
import { createPostMediaService } from './modules/post-media/post-media.service';
import { createPostVideoService, createStoredVideoSubject } from './modules/posts/posts.video-service';
import type { PostVideoStore } from './modules/posts/posts.video-store';
import type { ProjectsService } from './modules/projects/projects.service';
import { createReviewActions } from './modules/review/review.actions';
import type { ReviewService } from './modules/review/review.service';

/**
 * The offline providers, each imported on its first use (the writer, the card renderer, the video renderer:
 * a server that never generates offline never loads them). Cards render in a pool of 2 worker threads that
 * start with the first card.
 */
export function createOfflineProviders(options: {
  ffmpegPath: string;
  espeakPath: string;
  workDir: string;
  log: ServiceLogger;
}) {
  const cardPool = createCardRenderPool(2);
  return {
    text: lazyTextProvider({ kind: 'offline', label: offlineLabels.text }, async () => {
      const { createOfflineTextProvider } = await import('./integrations/ai/offline/offline-text.provider');
      return createOfflineTextProvider();
    }),
    image: lazyImageProvider({ kind: 'offline', label: offlineLabels.image }, async () => {
      const { createOfflineImageProvider, renderOfflineCard } =
        await import('./integrations/ai/offline/offline-image.provider');
      return createOfflineImageProvider({
        // A worker that cannot start or dies must not cost the user an image: render on this thread instead.
        render: (input) =>
          cardPool.render(input).catch((error: unknown) => {
            options.log.warn({ err: error }, 'card worker failed; rendering on the main thread');
            return renderOfflineCard(input);
          }),
      });
    }),
    video: lazyVideoProvider({ kind: 'offline', label: offlineLabels.video }, async () => {
      const { createOfflineVideoProvider } = await import('./integrations/ai/offline/offline-video.provider');
      return createOfflineVideoProvider({
        ffmpegPath: options.ffmpegPath,
        espeakPath: options.espeakPath,
        workDir: join(options.workDir, 'video'),
      });
    }),
    close: () => cardPool.close(),
  };
}

/** The offline providers of the container. */
export type OfflineProviders = ReturnType<typeof createOfflineProviders>;

/**
 * The AI providers in force: the environment's endpoints win; the instance owner's in-app choices (keys sealed
 * with the secret box) serve the other capabilities; the rest run offline. Re-read before every call. Media at
 * the providers' own URLs is downloaded without the SSRF guard (`isTrustedProviderUrl`).
 */
export async function createAiWiring(deps: {
  config: Config;
  db: Database;
  secrets: SecretBox;
  workDir: string;
  log: ServiceLogger;
}) {
  const { config, db, secrets, workDir, log } = deps;
  const offline = createOfflineProviders({
    ffmpegPath: config.FFMPEG_PATH,
    espeakPath: config.ESPEAK_PATH,
    workDir,
    log,
  });
  // The AI providers in force: the environment's endpoints win; the instance owner's in-app choices (keys sealed
  // with the secret box) serve the other capabilities; the rest run offline. Re-read before every call.
  const ai = createProviderRegistry({
    environment: readEnvironmentEndpoints(config),
    // Called from the first resolve() below on, once the service exists.
    loadAppEndpoints: () => aiProviders.loadAppEndpoints(),
    build: (choices) =>
      buildAiProviders(choices, { offline, logger: log, maxConcurrent: config.AI_MAX_CONCURRENCY }),
  });
  const aiProviders = createAiProvidersService({
    store: createAiProvidersStore(db),
    secrets,
    registry: () => ai,
    log,
  });
  await ai.resolve();
  // Media of the providers in force (their URLs) is downloaded without the SSRF guard: the environment's
  // endpoints and the owner's in-app ones.
  const providerOrigins = () =>
    new Set(
      [
        config.OPENAI_BASE_URL,
        config.IMAGE_BASE_URL,
        config.VIDEO_BASE_URL,
        ...Object.values(ai.current().endpoints).map((endpoint) => endpoint.baseUrl),
      ].flatMap((url) => {
        try {
          return url ? [new URL(url).origin] : [];
        } catch {
          return [];
        }
      }),
    );
  const isTrustedProviderUrl = (url: string) => {
    try {
      return providerOrigins().has(new URL(url).origin);
    } catch {
      return false;
    }
  };
  return { offline, ai, aiProviders, isTrustedProviderUrl };
}

/**
 * Generation in the container: the runs (service, pipeline, run job), the video job for generated and stored
 * posts (History › Regenerate video), the review's actions and the per-post media changes, all with the AI
 * providers in force and the offline ones as fallback, shaped by the workspace's active brand pack.
 */
export function createGenerationWiring(deps: {
  config: Config;
  store: GenerationStore;
  postVideoStore: PostVideoStore;
  media: MediaService;
  events: RunEvents;
  ai: ProviderRegistry;
  offline: OfflineProviders;
  queue: JobQueue;
  notifications: NotificationsService;
  postEvents: PostEvents;
  projects: ProjectsService;
  review: ReviewService;
  brandStyleOf: (workspaceId: string) => Promise<BrandStyle | undefined>;
  isTrustedProviderUrl: (url: string) => boolean;
  workDir: string;
  clock: () => Date;
  sleep: (ms: number) => Promise<void>;
  log: ServiceLogger;
}) {
  const { config, store, media, events, ai, offline, queue, brandStyleOf, isTrustedProviderUrl, log } = deps;
  // History › Regenerate video: stored posts are the video job's second subject (target 'stored').
  const videoJob = createVideoJob({
    store,
    storedPosts: createStoredVideoSubject(deps.postVideoStore),
    media,
    events,
    video: ai.video,
    fallbackVideo: offline.video,
    pollIntervalMs: config.VIDEO_POLL_INTERVAL_MS,
    isTrustedProviderUrl,
    sleep: deps.sleep,
    log,
    brandStyleOf,
    // A remote clip gets the settings' resolution, narration and music (ffmpeg, espeak-ng) before it is stored.
    finisher: createClipFinisher({
      ffmpegPath: config.FFMPEG_PATH,
      ffprobePath: config.FFPROBE_PATH,
      espeakPath: config.ESPEAK_PATH,
      workDir: join(deps.workDir, 'video-finish'),
    }),
  });
  const pipeline = createGenerationPipeline({
    store,
    media,
    events,
    text: ai.text,
    image: ai.image,
    offlineImage: offline.image,
    video: ai.video,
    speech: ai.speech,
    palette: defaultBrandPalette,
    brandStyleOf,
    isTrustedProviderUrl,
    async enqueueVideo(postId, workspaceId) {
      await queue.send(videoJob, { postId, workspaceId }, { singletonKey: postId });
    },
    async onRunEnded(run, status) {
      await deps.notifications.notifyRunFinished({
        runId: run.id,
        userId: run.createdBy,
        status,
        prompt: run.prompt,
        locale: runLocaleOf(run),
        startedAt: run.createdAt,
        endedAt: deps.clock(),
      });
    },
    // postGenerated reaches the author's 'My posts' through the live stream, never the public feed.
    onPostsGenerated: (workspaceId, userId, postIds) =>
      deps.postEvents.announceGenerated(workspaceId, userId, postIds),
    log,
  });
  const runJob = createRunJob({ store, pipeline });
  const postVideo = createPostVideoService({
    store: deps.postVideoStore,
    async enqueue(postId, workspaceId) {
      await queue.send(videoJob, { postId, workspaceId, target: 'stored' }, { singletonKey: postId });
    },
  });
  const postMedia = createPostMediaService({
    posts: store,
    media,
    review: deps.review,
    image: ai.image,
    palette: defaultBrandPalette,
    brandStyleOf,
    isTrustedProviderUrl,
    log,
  });
  const generation = createGenerationService({
    store,
    // A run inside a project: the project must be the workspace's and editable by the caller.
    async checkProject(auth, projectId) {
      await deps.projects.checkCanAddAssets(auth, projectId);
    },
    async startRun(runId, workspaceId) {
      await queue.send(runJob, { runId, workspaceId }, { singletonKey: runId });
    },
    media,
    text: ai.text,
    speech: ai.speech,
    async capabilities() {
      const { providers, sources } = await ai.resolve();
      return describeCapabilities({
        ...providers,
        webSearch: { kind: sources.webSearch === 'offline' ? 'offline' : 'remote' },
      });
    },
    log,
  });
  const reviewActions = createReviewActions({
    review: deps.review,
    store,
    text: ai.text,
    image: ai.image,
    offlineImage: offline.image,
    media,
    palette: defaultBrandPalette,
    brandStyleOf,
    isTrustedProviderUrl,
    log,
  });
  return { videoJob, runJob, postVideo, postMedia, generation, reviewActions };
}
