/**
 * A loopback social platform for tests and benchmarks, speaking a generic HTTP JSON API (issue #13 models the
 * real platforms' wire formats; this one stays generic):
 * - every call needs `Authorization: Bearer <token>` (401 with a reason otherwise);
 * - `POST /v1/posts` with an `Idempotency-Key` header and `{ text, hashtags?, media_url? }` stores a post and
 *   answers 201 `{ id, idempotency_key, created_at }`; the same key again answers 200 with the stored post
 *   (never a second one);
 * - `GET /v1/posts?idempotency_key=<key>` answers `{ data: [post] }` or `{ data: [] }`.
 * Failures are switched per test: slow answers, 5xx, 429 with Retry-After, 'timeout after success' (the post is
 * stored, then the answer never comes or the socket is closed), and a refusal with the platform's own reason.
 * Everything it stored is recorded, with every create request, so a test counts duplicates and replays.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How the next create request (or every one, as the default) is answered. */
export type FakePlatformFailure =
  /** Answers normally after `delayMs` (the post is stored after the delay too). */
  | { kind: 'slow'; delayMs: number }
  /** Stores the post, waits `delayMs`, then answers normally: a client killed meanwhile never hears back. */
  | { kind: 'slow-after-store'; delayMs: number }
  /** A server error; nothing stored. */
  | { kind: 'server-error'; status?: 500 | 502 | 503 }
  /** Too many requests with a Retry-After header (seconds); nothing stored. */
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  /** Stores the post, then never answers (the client's timeout fires). */
  | { kind: 'store-then-hang' }
  /** Stores the post, then closes the connection without an answer. */
  | { kind: 'store-then-close' }
  /** Refuses the post with the platform's own reason (400 unless another 4xx is given); nothing stored. */
  | { kind: 'reject'; reason: string; status?: 400 | 403 | 422 };

/** A post the fake stored. */
export interface FakePlatformPost {
  id: string;
  idempotencyKey: string;
  text: string;
  hashtags: string[];
  /** When it was stored (ms since the epoch). */
  storedAt: number;
}

