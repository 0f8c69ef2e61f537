import type { Database } from './db/client';
import type { Config } from './config/config';
import type { SecretBox } from './crypto/secret-box';
import { createFacebookAdapter } from './integrations/platforms/facebook';
import { createInstagramAdapter } from './integrations/platforms/instagram';
import { createLinkedInAdapter } from './integrations/platforms/linkedin';
import { createPlatformRegistry } from './integrations/platforms/registry';
import { createTikTokAdapter } from './integrations/platforms/tiktok';
import type { OAuthClient, PlatformAdapter } from './integrations/platforms/types';
import { createXAdapter } from './integrations/platforms/x';
import { createYouTubeAdapter } from './integrations/platforms/youtube';
import type { MediaStorage } from './integrations/storage/storage';
import type { MediaStore } from './modules/media/media.store';
import type { NotificationsService } from './modules/notifications/notifications.service';
import { createPlatformClients } from './modules/platforms/platforms.clients';
import { createConnectedDestinations } from './modules/platforms/platforms.destinations';
import { createMediaConverter } from './modules/platforms/platforms.media-convert';
import { createMediaLinks } from './modules/platforms/platforms.media-links';
import { createMetricsJob } from './modules/platforms/platforms.metrics-job';
import { createMetricsStore } from './modules/platforms/platforms.metrics-store';
import { createPlatformsService } from './modules/platforms/platforms.service';
import { createPlatformsStore } from './modules/platforms/platforms.store';
import { createConnectionTokens } from './modules/platforms/platforms.tokens';
import type { ServiceLogger } from './container';
import type { PlatformId } from '../shared/domain/platforms';

/**
 * The platform connections of the container: one adapter per platform (the real APIs, or the given ones in
 * tests), the OAuth clients (environment first), the Connect/Disconnect service, the account tokens (sealed,
 * refreshed, reconnect_needed with an alert), the signed media links and media conversion, each connected
 * account as a publish destination, and the metrics job.
 */
