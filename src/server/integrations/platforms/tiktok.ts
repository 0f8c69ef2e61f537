import { createHash } from 'node:crypto';
import { PublishOutcomeUnknownError, PublishRejectedError } from '../../modules/posts/posts.publish-outcomes';
import { readTokenSet } from './oauth';
import { createTikTokHttp } from './tiktok.http';
import { directPostVideo, tiktokVideoRequiredMessage, tiktokVideoUrl } from './tiktok.publish';
import { OAuthGrantError, type OAuthClient, type PlatformAdapter, type PlatformPost } from './types';

/** Where TikTok lives (defaults: the real API; tests: the loopback fake). */
export interface TikTokAdapterOptions {
  /** The API (OAuth token and revoke, user info, Content Posting API, video list): https://open.tiktokapis.com. */
  apiBaseUrl: string;
  /** Login Kit's authorize page: https://www.tiktok.com/v2/auth/authorize/. */
  authorizeUrl: string;
  timeoutMs?: number;
  /** Seconds between two publish status checks (default 5). */
  pollSeconds?: number;
  /** Longest wait for TikTok to publish an uploaded video before the outcome is unknown (default 300 s). */
  maxProcessingSeconds?: number;
  sleep?: (ms: number) => Promise<void>;
  clock?: () => Date;
}

/**
 * The scopes Postforge asks TikTok for: the account's name, direct posting, and its own videos (video.list:
 * reconciliation by caption and the metrics; without it a crashed attempt could not be found again).
 */
export const tiktokScopes = ['user.info.basic', 'video.publish', 'video.list'] as const;

/** A caption's comparison key: white space collapsed, NFC, SHA-256. */
export function tiktokCaptionHash(text: string): string {
  return createHash('sha256').update(text.replace(/\s+/gu, ' ').trim().normalize('NFC')).digest('hex');
}

/**
 * TikTok's token and revoke endpoints take the client's key and secret in the form body (not HTTP Basic) and
 * answer `{ error, error_description, log_id }` on a refusal (sometimes with HTTP 200).
 */