export interface FakeSocialPlatform {
  baseUrl: string;
  token: string;
  /** Every post stored, in order. */
  readonly posts: readonly FakePlatformPost[];
  /** How many create requests each idempotency key got (a replay is a second one). */
  readonly createRequests: ReadonlyMap<string, number>;
  /** Lookups (GET ?idempotency_key=) answered. */
  readonly lookups: number;
  /** Create requests stored and not answered yet (a 'slow-after-store' wait). */
  readonly holding: number;
  /** Failures answered to the next create requests, in order, before the default behaviour. */
  queueFailures(...failures: FakePlatformFailure[]): void;
  /** The behaviour of every create request with no queued failure (null: healthy). */
  setDefaultBehaviour(failure: FakePlatformFailure | null): void;
  /** Answers every lookup with this status (null: healthy). */
  setLookupStatus(status: number | null): void;
  /** Number of stored posts whose text was stored more than once (the same post published twice). */
  duplicateTexts(): number;
  /** Resolves when `count` posts are stored. */
  waitForPosts(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** The bearer token the fake accepts unless another is given. */
export const fakePlatformToken = 'fake-platform-token-0123456789';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

const errorBody = (code: string, message: string) => ({ error: { code, message } });

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const present = (post: FakePlatformPost) => ({
  id: post.id,
  idempotency_key: post.idempotencyKey,
  text: post.text,
  hashtags: post.hashtags,
  created_at: new Date(post.storedAt).toISOString(),
});

export async function startFakeSocialPlatform(
  options: { token?: string; port?: number } = {},
): Promise<FakeSocialPlatform> {
  const token = options.token ?? fakePlatformToken;
  const posts: FakePlatformPost[] = [];
  const byKey = new Map<string, FakePlatformPost>();
  const createRequests = new Map<string, number>();
  const queued: FakePlatformFailure[] = [];
  let defaultBehaviour: FakePlatformFailure | null = null;
  let lookupStatus: number | null = null;
  let lookups = 0;
  let holding = 0;
  const sockets = new Set<Socket>();
  const waiters = new Set<() => void>();

  function store(key: string, text: string, hashtags: string[]): { post: FakePlatformPost; isNew: boolean } {
    const existing = byKey.get(key);
    if (existing) return { post: existing, isNew: false };
    const post = { id: `fp_${posts.length + 1}`, idempotencyKey: key, text, hashtags, storedAt: Date.now() };
    posts.push(post);
    byKey.set(key, post);
    for (const wake of waiters) wake();
    return { post, isNew: true };
  }

  async function create(request: IncomingMessage, response: ServerResponse) {
    const key = request.headers['idempotency-key'];
    const raw = await readBody(request);
    if (typeof key !== 'string' || !key || key.length > 255)
      return sendJson(
        response,
        400,
        errorBody('missing_idempotency_key', 'An Idempotency-Key header is required.'),
      );
    let body: { text?: unknown; hashtags?: unknown };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      return sendJson(response, 400, errorBody('invalid_json', 'The request body is not valid JSON.'));
    }
    if (typeof body.text !== 'string' || !body.text.trim())
      return sendJson(response, 422, errorBody('invalid_text', 'The post text is empty.'));
    const hashtags = Array.isArray(body.hashtags) ? body.hashtags.map(String) : [];
    createRequests.set(key, (createRequests.get(key) ?? 0) + 1);
    const failure = queued.shift() ?? defaultBehaviour;
    const answer = (post: FakePlatformPost, isNew: boolean) =>
      sendJson(response, isNew ? 201 : 200, present(post));
    switch (failure?.kind) {
      case undefined:
        break;
      case 'slow':
        await sleep(failure.delayMs);
        break;
      case 'slow-after-store': {
        const { post, isNew } = store(key, body.text, hashtags);
        holding += 1;
        await sleep(failure.delayMs).finally(() => (holding -= 1));
        if (!response.destroyed) answer(post, isNew);
        return;
      }
      case 'server-error':
        return sendJson(
          response,
          failure.status ?? 500,
          errorBody('internal', 'Something went wrong on our side.'),
        );
      case 'rate-limited':
        return sendJson(response, 429, errorBody('rate_limited', 'Too many requests.'), {
          'retry-after': String(failure.retryAfterSeconds),
        });
      case 'store-then-hang':
        store(key, body.text, hashtags);
        return; // no answer: the socket stays open until the client gives up or the fake closes
      case 'store-then-close':
        store(key, body.text, hashtags);
        request.socket.destroy();
        return;
      case 'reject':
        return sendJson(response, failure.status ?? 400, errorBody('rejected', failure.reason));
    }
    const { post, isNew } = store(key, body.text, hashtags);
    answer(post, isNew);
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake.local');
      if (request.headers.authorization !== `Bearer ${token}`) {
        await readBody(request);
        return sendJson(response, 401, errorBody('invalid_token', 'The access token is invalid or expired.'));
      }
      if (url.pathname === '/v1/posts' && request.method === 'POST') return create(request, response);
      if (url.pathname === '/v1/posts' && request.method === 'GET') {
        lookups += 1;
        if (lookupStatus)
          return sendJson(response, lookupStatus, errorBody('lookup_failed', 'Lookup failed.'));
        const key = url.searchParams.get('idempotency_key');
        if (!key) return sendJson(response, 400, errorBody('missing_key', 'idempotency_key is required.'));
        const post = byKey.get(key);
        return sendJson(response, 200, { data: post ? [present(post)] : [] });
      }
      sendJson(response, 404, errorBody('not_found', 'No such endpoint.'));
    })().catch(() => {
      if (!response.headersSent) sendJson(response, 500, errorBody('internal', 'Fake failure.'));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    token,
    posts,
    createRequests,
    get lookups() {
      return lookups;
    },
    get holding() {
      return holding;
    },
    queueFailures: (...failures) => void queued.push(...failures),
    setDefaultBehaviour(failure) {
      defaultBehaviour = failure;
    },
    setLookupStatus(status) {
      lookupStatus = status;
    },
    duplicateTexts() {
      const counts = new Map<string, number>();
      for (const post of posts) counts.set(post.text, (counts.get(post.text) ?? 0) + 1);
      return [...counts.values()].filter((count) => count > 1).length;
    },
    async waitForPosts(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (posts.length < count) {
        if (Date.now() > deadline) throw new Error(`fake platform: ${posts.length} of ${count} posts stored`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 200);
        });
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
