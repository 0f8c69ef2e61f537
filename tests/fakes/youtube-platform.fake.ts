/**
 * A loopback Google OAuth + YouTube Data API v3 for tests and the browser test, speaking Google's wire formats:
 * - `GET /o/oauth2/v2/auth` (the consent page: approves at once and redirects with `code`, `state` and `scope`;
 *   requires PKCE S256); `POST /token` (form with client_id and client_secret; `authorization_code` checks the
 *   code once, the redirect_uri and the verifier, and answers a refresh token when access_type=offline;
 *   `refresh_token` answers a new access token only); `POST /revoke` (form `token`);
 * - `GET /youtube/v3/channels?mine=true` (snippet, contentDetails.relatedPlaylists.uploads);
 * - resumable `videos.insert`: `POST /upload/youtube/v3/videos?uploadType=resumable&part=snippet,status`
 *   (200 + Location with an upload_id) then chunked `PUT`s with Content-Range, 308 Resume Incomplete + Range,
 *   status queries, and a chunk that fails once (youtube-upload.fake.ts);
 * - `GET /youtube/v3/playlistItems?playlistId=` (the uploads playlist, newest first);
 * - `GET /youtube/v3/videos?part=statistics&id=` (counts as strings).
 * Errors as Google sends them: 401 authError, 403 quotaExceeded, 429 rateLimitExceeded with Retry-After, an
 * upload rejected as a duplicate (same bytes: uploadStatus 'rejected', rejectionReason 'duplicate'), a file that
 * fails processing, and 'timeout after success' (the video stored, the PUT never answered).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  handleSessionPut,
  type FakeUploadContext,
  type FakeUploadSession,
  type FakeYouTubeFailure,
} from './youtube-upload.fake';

export type { FakeYouTubeFailure } from './youtube-upload.fake';

/** A video the fake stored. */
export interface FakeYouTubeVideo {
  id: string;
  title: string;
  description: string;
  privacyStatus: string;
  size: number;
  contentHash: string;
  uploadStatus: 'processed' | 'rejected' | 'failed';
  publishedAt: Date;
  statistics: { viewCount: string; likeCount: string; commentCount: string; favoriteCount: string };
}

export interface FakeYouTube {
  baseUrl: string;
  authorizeUrl: string;
  clientId: string;
  clientSecret: string;
  channel: { id: string; title: string; uploads: string };
  readonly videos: readonly FakeYouTubeVideo[];
  /** Upload PUTs that carried bytes (each chunk is one; a status query is not). */
  readonly uploadRequests: number;
  /** The byte range (inclusive) of every chunk received, in order. */
  readonly uploadRanges: readonly { start: number; end: number }[];
  /** Status queries (`Content-Range: bytes *\/total`) received. */
  readonly statusQueries: number;
  readonly revoked: readonly string[];
  readonly tokenRequests: readonly string[];
  /** The query of every authorize request. */
  readonly authorizeRequests: readonly URLSearchParams[];
  expireAccessTokens(): void;
  revokeRefreshTokens(): void;
  queueUploadFailures(...failures: FakeYouTubeFailure[]): void;
  /** The next upload fails processing (uploadStatus 'failed' with this failureReason). */
  rejectNextMedia(failureReason: string): void;
  close(): Promise<void>;
}

const newVideoId = () => randomBytes(8).toString('base64url').slice(0, 11);
const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('base64url');

