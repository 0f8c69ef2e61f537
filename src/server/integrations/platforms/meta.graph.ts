import { createHash } from 'node:crypto';
import { PublishOutcomeUnknownError, PublishRejectedError } from '../../modules/posts/posts.publish-outcomes';
import { OAuthGrantError, PlatformAuthError, type OAuthClient, type TokenSet } from './types';

/** Where Meta's Graph API lives (defaults: the real one; tests: the loopback fake). */
export interface MetaGraphOptions {
  /** https://graph.facebook.com */
  graphBaseUrl: string;
  /** Video uploads: https://graph-video.facebook.com (tests: the same fake). */
  videoBaseUrl?: string;
  /** The Graph API version of every call, e.g. v26.0. */
  version: string;
  /** Longest wait for one answer; past it the outcome is unknown (default 30 s). */
  timeoutMs?: number;
  clock?: () => Date;
}

/** Graph's error answer: `{ error: { message, type, code, error_subcode, fbtrace_id } }`. */
interface GraphError {
  error?: { message?: unknown; type?: unknown; code?: unknown; error_subcode?: unknown };
}

/** Graph's answer to one call: status, parsed JSON, and for an error its code and message. */
export interface GraphAnswer {
  status: number;
  body: unknown;
  code: number | undefined;
  reason: string;
}

/** Graph's throttling codes: application (4), user (17), page (32), custom (613), business use case (80001-80014). */
export const isRateLimitCode = (code: number | undefined) =>
  code === 4 ||
  code === 17 ||
  code === 32 ||
  code === 613 ||
  (code !== undefined && code >= 80_000 && code < 80_100);
/** Graph's 'Duplicate status message' (a Page feed post with the same text as a recent one). */
export const duplicateCode = 506;

/** The code and message of a Graph error body. */
export function readGraphError(text: string, status: number): { code: number | undefined; reason: string } {
  try {
    const error = (JSON.parse(text) as GraphError).error;
    const code = typeof error?.code === 'number' ? error.code : undefined;
    const message = typeof error?.message === 'string' && error.message.trim() ? error.message.trim() : '';
    if (message) return { code, reason: message.slice(0, 500) };
    return { code, reason: `HTTP ${status}` };
  } catch {
    return { code: undefined, reason: text.trim().slice(0, 500) || `HTTP ${status}` };
  }
}

/**
 * The wait Meta asks for after throttling, in seconds: X-Business-Use-Case-Usage's
 * `estimated_time_to_regain_access` (minutes, per business id and type), when present.
 */
