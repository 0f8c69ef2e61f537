/**
 * A loopback LinkedIn for tests and the browser test, speaking LinkedIn's wire formats:
 * - `GET /oauth/v2/authorization` (the consent page: approves at once as the fake's member and redirects to the
 *   redirect_uri with `code` and `state`); `POST /oauth/v2/accessToken` (form with client_id and client_secret;
 *   `authorization_code` checks the code once and the redirect_uri; `refresh_token` answers a new access token
 *   and keeps the refresh token, as LinkedIn's programmatic refresh does); `POST /oauth/v2/revoke`;
 * - `GET /v2/userinfo` (OpenID Connect: sub, name);
 * - versioned REST (the `Linkedin-Version` and `X-Restli-Protocol-Version: 2.0.0` headers required):
 *   `POST /rest/images?action=initializeUpload` + PUT to the upload URL; `POST /rest/videos?action=
 *   initializeUpload` (parts of 4 MiB) + PUT per part (ETag) + `action=finalizeUpload` + `GET /rest/videos/{urn}`
 *   (PROCESSING once, then AVAILABLE); `POST /rest/posts` (201, the URN in `x-restli-id`); `GET /rest/posts?
 *   q=author&author=` (newest first).
 * Errors as LinkedIn sends them: 401 for an expired token, 429 throttle, 422 DUPLICATE_POST ('Content is a
 * duplicate of urn:li:share:…'), a rejected media file, 403 on the author finder (no r_member_social), and
 * 'timeout after success' (the post stored, no answer).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A post the fake stored. */
export interface FakeLinkedInPost {
  urn: string;
  author: string;
  commentary: string;
  /** The media URN of the post (image or video), if any. */
  mediaIds: string[];
  createdAt: Date;
}

/** A failure the next POST /rest/posts gets. */
export type FakeLinkedInFailure =
  | { kind: 'rate-limited' }
  | { kind: 'store-then-hang' }
  | { kind: 'server-error' };

export interface FakeLinkedIn {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  member: { sub: string; name: string };
  /** The member's URN (`urn:li:person:{sub}`). */
  memberUrn: string;
  readonly posts: readonly FakeLinkedInPost[];
  readonly createRequests: number;
  readonly revoked: readonly string[];
  readonly tokenRequests: readonly string[];
  /** Every `Linkedin-Version` header the REST API received. */
  readonly versions: readonly string[];
  /** Bytes received per uploaded image or video URN. */
  readonly uploads: ReadonlyMap<string, number>;
  expireAccessTokens(): void;
  revokeRefreshTokens(): void;
  queuePostFailures(...failures: FakeLinkedInFailure[]): void;
  /** The next media upload is refused (an image's PUT, a video's processing). */
  rejectNextMedia(message: string): void;
  /** The author finder answers 403, as it does without r_member_social. */
  denyPostLookups(isDenied: boolean): void;
  close(): Promise<void>;
}

const partBytes = 4 * 1024 * 1024;
const newNumber = () => String(7_000_000_000_000_000_000n + BigInt(randomBytes(6).readUIntBE(0, 6)));