async function postTikTokForm(
  url: string,
  client: OAuthClient,
  form: Record<string, string>,
  timeoutMs: number,
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cache-control': 'no-cache' },
    body: new URLSearchParams({
      client_key: client.clientId,
      client_secret: client.clientSecret ?? '',
      ...form,
    }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let answer: Record<string, unknown> = {};
  try {
    answer = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    answer = {};
  }
  const code = typeof answer.error === 'string' && answer.error ? answer.error : undefined;
  if (!response.ok || code) {
    const description = typeof answer.error_description === 'string' ? answer.error_description : text;
    const errorCode = code ?? `http_${response.status}`;
    throw new OAuthGrantError(`${errorCode}: ${description}`.slice(0, 300), errorCode);
  }
  return answer;
}

interface VideoListData {
  videos?: {
    id?: unknown;
    title?: unknown;
    video_description?: unknown;
    create_time?: unknown;
    share_url?: unknown;
  }[];
  cursor?: unknown;
  has_more?: unknown;
}

/**
 * TikTok (Login Kit OAuth 2.0 for the web, Content Posting API direct post). Login Kit's web flow uses `state`
 * and the client secret; PKCE is for its mobile and desktop flows, so the code challenge is not sent.
 * Publishing: creator_info/query, video/init (FILE_UPLOAD), chunked PUT, status/fetch until PUBLISH_COMPLETE.
 * TikTok has no idempotency key, and the publish id is only known once video/init answered, so it cannot
 * name an attempt that crashed before or while uploading. `findPublished` therefore lists the account's own
 * videos (POST /v2/video/list/, scope video.list, newest first, 20 a page, up to 5 pages back to the attempt's
 * start less a minute) and answers the one whose caption (`title`, or `video_description`) has the post's
 * caption hash. A private (SELF_ONLY) post that TikTok does not list cannot be found this way.
 */
export function createTikTokAdapter(options: TikTokAdapterOptions): PlatformAdapter {
  const clock = options.clock ?? (() => new Date());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const api = options.apiBaseUrl.replace(/\/+$/u, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const http = createTikTokHttp({ apiBaseUrl: api, timeoutMs, sleep, clock });

  async function findPublished(
    credentials: { accessToken: string; accountId: string },
    post: PlatformPost,
    since: Date,
  ) {
    const wanted = tiktokCaptionHash(post.text);
    const earliest = (since.getTime() - 60_000) / 1000;
    let cursor: number | undefined;
    for (let page = 0; page < 5; page += 1) {
      const answer = await http.call(
        '/v2/video/list/?fields=id,title,video_description,create_time,share_url',
        credentials.accessToken,
        { max_count: 20, ...(cursor !== undefined ? { cursor } : {}) },
      );
      // A lookup that cannot answer must not read as 'not published'.
      if (answer.code !== 'ok')
        throw new PublishOutcomeUnknownError(`tiktok: lookup failed: ${answer.reason}`);
      const data = (answer.data ?? {}) as VideoListData;
      const videos = data.videos ?? [];
      const found = videos.find((video) =>
        [video.title, video.video_description].some(
          (caption) => typeof caption === 'string' && caption && tiktokCaptionHash(caption) === wanted,
        ),
      );
      if (typeof found?.id === 'string')
        return {
          externalId: found.id,
          ...(typeof found.share_url === 'string' ? { url: found.share_url } : {}),
        };
      const oldest = Math.min(...videos.map((video) => Number(video.create_time)).filter(Number.isFinite));
      if (data.has_more !== true || !(oldest >= earliest) || typeof data.cursor !== 'number')
        return undefined;
      cursor = data.cursor;
    }
    return undefined;
  }

  return {
    platform: 'tiktok',
    scopes: tiktokScopes,
    buildAuthorizeUrl({ client, redirectUri, state }) {
      const url = new URL(options.authorizeUrl);
      url.search = new URLSearchParams({
        client_key: client.clientId,
        response_type: 'code',
        scope: tiktokScopes.join(','),
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },
    async exchangeCode({ client, code, redirectUri }) {
      const answer = await postTikTokForm(
        `${api}/v2/oauth/token/`,
        client,
        { code, grant_type: 'authorization_code', redirect_uri: redirectUri },
        timeoutMs,
      );
      return readTokenSet(answer, clock(), tiktokScopes);
    },
    async refresh(client, refreshToken) {
      const answer = await postTikTokForm(
        `${api}/v2/oauth/token/`,
        client,
        { grant_type: 'refresh_token', refresh_token: refreshToken },
        timeoutMs,
      );
      return readTokenSet(answer, clock(), tiktokScopes);
    },
    async revoke(client, tokens) {
      // Revoking the access token ends the authorization (its refresh token with it).
      await postTikTokForm(`${api}/v2/oauth/revoke/`, client, { token: tokens.accessToken }, timeoutMs);
    },
    async fetchAccount(accessToken) {
      const answer = await http
        .call('/v2/user/info/?fields=open_id,display_name', accessToken)
        .catch((error: unknown) => {
          if (error instanceof PublishOutcomeUnknownError)
            throw new Error('TikTok did not answer the account lookup');
          throw error;
        });
      const user = (answer.data as { user?: { open_id?: unknown; display_name?: unknown } } | undefined)
        ?.user;
      if (answer.code !== 'ok' || typeof user?.open_id !== 'string')
        throw new Error(`TikTok did not name the account: ${answer.reason}`);
      return {
        id: user.open_id,
        name: typeof user.display_name === 'string' && user.display_name ? user.display_name : user.open_id,
      };
    },
    async fetchMetrics(credentials, externalIds) {
      const metrics: Record<string, { views?: number; likes?: number; comments?: number; shares?: number }> =
        {};
      const count = (value: unknown) => (typeof value === 'number' ? value : undefined);
      for (let start = 0; start < externalIds.length; start += 20) {
        const answer = await http.call(
          '/v2/video/query/?fields=id,view_count,like_count,comment_count,share_count',
          credentials.accessToken,
          { filters: { video_ids: externalIds.slice(start, start + 20) } },
        );
        if (answer.code !== 'ok') throw new Error(`tiktok: metrics: ${answer.reason}`);
        for (const video of (answer.data as { videos?: Record<string, unknown>[] } | undefined)?.videos ??
          []) {
          if (typeof video.id !== 'string') continue;
          const figures = {
            views: count(video.view_count),
            likes: count(video.like_count),
            comments: count(video.comment_count),
            shares: count(video.share_count),
          };
          metrics[video.id] = Object.fromEntries(
            Object.entries(figures).filter(([, value]) => value !== undefined),
          );
        }
      }
      return metrics;
    },
    async publish(credentials, post) {
      const video = post.media.find((media) => media.contentType.startsWith('video/'));
      if (!video) throw new PublishRejectedError(tiktokVideoRequiredMessage);
      return directPostVideo({
        http,
        token: credentials.accessToken,
        title: post.text,
        media: video,
        sleep,
        timeoutMs,
        pollSeconds: options.pollSeconds ?? 5,
        maxWaitSeconds: options.maxProcessingSeconds ?? 300,
      });
    },
    findPublished,
  };
}

export { tiktokVideoUrl };
