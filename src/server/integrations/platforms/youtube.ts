import { PublishOutcomeUnknownError, PublishRejectedError } from '../../modules/posts/posts.publish-outcomes';
import { createBearerHttp, type BearerAnswer, type BearerHttp } from './bearer-http';
import {
  readGoogleReason,
  refuseGoogleAnswer,
  youTubeContentHash,
  youTubeDescriptionOf,
  youTubeNeedsVideoMessage,
  youTubeShortUrl,
  youTubeTitleOf,
} from './youtube.content';
import { postOAuthForm, readTokenSet } from './oauth';
import {
  PlatformAuthError,
  type AccountCredentials,
  type PlatformAdapter,
  type PlatformPost,
  type PlatformPublication,
  type PostMetrics,
} from './types';
import { uploadResumably, youTubeChunkUnit, youTubeDefaultChunkBytes } from './youtube.upload';

/** Where Google lives (defaults: the real hosts; tests: the loopback fake). */
export interface YouTubeAdapterOptions {
  /** The Data API and its upload endpoint: https://www.googleapis.com. */
  apiBaseUrl: string;
  /** Google's token and revoke endpoints: https://oauth2.googleapis.com. */
  oauthBaseUrl: string;
  /** Google's consent page: https://accounts.google.com/o/oauth2/v2/auth. */
  authorizeUrl: string;
  timeoutMs?: number;
  /** Bytes per upload chunk: a multiple of 256 KiB (default 8 MiB). */
  uploadChunkBytes?: number;
  /** Longest wait for one chunk's answer (default: `timeoutMs` when set, else 120 s). */
  uploadTimeoutMs?: number;
  maxRateLimitWaitSeconds?: number;
  sleep?: (ms: number) => Promise<void>;
  clock?: () => Date;
}

/** Scopes: upload videos, and read the channel (its name, its uploads for reconciliation, their statistics). */
export const youTubeScopes = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube.readonly',
] as const;

interface VideoResource {
  id?: unknown;
  status?: { uploadStatus?: unknown; rejectionReason?: unknown; failureReason?: unknown };
}

interface PlaylistItems {
  items?: {
    snippet?: {
      title?: unknown;
      description?: unknown;
      publishedAt?: unknown;
      resourceId?: { videoId?: unknown };
    };
  }[];
}

/**
 * YouTube (Google OAuth 2.0 code flow with PKCE S256, offline access and forced consent, so Google answers a
 * refresh token). The account is the channel of `channels?mine=true`. Publishing: video only (a post without a
 * video is refused), one resumable `videos.insert` (POST …/upload/youtube/v3/videos?uploadType=resumable → the
 * session URL in Location → the bytes in 8 MiB chunks, resumed from Google's Range after a failed chunk: see
 * youtube.upload.ts), title = the first line (≤ 100 characters), description = the text,
 * public. Exactly once: `videos.insert` has no idempotency key, so `findPublished` reads the channel's uploads
 * playlist (channels?part=contentDetails → relatedPlaylists.uploads → playlistItems, newest 50; 1 quota unit
 * each where search.list costs 100) and answers the video added since a minute before the attempt whose title
 * and description have the same hash. A video YouTube rejects as a duplicate counts as published: the earlier
 * upload is looked up the same way over the last day. Metrics: `videos.list?part=statistics` (views, likes,
 * comments). Note: an unverified Google Cloud project's uploads are locked private until Google's audit.
 */
