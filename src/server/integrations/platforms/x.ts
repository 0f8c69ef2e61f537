import { createHash } from 'node:crypto';
import { PublishOutcomeUnknownError, PublishRejectedError } from '../../modules/posts/posts.publish-outcomes';
import { postOAuthForm, readTokenSet } from './oauth';
import { PlatformAuthError, type PlatformAdapter, type PlatformPost, type PostMetrics } from './types';
import { createXHttp, isDuplicateReason } from './x.http';
import { uploadXMedia } from './x.media';

/** Where X lives (defaults: the real API; tests: the loopback fake). */
export interface XAdapterOptions {
  /** The API (token, revoke, users, media, tweets): https://api.x.com. */
  apiBaseUrl: string;
  /** The authorize page: https://x.com/i/oauth2/authorize. */
  authorizeUrl: string;
  timeoutMs?: number;
  maxRateLimitWaitSeconds?: number;
  sleep?: (ms: number) => Promise<void>;
  clock?: () => Date;
}

/** The scopes Postforge asks X for: post, read its own posts back (reconciliation), the account name, refresh. */
export const xScopes = ['tweet.read', 'tweet.write', 'users.read', 'media.write', 'offline.access'] as const;

/**
 * How X changes a posted text: links become t.co links, `&`, `<`, `>` come back as entities, and surrounding
 * white space goes. The comparison key of a text: those undone, links masked, white space collapsed, SHA-256.
 */
export function xContentHash(text: string): string {
  const normalised = text
    .replace(/&amp;/gu, '&')
    .replace(/&lt;/gu, '<')
    .replace(/&gt;/gu, '>')
    .replace(/https?:\/\/\S+/gu, '<link>')
    .replace(/\s+/gu, ' ')
    .trim()
    .normalize('NFC');
  return createHash('sha256').update(normalised).digest('hex');
}

/**
 * A post's public link. X documents `https://x.com/{username}/status/{id}`; the `i/web` form needs no
 * username (an account renamed after posting keeps working links) and redirects to it.
 */
export function xPostUrl(id: string): string {
  return `https://x.com/i/web/status/${encodeURIComponent(id)}`;
}

interface TweetsPage {
  data?: { id?: unknown; text?: unknown; created_at?: unknown }[];
}

/**
 * X (API v2, OAuth 2.0 authorization code with PKCE). Publishing: media through the chunked upload, then
 * POST /2/tweets { text, media: { media_ids } }. X has no idempotency key, so `findPublished` reads the
 * account's own posts since the attempt began (GET /2/users/:id/tweets with start_time, newest 100) and
 * answers the one whose text has the same content hash; X's 'duplicate content' refusal counts as published
 * (the earlier post is looked up the same way).
 */
