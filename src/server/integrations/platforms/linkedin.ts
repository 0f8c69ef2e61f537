import { createHash } from 'node:crypto';
import { PublishOutcomeUnknownError, PublishRejectedError } from '../../modules/posts/posts.publish-outcomes';
import { createBearerHttp, type BearerHttp } from './bearer-http';
import { uploadLinkedInImage, uploadLinkedInVideo } from './linkedin.media';
import { postOAuthForm, readTokenSet } from './oauth';
import { secondsToNextUtcMidnight } from './rate-limit';
import {
  PlatformAuthError,
  type AccountCredentials,
  type PlatformAdapter,
  type PlatformPost,
  type PlatformPublication,
} from './types';

/** Where LinkedIn lives (defaults: the real hosts; tests: the loopback fake). */
export interface LinkedInAdapterOptions {
  /** The REST API (userinfo, posts, images, videos): https://api.linkedin.com. */
  apiBaseUrl: string;
  /** The OAuth host (/oauth/v2/authorization, /oauth/v2/accessToken, /oauth/v2/revoke): https://www.linkedin.com. */
  authBaseUrl: string;
  /** The `Linkedin-Version` header (YYYYMM) the versioned /rest API is called with. */
  apiVersion: string;
  timeoutMs?: number;
  maxRateLimitWaitSeconds?: number;
  sleep?: (ms: number) => Promise<void>;
  clock?: () => Date;
}

/** Scopes: sign-in with OpenID Connect (the member's id and name) and posting as the member. */
export const linkedInScopes = ['openid', 'profile', 'w_member_social'] as const;

/** Characters LinkedIn's 'little' text format reserves in a post's commentary (escaped with a backslash). */
const reservedCharacters = /[\\|{}@[\]()<>*_~]/gu;

/**
 * A post's text as Posts API commentary ('little' text format): reserved characters are backslash-escaped, else
 * LinkedIn cuts the text at the first one; a '#' that starts a hashtag stays one (clickable), any other is escaped.
 */
