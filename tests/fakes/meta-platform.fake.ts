/**
 * A loopback Meta Graph API (one fake for Facebook Pages and Instagram), speaking Graph's wire formats under
 * a version prefix (`/v26.0/...`):
 * - `GET /{v}/dialog/oauth` (the Facebook Login dialog: approves at once and redirects with `code` and
 *   `state`, or `error=access_denied`); `GET /{v}/oauth/access_token` (the code exchange with client id,
 *   secret, redirect_uri and the PKCE verifier → a short-lived user token; `grant_type=fb_exchange_token` →
 *   a long-lived one);
 * - `GET /{v}/me`, `GET /{v}/me/accounts` (two Pages with their Page tokens; the first has an Instagram
 *   professional account);
 * - Pages: `POST /{v}/{page}/feed` (message), `/photos` (multipart source + caption → { id, post_id }),
 *   `/videos` (multipart source + description, or the chunked resumable upload: meta-video.fake.ts),
 *   `GET /{v}/{page}/published_posts?since=`;
 * - Instagram: `POST /{v}/{ig}/media` (image_url or media_type=REELS + video_url, caption: the fake FETCHES the
 *   URL as Instagram does), `GET /{v}/{container}?fields=status_code` (IN_PROGRESS once, then FINISHED or
 *   ERROR), `POST /{v}/{ig}/media_publish` (creation_id), `GET /{v}/{ig}/content_publishing_limit`,
 *   `GET /{v}/{ig}/media`;
 * - `GET /{v}/{id}?fields=permalink_url|permalink`, `GET /{v}/?ids=...` (a Page post's likes, comments and
 *   shares; an Instagram media's requested fields among like_count and comments_count, as IG Media answers).
 * Errors as Graph sends them (`{ error: { message, type, code, error_subcode, fbtrace_id } }`): OAuthException
 * 190 for an expired token, throttling (code 32 with X-App-Usage and X-Business-Use-Case-Usage), duplicate
 * status (506), a media file Instagram cannot use (container ERROR), and 'timeout after success'.
 */
import { randomBytes, createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  handleVideoPhase,
  mediaHashOf,
  type FakeVideoContext,
  type FakeVideoSession,
} from './meta-video.fake';

/** A post the fake stored on a Page or an Instagram account. */
export interface FakeMetaPost {
  id: string;
  accountId: string;
  kind: 'feed' | 'photo' | 'video' | 'ig-image' | 'ig-reel';
  text: string;
  /** The bytes the fake received or fetched (photos, videos, Instagram media); a chunked video's hash. */
  media?: { contentType: string; size: number; contentHash?: string };
  createdAt: Date;
}

/**
 * A failure the next publishing call gets (feed, photos, videos, a video's finish, media_publish), or
 * 'transfer-dropped': chunk number `chunk` of the next Page video upload arrives half, then the connection drops.
 */
export type FakeMetaFailure =
  | { kind: 'rate-limited'; regainMinutes: number }
  | { kind: 'store-then-hang' }
  | { kind: 'duplicate' }
  | { kind: 'transfer-dropped'; chunk: number };

