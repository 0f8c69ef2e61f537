import type { z } from 'zod';
import { resolveMediaDir, resolvePublicUrl, type Config } from './config/config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { join, resolve } from 'node:path';
import { createSecretBox, loadSecretKey } from './crypto/secret-box';
import { createMailer } from './integrations/email/mailer';
import { createLocalStorage } from './integrations/storage/local-storage';
import { createSafeFetch } from './integrations/web-fetch/safe-fetch';
import { createRunEvents } from './modules/generation/generation.events';
import type { PublishDestination } from './modules/posts/posts.destinations';
import { createPostVideoStore } from './modules/posts/posts.video-store';
import { createGenerationStore } from './modules/generation/generation.store';
import { createMediaService } from './modules/media/media.service';
import { createHistoryService } from './modules/posts/posts.history-service';
import { createHistoryStore } from './modules/posts/posts.history-store';
import { createFeedCommentsStore } from './modules/feed/feed-comments.store';
import { createFeedSharingStore } from './modules/feed/feed-sharing.store';
import { createFeedService } from './modules/feed/feed.service';
import { createFeedStore } from './modules/feed/feed.store';
import { createPostsService } from './modules/posts/posts.service';
import { createPostsStore } from './modules/posts/posts.store';
import { createReviewService } from './modules/review/review.service';
import { createReviewStore } from './modules/review/review.store';
import { createMediaStore } from './modules/media/media.store';
import { createMediaSweep } from './modules/media/media.sweep';
import { createScrapingService } from './modules/scraping/scraping.service';
import { createJobQueue, type JobDefinition } from './jobs/queue';
import { createDashboardStore } from './modules/dashboard/dashboard.store';
import { createPublicFormsService } from './modules/public-forms/public-forms.service';
import { createPublicFormsStore } from './modules/public-forms/public-forms.store';
import { createRunWatchers } from './modules/generation/generation.watchers';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createNotificationsStore } from './modules/notifications/notifications.store';
import { createSettingsService } from './modules/settings/settings.service';
import { createSettingsStore } from './modules/settings/settings.store';
import { createRealtimeHub } from './realtime/realtime.hub';
import type { PlatformAdapter } from './integrations/platforms/types';
import { createAccountsWiring } from './container.accounts';
import { createAiWiring, createGenerationWiring } from './container.generation';
import { createLibraryWiring } from './container.library';
import { createPlatformsWiring } from './container.platforms';
import { createPublishingWiring } from './container.publishing';
import { createReelsWiring } from './container.reels';
import { createPostEvents } from './modules/live/live.events';
import { createLiveStore } from './modules/live/live.store';