/** Starts the fake on a free loopback port. */
export async function startFakeYouTube(): Promise<FakeYouTube> {
  const clientId = 'fake-youtube-client.apps.googleusercontent.com';
  const clientSecret = 'fake-youtube-secret';
  const channel = {
    id: 'UCpostforgeTest0000000001',
    title: 'Postforge Shorts',
    uploads: 'UUpostforgeTest0000000001',
  };
  const codes = new Map<string, { challenge: string; redirectUri: string; isOffline: boolean }>();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const sessions = new Map<string, FakeUploadSession>();
  const uploadRanges: { start: number; end: number }[] = [];
  const statusQueries = { count: 0 };
  const videos: FakeYouTubeVideo[] = [];
  const revoked: string[] = [];
  const tokenRequests: string[] = [];
  const authorizeRequests: URLSearchParams[] = [];
  const failures: FakeYouTubeFailure[] = [];
  const sockets = new Set<Socket>();
  let mediaRejection: string | undefined;
  let baseUrl = '';
  const scope =
    'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly';

  const json = (
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
    response.end(JSON.stringify(body));
  };
  const googleError = (
    response: ServerResponse,
    status: number,
    message: string,
    reason: string,
    headers: Record<string, string> = {},
  ) =>
    json(
      response,
      status,
      {
        error: {
          code: status,
          message,
          errors: [{ message, domain: reason === 'quotaExceeded' ? 'youtube.quota' : 'global', reason }],
          ...(status === 401 ? { status: 'UNAUTHENTICATED' } : {}),
        },
      },
      headers,
    );
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const issueAccess = () => {
    const access = `ya29.${randomBytes(24).toString('base64url')}`;
    accessTokens.set(access, Date.now() + 3_599_000);
    return access;
  };
  const bearerOk = (request: IncomingMessage) => {
    const token = /^Bearer (.+)$/u.exec(request.headers.authorization ?? '')?.[1];
    const expiry = token ? accessTokens.get(token) : undefined;
    return expiry !== undefined && expiry > Date.now();
  };
  const videoResource = (video: FakeYouTubeVideo) => ({
    kind: 'youtube#video',
    etag: sha256(video.id),
    id: video.id,
    snippet: {
      publishedAt: video.publishedAt.toISOString(),
      channelId: channel.id,
      title: video.title,
      description: video.description,
      channelTitle: channel.title,
      categoryId: '22',
    },
    status: {
      uploadStatus: video.uploadStatus === 'processed' ? 'uploaded' : video.uploadStatus,
      ...(video.uploadStatus === 'rejected' ? { rejectionReason: 'duplicate' } : {}),
      ...(video.uploadStatus === 'failed' ? { failureReason: mediaRejection ?? 'invalidFile' } : {}),
      privacyStatus: video.privacyStatus,
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
      selfDeclaredMadeForKids: false,
    },
  });

  /** Stores a complete upload as a video (a duplicate of processed bytes is rejected) and answers it. */
  const store = (session: FakeUploadSession, bytes: Buffer) => {
    const contentHash = sha256(bytes);
    const isDuplicate = videos.some(
      (video) => video.contentHash === contentHash && video.uploadStatus === 'processed',
    );
    const video: FakeYouTubeVideo = {
      id: newVideoId(),
      title: session.title,
      description: session.description,
      privacyStatus: session.privacyStatus,
      size: bytes.length,
      contentHash,
      uploadStatus: mediaRejection ? 'failed' : isDuplicate ? 'rejected' : 'processed',
      publishedAt: new Date(),
      statistics: { viewCount: '0', likeCount: '0', commentCount: '0', favoriteCount: '0' },
    };
    videos.push(video);
    const answer = videoResource(video);
    mediaRejection = undefined;
    return answer;
  };
  const uploads: FakeUploadContext = {
    failures,
    ranges: uploadRanges,
    statusQueries,
    json,
    googleError: (response, status, message, reason) => googleError(response, status, message, reason),
    store,
  };

  async function handleOAuth(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (request.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
      authorizeRequests.push(url.searchParams);
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
      if (
        url.searchParams.get('client_id') !== clientId ||
        url.searchParams.get('code_challenge_method') !== 'S256' ||
        url.searchParams.get('response_type') !== 'code'
      ) {
        response.writeHead(400, { 'content-type': 'text/html' });
        response.end('<p>Error 400: invalid_request</p>');
        return;
      }
      const code = `4/${randomBytes(16).toString('base64url')}`;
      codes.set(code, {
        challenge: url.searchParams.get('code_challenge') ?? '',
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
        isOffline: url.searchParams.get('access_type') === 'offline',
      });
      redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
      redirect.searchParams.set('code', code);
      redirect.searchParams.set('scope', url.searchParams.get('scope') ?? '');
      response.writeHead(302, { location: redirect.toString() });
      response.end();
      return;
    }
    const form = new URLSearchParams((await readBody(request)).toString('utf8'));
    if (url.pathname === '/revoke') {
      const token = form.get('token') ?? '';
      if (!refreshTokens.delete(token) && !accessTokens.delete(token))
        return json(response, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' });
      revoked.push(token);
      return json(response, 200, {});
    }
    tokenRequests.push(form.get('grant_type') ?? '');
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
      return json(response, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
    if (form.get('grant_type') === 'authorization_code') {
      const entry = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (
        !entry ||
        entry.redirectUri !== form.get('redirect_uri') ||
        entry.challenge !== sha256(form.get('code_verifier') ?? '')
      )
        return json(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      const refresh = `1//${randomBytes(24).toString('base64url')}`;
      if (entry.isOffline) refreshTokens.add(refresh);
      return json(response, 200, {
        access_token: issueAccess(),
        expires_in: 3599,
        ...(entry.isOffline ? { refresh_token: refresh } : {}),
        scope,
        token_type: 'Bearer',
      });
    }
    if (form.get('grant_type') === 'refresh_token') {
      if (!refreshTokens.has(form.get('refresh_token') ?? ''))
        return json(response, 400, {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        });
      return json(response, 200, {
        access_token: issueAccess(),
        expires_in: 3599,
        scope,
        token_type: 'Bearer',
      });
    }
    return json(response, 400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type' });
  }

  async function handleUpload(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (request.method === 'POST' && url.searchParams.get('uploadType') === 'resumable') {
      const failure =
        failures[0]?.kind === 'quota-exceeded' || failures[0]?.kind === 'rate-limited'
          ? failures.shift()
          : undefined;
      const body = JSON.parse((await readBody(request)).toString('utf8') || '{}') as {
        snippet?: { title?: string; description?: string };
        status?: { privacyStatus?: string };
      };
      if (failure?.kind === 'quota-exceeded')
        return googleError(
          response,
          403,
          'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
          'quotaExceeded',
        );
      if (failure?.kind === 'rate-limited')
        return googleError(response, 429, 'Rate Limit Exceeded', 'rateLimitExceeded', {
          'retry-after': String(failure.retryAfterSeconds),
        });
      const title = body.snippet?.title ?? '';
      const description = body.snippet?.description ?? '';
      if (!title || [...title].length > 100 || /[<>]/u.test(title))
        return googleError(
          response,
          400,
          'The request metadata specifies an invalid video title.',
          'invalidTitle',
        );
      if (/[<>]/u.test(description) || Buffer.byteLength(description) > 5000)
        return googleError(
          response,
          400,
          'The request metadata specifies an invalid video description.',
          'invalidDescription',
        );
      const size = Number(request.headers['x-upload-content-length']);
      const uploadId = randomBytes(18).toString('base64url');
      sessions.set(uploadId, {
        title,
        description,
        privacyStatus: body.status?.privacyStatus ?? 'public',
        size,
        received: [],
        receivedBytes: 0,
        chunks: 0,
        isHung: false,
      });
      response.writeHead(200, {
        location: `${baseUrl}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status&upload_id=${uploadId}`,
        'x-guploader-uploadid': uploadId,
      });
      response.end();
      return;
    }
    const session = sessions.get(url.searchParams.get('upload_id') ?? '');
    if (request.method === 'PUT' && session) return handleSessionPut(request, response, session, uploads);
    return googleError(response, 404, 'Not Found', 'notFound');
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (['/o/oauth2/v2/auth', '/token', '/revoke'].includes(url.pathname))
      return handleOAuth(request, response, url);
    if (!bearerOk(request))
      return googleError(
        response,
        401,
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        'authError',
      );
    if (url.pathname === '/upload/youtube/v3/videos') return handleUpload(request, response, url);
    if (
      request.method === 'GET' &&
      url.pathname === '/youtube/v3/channels' &&
      url.searchParams.get('mine') === 'true'
    )
      return json(response, 200, {
        kind: 'youtube#channelListResponse',
        pageInfo: { totalResults: 1, resultsPerPage: 5 },
        items: [
          {
            kind: 'youtube#channel',
            id: channel.id,
            snippet: { title: channel.title, description: '', customUrl: '@postforgeshorts' },
            contentDetails: { relatedPlaylists: { likes: '', uploads: channel.uploads } },
          },
        ],
      });
    if (request.method === 'GET' && url.pathname === '/youtube/v3/playlistItems') {
      if (url.searchParams.get('playlistId') !== channel.uploads)
        return googleError(
          response,
          404,
          "The playlist identified with the request's playlistId parameter cannot be found.",
          'playlistNotFound',
        );
      const max = Number(url.searchParams.get('maxResults') ?? 5);
      const items = [...videos]
        .reverse()
        .slice(0, max)
        .map((video, position) => ({
          kind: 'youtube#playlistItem',
          id: sha256(`${channel.uploads}${video.id}`),
          snippet: {
            publishedAt: video.publishedAt.toISOString(),
            channelId: channel.id,
            title: video.title,
            description: video.description,
            playlistId: channel.uploads,
            position,
            resourceId: { kind: 'youtube#video', videoId: video.id },
          },
        }));
      return json(response, 200, {
        kind: 'youtube#playlistItemListResponse',
        pageInfo: { totalResults: videos.length, resultsPerPage: max },
        items,
      });
    }
    if (request.method === 'GET' && url.pathname === '/youtube/v3/videos') {
      const ids = (url.searchParams.get('id') ?? '').split(',');
      const items = videos
        .filter((video) => ids.includes(video.id))
        .map((video) => ({ kind: 'youtube#video', id: video.id, statistics: video.statistics }));
      return json(response, 200, {
        kind: 'youtube#videoListResponse',
        pageInfo: { totalResults: items.length, resultsPerPage: items.length },
        items,
      });
    }
    return googleError(response, 404, 'Not Found', 'notFound');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) googleError(response, 500, String(error), 'backendError');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    authorizeUrl: `${baseUrl}/o/oauth2/v2/auth`,
    clientId,
    clientSecret,
    channel,
    get videos() {
      return videos;
    },
    get uploadRequests() {
      return uploadRanges.length;
    },
    uploadRanges,
    get statusQueries() {
      return statusQueries.count;
    },
    revoked,
    tokenRequests,
    authorizeRequests,
    expireAccessTokens() {
      for (const token of accessTokens.keys()) accessTokens.set(token, 0);
    },
    revokeRefreshTokens() {
      refreshTokens.clear();
    },
    queueUploadFailures(...queued) {
      failures.push(...queued);
    },
    rejectNextMedia(failureReason) {
      mediaRejection = failureReason;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
