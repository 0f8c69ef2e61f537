import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createRunContract, enhancePromptContract, transcribeContract } from '../shared/contracts/generation';
import {
  regenerateImageContract,
  regeneratePostContract,
  shortenPostContract,
} from '../shared/contracts/review';
import { uploadMediaContract } from '../shared/contracts/media';
import { uploadAvatarContract } from '../shared/contracts/settings';
import { scrapeUrlContract } from '../shared/contracts/scraping';
import { inviteToProjectContract } from '../shared/contracts/projects';
import { resolvePublicUrl, resolveTrustedOrigins } from './config/config';
import type { Container } from './container';
import { registerAuthResolution } from './http/auth.plugin';
import { handleClientError, handleFrameworkError, registerErrorHandling } from './http/errors.plugin';
import { registerOpenApi } from './http/openapi';
import { applyUserRateLimits } from './http/rate-limits';
import { registerSecurity } from './http/security.plugin';
import { registerWebApp } from './http/web-app.plugin';
import { registerAccountRoutes } from './modules/accounts/accounts.routes';
import { registerAccountSecurityRoutes } from './modules/account-security/account-security.routes';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { registerGenerationRoutes } from './modules/generation/generation.routes';
import { registerMediaRoutes, uploadMaxBytes } from './modules/media/media.routes';
import { registerLibraryRoutes } from './modules/library/library.routes';
import { registerLibraryExportRoutes } from './modules/library/library-export.routes';
import { registerBrandPacksRoutes } from './modules/brand-packs/brand-packs.routes';
import { registerBrandPackFilesRoutes } from './modules/brand-packs/brand-pack-files.routes';
import { registerProjectsRoutes } from './modules/projects/projects.routes';
import { registerPostMediaRoutes } from './modules/post-media/post-media.routes';
import { registerReelsRoutes } from './modules/reels/reels.routes';
import { registerHistoryRoutes } from './modules/posts/posts.history.routes';
import { registerPostsRoutes } from './modules/posts/posts.routes';
import { registerFeedPublicRoutes } from './modules/feed/feed-public.routes';
import { registerFeedRoutes } from './modules/feed/feed.routes';
import { registerReviewRoutes } from './modules/review/review.routes';
import { registerScrapingRoutes } from './modules/scraping/scraping.routes';
import { registerInstanceRoutes } from './modules/instance/instance.routes';
import { registerPublicFormsRoutes } from './modules/public-forms/public-forms.routes';
import { registerAiProvidersRoutes } from './modules/ai-providers/ai-providers.routes';
import { registerSystemRoutes } from './modules/system/system.routes';
import { registerSettingsRoutes } from './modules/settings/settings.routes';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { registerLiveRoutes } from './modules/live/live.routes';
import { registerPlatformsRoutes } from './modules/platforms/platforms.routes';
import { resolveProjectPath } from './paths';

/** Where `vite build` puts the web app. */
export const defaultWebRoot = resolveProjectPath('dist/web');

/** Options of the HTTP app. */
export interface BuildAppOptions {
  /** A pino logger shared with the container (main.ts); no logging when absent. */
  loggerInstance?: FastifyServerOptions['loggerInstance'];
  /** Serve the built web app (off in API-only tests). */
  webRoot?: string | false;
}

