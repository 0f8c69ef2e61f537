// The bad-request burst of the startup benchmark: a catalogue of invalid requests of mixed kinds (paths from
// src/shared/contracts), sent with bounded concurrency, answers counted by kind and by status class.
type HeaderMap = Record<string, string>;
const csrf: HeaderMap = { 'x-postforge-csrf': '1' };
const json: HeaderMap = { ...csrf, 'content-type': 'application/json' };
const owner = { name: 'Bench', email: 'bench@example.com', password: 'benchmark passphrase' };
const bodyLimitBytes = 1024 * 1024;

/** One invalid request. `isSigned`: sent with the owner's session cookie (so it gets past the 401s). */
export interface BadRequest {
  kind: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer | (() => ReadableStream<Uint8Array>);
  isSigned?: boolean;
}

/** Status class of an answer: '2xx' … '5xx', or 'error' when no answer came (reset, timeout). */
export function classifyStatus(status: number | undefined): string {
  return status === undefined ? 'error' : `${Math.floor(status / 100)}xx`;
}

const filePart =
  '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';

/** The catalogue; the burst cycles through it in order, so every kind is sent about equally often. */
export function buildBadRequests(): BadRequest[] {
  const huge = Buffer.from(JSON.stringify({ prompt: 'a'.repeat(bodyLimitBytes) }));
  const hugeChunked = () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < huge.length; offset += 64 * 1024) {
          controller.enqueue(huge.subarray(offset, offset + 64 * 1024));
        }
        controller.close();
      },
    });
  const nul = (value: string) => JSON.stringify(value.replace('|', '\u0000'));
  const lone = (value: string) => JSON.stringify(value.replace('|', '\ud800'));
  const signed = (request: BadRequest): BadRequest => ({ ...request, isSigned: true });
  const post = (kind: string, path: string, body: BadRequest['body'], headers = json): BadRequest => ({
    kind,
    method: 'POST',
    path,
    headers,
    body,
  });
  const put = (kind: string, path: string, body: string, headers = json): BadRequest => ({
    ...post(kind, path, body, headers),
    method: 'PUT',
  });
  const get = (kind: string, path: string, headers?: Record<string, string>): BadRequest => ({
    kind,
    method: 'GET',
    path,
    ...(headers ? { headers } : {}),
  });
  const upload = (kind: string, contentType: string, body: string, headers = csrf) =>
    post(kind, '/api/media/uploads', body, { ...headers, 'content-type': contentType });
  const typed = (contentType: string) => ({ ...csrf, 'content-type': contentType });
  const fileBody = `${filePart}abc\r\n--x--\r\n`;
  const boundary = 'multipart/form-data; boundary=x';
  const wrongLogin = { email: owner.email, password: 'not the passphrase' };
  return [
    // Malformed JSON and JSON the parser must refuse.
    post('json-truncated', '/api/auth/login', '{"email": "a@b.c", "password": '),
    signed(post('json-garbage', '/api/generation/runs', '{platforms: [instagram')),
    signed(post('json-empty', '/api/generation/enhance', '')),
    signed(put('json-proto-poison', '/api/preferences', '{"__proto__": {"isAdmin": true}, "theme": "dark"}')),
    signed(post('json-deep-nesting', '/api/generation/runs', '['.repeat(200_000))),
    signed(
      post('json-invalid-utf8', '/api/generation/enhance', Buffer.from('{"prompt":"\xff\xfe"}', 'latin1')),
    ),
    signed(post('json-wrong-types', '/api/generation/runs', '{"platforms": "all", "creativity": "high"}')),
    signed(put('json-bad-enum', '/api/preferences', '{"theme": "neon"}')),
    // Wrong content types.
    signed(post('type-text-plain', '/api/generation/enhance', 'hello', typed('text/plain'))),
    post(
      'type-form-urlencoded',
      '/api/auth/login',
      'email=a%40b.c&password=x',
      typed('application/x-www-form-urlencoded'),
    ),
    signed(
      post('type-json-utf16', '/api/scrape', '{"url": "ftp://x"}', typed('application/json; charset=utf-16')),
    ),
    signed(post('type-none', '/api/admin/invitations', '{"email": "a@b.c"}', csrf)),
    // Bodies just over the 1 MB limit, with a content-length and chunked.
    signed(post('body-over-limit', '/api/generation/enhance', huge)),
    signed(post('body-over-limit-chunked', '/api/generation/runs', hugeChunked)),
    // NUL characters and lone surrogates in JSON fields that reach the database.
    post('nul-login-email', '/api/auth/login', `{"email": ${nul('bench|@example.com')}, "password": "x"}`),
    post('nul-waitlist-email', '/api/waitlist', `{"email": ${nul('w|@example.com')}}`),
    post('nul-forgot-password', '/api/auth/forgot-password', `{"email": ${nul('|')}}`),
    post(
      'nul-reset-token',
      '/api/auth/reset-password',
      `{"token": ${nul('t|')}, "password": "long enough pass"}`,
    ),
    signed(post('nul-transcribe-asset', '/api/generation/transcribe', `{"assetId": ${nul('a|b')}}`)),
    signed(post('nul-invitation-email', '/api/admin/invitations', `{"email": ${nul('i|@example.com')}}`)),
    signed(post('nul-enhance-prompt', '/api/generation/enhance', `{"prompt": ${nul('a|b')}}`)),
    post(
      'lone-surrogate-login',
      '/api/auth/login',
      `{"email": ${lone('|@x.org')}, "password": ${lone('p|')}}`,
    ),
    signed(post('lone-surrogate-transcribe', '/api/generation/transcribe', `{"assetId": ${lone('|')}}`)),
    signed(
      post('lone-surrogate-invitation', '/api/admin/invitations', `{"email": ${lone('|@example.com')}}`),
    ),
    // Malformed multipart/form-data to the upload route.
    signed(upload('multipart-no-boundary', 'multipart/form-data', fileBody)),
    signed(upload('multipart-wrong-boundary', 'multipart/form-data; boundary=AAAA', fileBody)),
    signed(upload('multipart-truncated', boundary, `${filePart}\x89PNG\r\n\x1a\nabc`)),
    signed(
      upload('multipart-bad-part-header', boundary, '--x\r\nGarbage without colon\r\n\r\nabc\r\n--x--\r\n'),
    ),
    signed(
      upload(
        'multipart-no-file',
        boundary,
        '--x\r\nContent-Disposition: form-data; name="d"\r\n\r\nhi\r\n--x--\r\n',
      ),
    ),
    upload('multipart-signed-out', boundary, fileBody),
    // Over-long (past the router's 100-character parameter limit) and long or malformed ids, bad percent-encoding.
    signed(get('id-over-long-run', `/api/generation/runs/${'a'.repeat(4000)}`)),
    signed(get('id-malformed-run', "/api/generation/runs/1'%20OR%20'1'='1")),
    signed(get('id-over-long-events', `/api/generation/runs/${'e'.repeat(300)}/events`)),
    signed(get('id-over-long-media', `/media/${'b'.repeat(200)}`)),
    signed(get('id-long-media', `/media/${'b'.repeat(80)}`)),
    signed(get('id-long-run', `/api/generation/runs/${'r'.repeat(90)}`)),
    signed(get('id-traversal-media', '/media/..%2f..%2fetc%2fpasswd/thumbnail')),
    get('path-over-header-limit', `/api/generation/runs/${'c'.repeat(20_000)}`),
    signed(get('percent-truncated', '/api/generation/runs/%E0%A4%A')),
    signed(get('percent-lone-surrogate', '/api/generation/runs/%ED%A0%80')),
    signed(get('percent-not-hex', '/media/%zz')),
    get('percent-overlong-static', '/assets/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json'),
    signed(get('percent-nul-run', '/api/generation/runs/%00')),
    // Unknown routes and methods.
    get('unknown-api-get', '/api/does-not-exist'),
    post('unknown-api-post', '/api/admin/shell', '{}'),
    get('unknown-page', '/wp-login.php'),
    get('unknown-dotenv', '/.env'),
    { kind: 'unknown-method', method: 'DELETE', path: '/api/session', headers: csrf },
    // Bad credentials (the login limiter should answer 429 past its quota), bad sessions and queries.
    post('login-wrong-password', '/api/auth/login', JSON.stringify(wrongLogin)),
    post(
      'login-unknown-account',
      '/api/auth/login',
      '{"email": "nobody@example.com", "password": "whatever"}',
    ),
    get('session-garbage-cookie', '/api/session', { cookie: `postforge.session_token=${'z'.repeat(400)}` }),
    get('query-over-long', `/api/registration?invite=${'q'.repeat(500)}`),
    // Missing CSRF header or a foreign Origin.
    signed(post('csrf-missing', '/api/generation/runs', '{}', { 'content-type': 'application/json' })),
    signed(upload('csrf-missing-upload', boundary, fileBody, {})),
    signed(
      put('csrf-foreign-origin', '/api/preferences', '{"theme": "dark"}', {
        ...json,
        origin: 'https://evil.example',
      }),
    ),
  ];
}