/** Starts the fake on a free loopback port. */
export async function startFakeLinkedIn(): Promise<FakeLinkedIn> {
  const clientId = 'fake-linkedin-client';
  const clientSecret = 'fake-linkedin-secret';
  const member = { sub: 'aB3dE5fG7h', name: 'Postforge Tester' };
  const memberUrn = `urn:li:person:${member.sub}`;
  const codes = new Map<string, string>(); // code → redirect_uri
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const posts: FakeLinkedInPost[] = [];
  const images = new Map<string, { received: number }>();
  const videos = new Map<
    string,
    {
      size: number;
      parts: Map<number, Buffer>;
      etags: string[];
      state: string;
      polls: number;
      reason?: string;
    }
  >();
  const uploads = new Map<string, number>();
  const revoked: string[] = [];
  const tokenRequests: string[] = [];
  const versions: string[] = [];
  const failures: FakeLinkedInFailure[] = [];
  const sockets = new Set<Socket>();
  let mediaRejection: string | undefined;
  let lookupsDenied = false;
  let createRequests = 0;
  let baseUrl = '';

  const json = (
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
  const restError = (response: ServerResponse, status: number, message: string, extra: object = {}) =>
    json(response, status, { status, message, ...extra });
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const readJson = async (request: IncomingMessage) =>
    JSON.parse((await readBody(request)).toString('utf8') || '{}') as Record<string, unknown>;
  const issueTokens = () => {
    const access = randomBytes(24).toString('base64url');
    const refresh = randomBytes(24).toString('base64url');
    accessTokens.set(access, Date.now() + 5_184_000_000);
    refreshTokens.add(refresh);
    return {
      access_token: access,
      expires_in: 5_183_999,
      refresh_token: refresh,
      refresh_token_expires_in: 31_535_999,
      scope: 'openid,profile,w_member_social',
      token_type: 'Bearer',
      id_token: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.e30.fake',
    };
  };
  const bearerOk = (request: IncomingMessage) => {
    const token = /^Bearer (.+)$/u.exec(request.headers.authorization ?? '')?.[1];
    const expiry = token ? accessTokens.get(token) : undefined;
    return expiry !== undefined && expiry > Date.now();
  };

  async function handleOAuth(request: IncomingMessage, response: ServerResponse, url: URL) {
    const path = url.pathname;
    if (request.method === 'GET' && path === '/oauth/v2/authorization') {
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
      if (
        url.searchParams.get('client_id') !== clientId ||
        url.searchParams.get('response_type') !== 'code'
      ) {
        response.writeHead(400, { 'content-type': 'text/plain' });
        response.end('Invalid client_id or response_type');
        return true;
      }
      const code = randomBytes(16).toString('base64url');
      codes.set(code, url.searchParams.get('redirect_uri') ?? '');
      redirect.searchParams.set('code', code);
      redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: redirect.toString() });
      response.end();
      return true;
    }
    if (request.method !== 'POST' || !['/oauth/v2/accessToken', '/oauth/v2/revoke'].includes(path))
      return false;
    const form = new URLSearchParams((await readBody(request)).toString('utf8'));
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      json(response, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
      return true;
    }
    if (path === '/oauth/v2/revoke') {
      const token = form.get('token') ?? '';
      revoked.push(token);
      accessTokens.delete(token);
      response.writeHead(200);
      response.end();
      return true;
    }
    tokenRequests.push(form.get('grant_type') ?? '');
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      const redirectUri = codes.get(code);
      codes.delete(code);
      if (!redirectUri || redirectUri !== form.get('redirect_uri'))
        json(response, 400, {
          error: 'invalid_request',
          error_description:
            'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired. Or external member binding exists',
        });
      else json(response, 200, issueTokens());
      return true;
    }
    if (form.get('grant_type') === 'refresh_token') {
      const refresh = form.get('refresh_token') ?? '';
      if (!refreshTokens.has(refresh))
        json(response, 400, {
          error: 'invalid_request',
          error_description:
            'The provided authorization grant or refresh token is invalid, expired or revoked.',
        });
      else {
        const fresh = issueTokens();
        refreshTokens.delete(fresh.refresh_token);
        json(response, 200, { ...fresh, refresh_token: refresh });
      }
      return true;
    }
    json(response, 400, { error: 'unsupported_grant_type', error_description: 'Unsupported grant type' });
    return true;
  }

  async function handleUpload(request: IncomingMessage, response: ServerResponse, path: string) {
    const image = /^\/dms-uploads\/image\/(\d+)$/u.exec(path);
    if (request.method === 'PUT' && image) {
      const urn = `urn:li:image:${image[1]}`;
      const entry = images.get(urn);
      const body = await readBody(request);
      if (!entry) return restError(response, 404, 'Upload URL not found');
      if (mediaRejection) {
        const message = mediaRejection;
        mediaRejection = undefined;
        return restError(response, 400, message);
      }
      entry.received = body.length;
      uploads.set(urn, body.length);
      response.writeHead(201);
      response.end();
      return;
    }
    const part = /^\/dms-uploads\/video\/(\d+)\/part\/(\d+)$/u.exec(path);
    if (request.method === 'PUT' && part) {
      const entry = videos.get(`urn:li:video:${part[1]}`);
      const body = await readBody(request);
      if (!entry) return restError(response, 404, 'Upload URL not found');
      entry.parts.set(Number(part[2]), body);
      const etag = `/ambry-video/signedId/${randomBytes(9).toString('hex')}`;
      entry.etags[Number(part[2])] = etag;
      response.writeHead(200, { etag });
      response.end();
      return;
    }
    return restError(response, 404, `No route ${request.method} ${path}`);
  }

  async function handleRest(request: IncomingMessage, response: ServerResponse, url: URL) {
    const path = url.pathname;
    const version = request.headers['linkedin-version'];
    if (typeof version !== 'string' || !/^\d{6}$/u.test(version))
      return restError(
        response,
        400,
        'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
        { code: 'VERSION_MISSING' },
      );
    versions.push(version);
    if (request.headers['x-restli-protocol-version'] !== '2.0.0')
      return restError(response, 400, 'Restli protocol version 2.0.0 is required');
    const action = url.searchParams.get('action');
    if (request.method === 'POST' && path === '/rest/images' && action === 'initializeUpload') {
      const owner = ((await readJson(request)).initializeUploadRequest as { owner?: string } | undefined)
        ?.owner;
      if (owner !== memberUrn) return restError(response, 403, 'Not enough permissions to act as the owner');
      const id = newNumber();
      images.set(`urn:li:image:${id}`, { received: 0 });
      return json(response, 200, {
        value: {
          uploadUrlExpiresAt: Date.now() + 3_600_000,
          uploadUrl: `${baseUrl}/dms-uploads/image/${id}`,
          image: `urn:li:image:${id}`,
        },
      });
    }
    if (request.method === 'POST' && path === '/rest/videos' && action === 'initializeUpload') {
      const body = (await readJson(request)).initializeUploadRequest as
        | { owner?: string; fileSizeBytes?: number }
        | undefined;
      if (body?.owner !== memberUrn)
        return restError(response, 403, 'Not enough permissions to act as the owner');
      const size = Number(body.fileSizeBytes);
      if (!Number.isInteger(size) || size < 1) return restError(response, 400, 'fileSizeBytes is required');
      const id = newNumber();
      const urn = `urn:li:video:${id}`;
      videos.set(urn, { size, parts: new Map(), etags: [], state: 'WAITING_UPLOAD', polls: 0 });
      const uploadInstructions = [];
      for (let first = 0, index = 0; first < size; first += partBytes, index += 1)
        uploadInstructions.push({
          uploadUrl: `${baseUrl}/dms-uploads/video/${id}/part/${index}`,
          firstByte: first,
          lastByte: Math.min(size, first + partBytes) - 1,
        });
      return json(response, 200, {
        value: {
          uploadUrlsExpireAt: Date.now() + 3_600_000,
          video: urn,
          uploadInstructions,
          uploadToken: '',
        },
      });
    }
    if (request.method === 'POST' && path === '/rest/videos' && action === 'finalizeUpload') {
      const body = (await readJson(request)).finalizeUploadRequest as
        | { video?: string; uploadedPartIds?: string[] }
        | undefined;
      const entry = body?.video ? videos.get(body.video) : undefined;
      if (!entry) return restError(response, 404, 'Video not found');
      const received = [...entry.parts.values()].reduce((sum, buffer) => sum + buffer.length, 0);
      if (received !== entry.size || JSON.stringify(body?.uploadedPartIds) !== JSON.stringify(entry.etags))
        return restError(response, 400, 'Upload parts do not match the initialized upload');
      uploads.set(body!.video!, received);
      entry.state = 'PROCESSING';
      if (mediaRejection) {
        entry.reason = mediaRejection;
        mediaRejection = undefined;
      }
      response.writeHead(200);
      response.end();
      return;
    }
    const videoPath = /^\/rest\/videos\/(.+)$/u.exec(path);
    if (request.method === 'GET' && videoPath) {
      const urn = decodeURIComponent(videoPath[1]!);
      const entry = videos.get(urn);
      if (!entry) return restError(response, 404, 'Video not found');
      if (entry.state === 'PROCESSING' && (entry.polls += 1) > 1)
        entry.state = entry.reason ? 'PROCESSING_FAILED' : 'AVAILABLE';
      return json(response, 200, {
        id: urn,
        owner: memberUrn,
        status: entry.state,
        ...(entry.state === 'PROCESSING_FAILED' ? { processingFailureReason: entry.reason } : {}),
      });
    }
    if (request.method === 'GET' && path === '/rest/posts' && url.searchParams.get('q') === 'author') {
      if (lookupsDenied)
        return restError(
          response,
          403,
          'Not enough permissions to access: partnerApiPostsExternal.FINDER-author',
          {
            serviceErrorCode: 100,
            code: 'ACCESS_DENIED',
          },
        );
      const author = url.searchParams.get('author');
      const count = Number(url.searchParams.get('count') ?? 10);
      const elements = posts
        .filter((post) => post.author === author)
        .reverse()
        .slice(0, count)
        .map((post) => ({
          id: post.urn,
          author: post.author,
          commentary: post.commentary,
          visibility: 'PUBLIC',
          lifecycleState: 'PUBLISHED',
          createdAt: post.createdAt.getTime(),
          publishedAt: post.createdAt.getTime(),
          lastModifiedAt: post.createdAt.getTime(),
          distribution: {
            feedDistribution: 'MAIN_FEED',
            targetEntities: [],
            thirdPartyDistributionChannels: [],
          },
        }));
      return json(response, 200, {
        elements,
        paging: { start: 0, count, total: elements.length, links: [] },
      });
    }
    if (request.method === 'POST' && path === '/rest/posts') {
      createRequests += 1;
      const body = (await readJson(request)) as {
        author?: string;
        commentary?: string;
        lifecycleState?: string;
        visibility?: string;
        distribution?: unknown;
        content?: { media?: { id?: string }; multiImage?: { images?: { id?: string }[] } };
      };
      const failure = failures.shift();
      if (failure?.kind === 'rate-limited')
        return restError(
          response,
          429,
          'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.',
        );
      if (failure?.kind === 'server-error') return restError(response, 503, 'Service Unavailable');
      const missing = ['author', 'commentary', 'visibility', 'distribution', 'lifecycleState'].filter(
        (field) => (body as Record<string, unknown>)[field] === undefined,
      );
      if (missing.length > 0)
        return restError(
          response,
          422,
          missing
            .map((field) => `ERROR :: /${field} :: field is required but not found and has no default value`)
            .join('\n'),
        );
      if (body.author !== memberUrn)
        return restError(response, 403, 'Not enough permissions to post as the author');
      const mediaIds = [
        ...(body.content?.media?.id ? [body.content.media.id] : []),
        ...(body.content?.multiImage?.images ?? []).map((image) => image.id ?? ''),
      ];
      for (const id of mediaIds) {
        const known = images.get(id)?.received ? true : videos.get(id)?.state === 'AVAILABLE';
        if (!known) return restError(response, 400, `Media ${id} is not ready or does not exist`);
      }
      const earlier = posts.find((post) => post.commentary === body.commentary);
      if (earlier)
        return json(response, 422, {
          errorDetailType: 'com.linkedin.common.error.BadRequest',
          message: `com.linkedin.content.common.exception.BadRequestResponseException: Content is a duplicate of ${earlier.urn}`,
          errorDetails: {
            inputErrors: [{ description: 'Duplicate post is detected', input: {}, code: 'DUPLICATE_POST' }],
          },
          status: 422,
        });
      const post = {
        urn: `urn:li:share:${newNumber()}`,
        author: body.author,
        commentary: body.commentary ?? '',
        mediaIds,
        createdAt: new Date(),
      };
      posts.push(post);
      if (failure?.kind === 'store-then-hang') return; // never answers: the client's timeout fires
      response.writeHead(201, { 'x-restli-id': post.urn, 'x-linkedin-id': post.urn });
      response.end();
      return;
    }
    return restError(response, 404, `No route ${request.method} ${path}`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/oauth/v2/') && (await handleOAuth(request, response, url))) return;
    if (!bearerOk(request))
      return restError(response, 401, 'The token used in the request has expired', {
        serviceErrorCode: 65601,
        code: 'EXPIRED_ACCESS_TOKEN',
      });
    if (url.pathname.startsWith('/dms-uploads/')) return handleUpload(request, response, url.pathname);
    if (request.method === 'GET' && url.pathname === '/v2/userinfo')
      return json(response, 200, {
        sub: member.sub,
        email_verified: true,
        name: member.name,
        locale: { country: 'US', language: 'en' },
        given_name: 'Postforge',
        family_name: 'Tester',
      });
    if (url.pathname.startsWith('/rest/')) return handleRest(request, response, url);
    return restError(response, 404, `No route ${request.method} ${url.pathname}`);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) restError(response, 500, String(error));
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
    clientId,
    clientSecret,
    member,
    memberUrn,
    get posts() {
      return posts;
    },
    get createRequests() {
      return createRequests;
    },
    revoked,
    tokenRequests,
    versions,
    uploads,
    expireAccessTokens() {
      for (const token of accessTokens.keys()) accessTokens.set(token, 0);
    },
    revokeRefreshTokens() {
      refreshTokens.clear();
    },
    queuePostFailures(...queued) {
      failures.push(...queued);
    },
    rejectNextMedia(message) {
      mediaRejection = message;
    },
    denyPostLookups(isDenied) {
      lookupsDenied = isDenied;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