export function createYouTubeAdapter(options: YouTubeAdapterOptions): PlatformAdapter {
  const clock = options.clock ?? (() => new Date());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const oauth = options.oauthBaseUrl.replace(/\/+$/u, '');
  const chunkBytes = options.uploadChunkBytes ?? youTubeDefaultChunkBytes;
  if (chunkBytes <= 0 || chunkBytes % youTubeChunkUnit !== 0)
    throw new Error('youtube: the upload chunk size must be a positive multiple of 256 KiB');
  const http: BearerHttp = createBearerHttp({
    label: 'youtube',
    apiBaseUrl: options.apiBaseUrl,
    readReason: readGoogleReason,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.maxRateLimitWaitSeconds !== undefined
      ? { maxRateLimitWaitSeconds: options.maxRateLimitWaitSeconds }
      : {}),
    sleep,
  });
  /** Google takes the client secret in the form (client_secret_post). */
  const postForm = (path: string, client: { clientId: string; clientSecret?: string }, form: object) =>
    postOAuthForm(
      `${oauth}${path}`,
      { clientId: client.clientId },
      {
        ...(form as Record<string, string>),
        ...(client.clientSecret ? { client_secret: client.clientSecret } : {}),
      },
    );

  /** The upload of `post` since `since` (not the video `exceptId`: a duplicate rejection's own copy). */
  async function findPublished(
    credentials: AccountCredentials,
    post: PlatformPost,
    since: Date,
    exceptId?: string,
  ): Promise<PlatformPublication | undefined> {
    const lookupFailed = (answer: BearerAnswer) =>
      new PublishOutcomeUnknownError(`youtube: lookup failed: ${answer.reason}`);
    const channel = await http.call(
      '/youtube/v3/channels?part=contentDetails&mine=true',
      credentials.accessToken,
    );
    if (channel.status >= 400) throw lookupFailed(channel);
    const uploads = (
      channel.body as
        | { items?: { contentDetails?: { relatedPlaylists?: { uploads?: unknown } } }[] }
        | undefined
    )?.items?.[0]?.contentDetails?.relatedPlaylists?.uploads;
    if (typeof uploads !== 'string') return undefined;
    const query = new URLSearchParams({ part: 'snippet', playlistId: uploads, maxResults: '50' });
    const page = await http.call(`/youtube/v3/playlistItems?${query.toString()}`, credentials.accessToken);
    if (page.status >= 400) throw lookupFailed(page);
    const wanted = youTubeContentHash(youTubeTitleOf(post.text), youTubeDescriptionOf(post.text));
    const after = since.getTime() - 60_000;
    const found = ((page.body as PlaylistItems | undefined)?.items ?? []).find(
      ({ snippet }) =>
        typeof snippet?.title === 'string' &&
        typeof snippet.description === 'string' &&
        Date.parse(String(snippet.publishedAt)) >= after &&
        snippet.resourceId?.videoId !== exceptId &&
        youTubeContentHash(snippet.title, snippet.description) === wanted,
    );
    const id = found?.snippet?.resourceId?.videoId;
    return typeof id === 'string' ? { externalId: id, url: youTubeShortUrl(id) } : undefined;
  }

  return {
    platform: 'youtube',
    scopes: youTubeScopes,
    buildAuthorizeUrl({ client, redirectUri, state, codeChallenge }) {
      const url = new URL(options.authorizeUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: client.clientId,
        redirect_uri: redirectUri,
        scope: youTubeScopes.join(' '),
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        access_type: 'offline',
        prompt: 'consent',
      }).toString();
      return url.toString();
    },
    async exchangeCode({ client, code, redirectUri, codeVerifier }) {
      const answer = await postForm('/token', client, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      });
      return readTokenSet(answer, clock(), youTubeScopes);
    },
    async refresh(client, refreshToken) {
      const answer = await postForm('/token', client, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
      return readTokenSet(answer, clock(), youTubeScopes);
    },
    async revoke(client, tokens) {
      // Revoking the refresh token ends the grant, its access tokens with it.
      await postOAuthForm(
        `${oauth}/revoke`,
        { clientId: client.clientId },
        {
          token: tokens.refreshToken ?? tokens.accessToken,
        },
      );
    },
    async fetchAccount(accessToken) {
      const answer = await http
        .call('/youtube/v3/channels?part=snippet&mine=true', accessToken)
        .catch((error: unknown) => {
          if (error instanceof PlatformAuthError) throw error;
          throw new Error('YouTube did not answer the channel lookup');
        });
      const channel = (
        answer.body as { items?: { id?: unknown; snippet?: { title?: unknown } }[] } | undefined
      )?.items?.[0];
      if (answer.status >= 400 || typeof channel?.id !== 'string')
        throw new Error(`YouTube did not name a channel: ${answer.reason || 'the account has no channel'}`);
      return {
        id: channel.id,
        name: typeof channel.snippet?.title === 'string' ? channel.snippet.title : channel.id,
      };
    },
    async fetchMetrics(credentials, externalIds) {
      const metrics: Record<string, PostMetrics> = {};
      for (let index = 0; index < externalIds.length; index += 50) {
        const ids = externalIds.slice(index, index + 50).join(',');
        const answer = await http.call(
          `/youtube/v3/videos?part=statistics&id=${encodeURIComponent(ids)}`,
          credentials.accessToken,
        );
        if (answer.status >= 400) throw new Error(`youtube: statistics failed: ${answer.reason}`);
        const items =
          (answer.body as { items?: { id?: unknown; statistics?: Record<string, unknown> }[] } | undefined)
            ?.items ?? [];
        for (const item of items) {
          if (typeof item.id !== 'string') continue;
          const figure = (name: string) => {
            const value = Number(item.statistics?.[name]);
            return Number.isFinite(value) ? value : undefined;
          };
          const views = figure('viewCount');
          const likes = figure('likeCount');
          const comments = figure('commentCount');
          metrics[item.id] = {
            ...(views !== undefined ? { views } : {}),
            ...(likes !== undefined ? { likes } : {}),
            ...(comments !== undefined ? { comments } : {}),
          };
        }
      }
      return metrics;
    },
    async publish(credentials, post, since) {
      const video = post.media.find((media) => media.contentType.startsWith('video/'));
      if (!video) throw new PublishRejectedError(youTubeNeedsVideoMessage);
      const bytes = new Uint8Array(await video.read());
      const start = await http.call(
        '/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status',
        credentials.accessToken,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=UTF-8',
            'x-upload-content-length': String(bytes.length),
            'x-upload-content-type': video.contentType,
          },
          body: JSON.stringify({
            snippet: { title: youTubeTitleOf(post.text), description: youTubeDescriptionOf(post.text) },
            status: { privacyStatus: 'public', selfDeclaredMadeForKids: false },
          }),
        },
      );
      if (start.status >= 400) refuseGoogleAnswer(start);
      const session = start.headers.get('location');
      if (!session) throw new PublishRejectedError('YouTube answered no upload session');
      // The last chunk stores the video: from here a lost answer is an unknown outcome (findPublished decides).
      const answer = await uploadResumably({
        sessionUrl: session,
        accessToken: credentials.accessToken,
        bytes,
        contentType: video.contentType,
        chunkBytes,
        timeoutMs: options.uploadTimeoutMs ?? options.timeoutMs ?? 120_000,
        maxFailures: 5,
        sleep,
      });
      const resource = answer.body as VideoResource | undefined;
      if (typeof resource?.id !== 'string')
        throw new PublishOutcomeUnknownError('youtube: the answer has no video id');
      const status = resource.status;
      if (status?.uploadStatus === 'rejected' && status.rejectionReason === 'duplicate') {
        const dayBefore = new Date(since.getTime() - 24 * 3_600_000);
        const earlier = await findPublished(credentials, post, dayBefore, resource.id);
        if (earlier) return earlier;
        throw new PublishOutcomeUnknownError('youtube: rejected as a duplicate', undefined, 'duplicate');
      }
      if (status?.uploadStatus === 'rejected' || status?.uploadStatus === 'failed') {
        const why = status.rejectionReason ?? status.failureReason;
        throw new PublishRejectedError(
          `YouTube refused the video (${typeof why === 'string' ? why : String(status.uploadStatus)})`,
        );
      }
      return { externalId: resource.id, url: youTubeShortUrl(resource.id) };
    },
    findPublished: (credentials, post, since) => findPublished(credentials, post, since),
  };
}
