/**
 * A loopback X (API v2) for tests and the browser test, speaking X's wire formats:
 * - `GET /i/oauth2/authorize` (the consent page: approves at once as the fake's user and redirects to the
 *   redirect_uri with `code` and `state`, or `error=access_denied` when told to deny);
 * - `POST /2/oauth2/token` (form; HTTP Basic client credentials; `authorization_code` checks the code once,
 *   the redirect_uri and the PKCE S256 verifier; `refresh_token` rotates both tokens), `POST /2/oauth2/revoke`;
 * - `GET /2/users/me`, `GET /2/users/:id/tweets` (start_time, newest first);
 * - media: `POST /2/media/upload/initialize`, `/2/media/upload/:id/append` (multipart), `/:id/finalize`,
 *   `GET /2/media/upload?command=STATUS&media_id=` (a video is 'in_progress' once, then 'succeeded');
 * - `POST /2/tweets` ({ text, media: { media_ids } } → 201 { data: { id, text } });
 * - `GET /2/tweets?ids=…&tweet.fields=public_metrics` (posts lookup: each known post with its public_metrics,
 *   an unknown id as a 'resource-not-found' entry of `errors`, as X answers a deleted post).
 * Errors as X sends them: 401 problem details for an expired token, 429 with x-rate-limit-limit/-remaining/
 * -reset, 403 'duplicate content', a rejected media file, and 'timeout after success' (stored, no answer).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A post the fake stored. */
export interface FakeTweet {
  id: string;
  text: string;
  mediaIds: string[];
  createdAt: Date;
}

/** A post's `public_metrics` as X answers them. */
export interface FakePublicMetrics {
  retweet_count: number;
  reply_count: number;
  like_count: number;
  quote_count: number;
  bookmark_count: number;
  impression_count: number;
}

/** A failure the next POST /2/tweets gets. */
export type FakeXFailure =
  | { kind: 'rate-limited'; resetInSeconds: number }
  | { kind: 'store-then-hang' }
  | { kind: 'server-error' };