export function createXAdapter(options: XAdapterOptions): PlatformAdapter {
  const clock = options.clock ?? (() => new Date());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const api = options.apiBaseUrl.replace(/\/+$/u, '');
  const http = createXHttp({
    apiBaseUrl: api,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.maxRateLimitWaitSeconds !== undefined
      ? { maxRateLimitWaitSeconds: options.maxRateLimitWaitSeconds }
      : {}),
    sleep,
    clock,
  });

  async function findPublished(
    credentials: { accessToken: string; accountId: string },
    post: PlatformPost,
    since: Date,
  ) {
    // A minute before the attempt: the clocks of X and this server differ a little.
    const start = new Date(since.getTime() - 60_000).toISOString().replace(/\.\d{3}Z$/u, 'Z');
    const query = new URLSearchParams({
      max_results: '100',
      start_time: start,
      'tweet.fields': 'created_at',
      exclude: 'replies,retweets',
    });
    const answer = await http.call(
      `/2/users/${encodeURIComponent(credentials.accountId)}/tweets?${query.toString()}`,
      credentials.accessToken,
      { method: 'GET' },
    );
    // A lookup that cannot answer must not read as 'not published'.
    if (answer.status >= 400) throw new PublishOutcomeUnknownError(`x: lookup failed: ${answer.reason}`);
    const page = answer.body as TweetsPage | undefined;
    const wanted = xContentHash(post.text);
    const found = (page?.data ?? []).find(
      (tweet) => typeof tweet.text === 'string' && xContentHash(tweet.text) === wanted,
    );
    return typeof found?.id === 'string' ? { externalId: found.id, url: xPostUrl(found.id) } : undefined;
  }

  return {
    platform: 'twitter',
    scopes: xScopes,
    buildAuthorizeUrl({ client, redirectUri, state, codeChallenge }) {
      const url = new URL(options.authorizeUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: client.clientId,
        redirect_uri: redirectUri,
        scope: xScopes.join(' '),
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },
    async exchangeCode({ client, code, redirectUri, codeVerifier }) {
      const answer = await postOAuthForm(`${api}/2/oauth2/token`, client, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
        client_id: client.clientId,
      });
      return readTokenSet(answer, clock(), xScopes);
    },
    async refresh(client, refreshToken) {
      const answer = await postOAuthForm(`${api}/2/oauth2/token`, client, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: client.clientId,
      });
      return readTokenSet(answer, clock(), xScopes);
    },
    async revoke(client, tokens) {
      // Both: X's revoke takes one token at a time, and a refresh token left alive could mint new access.
      if (tokens.refreshToken)
        await postOAuthForm(`${api}/2/oauth2/revoke`, client, {
          token: tokens.refreshToken,
          token_type_hint: 'refresh_token',
          client_id: client.clientId,
        });
      await postOAuthForm(`${api}/2/oauth2/revoke`, client, {
        token: tokens.accessToken,
        token_type_hint: 'access_token',
        client_id: client.clientId,
      });
    },
    async fetchAccount(accessToken) {
      const answer = await http
        .call('/2/users/me', accessToken, { method: 'GET' })
        .catch((error: unknown) => {
          if (error instanceof PlatformAuthError) throw error;
          throw new Error('X did not answer the account lookup');
        });
      const data = (answer.body as { data?: { id?: unknown; username?: unknown } } | undefined)?.data;
      if (answer.status >= 400 || typeof data?.id !== 'string' || typeof data.username !== 'string')
        throw new Error(`X did not name the account: ${answer.reason}`);
      return { id: data.id, name: `@${data.username}` };
    },
    async publish(credentials, post, since) {
      const mediaIds: string[] = [];
      for (const media of post.media)
        mediaIds.push(await uploadXMedia(http, credentials.accessToken, media, sleep));
      const answer = await http.call('/2/tweets', credentials.accessToken, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          text: post.text,
          ...(mediaIds.length > 0 ? { media: { media_ids: mediaIds } } : {}),
        }),
      });
      if (answer.status < 400) {
        const id = (answer.body as { data?: { id?: unknown } } | undefined)?.data?.id;
        if (typeof id !== 'string' || !id)
          throw new PublishOutcomeUnknownError('x: the answer has no post id');
        return { externalId: id, url: xPostUrl(id) };
      }
      if (answer.status === 403 && isDuplicateReason(answer.reason)) {
        // The same text is already on the account: that is this post (an earlier attempt's), not a failure.
        const earlier = await findPublished(credentials, post, new Date(since.getTime() - 24 * 3_600_000));
        if (earlier) return earlier;
        throw new PublishOutcomeUnknownError(`x: ${answer.reason}`, undefined, answer.reason);
      }
      throw new PublishRejectedError(answer.reason);
    },
    findPublished,
    async fetchMetrics(credentials, externalIds) {
      const figures: Record<string, PostMetrics> = {};
      // The posts lookup takes at most 100 ids per request.
      for (let start = 0; start < externalIds.length; start += xLookupBatch) {
        const ids = externalIds.slice(start, start + xLookupBatch);
        const query = new URLSearchParams({ ids: ids.join(','), 'tweet.fields': 'public_metrics' });
        const answer = await http.call(`/2/tweets?${query.toString()}`, credentials.accessToken, {
          method: 'GET',
        });
        if (answer.status >= 400) throw new Error(`x: metrics lookup failed: ${answer.reason}`);
        // A deleted post comes back in `errors` (resource-not-found), not in `data`: it is left out.
        for (const tweet of (answer.body as TweetsLookup | undefined)?.data ?? []) {
          const metrics = tweet.public_metrics;
          if (typeof tweet.id !== 'string' || !metrics) continue;
          figures[tweet.id] = readXMetrics(metrics);
        }
      }
      return figures;
    },
  };
}

/** Most ids one GET /2/tweets takes. */
const xLookupBatch = 100;

interface XPublicMetrics {
  impression_count?: unknown;
  like_count?: unknown;
  reply_count?: unknown;
  retweet_count?: unknown;
  quote_count?: unknown;
}

interface TweetsLookup {
  data?: { id?: unknown; public_metrics?: XPublicMetrics }[];
}

/** X's public_metrics as post figures: impressions are views, replies comments, reposts and quotes shares. */
export function readXMetrics(metrics: XPublicMetrics): PostMetrics {
  const count = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
  const reposts = count(metrics.retweet_count);
  const quotes = count(metrics.quote_count);
  const views = count(metrics.impression_count);
  const likes = count(metrics.like_count);
  const comments = count(metrics.reply_count);
  return {
    ...(views !== undefined ? { views } : {}),
    ...(likes !== undefined ? { likes } : {}),
    ...(comments !== undefined ? { comments } : {}),
    ...(reposts !== undefined || quotes !== undefined ? { shares: (reposts ?? 0) + (quotes ?? 0) } : {}),
  };
}