export interface FakeMeta {
  baseUrl: string;
  version: string;
  /** The Login dialog as the adapters' template: `${baseUrl}/{version}/dialog/oauth`. */
  authorizeUrl: string;
  clientId: string;
  clientSecret: string;
  pages: readonly { id: string; name: string; instagram?: { id: string; username: string } }[];
  readonly posts: readonly FakeMetaPost[];
  /** Every URL the fake fetched for an Instagram container, with the status it got. */
  readonly fetched: readonly { url: string; status: number }[];
  /** Token requests in order: 'authorization_code' or 'fb_exchange_token'. */
  readonly tokenRequests: readonly string[];
  /** Publishing requests received (feed, photos, videos, a video upload's finish, media_publish). */
  readonly publishRequests: number;
  /** Publishing calls by account (a Page id or an Instagram account id). */
  publishRequestsOf(accountId: string): number;
  /** The byte range [start, end) of every video transfer chunk received, in order. */
  readonly videoTransfers: readonly { start: number; end: number }[];
  /** Every token issued so far stops working (OAuthException 190). */
  expireTokens(): void;
  queueFailures(...failures: FakeMetaFailure[]): void;
  /** The Instagram account has used this many of its 100 posts in 24 hours. */
  setQuotaUsage(used: number): void;
  /** An Instagram media's like_count and comments_count (both 0 until set). */
  setInstagramFigures(mediaId: string, figures: { like_count: number; comments_count: number }): void;
  /** The `fields` of every multi-id read (`GET /?ids=`), in order. */
  readonly metricsFields: readonly string[];
  denyNextAuthorization(): void;
  close(): Promise<void>;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const newId = () => String(BigInt(Date.now()) * 1000n + BigInt(randomBytes(2).readUInt16BE() % 1000));

/** Starts the fake on a free loopback port. */
export async function startFakeMeta(): Promise<FakeMeta> {
  const version = 'v26.0';
  const clientId = 'fake-meta-app';
  const clientSecret = 'fake-meta-secret';
  const user = { id: '10000000001', name: 'Postforge Tester' };
  const pages = [
    {
      id: '20000000001',
      name: 'Postforge Bakery',
      instagram: { id: '17840000000000001', username: 'postforge_bakery' },
    },
    { id: '20000000002', name: 'Postforge Books' },
  ];
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  /** token → whose it is ('user' or a Page id). */
  const tokens = new Map<string, string>();
  const posts: FakeMetaPost[] = [];
  const containers = new Map<
    string,
    {
      accountId: string;
      caption: string;
      kind: 'ig-image' | 'ig-reel';
      polls: number;
      error?: string;
      media?: FakeMetaPost['media'];
    }
  >();
  const fetched: { url: string; status: number }[] = [];
  const tokenRequests: string[] = [];
  const failures: FakeMetaFailure[] = [];
  const instagramFigures = new Map<string, { like_count: number; comments_count: number }>();
  const metricsFields: string[] = [];
  const sockets = new Set<Socket>();
  let denyNext = false;
  let quotaUsage = 0;
  let publishRequests = 0;
  const publishRequestsByAccount = new Map<string, number>();
  const countPublishRequest = (accountId: string) => {
    publishRequests += 1;
    publishRequestsByAccount.set(accountId, (publishRequestsByAccount.get(accountId) ?? 0) + 1);
  };

  const json = (
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
  const graphError = (
    response: ServerResponse,
    status: number,
    error: { message: string; type: string; code: number; error_subcode?: number },
    headers: Record<string, string> = {},
  ) =>
    json(
      response,
      status,
      { error: { ...error, fbtrace_id: randomBytes(8).toString('base64url') } },
      headers,
    );
  const issue = (owner: string) => {
    const token = `EAA${randomBytes(24).toString('base64url')}`;
    tokens.set(token, owner);
    return token;
  };
  const ownerOf = (request: IncomingMessage, url: URL) => {
    const token =
      /^Bearer (.+)$/u.exec(request.headers.authorization ?? '')?.[1] ?? url.searchParams.get('access_token');
    return token ? tokens.get(token) : undefined;
  };
  /** The request's form (urlencoded or multipart), read the way a server does. */
  const formOf = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (body.length === 0) return new FormData();
    return new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': request.headers['content-type'] ?? 'application/x-www-form-urlencoded' },
      body,
    }).formData();
  };
  const field = (form: FormData, name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  /** The queued failure of a publishing call, answered; true when the call must stop here. */
  const failed = (response: ServerResponse, store: () => void) => {
    if (!failures[0] || failures[0].kind === 'transfer-dropped') return false;
    const failure = failures.shift();
    if (!failure || failure.kind === 'transfer-dropped') return false;
    if (failure.kind === 'rate-limited') {
      const usage = JSON.stringify({
        [pages[0]!.id]: [
          {
            type: 'pages',
            call_count: 100,
            total_cputime: 40,
            total_time: 40,
            estimated_time_to_regain_access: failure.regainMinutes,
          },
        ],
      });
      graphError(
        response,
        400,
        { message: '(#32) Page request limit reached', type: 'OAuthException', code: 32 },
        {
          'x-app-usage': JSON.stringify({ call_count: 100, total_cputime: 10, total_time: 10 }),
          'x-business-use-case-usage': usage,
        },
      );
      return true;
    }
    if (failure.kind === 'duplicate') {
      graphError(response, 400, {
        message: '(#506) Duplicate status message',
        type: 'OAuthException',
        code: 506,
      });
      return true;
    }
    store(); // stored, and the answer never comes
    return true;
  };
  const addPost = (post: Omit<FakeMetaPost, 'id' | 'createdAt'>, id = `${post.accountId}_${newId()}`) => {
    const stored = { ...post, id, createdAt: new Date() };
    posts.push(stored);
    return stored;
  };
  const videoTransfers: { start: number; end: number }[] = [];
  const video: FakeVideoContext = {
    chunkBytes: 1024 * 1024,
    sessions: new Map<string, FakeVideoSession>(),
    ranges: videoTransfers,
    takeTransferFailure: (chunk) => {
      const next = failures[0];
      if (next?.kind !== 'transfer-dropped' || next.chunk !== chunk) return false;
      failures.shift();
      return true;
    },
    json,
    graphError: (response, status, error) => graphError(response, status, error),
    newId,
    publishing: (response, pageId, store) => {
      countPublishRequest(pageId);
      return failed(response, store);
    },
    store: (session, text, bytes) => {
      addPost(
        {
          accountId: session.pageId,
          kind: 'video',
          text,
          media: { contentType: session.contentType, size: bytes.length, contentHash: mediaHashOf(bytes) },
        },
        session.videoId,
      );
    },
  };
  const permalinkOf = (post: FakeMetaPost) =>
    post.kind.startsWith('ig-')
      ? `https://www.instagram.com/p/${sha256(post.id).slice(0, 11)}/`
      : `https://www.facebook.com/${post.accountId}/posts/${post.id.split('_')[1] ?? post.id}`;

  async function fetchMedia(url: string) {
    const answer = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch(() => undefined);
    fetched.push({ url, status: answer?.status ?? 0 });
    if (!answer?.ok) return undefined;
    const bytes = Buffer.from(await answer.arrayBuffer());
    return { contentType: answer.headers.get('content-type') ?? '', size: bytes.length };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const prefix = `/${version}`;
    if (!url.pathname.startsWith(prefix))
      return graphError(response, 400, {
        message: 'Unknown version',
        type: 'GraphMethodException',
        code: 100,
      });
    const path = url.pathname.slice(prefix.length) || '/';
    const params = url.searchParams;

    if (request.method === 'GET' && path === '/dialog/oauth') {
      if (params.get('client_id') !== clientId || params.get('code_challenge_method') !== 'S256') {
        response.writeHead(400, { 'content-type': 'text/plain' });
        return response.end('Invalid App ID or PKCE method');
      }
      const redirect = new URL(params.get('redirect_uri') ?? '');
      if (denyNext) {
        denyNext = false;
        redirect.searchParams.set('error', 'access_denied');
        redirect.searchParams.set('error_reason', 'user_denied');
      } else {
        const code = randomBytes(16).toString('base64url');
        codes.set(code, {
          challenge: params.get('code_challenge') ?? '',
          redirectUri: params.get('redirect_uri') ?? '',
        });
        redirect.searchParams.set('code', code);
      }
      redirect.searchParams.set('state', params.get('state') ?? '');
      response.writeHead(302, { location: redirect.toString() });
      return response.end();
    }
    if (request.method === 'GET' && path === '/oauth/access_token') {
      if (params.get('client_id') !== clientId || params.get('client_secret') !== clientSecret)
        return graphError(response, 400, {
          message: 'Error validating client secret.',
          type: 'OAuthException',
          code: 1,
        });
      if (params.get('grant_type') === 'fb_exchange_token') {
        tokenRequests.push('fb_exchange_token');
        if (tokens.get(params.get('fb_exchange_token') ?? '') !== 'short-user')
          return graphError(response, 400, {
            message: 'Error validating access token',
            type: 'OAuthException',
            code: 190,
          });
        return json(response, 200, {
          access_token: issue('user'),
          token_type: 'bearer',
          expires_in: 5_183_944,
        });
      }
      tokenRequests.push('authorization_code');
      const code = codes.get(params.get('code') ?? '');
      codes.delete(params.get('code') ?? '');
      if (
        !code ||
        code.redirectUri !== params.get('redirect_uri') ||
        sha256(params.get('code_verifier') ?? '') !== code.challenge
      )
        return graphError(response, 400, {
          message: 'This authorization code has been used or is invalid.',
          type: 'OAuthException',
          code: 100,
          error_subcode: 36009,
        });
      return json(response, 200, {
        access_token: issue('short-user'),
        token_type: 'bearer',
        expires_in: 3600,
      });
    }

    const owner = ownerOf(request, url);
    if (!owner)
      return graphError(response, 400, {
        message: 'Error validating access token: Session has expired.',
        type: 'OAuthException',
        code: 190,
        error_subcode: 463,
      });

    if (request.method === 'GET' && path === '/me') {
      const page = pages.find((entry) => entry.id === owner);
      return json(response, 200, page ? { id: page.id, name: page.name } : user);
    }
    if (request.method === 'GET' && path === '/me/accounts') {
      if (owner !== 'user')
        return graphError(response, 400, {
          message: '(#100) Tried accessing nonexisting field (accounts)',
          type: 'OAuthException',
          code: 100,
        });
      return json(response, 200, {
        data: pages.map((page) => ({
          id: page.id,
          name: page.name,
          access_token: issue(page.id),
          category: 'Bakery',
          tasks: ['CREATE_CONTENT', 'MANAGE', 'MODERATE'],
          ...(page.instagram ? { instagram_business_account: page.instagram } : {}),
        })),
        paging: { cursors: { before: 'b', after: 'a' } },
      });
    }
    const [, first, edge] = path.split('/');
    const page = pages.find((entry) => entry.id === first);
    const ig = pages.find((entry) => entry.instagram?.id === first)?.instagram;
    const mayUse = (accountId: string) =>
      tokens.size > 0 &&
      (owner === accountId || owner === pages.find((p) => p.instagram?.id === accountId)?.id);

    if (request.method === 'POST' && page && (edge === 'feed' || edge === 'photos' || edge === 'videos')) {
      if (!mayUse(page.id))
        return graphError(response, 403, {
          message: '(#200) The user hasn’t authorized the application to perform this action',
          type: 'OAuthException',
          code: 200,
        });
      const form = await formOf(request);
      if (edge === 'videos' && form.has('upload_phase'))
        return handleVideoPhase(response, form, page.id, video);
      countPublishRequest(page.id);
      const source = form.get('source');
      const media = source instanceof Blob ? { contentType: source.type, size: source.size } : undefined;
      const text = field(form, edge === 'feed' ? 'message' : edge === 'photos' ? 'caption' : 'description');
      const kind = edge === 'feed' ? 'feed' : edge === 'photos' ? 'photo' : 'video';
      const store = () => addPost({ accountId: page.id, kind, text, ...(media ? { media } : {}) });
      if (failed(response, store)) return;
      if (edge !== 'feed' && !media)
        return graphError(response, 400, {
          message: '(#324) Requires upload file',
          type: 'OAuthException',
          code: 324,
        });
      const post = store();
      if (edge === 'photos') return json(response, 200, { id: newId(), post_id: post.id });
      return json(response, 200, { id: post.id });
    }
    if (request.method === 'GET' && page && edge === 'published_posts') {
      const since = Number(params.get('since') ?? 0) * 1000;
      return json(response, 200, {
        data: posts
          .filter((post) => post.accountId === page.id && post.createdAt.getTime() >= since)
          .reverse()
          .map((post) => ({
            id: post.id,
            message: post.text,
            created_time: post.createdAt.toISOString().replace('Z', '+0000'),
            permalink_url: permalinkOf(post),
          })),
      });
    }
    if (ig && request.method === 'GET' && edge === 'content_publishing_limit')
      return json(response, 200, {
        data: [{ quota_usage: quotaUsage, config: { quota_total: 100, quota_duration: 86_400 } }],
      });
    if (ig && request.method === 'POST' && edge === 'media') {
      const form = await formOf(request);
      const reel = form.get('media_type') === 'REELS';
      const mediaUrl = field(form, reel ? 'video_url' : 'image_url');
      if (!mediaUrl)
        return graphError(response, 400, {
          message: 'The parameter image_url is required',
          type: 'OAuthException',
          code: 100,
        });
      const media = await fetchMedia(mediaUrl);
      const id = newId();
      const wanted = reel ? /^video\/(mp4|quicktime)$/u : /^image\/jpeg$/u;
      containers.set(id, {
        accountId: ig.id,
        caption: field(form, 'caption'),
        kind: reel ? 'ig-reel' : 'ig-image',
        polls: 0,
        ...(media ? { media } : {}),
        ...(!media
          ? { error: 'ERROR: Media download has failed. The media URI doesn’t meet our requirements.' }
          : !wanted.test(media.contentType)
            ? { error: 'ERROR: The image format is not supported. Only JPEG is supported.' }
            : {}),
      });
      return json(response, 200, { id });
    }
    if (ig && request.method === 'POST' && edge === 'media_publish') {
      countPublishRequest(ig.id);
      const form = await formOf(request);
      const container = containers.get(field(form, 'creation_id'));
      if (!container || container.error || container.polls < 1)
        return graphError(response, 400, {
          message: 'Media ID is not available',
          type: 'OAuthException',
          code: 9007,
          error_subcode: 2207027,
        });
      if (quotaUsage >= 100)
        return graphError(
          response,
          400,
          { message: 'Application request limit reached', type: 'OAuthException', code: 4 },
          { 'x-app-usage': JSON.stringify({ call_count: 100 }) },
        );
      const store = () =>
        addPost(
          {
            accountId: ig.id,
            kind: container.kind,
            text: container.caption,
            ...(container.media ? { media: container.media } : {}),
          },
          newId(),
        );
      if (failed(response, store)) return;
      quotaUsage += 1;
      return json(response, 200, { id: store().id });
    }
    if (ig && request.method === 'GET' && edge === 'media')
      return json(response, 200, {
        data: posts
          .filter((post) => post.accountId === ig.id)
          .reverse()
          .map((post) => ({
            id: post.id,
            caption: post.text,
            timestamp: post.createdAt.toISOString().replace('Z', '+0000'),
            permalink: permalinkOf(post),
          })),
      });
    if (request.method === 'GET' && first && !edge) {
      const container = containers.get(first);
      if (container) {
        container.polls += 1;
        const status = container.polls < 2 ? 'IN_PROGRESS' : container.error ? 'ERROR' : 'FINISHED';
        return json(response, 200, {
          id: first,
          status_code: status,
          ...(status === 'ERROR' ? { status: container.error } : {}),
        });
      }
      const post = posts.find((entry) => entry.id === first);
      if (!post)
        return graphError(response, 404, {
          message: `(#803) Some of the aliases you requested do not exist: ${first}`,
          type: 'OAuthException',
          code: 803,
        });
      return json(response, 200, {
        id: post.id,
        permalink_url: permalinkOf(post),
        permalink: permalinkOf(post),
      });
    }
    if (request.method === 'GET' && path === '/' && params.get('ids')) {
      const answer: Record<string, unknown> = {};
      const fields = (params.get('fields') ?? '').split(',');
      metricsFields.push(params.get('fields') ?? '');
      for (const id of (params.get('ids') ?? '').split(',')) {
        const post = posts.find((entry) => entry.id === id);
        if (!post) continue;
        if (post.kind === 'ig-image' || post.kind === 'ig-reel') {
          // IG Media answers the fields asked for, with its id.
          const figures = instagramFigures.get(id) ?? { like_count: 0, comments_count: 0 };
          answer[id] = {
            ...(fields.includes('like_count') ? { like_count: figures.like_count } : {}),
            ...(fields.includes('comments_count') ? { comments_count: figures.comments_count } : {}),
            id,
          };
          continue;
        }
        const seed = post.text.length;
        answer[id] = {
          id,
          likes: { data: [], summary: { total_count: seed % 50, can_like: true, has_liked: false } },
          comments: { data: [], summary: { order: 'ranked', total_count: seed % 7, can_comment: true } },
          ...(seed % 3 ? { shares: { count: seed % 3 } } : {}),
        };
      }
      return json(response, 200, answer);
    }
    return graphError(response, 400, {
      message: `Unsupported ${request.method} request.`,
      type: 'GraphMethodException',
      code: 100,
      error_subcode: 33,
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: String(error), type: 'FakeError', code: 1 } }));
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
    version,
    authorizeUrl: `${baseUrl}/{version}/dialog/oauth`,
    clientId,
    clientSecret,
    pages,
    posts,
    fetched,
    tokenRequests,
    get publishRequests() {
      return publishRequests;
    },
    publishRequestsOf: (accountId) => publishRequestsByAccount.get(accountId) ?? 0,
    videoTransfers,
    expireTokens: () => tokens.clear(),
    queueFailures: (...next) => failures.push(...next),
    setQuotaUsage: (used) => {
      quotaUsage = used;
    },
    setInstagramFigures: (mediaId, figures) => {
      instagramFigures.set(mediaId, figures);
    },
    metricsFields,
    denyNextAuthorization: () => {
      denyNext = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