export interface FakeX {
  baseUrl: string;
  authorizeUrl: string;
  clientId: string;
  clientSecret: string;
  user: { id: string; username: string; name: string };
  readonly tweets: readonly FakeTweet[];
  /** POST /2/tweets requests received (a replay is one more). */
  readonly createRequests: number;
  readonly revoked: readonly string[];
  /** Every token request's grant type, in order. */
  readonly tokenRequests: readonly string[];
  /** GET /2/tweets lookups received, each with its ids. */
  readonly lookups: readonly string[][];
  /** An uploaded media file: its declared media_type and total_bytes, and the bytes the appends carried. */
  uploadedMedia(id: string): { type: string; size: number; received: number } | undefined;
  /** Sets a stored post's public_metrics (X's field names; the others stay 0). */
  setPublicMetrics(id: string, metrics: Partial<FakePublicMetrics>): void;
  /** Access tokens expire now (401 on every API call with them). */
  expireAccessTokens(): void;
  /** Refresh tokens stop working (invalid_request, as X answers a revoked one). */
  revokeRefreshTokens(): void;
  queueTweetFailures(...failures: FakeXFailure[]): void;
  /** The next media upload is refused at finalize with X's processing error. */
  rejectNextMedia(message: string): void;
  /** The next authorize request is denied by the user. */
  denyNextAuthorization(): void;
  /** Access tokens issued from now on live this many seconds (default 7200). */
  setTokenLifetime(seconds: number): void;
  close(): Promise<void>;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const newId = () => String(BigInt(Date.now()) * 1000n + BigInt(randomBytes(2).readUInt16BE() % 1000));

/** Starts the fake on a free loopback port. */
export async function startFakeX(): Promise<FakeX> {
  const clientId = 'fake-x-client';
  const clientSecret = 'fake-x-secret';
  const user = { id: '1700000000000000001', username: 'postforge_test', name: 'Postforge Test' };
  const codes = new Map<string, { challenge: string; redirectUri: string; scope: string }>();
  const accessTokens = new Map<string, number>(); // token → expiry ms
  const refreshTokens = new Set<string>();
  const tweets: FakeTweet[] = [];
  const publicMetrics = new Map<string, FakePublicMetrics>();
  const lookups: string[][] = [];
  const media = new Map<string, { type: string; size: number; received: number; polls: number }>();
  const revoked: string[] = [];
  const tokenRequests: string[] = [];
  const tweetFailures: FakeXFailure[] = [];
  const sockets = new Set<Socket>();
  let mediaRejection: string | undefined;
  let denyNext = false;
  let tokenLifetime = 7200;
  let createRequests = 0;

  const json = (
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
  const problem = (response: ServerResponse, status: number, title: string, detail: string) =>
    json(response, status, { title, detail, type: 'about:blank', status });
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const issueTokens = (scope: string) => {
    const access = randomBytes(24).toString('base64url');
    const refresh = randomBytes(24).toString('base64url');
    accessTokens.set(access, Date.now() + tokenLifetime * 1000);
    refreshTokens.add(refresh);
    return {
      token_type: 'bearer',
      expires_in: tokenLifetime,
      access_token: access,
      scope,
      refresh_token: refresh,
    };
  };
  const isClient = (request: IncomingMessage) =>
    request.headers.authorization ===
    `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  const bearerOk = (request: IncomingMessage) => {
    const token = /^Bearer (.+)$/u.exec(request.headers.authorization ?? '')?.[1];
    const expiry = token ? accessTokens.get(token) : undefined;
    return expiry !== undefined && expiry > Date.now();
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (request.method === 'GET' && path === '/i/oauth2/authorize') {
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
      const state = url.searchParams.get('state') ?? '';
      if (
        url.searchParams.get('client_id') !== clientId ||
        url.searchParams.get('code_challenge_method') !== 'S256'
      ) {
        response.writeHead(400, { 'content-type': 'text/plain' });
        response.end('Something went wrong: invalid client or PKCE method');
        return;
      }
      if (denyNext) {
        denyNext = false;
        redirect.searchParams.set('error', 'access_denied');
      } else {
        const code = randomBytes(16).toString('base64url');
        codes.set(code, {
          challenge: url.searchParams.get('code_challenge') ?? '',
          redirectUri: url.searchParams.get('redirect_uri') ?? '',
          scope: url.searchParams.get('scope') ?? '',
        });
        redirect.searchParams.set('code', code);
      }
      redirect.searchParams.set('state', state);
      response.writeHead(302, { location: redirect.toString() });
      response.end();
      return;
    }
    if (request.method === 'POST' && path === '/2/oauth2/token') {
      const form = new URLSearchParams((await readBody(request)).toString('utf8'));
      tokenRequests.push(form.get('grant_type') ?? '');
      if (!isClient(request))
        return json(response, 401, {
          error: 'unauthorized_client',
          error_description: 'Missing valid authorization header',
        });
      if (form.get('grant_type') === 'authorization_code') {
        const entry = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (
          !entry ||
          entry.redirectUri !== form.get('redirect_uri') ||
          entry.challenge !== sha256(form.get('code_verifier') ?? '')
        )
          return json(response, 400, {
            error: 'invalid_request',
            error_description: 'Value passed for the authorization code was invalid.',
          });
        return json(response, 200, issueTokens(entry.scope));
      }
      if (form.get('grant_type') === 'refresh_token') {
        const refresh = form.get('refresh_token') ?? '';
        if (!refreshTokens.delete(refresh))
          return json(response, 400, {
            error: 'invalid_request',
            error_description: 'Value passed for the token was invalid.',
          });
        return json(
          response,
          200,
          issueTokens('tweet.read tweet.write users.read media.write offline.access'),
        );
      }
      return json(response, 400, {
        error: 'unsupported_grant_type',
        error_description: 'Unsupported grant type',
      });
    }
    if (request.method === 'POST' && path === '/2/oauth2/revoke') {
      const form = new URLSearchParams((await readBody(request)).toString('utf8'));
      if (!isClient(request)) return json(response, 401, { error: 'unauthorized_client' });
      const token = form.get('token') ?? '';
      revoked.push(token);
      accessTokens.delete(token);
      refreshTokens.delete(token);
      return json(response, 200, { revoked: true });
    }
    if (!bearerOk(request)) return problem(response, 401, 'Unauthorized', 'Unauthorized');
    if (request.method === 'GET' && path === '/2/users/me') return json(response, 200, { data: user });
    if (request.method === 'GET' && path === '/2/tweets') {
      const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean);
      if (ids.length === 0 || ids.length > 100)
        return json(response, 400, {
          errors: [{ parameters: { ids }, message: 'The `ids` query parameter value must be 1 to 100 ids' }],
          title: 'Invalid Request',
          detail: 'One or more parameters to your request was invalid.',
          type: 'https://api.twitter.com/2/problems/invalid-request',
        });
      lookups.push(ids);
      const withMetrics = (url.searchParams.get('tweet.fields') ?? '').split(',').includes('public_metrics');
      const data = ids.flatMap((id) => {
        const tweet = tweets.find((stored) => stored.id === id);
        if (!tweet) return [];
        const metrics = publicMetrics.get(id) ?? {
          retweet_count: 0,
          reply_count: 0,
          like_count: 0,
          quote_count: 0,
          bookmark_count: 0,
          impression_count: 0,
        };
        return [
          {
            id,
            text: tweet.text,
            edit_history_tweet_ids: [id],
            ...(withMetrics ? { public_metrics: metrics } : {}),
          },
        ];
      });
      const errors = ids
        .filter((id) => !tweets.some((tweet) => tweet.id === id))
        .map((id) => ({
          value: id,
          detail: `Could not find tweet with ids: [${id}].`,
          title: 'Not Found Error',
          resource_type: 'tweet',
          parameter: 'ids',
          resource_id: id,
          type: 'https://api.twitter.com/2/problems/resource-not-found',
        }));
      return json(response, 200, {
        ...(data.length > 0 ? { data } : {}),
        ...(errors.length > 0 ? { errors } : {}),
      });
    }
    if (request.method === 'GET' && path === `/2/users/${user.id}/tweets`) {
      const start = url.searchParams.get('start_time');
      const since = start ? new Date(start).getTime() : 0;
      const found = tweets
        .filter((tweet) => tweet.createdAt.getTime() >= since)
        .reverse()
        .slice(0, Number(url.searchParams.get('max_results') ?? 10))
        .map((tweet) => ({
          id: tweet.id,
          text: tweet.text,
          created_at: tweet.createdAt.toISOString(),
          edit_history_tweet_ids: [tweet.id],
        }));
      return json(
        response,
        200,
        found.length > 0
          ? {
              data: found,
              meta: { result_count: found.length, newest_id: found[0]!.id, oldest_id: found.at(-1)!.id },
            }
          : { meta: { result_count: 0 } },
      );
    }
    if (request.method === 'POST' && path === '/2/media/upload/initialize') {
      const body = JSON.parse((await readBody(request)).toString('utf8')) as {
        media_type?: string;
        total_bytes?: number;
      };
      const id = newId();
      media.set(id, { type: body.media_type ?? '', size: Number(body.total_bytes), received: 0, polls: 0 });
      return json(response, 200, { data: { id, media_key: `3_${id}`, expires_after_secs: 86400 } });
    }
    const mediaPath = /^\/2\/media\/upload\/(\d+)\/(append|finalize)$/u.exec(path);
    if (request.method === 'POST' && mediaPath) {
      const entry = media.get(mediaPath[1]!);
      if (!entry)
        return problem(
          response,
          400,
          'Invalid Request',
          'One or more parameters to your request was invalid.',
        );
      if (mediaPath[2] === 'append') {
        const body = await readBody(request);
        if (!/multipart\/form-data/u.test(request.headers['content-type'] ?? ''))
          return problem(response, 400, 'Invalid Request', 'Expected multipart/form-data');
        // The multipart framing is counted out: the fake keeps only the media part's length.
        const boundary = /boundary=(.+)$/u.exec(request.headers['content-type'] ?? '')?.[1] ?? '';
        const parts = body.toString('latin1').split(`--${boundary}`);
        const mediaPart = parts.find((part) => /name="media"/u.test(part)) ?? '';
        entry.received += Buffer.byteLength(mediaPart.slice(mediaPart.indexOf('\r\n\r\n') + 4, -2), 'latin1');
        response.writeHead(204);
        response.end();
        return;
      }
      await readBody(request);
      if (mediaRejection) {
        const message = mediaRejection;
        mediaRejection = undefined;
        return json(response, 200, {
          data: {
            id: mediaPath[1],
            processing_info: { state: 'failed', error: { code: 1, name: 'InvalidMedia', message } },
          },
        });
      }
      if (entry.received !== entry.size)
        return problem(
          response,
          400,
          'Invalid Request',
          `File size mismatch: ${entry.received} of ${entry.size}`,
        );
      const isVideo = entry.type.startsWith('video/');
      return json(response, 200, {
        data: {
          id: mediaPath[1],
          media_key: `3_${mediaPath[1]}`,
          size: entry.size,
          expires_after_secs: 86400,
          ...(isVideo ? { processing_info: { state: 'pending', check_after_secs: 1 } } : {}),
        },
      });
    }
    if (
      request.method === 'GET' &&
      path === '/2/media/upload' &&
      url.searchParams.get('command') === 'STATUS'
    ) {
      const id = url.searchParams.get('media_id') ?? '';
      const entry = media.get(id);
      if (!entry) return problem(response, 400, 'Invalid Request', 'Unknown media id');
      entry.polls += 1;
      const state = entry.polls < 2 ? 'in_progress' : 'succeeded';
      return json(response, 200, {
        data: {
          id,
          processing_info: {
            state,
            ...(state === 'in_progress'
              ? { check_after_secs: 1, progress_percent: 50 }
              : { progress_percent: 100 }),
          },
        },
      });
    }
    if (request.method === 'POST' && path === '/2/tweets') {
      createRequests += 1;
      const body = JSON.parse((await readBody(request)).toString('utf8')) as {
        text?: string;
        media?: { media_ids?: string[] };
      };
      const failure = tweetFailures.shift();
      if (failure?.kind === 'rate-limited') {
        const reset = Math.ceil(Date.now() / 1000) + failure.resetInSeconds;
        return json(
          response,
          429,
          { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 },
          { 'x-rate-limit-limit': '100', 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': String(reset) },
        );
      }
      if (failure?.kind === 'server-error')
        return problem(response, 503, 'Service Unavailable', 'Service Unavailable');
      const text = body.text ?? '';
      const mediaIds = body.media?.media_ids ?? [];
      if (mediaIds.some((id) => !media.has(id)))
        return problem(response, 400, 'Invalid Request', 'Your media IDs are invalid.');
      if (tweets.some((tweet) => tweet.text === text))
        return problem(
          response,
          403,
          'Forbidden',
          'You are not allowed to create a Tweet with duplicate content.',
        );
      const tweet = { id: newId(), text, mediaIds, createdAt: new Date() };
      tweets.push(tweet);
      if (failure?.kind === 'store-then-hang') return; // never answers: the client's timeout fires
      return json(response, 201, { data: { id: tweet.id, text, edit_history_tweet_ids: [tweet.id] } });
    }
    return problem(response, 404, 'Not Found Error', `No route ${request.method} ${path}`);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) problem(response, 500, 'Internal Error', String(error));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    authorizeUrl: `${baseUrl}/i/oauth2/authorize`,
    clientId,
    clientSecret,
    user,
    get tweets() {
      return tweets;
    },
    get createRequests() {
      return createRequests;
    },
    revoked,
    tokenRequests,
    lookups,
    uploadedMedia(id) {
      const entry = media.get(id);
      return entry && { type: entry.type, size: entry.size, received: entry.received };
    },
    setPublicMetrics(id, metrics) {
      const current = publicMetrics.get(id);
      publicMetrics.set(id, {
        retweet_count: 0,
        reply_count: 0,
        like_count: 0,
        quote_count: 0,
        bookmark_count: 0,
        impression_count: 0,
        ...current,
        ...metrics,
      });
    },
    expireAccessTokens() {
      for (const token of accessTokens.keys()) accessTokens.set(token, 0);
    },
    revokeRefreshTokens() {
      refreshTokens.clear();
    },
    queueTweetFailures(...failures) {
      tweetFailures.push(...failures);
    },
    rejectNextMedia(message) {
      mediaRejection = message;
    },
    denyNextAuthorization() {
      denyNext = true;
    },
    setTokenLifetime(seconds) {
      tokenLifetime = seconds;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
