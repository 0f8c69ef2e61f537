import { z } from 'zod';
import { platformIds } from '../domain/platforms';
import { defineContract } from './contract';
import { idSchema, safeText } from './fields';

const platformParam = z.object({ platform: z.enum(platformIds) });

/** A connected platform account as the Platforms tab and the destination picker see it (never its tokens). */
export const platformConnectionSchema = z.object({
  id: z.string(),
  platform: z.enum(platformIds),
  /** The destination id a post chooses to publish with this account: `<platform>:<connection id>`. */
  destinationId: z.string(),
  accountName: z.string(),
  status: z.enum(['connected', 'reconnect_needed']),
  lastSyncAt: z.string().nullable(),
  connectedAt: z.string(),
});
/** A connected platform account. */
export type PlatformConnection = z.infer<typeof platformConnectionSchema>;

/** One platform's card: whether it can be connected here, and the workspace's accounts on it. */
export const platformCardSchema = z.object({
  platform: z.enum(platformIds),
  /** This server has the platform's adapter (others show 'Not available yet'). */
  isAvailable: z.boolean(),
  /** The instance owner has entered the platform's OAuth client (or the environment sets it). */
  isConfigured: z.boolean(),
  /**
   * The platform fetches media from PUBLIC_URL (Instagram) and PUBLIC_URL is not reachable from the internet
   * (localhost, loopback, private ranges, .local): false, and the card says so. True for the other platforms.
   */
  isPublicUrlReachable: z.boolean(),
  connections: z.array(platformConnectionSchema),
});
/** One platform's card. */
export type PlatformCard = z.infer<typeof platformCardSchema>;

/** GET /api/platforms: every platform's card with the workspace's connected accounts. */
export const listPlatformsContract = defineContract({
  method: 'GET',
  path: '/api/platforms',
  summary: "The platforms and the workspace's connected accounts",
  tags: ['platforms'],
  response: z.object({ canManage: z.boolean(), platforms: z.array(platformCardSchema) }),
});

/** POST /api/platforms/:platform/connect: starts the OAuth flow; the browser goes to `authorizeUrl`. */
export const startConnectContract = defineContract({
  method: 'POST',
  path: '/api/platforms/:platform/connect',
  summary: 'Start connecting a platform account (OAuth 2.0 authorization code with PKCE)',
  tags: ['platforms'],
  params: platformParam,
  response: z.object({ attemptId: z.string(), authorizeUrl: z.string() }),
});

/** GET /api/platforms/:platform/callback: where the platform sends the browser back; redirects to Settings. */
export const connectCallbackContract = defineContract({
  method: 'GET',
  path: '/api/platforms/:platform/callback',
  summary: "The platform's OAuth redirect: checks the state, exchanges the code, stores the account",
  tags: ['platforms'],
  params: platformParam,
  query: z.object({
    state: safeText(200).optional(),
    code: safeText(2000).optional(),
    error: safeText(200).optional(),
    error_description: safeText(1000).optional(),
  }),
  response: z.object({}),
  responseKind: 'redirect',
});

/**
 * Why a Connect failed: the request expired (10 minutes), the user declined at the platform, or the platform
 * refused the code or the account lookup.
 */
export const connectFailures = ['expired', 'denied', 'refused'] as const;
/** Why a Connect failed. */
export type ConnectFailure = (typeof connectFailures)[number];

/** How a Connect ended (the connect dialog's last step). */
export const connectAttemptSchema = z.object({
  platform: z.enum(platformIds),
  status: z.enum(['pending', 'connected', 'failed']),
  /** The first account the Connect added (null unless connected). */
  accountName: z.string().nullable(),
  /** Every account the Connect added or connected again, e.g. each Facebook Page (empty unless connected). */
  accountNames: z.array(z.string()),
  failure: z.enum(connectFailures).nullable(),
});
/** How a Connect ended. */
export type ConnectAttempt = z.infer<typeof connectAttemptSchema>;

/** GET /api/platforms/attempts/:attemptId: the outcome of one of the caller's Connects. */
export const getConnectAttemptContract = defineContract({
  method: 'GET',
  path: '/api/platforms/attempts/:attemptId',
  summary: 'How a Connect ended',
  tags: ['platforms'],
  params: z.object({ attemptId: idSchema }),
  response: connectAttemptSchema,
});

/** DELETE /api/platforms/connections/:connectionId: revokes the tokens where the platform allows, deletes them. */
export const disconnectContract = defineContract({
  method: 'DELETE',
  path: '/api/platforms/connections/:connectionId',
  summary: 'Disconnect a platform account',
  tags: ['platforms'],
  params: z.object({ connectionId: idSchema }),
  response: z.object({ ok: z.literal(true) }),
});

/** A platform's OAuth client as the instance owner sees it (the secret never comes back). */
export const platformClientSchema = z.object({
  platform: z.enum(platformIds),
  isAvailable: z.boolean(),
  /** The exact redirect URI to register at the platform: `${PUBLIC_URL}/api/platforms/<platform>/callback`. */
  redirectUri: z.string(),
  /** True when environment variables set this client (the saved one is not used). */
  isFixedByEnvironment: z.boolean(),
  clientId: z.string().nullable(),
  hasSecret: z.boolean(),
});
/** A platform's OAuth client, owner's view. */
export type PlatformClient = z.infer<typeof platformClientSchema>;

/** GET /api/admin/platform-clients: every platform's OAuth client (instance owner only). */
export const listPlatformClientsContract = defineContract({
  method: 'GET',
  path: '/api/admin/platform-clients',
  summary: "The platforms' OAuth clients (instance owner only)",
  tags: ['platforms'],
  response: z.object({ clients: z.array(platformClientSchema) }),
});

/** PUT /api/admin/platform-clients/:platform: saves a platform's client id and secret (instance owner only). */
export const savePlatformClientContract = defineContract({
  method: 'PUT',
  path: '/api/admin/platform-clients/:platform',
  summary: "Save a platform's OAuth client (instance owner only)",
  tags: ['platforms'],
  params: platformParam,
  body: z.object({
    clientId: safeText(300).trim().min(1, 'Enter the client ID.'),
    /** A new secret; absent keeps the stored one, '' removes it (a public client). */
    clientSecret: safeText(500).trim().optional(),
  }),
  response: platformClientSchema,
});

/**
 * GET /api/platform-media/:token: one stored file under a signed link that works for an hour (for a platform
 * that fetches a post's media from a URL, as Instagram does); 404 after expiry or on a bad signature.
 */
export const getPlatformMediaContract = defineContract({
  method: 'GET',
  path: '/api/platform-media/:token',
  summary: 'A post’s media file under a signed, expiring link (fetched by the platform)',
  tags: ['platforms'],
  auth: 'public',
  params: z.object({ token: z.string().min(1).max(400) }),
  /** The platform the file is converted for (its format rules), when the stored file does not fit them. */
  query: z.object({ for: z.enum(platformIds).optional() }),
  response: z.file(),
  responseKind: 'file',
});