export function createPlatformsWiring(deps: {
  config: Config;
  db: Database;
  secrets: SecretBox;
  publicUrl: string;
  clock: () => Date;
  sleep: (ms: number) => Promise<void>;
  log: ServiceLogger;
  notifications: Pick<NotificationsService, 'notifyPlatformConnectionBroken'>;
  mediaStore: MediaStore;
  storage: MediaStorage;
  workDir: string;
  /** The server secret the media links' HMAC key derives from. */
  authSecret: string;
  /** Adapters instead of the real ones (tests). */
  adapters?: readonly PlatformAdapter[];
}) {
  const { config, db, secrets, publicUrl, clock, sleep, log, notifications, mediaStore, storage, workDir } =
    deps;
  const platformRegistry = createPlatformRegistry(
    deps.adapters ?? [
      createXAdapter({
        apiBaseUrl: config.X_API_BASE_URL,
        authorizeUrl: config.X_AUTHORIZE_URL,
        clock,
        sleep,
      }),
      createLinkedInAdapter({
        apiBaseUrl: config.LINKEDIN_API_BASE_URL,
        authBaseUrl: config.LINKEDIN_AUTH_BASE_URL,
        apiVersion: config.LINKEDIN_API_VERSION,
        clock,
        sleep,
      }),
      createYouTubeAdapter({
        apiBaseUrl: config.YOUTUBE_API_BASE_URL,
        oauthBaseUrl: config.GOOGLE_OAUTH_BASE_URL,
        authorizeUrl: config.GOOGLE_AUTHORIZE_URL,
        clock,
        sleep,
      }),
      createTikTokAdapter({
        apiBaseUrl: config.TIKTOK_API_BASE_URL,
        authorizeUrl: config.TIKTOK_AUTHORIZE_URL,
        clock,
        sleep,
      }),
      createFacebookAdapter({
        graphBaseUrl: config.META_GRAPH_BASE_URL,
        videoBaseUrl: config.META_GRAPH_VIDEO_BASE_URL,
        authorizeUrl: config.META_AUTHORIZE_URL,
        version: config.META_GRAPH_VERSION,
        clock,
        sleep,
      }),
      createInstagramAdapter({
        graphBaseUrl: config.META_GRAPH_BASE_URL,
        authorizeUrl: config.META_AUTHORIZE_URL,
        version: config.META_GRAPH_VERSION,
        clock,
        sleep,
      }),
    ],
  );
  const platformsStore = createPlatformsStore(db);
  // Each platform's client from the environment (it wins over the Instance screen's).
  const fromEnvironment: [PlatformId, string | undefined, string | undefined][] = [
    ['twitter', config.X_CLIENT_ID, config.X_CLIENT_SECRET],
    ['linkedin', config.LINKEDIN_CLIENT_ID, config.LINKEDIN_CLIENT_SECRET],
    ['youtube', config.YOUTUBE_CLIENT_ID, config.YOUTUBE_CLIENT_SECRET],
    ['tiktok', config.TIKTOK_CLIENT_KEY, config.TIKTOK_CLIENT_SECRET],
    ['facebook', config.FACEBOOK_CLIENT_ID, config.FACEBOOK_CLIENT_SECRET],
    ['instagram', config.INSTAGRAM_CLIENT_ID, config.INSTAGRAM_CLIENT_SECRET],
  ];
  const environmentClients: Partial<Record<PlatformId, OAuthClient>> = {};
  for (const [platform, clientId, clientSecret] of fromEnvironment)
    if (clientId) environmentClients[platform] = { clientId, ...(clientSecret ? { clientSecret } : {}) };
  const platformClients = createPlatformClients({
    store: platformsStore,
    secrets,
    registry: platformRegistry,
    publicUrl,
    environment: environmentClients,
  });
  const platforms = createPlatformsService({
    store: platformsStore,
    secrets,
    registry: platformRegistry,
    clients: platformClients,
    publicUrl,
    clock,
    log,
  });
  const connectionTokens = createConnectionTokens({
    store: platformsStore,
    secrets,
    registry: platformRegistry,
    clients: platformClients,
    clock,
    async onBroken(connection) {
      if (!connection.connectedBy) return;
      await notifications
        .notifyPlatformConnectionBroken(
          connection.connectedBy,
          connection.platform as PlatformId,
          connection.accountName,
        )
        .catch((error: unknown) => log.warn({ err: error }, 'connection alert not sent'));
    },
  });
  // Signed, hour-long links to a post's media for platforms that fetch it from PUBLIC_URL (Instagram).
  // Media converted to each platform's formats at publish time (and for a signed link a platform fetches).
  const platformMediaConverter = createMediaConverter({
    ffmpegPath: config.FFMPEG_PATH,
    ffprobePath: config.FFPROBE_PATH,
    workDir,
  });
  const platformMediaLinks = createMediaLinks({
    secret: deps.authSecret,
    publicUrl,
    clock,
  });
  const connectedDestinations = createConnectedDestinations({
    mediaLinks: platformMediaLinks,
    store: platformsStore,
    tokens: connectionTokens,
    registry: platformRegistry,
    media: mediaStore,
    storage,
    converter: platformMediaConverter,
    clock,
  });
  // The platforms' figures of recent publications, fetched on a schedule (and old Connect requests deleted).
  const platformMetrics = createMetricsJob({
    store: createMetricsStore(db),
    platforms: platformsStore,
    tokens: connectionTokens,
    registry: platformRegistry,
    intervalMinutes: config.PLATFORM_METRICS_INTERVAL_MINUTES,
    clock,
    log,
  });
  return {
    platformRegistry,
    platformsStore,
    platformClients,
    platforms,
    connectionTokens,
    platformMediaConverter,
    platformMediaLinks,
    connectedDestinations,
    platformMetrics,
  };
}