/** Status codes (or 'error'/'timeout') per kind, and answers per status class. */
export interface BurstResult {
  requests: number;
  elapsedMs: number;
  byClass: Record<string, number>;
  byKind: Record<string, Record<string, number>>;
}

async function sendOne(baseUrl: string, cookie: string, request: BadRequest): Promise<string> {
  const headers = { ...request.headers, ...(request.isSigned ? { cookie } : {}) };
  const body = typeof request.body === 'function' ? request.body() : request.body;
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body,
      ...(typeof request.body === 'function' ? { duplex: 'half' } : {}),
      signal: AbortSignal.timeout(30_000),
    } as RequestInit);
    await response.arrayBuffer().catch(() => undefined);
    return String(response.status);
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
    const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
    return `error:${cause?.code ?? 'unknown'}`;
  }
}

/** Sends `total` requests from the catalogue, `concurrency` in flight at a time. */
export async function sendBurst(
  baseUrl: string,
  cookie: string,
  options: { total: number; concurrency: number },
): Promise<BurstResult> {
  const catalogue = buildBadRequests();
  const byKind: Record<string, Record<string, number>> = {};
  const byClass: Record<string, number> = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, error: 0 };
  const startedAt = performance.now();
  let next = 0;
  const work = async () => {
    while (next < options.total) {
      const request = catalogue[next % catalogue.length]!;
      next += 1;
      const outcome = await sendOne(baseUrl, cookie, request);
      const counts = (byKind[request.kind] ??= {});
      counts[outcome] = (counts[outcome] ?? 0) + 1;
      const statusClass = classifyStatus(/^\d+$/.test(outcome) ? Number(outcome) : undefined);
      byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, work));
  return { requests: options.total, elapsedMs: Math.round(performance.now() - startedAt), byClass, byKind };
}

/**
 * The owner's session cookie: registers the owner on a new data directory (owner set-up), logs in on an
 * existing one. Throws when neither works, since the signed requests of the burst need it.
 */
export async function openOwnerSession(baseUrl: string, isNew: boolean): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/${isNew ? 'register' : 'login'}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(isNew ? owner : { email: owner.email, password: owner.password }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`bench owner ${isNew ? 'registration' : 'login'}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}