export function readRegainSeconds(headers: Headers): number | undefined {
  const raw = headers.get('x-business-use-case-usage');
  if (!raw) return undefined;
  try {
    const usage = JSON.parse(raw) as Record<string, { estimated_time_to_regain_access?: unknown }[]>;
    const minutes = Object.values(usage)
      .flat()
      .map((entry) => Number(entry.estimated_time_to_regain_access))
      .filter((value) => Number.isFinite(value));
    return minutes.length > 0 ? Math.max(...minutes) * 60 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Meta's Graph API over HTTPS, shared by the Facebook Pages and Instagram adapters. Tokens go in the
 * Authorization header (never in a URL). An expired or revoked token (OAuthException 190, or 401) is a
 * PlatformAuthError; throttling (codes 4, 17, 32, 613, 800xx) leaves the outcome unknown with Meta's wait;
 * a timeout, a lost connection or a 5xx leave it unknown; other answers are returned for the caller to read.
 */
export function createMetaGraph(options: MetaGraphOptions) {
  const base = `${options.graphBaseUrl.replace(/\/+$/u, '')}/${options.version}`;
  const videoBase = `${(options.videoBaseUrl ?? options.graphBaseUrl).replace(/\/+$/u, '')}/${options.version}`;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const clock = options.clock ?? (() => new Date());

  async function send(url: string, token: string | undefined, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, {
        ...init,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(init.headers as Record<string, string> | undefined),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'connection failed';
      throw new PublishOutcomeUnknownError(`meta: ${reason}`);
    }
  }

  async function read(response: Response): Promise<GraphAnswer> {
    const text = await response.text().catch(() => '');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (response.ok) return { status: response.status, body, code: undefined, reason: '' };
    const { code, reason } = readGraphError(text, response.status);
    if (code === 190 || response.status === 401) throw new PlatformAuthError(`meta: ${reason}`);
    if (isRateLimitCode(code) || response.status === 429)
      throw new PublishOutcomeUnknownError(`meta: ${reason}`, readRegainSeconds(response.headers), reason);
    if (response.status >= 500 || response.status === 408)
      throw new PublishOutcomeUnknownError(`meta: ${reason}`, undefined, reason);
    return { status: response.status, body, code, reason };
  }

  return {
    clock,
    /** One Graph call (`path` after the version, e.g. `/me/accounts?fields=...`) with a bearer token. */
    async call(path: string, token: string, init: RequestInit = {}): Promise<GraphAnswer> {
      return read(await send(`${base}${path}`, token, init));
    },
    /** One call to the video upload host. */
    async callVideo(path: string, token: string, init: RequestInit = {}): Promise<GraphAnswer> {
      return read(await send(`${videoBase}${path}`, token, init));
    },
    /** A refusal as the publish job's final error with Meta's reason. */
    reject(answer: GraphAnswer): never {
      throw new PublishRejectedError(answer.reason);
    },
    /**
     * GET /oauth/access_token (the code exchange, or `fb_exchange_token` for a long-lived token) with the
     * app's id and secret: a refusal is an OAuthGrantError (Graph's error code as its code).
     */
    async accessToken(client: OAuthClient, params: Record<string, string>, scopes: readonly string[]) {
      const query = new URLSearchParams({
        client_id: client.clientId,
        ...(client.clientSecret ? { client_secret: client.clientSecret } : {}),
        ...params,
      });
      let response: Response;
      try {
        response = await fetch(`${base}/oauth/access_token?${query.toString()}`, {
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw new Error('meta: the token endpoint did not answer');
      }
      const text = await response.text();
      if (!response.ok) {
        const { code, reason } = readGraphError(text, response.status);
        throw new OAuthGrantError(
          `meta: ${reason}`.slice(0, 300),
          code === undefined ? 'invalid_grant' : `graph_${code}`,
        );
      }
      const answer = JSON.parse(text) as { access_token?: unknown; expires_in?: unknown };
      if (typeof answer.access_token !== 'string' || !answer.access_token)
        throw new OAuthGrantError('meta: the token answer has no access token', 'invalid_response');
      const expiresIn = Number(answer.expires_in);
      const tokens: TokenSet = {
        accessToken: answer.access_token,
        expiresAt:
          Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(clock().getTime() + expiresIn * 1000) : null,
        scopes: [...scopes],
      };
      return tokens;
    },
  };
}

/** The Graph client's interface. */
export type MetaGraph = ReturnType<typeof createMetaGraph>;

/**
 * How a Meta text is compared: surrounding and repeated white space collapsed, NFC, SHA-256. Facebook and
 * Instagram give a post's message or caption back as sent, so nothing else needs undoing.
 */
export function metaContentHash(text: string): string {
  const normalised = text.replace(/\s+/gu, ' ').trim().normalize('NFC');
  return createHash('sha256').update(normalised).digest('hex');
}

/** A Page the member manages as `/me/accounts` answers it (with its own Page access token). */
export interface ManagedPage {
  id: string;
  name: string;
  accessToken: string;
  instagram?: { id: string; username: string };
}

interface AccountsPage {
  data?: {
    id?: unknown;
    name?: unknown;
    access_token?: unknown;
    instagram_business_account?: { id?: unknown; username?: unknown };
  }[];
  paging?: { next?: unknown; cursors?: { after?: unknown } };
}

/**
 * Every Page the user token manages (GET /me/accounts, following the `after` cursor), each with its Page
 * access token (which does not expire when asked with a long-lived user token) and its Instagram
 * professional account when one is linked.
 */
export async function listManagedPages(graph: MetaGraph, userToken: string): Promise<ManagedPage[]> {
  const pages: ManagedPage[] = [];
  let after: string | undefined;
  for (let round = 0; round < 20; round += 1) {
    const query = new URLSearchParams({
      fields: 'id,name,access_token,instagram_business_account{id,username}',
      limit: '100',
      ...(after ? { after } : {}),
    });
    const answer = await graph.call(`/me/accounts?${query.toString()}`, userToken, { method: 'GET' });
    if (answer.status >= 400) throw new Error(`meta: the Pages were not listed: ${answer.reason}`);
    const page = answer.body as AccountsPage | undefined;
    for (const entry of page?.data ?? []) {
      if (typeof entry.id !== 'string' || typeof entry.access_token !== 'string') continue;
      const ig = entry.instagram_business_account;
      pages.push({
        id: entry.id,
        name: typeof entry.name === 'string' ? entry.name : entry.id,
        accessToken: entry.access_token,
        ...(typeof ig?.id === 'string'
          ? { instagram: { id: ig.id, username: typeof ig.username === 'string' ? ig.username : ig.id } }
          : {}),
      });
    }
    const next = page?.paging?.cursors?.after;
    if (!page?.paging?.next || typeof next !== 'string') break;
    after = next;
  }
  return pages;
}

/** Meta's authorize page (Facebook Login dialog) for a code flow with PKCE S256. */
export function buildMetaAuthorizeUrl(
  authorizeUrl: string,
  input: {
    clientId: string;
    redirectUri: string;
    state: string;
    codeChallenge: string;
    scopes: readonly string[];
  },
): string {
  const url = new URL(authorizeUrl);
  url.search = new URLSearchParams({
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    state: input.state,
    response_type: 'code',
    scope: input.scopes.join(','),
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/** The code → short-lived user token → long-lived user token (`fb_exchange_token`, about 60 days) exchange. */
export async function exchangeMetaCode(
  graph: MetaGraph,
  input: { client: OAuthClient; code: string; redirectUri: string; codeVerifier: string },
  scopes: readonly string[],
): Promise<TokenSet> {
  const short = await graph.accessToken(
    input.client,
    { redirect_uri: input.redirectUri, code: input.code, code_verifier: input.codeVerifier },
    scopes,
  );
  return graph.accessToken(
    input.client,
    { grant_type: 'fb_exchange_token', fb_exchange_token: short.accessToken },
    scopes,
  );
}