/** A minimal logger the services write to (pino in the app). */
export interface ServiceLogger {
  info?(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const silentLogger: ServiceLogger = { warn: () => undefined, error: () => undefined };

/** Everything the app needs, wired with plain factories (no DI framework). */
export async function createContainer(
  config: Config,
  options: {
    database?: DatabaseHandle;
    clock?: () => Date;
    logger?: ServiceLogger;
    sleep?: (ms: number) => Promise<void>;
    /** Destinations a post may choose besides the community feed (tests and benchmarks: a fake platform). */
    publishDestinations?: readonly PublishDestination[];
    /** Platform adapters instead of the real ones (tests: adapters with short timeouts). */
    platformAdapters?: readonly PlatformAdapter[];
  } = {},
) {
  const log = options.logger ?? silentLogger;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const clock = options.clock ?? (() => new Date());
  const publicUrl = resolvePublicUrl(config);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      embeddedPort: config.EMBEDDED_DATABASE_PORT,
      log: {
        info: (details, message) => log.info?.(details, message),
        warn: (details, message) => log.warn(details, message),
      },
    }));
  const { db } = database;
  // Live notices across processes (PostgreSQL LISTEN/NOTIFY); its one listening connection opens on first use.
  const realtime = createRealtimeHub({ url: database.url, pool: database.pool, log });
  const mailer = createMailer({ db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const dataDir = resolve(config.DATA_DIR);
  const storage = createLocalStorage({
    rootDir: resolveMediaDir(config),
  });
  // Accounts, the auth engine, the owner's instance settings, account security: container.accounts.ts.
  const { accountsStore, authSecret, accounts, instance, accountSecurity, buildAccountExport } =
    await createAccountsWiring({ config, db, mailer, storage, publicUrl, clock, log });
  const publicForms = createPublicFormsService({
    store: createPublicFormsStore(db),
    mailer,
    publicUrl,
    clock,
  });
  const dashboardStore = createDashboardStore(db);

  const workDir = join(dataDir, 'tmp');
  const safeFetch = createSafeFetch({
    allowList: config.SSRF_ALLOWLIST,
    userAgent: 'Postforge/0.1 (+self-hosted)',
  });
  const mediaStore = createMediaStore(db);
  const media = createMediaService({
    store: mediaStore,
    storage,
    safeFetch,
    ffmpegPath: config.FFMPEG_PATH,
    ffprobePath: config.FFPROBE_PATH,
    pdftoppmPath: config.PDFTOPPM_PATH,
    workDir: join(workDir, 'media'),
  });
  // Library files, their edits and exports, projects and brand packs: container.library.ts.
  const {
    library,
    assetEdits,
    projects,
    projectInvitations,
    brandPacks,
    brandPackFiles,
    brandPackExport,
    brandStyleOf,
    libraryExport,
  } = createLibraryWiring({
    config,
    db,
    storage,
    media,
    mediaStore,
    accountsStore,
    mailer,
    publicUrl,
    clock,
    workDir,
    // postEvents (below) exists by the time an edit runs.
    announceEditProgress: (notice) => postEvents.announceEditProgress(notice),
  });
  // Started by main.ts once the app listens; removes stored files without rows and stale temporary files.
  const mediaSweep = createMediaSweep({ storage, store: mediaStore, workDir, clock, log });
  const scraping = createScrapingService({ safeFetch, log });

  // The AI providers in force, the offline ones, and which URLs are the providers' own: container.generation.ts.
  const secrets = createSecretBox(loadSecretKey({ secretKey: config.SECRET_KEY, dataDir }));
  const { offline, ai, aiProviders, isTrustedProviderUrl } = await createAiWiring({
    config,
    db,
    secrets,
    workDir,
    log,
  });

  const generationStore = createGenerationStore(db);
  const runEvents = createRunEvents();
  const runWatchers = createRunWatchers();
  const settingsStore = createSettingsStore(db);
  const userSettings = createSettingsService({ store: settingsStore, media });
  const notifications = createNotificationsService({
    store: createNotificationsStore(db),
    settings: settingsStore,
    mailer,
    publicUrl,
    clock,
    longRunMs: config.NOTIFY_RUN_MIN_SECONDS * 1000,
    isWatchingRun: (userId, runId) => runWatchers.isWatching(userId, runId),
    log,
  });
  const queue = createJobQueue(database.pool, {
    onError(error) {
      log.error({ err: error }, 'job queue error');
    },
  });
  // Post lifecycle events to the workspace's open browsers (GET /api/events), across processes.
  const postEvents = createPostEvents({ hub: realtime, store: createLiveStore(db), log });
  // Changes of posts on the review screen: each keeps the post's previous state as a version.
  const review = createReviewService({ store: createReviewStore(db) });
  // Stored posts: drafts saved from the review.
  const postsStore = createPostsStore(db);
  const posts = createPostsService({ store: postsStore });
  // Runs, the video job (generated and stored posts), the review's actions: container.generation.ts.
  const postVideoStore = createPostVideoStore(db);
  const { videoJob, runJob, postVideo, postMedia, generation, reviewActions } = createGenerationWiring({
    config,
    store: generationStore,
    postVideoStore,
    media,
    events: runEvents,
    ai,
    offline,
    queue,
    notifications,
    postEvents,
    projects,
    review,
    brandStyleOf,
    isTrustedProviderUrl,
    workDir,
    clock,
    sleep,
    log,
  });
  // Platform connections over OAuth 2.0 (one adapter per platform, tokens sealed at rest), their publish
  // destinations, signed media links, media conversion and the metrics job: container.platforms.ts.
  const {
    platformClients,
    platforms,
    connectionTokens,
    platformMediaConverter,
    platformMediaLinks,
    connectedDestinations,
    platformMetrics,
  } = createPlatformsWiring({
    config,
    db,
    secrets,
    publicUrl,
    clock,
    sleep,
    log,
    notifications,
    mediaStore,
    storage,
    workDir,
    authSecret: authSecret,
    ...(options.platformAdapters ? { adapters: options.platformAdapters } : {}),
  });
  // Post now / schedule: container.publishing.ts.
  const { publishJob, publishing } = createPublishingWiring({
    db,
    clock,
    queue,
    posts: postsStore,
    connected: connectedDestinations,
    accountsStore,
    mediaStore,
    postEvents,
    ...(options.publishDestinations ? { extraDestinations: options.publishDestinations } : {}),
    log,
  });
  // Post history and calendar: filtered keyset pages and the history's changes of stored posts.
  const postHistory = createHistoryService({ posts: postsStore, history: createHistoryStore(db) });
  // The community feed: public pages, actions, comments, follows, moderation, direct shares.
  const feedStore = createFeedStore(db, database.pool);
  const feed = createFeedService({
    feed: feedStore,
    comments: createFeedCommentsStore(db, feedStore),
    sharing: createFeedSharingStore(db),
    clock,
  });
  // Video edits of posts (effect, aspect, trim) and their render job: container.reels.ts.
  const { editJob, reels } = createReelsWiring({
    config,
    db,
    media,
    storage,
    queue,
    generationStore,
    review,
    runEvents,
    workDir,
    log,
  });
  const jobs: JobDefinition<z.ZodType>[] = [runJob, videoJob, editJob, publishJob];
  jobs.push(platformMetrics.definition);
  return {
    config,
    publicUrl,
    clock,
    database,
    realtime,
    postEvents,
    queue,
    jobs,
    mailer,
    accounts,
    instance,
    publicForms,
    accountSecurity,
    buildAccountExport,
    dashboardStore,
    storage,
    media,
    mediaSweep,
    library,
    assetEdits,
    projects,
    projectInvitations,
    brandPacks,
    brandPackExport,
    brandPackFiles,
    libraryExport,
    scraping,
    ai,
    aiProviders,
    runEvents,
    runWatchers,
    generation,
    userSettings,
    settingsStore,
    notifications,
    reels,
    review,
    posts,
    publishing,
    postHistory,
    platforms,
    platformClients,
    connectionTokens,
    platformMediaLinks,
    platformMediaConverter,
    mediaStore,
    platformMetrics,
    postVideo,
    feed,
    feedStore,
    postMedia,
    generationStore,
    reviewActions,
    uploadDir: join(workDir, 'uploads'),
    async close() {
      await mediaSweep.stop();
      // Running jobs are interrupted and retried by the next process, which resumes their runs.
      await queue.stop();
      await realtime.close();
      await offline.close();
      await database.close();
    },
  };
}

/** The wired application. */
export type Container = Awaited<ReturnType<typeof createContainer>>;
