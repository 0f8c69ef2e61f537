/**
 * A loopback TikTok (Login Kit and the v2 Open API) for tests, speaking TikTok's wire formats:
 * - `GET /v2/auth/authorize/` (the consent page: approves at once and redirects with `code` and `state`);
 * - `POST /v2/oauth/token/` (form with client_key and client_secret; `authorization_code` checks the code once
 *   and the redirect_uri; `refresh_token` rotates both tokens), `POST /v2/oauth/revoke/`;
 * - `GET /v2/user/info/?fields=`, `POST /v2/post/publish/creator_info/query/`;
 * - `POST /v2/post/publish/video/init/` (FILE_UPLOAD; the media transfer guide's chunk rules are checked), the
 *   upload_url taking `PUT` chunks with Content-Range (206, then 201 on the last);
 * - `POST /v2/post/publish/status/fetch/` (PROCESSING_UPLOAD once, then PUBLISH_COMPLETE with the int64
 *   `publicaly_available_post_id`, or FAILED with a fail_reason);
 * - `POST /v2/video/list/` (newest first, cursor, has_more), `POST /v2/video/query/` (the counts).
 * Every API answer is `{ data, error: { code, message, log_id } }`: 401 `access_token_invalid`, 429
 * `rate_limit_exceeded`, `unaudited_client_can_only_post_to_private_accounts`, and 'timeout after success'
 * (the last chunk publishes the video and the answer never comes).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A video the fake published. */
export interface FakeTikTokVideo {
  id: string;
  title: string;
  privacy: string;
  size: number;
  createTime: number;
  counts: { view_count: number; like_count: number; comment_count: number; share_count: number };
}

/** A failure the next video/init, or the next upload's processing, gets. */
export type FakeTikTokFailure =
  /** A 429 `rate_limit_exceeded`; with `retryAfterSeconds`, it carries the standard Retry-After header. */
  | { kind: 'rate-limited'; retryAfterSeconds?: number }
  | { kind: 'unaudited' }
  | { kind: 'processing-failed'; reason: string }
  | { kind: 'store-then-hang' };

interface Upload {
  publishId: string;
  token: string;
  size: number;
  chunkSize: number;
  count: number;
  received: number;
  chunks: number;
  title: string;
  privacy: string;
  status: string;
  failReason?: string;
  polls: number;
  videoId?: string;
  hang: boolean;
  fail?: string;
}

export interface FakeTikTok {
  baseUrl: string;
  authorizeUrl: string;
  clientKey: string;
  clientSecret: string;
  user: { openId: string; displayName: string; username: string };
  readonly videos: readonly FakeTikTokVideo[];
  /** Every video/init body the fake received, in order. */
  readonly inits: readonly Record<string, unknown>[];
  /** Every chunk's Content-Range, in order. */
  readonly ranges: readonly string[];
  readonly revoked: readonly string[];
  readonly tokenRequests: readonly string[];
  /** The privacy levels creator_info offers (default: all four). */
  setPrivacyLevels(levels: string[]): void;
  setMaxDuration(seconds: number): void;
  expireAccessTokens(): void;
  queueFailures(...failures: FakeTikTokFailure[]): void;
  close(): Promise<void>;
}

