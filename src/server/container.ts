import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { resolveMediaDir, resolvePublicUrl, type Config } from './config/config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createTransactionScope } from './db/transaction-scope';
import { join, resolve } from 'node:path';
import { lazyImageProvider, lazyTextProvider, lazyVideoProvider } from './integrations/ai/lazy-providers';
import { defaultBrandPalette } from './integrations/ai/offline/offline-image.colors';
import { createCardRenderPool } from './integrations/ai/offline/offline-image.pool';
import { describeCapabilities } from './modules/generation/generation.capabilities';
import { offlineLabels } from './integrations/ai/offline/offline-labels';
import { buildAiProviders, readEnvironmentEndpoints } from './integrations/ai/provider-choices';
import { createProviderRegistry } from './integrations/ai/provider-registry';
import { createSecretBox, loadSecretKey } from './crypto/secret-box';
import { createAiProvidersService } from './modules/ai-providers/ai-providers.service';
import { createAiProvidersStore } from './modules/ai-providers/ai-providers.store';
import { createMailer } from './integrations/email/mailer';
import { createLocalStorage } from './integrations/storage/local-storage';
import { createSafeFetch } from './integrations/web-fetch/safe-fetch';
import { createRunEvents } from './modules/generation/generation.events';
import { createRunJob, createVideoJob } from './modules/generation/generation.jobs';
import { createPostVideoStore } from './modules/posts/posts.video-store';
import { createPostVideoService, createStoredVideoSubject } from './modules/posts/posts.video-service';
import { createGenerationPipeline } from './modules/generation/generation.pipeline';
import { createGenerationService } from './modules/generation/generation.service';
import { createGenerationStore } from './modules/generation/generation.store';
import { createMediaService } from './modules/media/media.service';
import { createCommunityFeedDestination, type PublishDestination } from './modules/posts/posts.destinations';
import { createHistoryService } from './modules/posts/posts.history-service';
import { createHistoryStore } from './modules/posts/posts.history-store';
import { createFeedCommentsStore } from './modules/feed/feed-comments.store';
import { createFeedSharingStore } from './modules/feed/feed-sharing.store';
import { createFeedService } from './modules/feed/feed.service';
import { createFeedStore } from './modules/feed/feed.store';
import { createPublishJob } from './modules/posts/posts.publish-job';
import { createPublishService } from './modules/posts/posts.publish-service';
import { createPublishStore } from './modules/posts/posts.publish-store';
import { createPostsService } from './modules/posts/posts.service';
import { createPostsStore } from './modules/posts/posts.store';
import { createReviewActions } from './modules/review/review.actions';
import { createReviewService } from './modules/review/review.service';
import { createReviewStore } from './modules/review/review.store';
import { createMediaStore } from './modules/media/media.store';
import { createAssetEditService } from './modules/library/asset-edit.service';
import { createLibraryService } from './modules/library/library.service';
import { createLibraryStore } from './modules/library/library.store';
import { createLibraryExport } from './modules/library/library-export.service';
import { createBrandPackExport } from './modules/brand-packs/brand-packs.export';
import { createBrandPacksService } from './modules/brand-packs/brand-packs.service';
import { createBrandPacksStore } from './modules/brand-packs/brand-packs.store';
import { createProjectsService } from './modules/projects/projects.service';
import { createProjectsStore } from './modules/projects/projects.store';
import { createProjectInvitationsService } from './modules/projects/projects.invitations';
import { createInvitationIssuer } from './modules/instance/instance.invitations';
import { createMediaSweep } from './modules/media/media.sweep';
import { createEditJob } from './modules/reels/reels.job';
import { createReelsService } from './modules/reels/reels.service';
import { createReelsStore } from './modules/reels/reels.store';
import { createPostMediaService } from './modules/post-media/post-media.service';
import { createScrapingService } from './modules/scraping/scraping.service';
import { createJobQueue, type JobDefinition } from './jobs/queue';
import { buildResetLink, createAuthLoader } from './modules/accounts/accounts.auth';
import { composeResetEmail, findRecipientLocale } from './modules/accounts/accounts.emails';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createAccountsStore, createSessionsStore } from './modules/accounts/accounts.store';
import { createAccountExport } from './modules/account-security/account-export';
import { createAccountSecurityService } from './modules/account-security/account-security.service';
import { createAccountSecurityStore } from './modules/account-security/account-security.store';
import { createDashboardStore } from './modules/dashboard/dashboard.store';
import { createInstanceService } from './modules/instance/instance.service';
import { createPublicFormsService } from './modules/public-forms/public-forms.service';
import { createPublicFormsStore } from './modules/public-forms/public-forms.store';
import { runLocaleOf } from './modules/generation/generation.steps';
import { createRunWatchers } from './modules/generation/generation.watchers';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createNotificationsStore } from './modules/notifications/notifications.store';
import { createSettingsService } from './modules/settings/settings.service';
import { createSettingsStore } from './modules/settings/settings.store';
import { createRealtimeHub } from './realtime/realtime.hub';
import type { PlatformAdapter } from './integrations/platforms/types';
import { createPlatformsWiring } from './container.platforms';
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
  // Account writes that belong together (a registration: user, credential, session, workspace, ownership,
  // invitation) share one transaction across our stores and better-auth's adapter.
  const accountsScope = createTransactionScope(db);

  const accountsStore = createAccountsStore(accountsScope.db);
  const settings = await accountsStore.ensureInstanceSettings(randomBytes(32).toString('base64url'));
  const mailer = createMailer({ db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const loadAuth = createAuthLoader({
    db: accountsScope.db,
    secret: config.AUTH_SECRET ?? settings.authSecret,
    publicUrl,
    resetLinks: accountsStore,
    async onResetRequested(user, token) {
      const locale = await findRecipientLocale(accountsStore, user.id);
      await mailer.send(composeResetEmail(locale, user, buildResetLink(publicUrl, token)));
    },
  });
  const accounts = createAccountsService({
    loadAuth,
    store: accountsStore,
    sessionsStore: createSessionsStore(accountsScope.db),
    inTransaction: accountsScope.run,
    clock,
    idleMinutes: config.SESSION_IDLE_MINUTES,
    addressKey: config.AUTH_SECRET ?? settings.authSecret,
  });
  const instance = createInstanceService({ store: accountsStore, mailer, publicUrl, clock });
  const publicForms = createPublicFormsService({
    store: createPublicFormsStore(db),
    mailer,
    publicUrl,
    clock,
  });
  const dashboardStore = createDashboardStore(db);

  const dataDir = resolve(config.DATA_DIR);
  const storage = createLocalStorage({
    rootDir: resolveMediaDir(config),
  });
  const workDir = join(dataDir, 'tmp');
  const safeFetch = createSafeFetch({
    allowList: config.SSRF_ALLOWLIST,
    userAgent: 'Postforge/0.1 (+self-hosted)',
  });
  const accountSecurityStore = createAccountSecurityStore(db);
  const accountSecurity = createAccountSecurityService({
    store: accountSecurityStore,
    accountsStore,
    loadAuth,
    mailer,
    storage,
    publicUrl,
    clock,
    idleMinutes: config.SESSION_IDLE_MINUTES,
    log,
  });
  const buildAccountExport = createAccountExport({ store: accountSecurityStore, storage, clock, log });
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
  // Started by main.ts once the app listens; removes stored files without rows and stale temporary files.
  const library = createLibraryService({ store: createLibraryStore(db), mediaStore, storage });
  const assetEdits = createAssetEditService({
    mediaStore,
    media,
    storage,
    ffmpegPath: config.FFMPEG_PATH,
    fontPath: config.EDIT_FONT_PATH,
    workDir: join(workDir, 'edits'),
    // postEvents (below) exists by the time an edit runs.
    announceProgress: (notice) => postEvents.announceEditProgress(notice),
  });
  const projectsStore = createProjectsStore(db);
  const projects = createProjectsService({ store: projectsStore });
  const projectInvitations = createProjectInvitationsService({
    store: projectsStore,
    accounts: accountsStore,
    issuer: createInvitationIssuer({ store: accountsStore, publicUrl, clock }),
    mailer,
    projects,
    clock,
  });
  // The workspace's active brand pack shapes generation: offline cards' palette and logo, the writer's voice.
  const brandPacksStore = createBrandPacksStore(db);
  const brandPacks = createBrandPacksService({ store: brandPacksStore, storage });
  const brandPackExport = createBrandPackExport({ store: brandPacksStore, storage });
  const brandStyleOf = (workspaceId: string) => brandPacks.findStyle(workspaceId);
  // Exports of library files: sharp for images, ffmpeg (media-tools runner) for videos.
  const libraryExport = createLibraryExport({
    library,
    storage,
    findLogo: (workspaceId, packId) => brandPacks.findLogo(workspaceId, packId),
    ffmpegPath: config.FFMPEG_PATH,
    workDir: join(workDir, 'exports'),
  });
  const mediaSweep = createMediaSweep({ storage, store: mediaStore, workDir, clock, log });
  const scraping = createScrapingService({ safeFetch, log });

  const offline = createOfflineProviders({
    ffmpegPath: config.FFMPEG_PATH,
    espeakPath: config.ESPEAK_PATH,
    workDir,
    log,
  });
  // The AI providers in force: the environment's endpoints win; the instance owner's in-app choices (keys sealed
  // with the secret box) serve the other capabilities; the rest run offline. Re-read before every call.
  const secrets = createSecretBox(loadSecretKey({ secretKey: config.SECRET_KEY, dataDir }));
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
  // History › Regenerate video: stored posts are the video job's second subject (target 'stored').
  const postVideoStore = createPostVideoStore(db);
  const videoJob = createVideoJob({
    store: generationStore,
    storedPosts: createStoredVideoSubject(postVideoStore),
    media,
    events: runEvents,
    video: ai.video,
    fallbackVideo: offline.video,
    pollIntervalMs: config.VIDEO_POLL_INTERVAL_MS,
    isTrustedProviderUrl,
    sleep,
    log,
    brandStyleOf,
  });

  const queue = createJobQueue(database.pool, {
    onError(error) {
      log.error({ err: error }, 'job queue error');
    },
  });
  // Post lifecycle events to the workspace's open browsers (GET /api/events), across processes.
  const postEvents = createPostEvents({ hub: realtime, store: createLiveStore(db), log });
  const pipeline = createGenerationPipeline({
    store: generationStore,
    media,
    events: runEvents,
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
      await notifications.notifyRunFinished({
        runId: run.id,
        userId: run.createdBy,
        status,
        prompt: run.prompt,
        locale: runLocaleOf(run),
        startedAt: run.createdAt,
        endedAt: clock(),
      });
    },
    // postGenerated reaches the author's 'My posts' through the live stream, never the public feed.
    onPostsGenerated: (workspaceId, userId, postIds) =>
      postEvents.announceGenerated(workspaceId, userId, postIds),
    log,
  });
  const runJob = createRunJob({ store: generationStore, pipeline });
  // Changes of posts on the review screen: each keeps the post's previous state as a version.
  const review = createReviewService({ store: createReviewStore(db) });
  // Stored posts: drafts saved from the review.
  const postsStore = createPostsStore(db);
  const posts = createPostsService({ store: postsStore });
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
    authSecret: config.AUTH_SECRET ?? settings.authSecret,
    ...(options.platformAdapters ? { adapters: options.platformAdapters } : {}),
  });
  // Post now / schedule: the posts.publish job publishes each post once to its destinations at its time.
  const publishStore = createPublishStore(db);
  // The community feed, then the connected destinations (tests and benchmarks: a fake platform); each post
  // goes only to the ones chosen for it.
  const publishDestinations = [
    createCommunityFeedDestination(db, clock),
    ...(options.publishDestinations ?? []),
  ];
  const publishJob = createPublishJob({
    posts: postsStore,
    store: publishStore,
    destinations: publishDestinations,
    connected: connectedDestinations,
    announce: (type, workspaceId, postId) => postEvents.announce(type, workspaceId, postId),
    async requeue(payload, at) {
      await queue.send(publishJob, payload, { startAfter: at });
    },
    log,
  });
  const publishing = createPublishService({
    posts: postsStore,
    store: publishStore,
    destinationIds: publishDestinations.map((destination) => destination.id),
    connectedIds: (workspaceId) => connectedDestinations.listIds(workspaceId),
    userTimeZone: (userId) => accountsStore.findTimeZone(userId),
    announce: (type, workspaceId, postId) => postEvents.announce(type, workspaceId, postId),
    mediaOf: (workspaceId, assetId) => mediaStore.find(workspaceId, assetId),
    async enqueue(postId, workspaceId, at) {
      // To the millisecond: whole seconds made a post up to 1 s late before the poll even began.
      await queue.send(publishJob, { postId, workspaceId }, { startAfter: at });
    },
  });
  const postVideo = createPostVideoService({
    store: postVideoStore,
    async enqueue(postId, workspaceId) {
      await queue.send(videoJob, { postId, workspaceId, target: 'stored' }, { singletonKey: postId });
    },
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
  const reelsStore = createReelsStore(db);
  const reelsWorkDir = join(workDir, 'reels');
  const editJob = createEditJob({
    store: reelsStore,
    media,
    storage,
    ffmpegPath: config.FFMPEG_PATH,
    workDir: reelsWorkDir,
    async setPostVideo(workspaceId, postId, asset, by) {
      // The previous video stays in the post's versions (reason 'effect').
      const post = await review.updatePost(workspaceId, postId, { videoAssetId: asset.id }, 'effect', by);
      runEvents.notify(post.runId);
    },
    log,
  });
  const reels = createReelsService({
    store: reelsStore,
    posts: generationStore,
    media,
    storage,
    ffmpegPath: config.FFMPEG_PATH,
    workDir: reelsWorkDir,
    async enqueue(editId, workspaceId) {
      await queue.send(editJob, { editId, workspaceId }, { singletonKey: editId });
    },
  });
  const jobs: JobDefinition<z.ZodType>[] = [runJob, videoJob, editJob, publishJob];
  jobs.push(platformMetrics.definition);
  const postMedia = createPostMediaService({
    posts: generationStore,
    media,
    review,
    image: ai.image,
    palette: defaultBrandPalette,
    brandStyleOf,
    isTrustedProviderUrl,
    log,
  });
  const generation = createGenerationService({
    store: generationStore,
    // A run inside a project: the project must be the workspace's and editable by the caller.
    async checkProject(auth, projectId) {
      await projects.checkCanAddAssets(auth, projectId);
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
    review,
    store: generationStore,
    text: ai.text,
    image: ai.image,
    offlineImage: offline.image,
    media,
    palette: defaultBrandPalette,
    brandStyleOf,
    isTrustedProviderUrl,
    log,
  });
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

/**
 * The offline providers, each imported on its first use (the writer, the card renderer, the video renderer:
 * a server that never generates offline never loads them). Cards render in a pool of 2 worker threads that
 * start with the first card.
 */
function createOfflineProviders(options: {
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