/** Builds the Fastify app around a container, without listening: main.ts listens, tests use inject(). */
export async function buildApp(
  container: Container,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const { config } = container;
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: false }),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // The router's own errors (bad percent-encoding, over-long parameters) and unreadable HTTP requests
    // answer in our error shape too, without echoing the path.
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  await registerOpenApi(app, '0.1.0');
  await registerSecurity(app, { trustedOrigins: resolveTrustedOrigins(config) });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: uploadMaxBytes, files: 1 },
    throwFileSizeLimit: false,
  });
  registerAuthResolution(app, container.accounts.resolveAuth);

  registerSystemRoutes(app, { database: container.database, queue: container.queue });

  const perTenMinutes = (max: number) => ({ max, windowMs: 10 * 60 * 1000 });
  applyUserRateLimits(app, [
    { contract: scrapeUrlContract, scope: 'scrape', rule: perTenMinutes(config.RATE_LIMIT_SCRAPES_PER_USER) },
    { contract: createRunContract, scope: 'run', rule: perTenMinutes(config.RATE_LIMIT_RUNS_PER_USER) },
    {
      contract: uploadMediaContract,
      scope: 'upload',
      rule: perTenMinutes(config.RATE_LIMIT_UPLOADS_PER_USER),
    },
    {
      contract: uploadAvatarContract,
      scope: 'avatar',
      rule: perTenMinutes(config.RATE_LIMIT_UPLOADS_PER_USER),
    },
    {
      contract: inviteToProjectContract,
      scope: 'project-invite',
      rule: perTenMinutes(config.RATE_LIMIT_INVITATIONS_PER_USER),
    },
    {
      contract: enhancePromptContract,
      scope: 'enhance',
      rule: perTenMinutes(config.RATE_LIMIT_ENHANCE_PER_USER),
    },
    {
      contract: transcribeContract,
      scope: 'transcribe',
      rule: perTenMinutes(config.RATE_LIMIT_TRANSCRIBE_PER_USER),
    },
    ...(
      [
        ['regenerate-post', regeneratePostContract],
        ['regenerate-image', regenerateImageContract],
        ['shorten-post', shortenPostContract],
      ] as const
    ).map(([scope, contract]) => ({
      contract,
      scope,
      rule: perTenMinutes(config.RATE_LIMIT_REVIEW_AI_PER_USER),
    })),
  ]);

  registerAccountRoutes(app, container.accounts, {
    perAddress: config.RATE_LIMIT_LOGIN_PER_ADDRESS,
    perAccountAddress: config.RATE_LIMIT_LOGIN_PER_ACCOUNT_IP,
    perAccount: config.RATE_LIMIT_LOGIN_PER_ACCOUNT,
    resetMailsPerAccount: config.RATE_LIMIT_RESET_MAILS,
  });
  registerAccountSecurityRoutes(app, {
    service: container.accountSecurity,
    buildExport: container.buildAccountExport,
    clearCookies: (headers) => container.accounts.logout(headers),
  });
  registerInstanceRoutes(app, container.instance);
  registerPublicFormsRoutes(app, container.publicForms, {
    perAddress: config.RATE_LIMIT_PUBLIC_FORMS_PER_ADDRESS,
  });
  registerAiProvidersRoutes(app, container.aiProviders);
  registerDashboardRoutes(app, container.dashboardStore);
  registerScrapingRoutes(app, container.scraping);
  registerMediaRoutes(app, {
    media: container.media,
    storage: container.storage,
    uploadDir: container.uploadDir,
  });
  registerLibraryRoutes(app, {
    library: container.library,
    assetEdits: container.assetEdits,
    storage: container.storage,
  });
  registerLibraryExportRoutes(app, { libraryExport: container.libraryExport, clock: container.clock });
  registerProjectsRoutes(app, {
    projects: container.projects,
    invitations: container.projectInvitations,
  });
  registerBrandPacksRoutes(app, {
    brandPacks: container.brandPacks,
    brandPackExport: container.brandPackExport,
  });
  registerBrandPackFilesRoutes(app, { brandPackFiles: container.brandPackFiles, storage: container.storage });
  registerGenerationRoutes(app, container.generation, container.runEvents, container.runWatchers);
  registerSettingsRoutes(app, { settings: container.userSettings, uploadDir: container.uploadDir });
  registerNotificationRoutes(app, container.notifications);
  registerLiveRoutes(app, container.postEvents);
  registerReelsRoutes(app, container.reels);
  registerPostMediaRoutes(app, {
    service: container.postMedia,
    posts: container.generationStore,
    media: container.media,
    storage: container.storage,
  });
  registerReviewRoutes(app, container.review, container.reviewActions);
  registerHistoryRoutes(app, container.postHistory, container.publishing, container.postVideo);
  registerPostsRoutes(app, container.posts, container.publishing);
  registerPlatformsRoutes(app, {
    service: container.platforms,
    clients: container.platformClients,
    mediaLinks: container.platformMediaLinks,
    converter: container.platformMediaConverter,
    media: container.mediaStore,
    storage: container.storage,
  });
  registerFeedRoutes(app, container.feed, { realtime: container.realtime });
  registerFeedPublicRoutes(app, {
    service: container.feed,
    store: container.feedStore,
    storage: container.storage,
    publicUrl: resolvePublicUrl(config),
    realtime: container.realtime,
  });

  const webRoot = options.webRoot === undefined ? defaultWebRoot : options.webRoot;
  if (webRoot) await registerWebApp(app, webRoot);
  return app;
}