/** Starts the fake on a free loopback port. */
export async function startFakeTikTok(): Promise<FakeTikTok> {
  const clientKey = 'fakeTikTokClientKey';
  const clientSecret = 'fake-tiktok-secret';
  const user = { openId: '-000Fake-OpenId-0001', displayName: 'Postforge Test', username: 'postforge.test' };
  const codes = new Map<string, { redirectUri: string; scope: string }>();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const videos: FakeTikTokVideo[] = [];
  const uploads = new Map<string, Upload>();
  const inits: Record<string, unknown>[] = [];
  const ranges: string[] = [];
  const revoked: string[] = [];
  const tokenRequests: string[] = [];
  const failures: FakeTikTokFailure[] = [];
  const sockets = new Set<Socket>();
  let privacyLevels = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'];
  let maxDuration = 600;
  let nextVideo = 7311000000000000001n;
  let baseUrl = '';

  const logId = () => `2026112718${randomBytes(10).toString('hex').toUpperCase()}`;
  const send = (response: ServerResponse, status: number, text: string) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(text);
  };
  const answer = (response: ServerResponse, status: number, data: unknown, code = 'ok', message = '') =>
    send(response, status, JSON.stringify({ data, error: { code, message, log_id: logId() } }));
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const issueTokens = (scope: string) => {
    const access = `act.${randomBytes(24).toString('base64url')}`;
    const refresh = `rft.${randomBytes(24).toString('base64url')}`;
    accessTokens.set(access, Date.now() + 86_400_000);
    refreshTokens.add(refresh);
    return {
      access_token: access,
      expires_in: 86400,
      open_id: user.openId,
      refresh_expires_in: 31536000,
      refresh_token: refresh,
      scope,
      token_type: 'Bearer',
    };
  };
  const bearer = (request: IncomingMessage) => {
    const token = /^Bearer (.+)$/u.exec(request.headers.authorization ?? '')?.[1];
    const expiry = token ? accessTokens.get(token) : undefined;
    return expiry !== undefined && expiry > Date.now() ? token : undefined;
  };
  const publishVideo = (upload: Upload) => {
    const id = String(nextVideo);
    nextVideo += 1n;
    upload.videoId = id;
    videos.push({
      id,
      title: upload.title,
      privacy: upload.privacy,
      size: upload.size,
      createTime: Math.floor(Date.now() / 1000),
      counts: { view_count: 1200, like_count: 87, comment_count: 9, share_count: 4 },
    });
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (request.method === 'GET' && path === '/v2/auth/authorize/') {
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
      if (
        url.searchParams.get('client_key') !== clientKey ||
        url.searchParams.get('response_type') !== 'code'
      ) {
        response.writeHead(400, { 'content-type': 'text/plain' });
        response.end('client_key');
        return;
      }
      const code = randomBytes(16).toString('base64url');
      codes.set(code, {
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
        scope: url.searchParams.get('scope') ?? '',
      });
      redirect.searchParams.set('code', code);
      redirect.searchParams.set('scopes', url.searchParams.get('scope') ?? '');
      redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: redirect.toString() });
      response.end();
      return;
    }
    if (request.method === 'POST' && (path === '/v2/oauth/token/' || path === '/v2/oauth/revoke/')) {
      const form = new URLSearchParams((await readBody(request)).toString('utf8'));
      const oauthError = (error: string, description: string) =>
        send(response, 400, JSON.stringify({ error, error_description: description, log_id: logId() }));
      if (form.get('client_key') !== clientKey || form.get('client_secret') !== clientSecret)
        return oauthError('invalid_client', 'Client key or secret is incorrect.');
      if (path === '/v2/oauth/revoke/') {
        const token = form.get('token') ?? '';
        revoked.push(token);
        accessTokens.delete(token);
        return send(response, 200, '');
      }
      tokenRequests.push(form.get('grant_type') ?? '');
      if (form.get('grant_type') === 'authorization_code') {
        const entry = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!entry || entry.redirectUri !== form.get('redirect_uri'))
          return oauthError('invalid_grant', 'Authorization code is expired.');
        return send(response, 200, JSON.stringify(issueTokens(entry.scope)));
      }
      if (form.get('grant_type') === 'refresh_token') {
        if (!refreshTokens.delete(form.get('refresh_token') ?? ''))
          return oauthError('invalid_grant', 'Refresh token is invalid or expired.');
        return send(response, 200, JSON.stringify(issueTokens('user.info.basic,video.publish,video.list')));
      }
      return oauthError('unsupported_grant_type', 'Grant type is not supported.');
    }
    const uploadPath = /^\/upload\/([\w.~-]+)$/u.exec(path);
    if (request.method === 'PUT' && uploadPath) {
      const upload = [...uploads.values()].find((item) => item.token === uploadPath[1]);
      const body = await readBody(request);
      const range = /^bytes (\d+)-(\d+)\/(\d+)$/u.exec(request.headers['content-range'] ?? '');
      ranges.push(request.headers['content-range'] ?? '');
      if (!upload) return send(response, 404, '');
      const first = Number(range?.[1]);
      const last = Number(range?.[2]);
      const isLast = upload.chunks === upload.count - 1;
      const expectedLength = isLast ? upload.size - upload.received : upload.chunkSize;
      if (
        !range ||
        Number(range[3]) !== upload.size ||
        first !== upload.received ||
        last - first + 1 !== body.length ||
        body.length !== expectedLength
      )
        return send(response, 416, JSON.stringify({ error: 'Requested range not satisfiable' }));
      upload.received += body.length;
      upload.chunks += 1;
      if (!isLast) return send(response, 206, '');
      upload.status = 'PROCESSING_UPLOAD';
      if (upload.hang) {
        upload.status = 'PUBLISH_COMPLETE';
        publishVideo(upload);
        return; // stored, and no answer ever comes
      }
      return send(response, 201, '');
    }
    const token = bearer(request);
    if (!token)
      return answer(
        response,
        401,
        {},
        'access_token_invalid',
        'The access token is invalid or not found in the request.',
      );
    const json = async () =>
      JSON.parse((await readBody(request)).toString('utf8') || '{}') as Record<string, unknown>;
    if (request.method === 'GET' && path === '/v2/user/info/')
      return answer(response, 200, { user: { open_id: user.openId, display_name: user.displayName } });
    if (request.method === 'POST' && path === '/v2/post/publish/creator_info/query/')
      return answer(response, 200, {
        creator_avatar_url: 'https://p16-sign.tiktokcdn-us.com/avatar.jpeg',
        creator_username: user.username,
        creator_nickname: user.displayName,
        privacy_level_options: privacyLevels,
        comment_disabled: false,
        duet_disabled: true,
        stitch_disabled: false,
        max_video_post_duration_sec: maxDuration,
      });
    if (request.method === 'POST' && path === '/v2/post/publish/video/init/') {
      const body = await json();
      inits.push(body);
      const failure =
        failures[0]?.kind === 'rate-limited' || failures[0]?.kind === 'unaudited'
          ? failures.shift()
          : undefined;
      if (failure?.kind === 'rate-limited') {
        if (failure.retryAfterSeconds !== undefined)
          response.setHeader('retry-after', String(failure.retryAfterSeconds));
        return answer(
          response,
          429,
          {},
          'rate_limit_exceeded',
          'API rate limit was exceeded, please retry later.',
        );
      }
      const post = (body.post_info ?? {}) as { title?: string; privacy_level?: string };
      if (failure?.kind === 'unaudited' && post.privacy_level !== 'SELF_ONLY')
        return answer(
          response,
          403,
          {},
          'unaudited_client_can_only_post_to_private_accounts',
          'Please review our integration guidelines at https://developers.tiktok.com/doc/content-sharing-guidelines/',
        );
      if (!privacyLevels.includes(post.privacy_level ?? ''))
        return answer(
          response,
          400,
          {},
          'privacy_level_option_mismatch',
          'privacy_level is not one of the creator’s privacy_level_options.',
        );
      const source = (body.source_info ?? {}) as Record<string, unknown>;
      const size = Number(source.video_size);
      const chunkSize = Number(source.chunk_size);
      const count = Number(source.total_chunk_count);
      const mb = 1024 * 1024;
      const chunksOk =
        source.source === 'FILE_UPLOAD' &&
        size > 0 &&
        count === Math.floor(size / chunkSize) &&
        count >= 1 &&
        count <= 1000 &&
        (size < 5 * mb ? chunkSize === size : chunkSize >= 5 * mb && chunkSize <= 64 * mb) &&
        size - (count - 1) * chunkSize <= 128 * mb;
      if (!chunksOk)
        return answer(response, 400, {}, 'invalid_params', 'The chunk_size or total_chunk_count is invalid.');
      const publishId = `v_pub_file~v2-1.${randomBytes(8).readBigUInt64BE()}`;
      const uploadToken = randomBytes(12).toString('hex');
      const processing =
        failures[0]?.kind === 'processing-failed' || failures[0]?.kind === 'store-then-hang'
          ? failures.shift()
          : undefined;
      uploads.set(publishId, {
        publishId,
        token: uploadToken,
        size,
        chunkSize,
        count,
        received: 0,
        chunks: 0,
        title: post.title ?? '',
        privacy: post.privacy_level ?? '',
        status: 'PROCESSING_UPLOAD',
        polls: 0,
        hang: processing?.kind === 'store-then-hang',
        ...(processing?.kind === 'processing-failed' ? { fail: processing.reason } : {}),
      });
      return answer(response, 200, { publish_id: publishId, upload_url: `${baseUrl}/upload/${uploadToken}` });
    }
    if (request.method === 'POST' && path === '/v2/post/publish/status/fetch/') {
      const upload = uploads.get(String((await json()).publish_id));
      if (!upload) return answer(response, 400, {}, 'invalid_publish_id', 'publish_id does not exist');
      if (upload.received === upload.size && upload.status === 'PROCESSING_UPLOAD') {
        upload.polls += 1;
        if (upload.polls > 1) {
          if (upload.fail) {
            upload.status = 'FAILED';
            upload.failReason = upload.fail;
          } else {
            upload.status = 'PUBLISH_COMPLETE';
            publishVideo(upload);
          }
        }
      }
      const ids = upload.videoId && upload.privacy !== 'SELF_ONLY' ? upload.videoId : '';
      // int64 ids written as JSON numbers, as TikTok does.
      return send(
        response,
        200,
        `{"data":{"status":${JSON.stringify(upload.status)},${upload.failReason ? `"fail_reason":${JSON.stringify(upload.failReason)},` : ''}"publicaly_available_post_id":[${ids}],"uploaded_bytes":${upload.received}},"error":{"code":"ok","message":"","log_id":"${logId()}"}}`,
      );
    }
    if (request.method === 'POST' && path === '/v2/video/list/') {
      const body = await json();
      const max = Math.min(20, Number(body.max_count ?? 10));
      const cursor = body.cursor === undefined ? Infinity : Number(body.cursor);
      const listed = [...videos]
        .reverse()
        .filter((video) => video.createTime * 1000 < cursor || cursor === Infinity);
      const page = listed.slice(0, max);
      return answer(response, 200, {
        videos: page.map((video) => ({
          id: video.id,
          title: video.title,
          video_description: video.title,
          create_time: video.createTime,
          share_url: `https://www.tiktok.com/@${user.username}/video/${video.id}`,
        })),
        cursor: page.length > 0 ? page.at(-1)!.createTime * 1000 : 0,
        has_more: listed.length > page.length,
      });
    }
    if (request.method === 'POST' && path === '/v2/video/query/') {
      const ids = ((await json()).filters as { video_ids?: string[] } | undefined)?.video_ids ?? [];
      return answer(response, 200, {
        videos: videos
          .filter((video) => ids.includes(video.id))
          .map((video) => ({ id: video.id, ...video.counts })),
        cursor: 0,
        has_more: false,
      });
    }
    return answer(response, 404, {}, 'invalid_params', `No route ${request.method} ${path}`);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) answer(response, 500, {}, 'internal_error', String(error));
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
    authorizeUrl: `${baseUrl}/v2/auth/authorize/`,
    clientKey,
    clientSecret,
    user,
    videos,
    inits,
    ranges,
    revoked,
    tokenRequests,
    setPrivacyLevels(levels) {
      privacyLevels = levels;
    },
    setMaxDuration(seconds) {
      maxDuration = seconds;
    },
    expireAccessTokens() {
      for (const token of accessTokens.keys()) accessTokens.set(token, 0);
    },
    queueFailures(...items) {
      failures.push(...items);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