export function toLinkedInCommentary(text: string): string {
  return text
    .replace(reservedCharacters, (character) => `\\${character}`)
    .replace(/#(?!\p{L}|\p{N})/gu, '\\#');
}

/**
 * The comparison key of a text as LinkedIn answers it back: hashtag templates (`{hashtag|\#|word}`) and escapes
 * undone, links masked (LinkedIn may shorten them), white space collapsed, NFC, SHA-256.
 */
export function linkedInContentHash(text: string): string {
  const normalised = text
    .replace(/\{hashtag\|\\?#\|([^}]*)\}/gu, '#$1')
    .replace(/\\(.)/gu, '$1')
    .replace(/https?:\/\/\S+/gu, '<link>')
    .replace(/\s+/gu, ' ')
    .trim()
    .normalize('NFC');
  return createHash('sha256').update(normalised).digest('hex');
}

/** The public link of a LinkedIn post by its URN. */
export function linkedInPostUrl(urn: string): string {
  return `https://www.linkedin.com/feed/update/${urn}/`;
}

/** LinkedIn's error answer: `{ message, status, serviceErrorCode, errorDetails: { inputErrors: [{ code }] } }`. */
interface LinkedInProblem {
  message?: unknown;
  error_description?: unknown;
  errorDetails?: { inputErrors?: { code?: unknown; description?: unknown }[] };
}

function readLinkedInReason(body: unknown, text: string, status: number): string {
  const problem = (body ?? {}) as LinkedInProblem;
  const reason = problem.message ?? problem.error_description;
  if (typeof reason === 'string' && reason.trim()) return reason.trim().slice(0, 500);
  return text.trim().slice(0, 500) || `HTTP ${status}`;
}

/** The earlier post's URN of a duplicate refusal (422 DUPLICATE_POST, 'Content is a duplicate of urn:li:…'). */
function duplicateOf(status: number, body: unknown, reason: string): string | undefined | false {
  const codes = ((body ?? {}) as LinkedInProblem).errorDetails?.inputErrors?.map((error) => error.code) ?? [];
  if (status !== 422 || (!codes.includes('DUPLICATE_POST') && !/content is a duplicate/iu.test(reason)))
    return false;
  return /urn:li:(?:share|ugcPost|activity):\d+/u.exec(reason)?.[0];
}

interface PostsPage {
  elements?: { id?: unknown; commentary?: unknown; createdAt?: unknown; publishedAt?: unknown }[];
}

/**
 * LinkedIn (OAuth 2.0 3-legged code flow: state and client secret, PKCE being for native apps only; Posts API
 * with the `Linkedin-Version` header). The account is the member of /v2/userinfo (`urn:li:person:{sub}`).
 * Publishing: images through the Images API, videos through the Videos API (multi-part upload, finalize,
 * processing), then POST /rest/posts as the member; the post URN comes back in `x-restli-id`.
 * Exactly once: LinkedIn has no idempotency key, so `findPublished` reads the member's recent posts
 * (GET /rest/posts?q=author&author=…, newest first, 50) and answers the one created since a minute before the
 * attempt whose commentary has the same content hash. Reading a member's own posts needs `r_member_social`, a
 * permission LinkedIn grants to approved partners only: without it LinkedIn answers 403 and the lookup reports
 * the outcome as unknown (the attempt is never guessed as 'not published'). A 422 DUPLICATE_POST counts as
 * published: the earlier post's URN is read from LinkedIn's message ('Content is a duplicate of urn:li:share:…').
 * Metrics: none. Member post figures (socialActions, memberCreatorPostAnalytics) need the Community Management
 * API's `r_member_social` / `r_member_postAnalytics`, granted only after LinkedIn's partner review, so
 * `fetchMetrics` is absent. Refresh: LinkedIn answers a refresh token only to apps it enabled for programmatic
 * refresh; other members' tokens live 60 days and then the card asks to reconnect.
 * Rate limits: LinkedIn's limits are daily and reset at midnight UTC; its 429 has no reset header, so a 429 is
 * an unknown outcome whose `retryAfterSeconds` is the time to that midnight (Retry-After wins when present).
 */
export function createLinkedInAdapter(options: LinkedInAdapterOptions): PlatformAdapter {
  const clock = options.clock ?? (() => new Date());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const auth = options.authBaseUrl.replace(/\/+$/u, '');
  const http: BearerHttp = createBearerHttp({
    label: 'linkedin',
    apiBaseUrl: options.apiBaseUrl,
    headers: { 'Linkedin-Version': options.apiVersion, 'X-Restli-Protocol-Version': '2.0.0' },
    readReason: readLinkedInReason,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.maxRateLimitWaitSeconds !== undefined
      ? { maxRateLimitWaitSeconds: options.maxRateLimitWaitSeconds }
      : {}),
    // LinkedIn's 429 carries no reset header; its limits are per day and reset at midnight UTC.
    rateLimitResetOf: secondsToNextUtcMidnight,
    sleep,
    clock,
  });
  /** LinkedIn takes the client secret in the form (client_secret_post), not as HTTP Basic. */
  const postForm = (path: string, client: { clientId: string; clientSecret?: string }, form: object) =>
    postOAuthForm(
      `${auth}${path}`,
      { clientId: client.clientId },
      {
        ...(form as Record<string, string>),
        ...(client.clientSecret ? { client_secret: client.clientSecret } : {}),
      },
    );

  async function findPublished(
    credentials: AccountCredentials,
    post: PlatformPost,
    since: Date,
  ): Promise<PlatformPublication | undefined> {
    const query = new URLSearchParams({ q: 'author', author: credentials.accountId, count: '50' });
    const answer = await http.call(`/rest/posts?${query.toString()}`, credentials.accessToken, {
      method: 'GET',
      headers: { 'X-RestLi-Method': 'FINDER' },
    });
    // A lookup that cannot answer (403 without r_member_social) must not read as 'not published'.
    if (answer.status >= 400)
      throw new PublishOutcomeUnknownError(`linkedin: lookup failed: ${answer.reason}`);
    const wanted = linkedInContentHash(post.text);
    const after = since.getTime() - 60_000;
    const found = ((answer.body as PostsPage | undefined)?.elements ?? []).find(
      (element) =>
        typeof element.commentary === 'string' &&
        Number(element.createdAt ?? element.publishedAt) >= after &&
        linkedInContentHash(element.commentary) === wanted,
    );
    return typeof found?.id === 'string'
      ? { externalId: found.id, url: linkedInPostUrl(found.id) }
      : undefined;
  }

  async function uploadAll(credentials: AccountCredentials, post: PlatformPost) {
    const images: string[] = [];
    let video: string | undefined;
    for (const media of post.media) {
      if (media.contentType.startsWith('video/'))
        video = await uploadLinkedInVideo(http, credentials.accessToken, credentials.accountId, media, sleep);
      else
        images.push(await uploadLinkedInImage(http, credentials.accessToken, credentials.accountId, media));
    }
    if (video) return { media: { id: video } };
    if (images.length === 1) return { media: { id: images[0] } };
    if (images.length > 1) return { multiImage: { images: images.map((id) => ({ id })) } };
    return undefined;
  }

  return {
    platform: 'linkedin',
    scopes: linkedInScopes,
    buildAuthorizeUrl({ client, redirectUri, state }) {
      const url = new URL(`${auth}/oauth/v2/authorization`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: client.clientId,
        redirect_uri: redirectUri,
        state,
        scope: linkedInScopes.join(' '),
      }).toString();
      return url.toString();
    },
    async exchangeCode({ client, code, redirectUri }) {
      const answer = await postForm('/oauth/v2/accessToken', client, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      });
      return readTokenSet(answer, clock(), linkedInScopes);
    },
    async refresh(client, refreshToken) {
      const answer = await postForm('/oauth/v2/accessToken', client, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
      return readTokenSet(answer, clock(), linkedInScopes);
    },
    async revoke(client, tokens) {
      await postForm('/oauth/v2/revoke', client, { token: tokens.accessToken });
    },
    async fetchAccount(accessToken) {
      const answer = await http
        .call('/v2/userinfo', accessToken, { method: 'GET' })
        .catch((error: unknown) => {
          if (error instanceof PlatformAuthError) throw error;
          throw new Error('LinkedIn did not answer the account lookup');
        });
      const info = answer.body as { sub?: unknown; name?: unknown } | undefined;
      if (answer.status >= 400 || typeof info?.sub !== 'string' || !info.sub)
        throw new Error(`LinkedIn did not name the account: ${answer.reason}`);
      return {
        id: `urn:li:person:${info.sub}`,
        name: typeof info.name === 'string' && info.name ? info.name : info.sub,
      };
    },
    async publish(credentials, post, since) {
      const content = await uploadAll(credentials, post);
      const answer = await http.call('/rest/posts', credentials.accessToken, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          author: credentials.accountId,
          commentary: toLinkedInCommentary(post.text),
          visibility: 'PUBLIC',
          distribution: {
            feedDistribution: 'MAIN_FEED',
            targetEntities: [],
            thirdPartyDistributionChannels: [],
          },
          ...(content ? { content } : {}),
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
        }),
      });
      if (answer.status < 400) {
        const urn = answer.headers.get('x-restli-id');
        if (!urn) throw new PublishOutcomeUnknownError('linkedin: the answer has no post id');
        return { externalId: urn, url: linkedInPostUrl(urn) };
      }
      const duplicate = duplicateOf(answer.status, answer.body, answer.reason);
      if (duplicate !== false) {
        // The same text is already on the member's feed: that is this post (an earlier attempt's).
        if (duplicate) return { externalId: duplicate, url: linkedInPostUrl(duplicate) };
        const earlier = await findPublished(credentials, post, new Date(since.getTime() - 24 * 3_600_000));
        if (earlier) return earlier;
        throw new PublishOutcomeUnknownError(`linkedin: ${answer.reason}`, undefined, answer.reason);
      }
      throw new PublishRejectedError(answer.reason);
    },
    findPublished,
  };
}
