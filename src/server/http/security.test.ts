import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/contracts/errors';
import { cookiesFrom, createTestApp, type TestApp } from '../testing/test-app';

function cspDirectives(header: unknown): Map<string, string> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

describe('http: security headers, request ids, CSRF and errors', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends a strict Content-Security-Policy and the other security headers on answers and errors', async () => {
    for (const response of [
      await t.request({ method: 'GET', url: '/api/session' }),
      await t.request({ method: 'GET', url: '/api/does-not-exist' }),
      await t.request({ method: 'GET', url: '/api/dashboard/stats' }),
    ]) {
      const csp = cspDirectives(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toBe("'self'");
      // Our origin, plus at most the per-response nonce.
      expect(csp.get('script-src')).toMatch(/^'self'(?: 'nonce-[\w+/=-]+')?$/);
      expect(csp.get('script-src')).not.toContain('unsafe-inline');
      expect(csp.get('script-src')).not.toContain('unsafe-eval');
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      // X-Frame-Options says what frame-ancestors 'none' says (helmet's default would be SAMEORIGIN).
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('gives every answer an x-request-id, keeps a well-formed incoming one and replaces a malformed one', async () => {
    const answers = [
      await t.request({ method: 'GET', url: '/healthz' }),
      await t.request({ method: 'GET', url: '/api/session' }),
      await t.request({ method: 'GET', url: '/nowhere' }),
      await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: { email: 'a@example.com' } }),
    ];
    const ids = answers.map((response) => response.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[\w-]{8,64}$/);
    expect(new Set(ids).size).toBe(ids.length);

    const kept = await t.request({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'trace-1234-abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-1234-abcd');
    const replaced = await t.request({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    expect(replaced.headers['x-request-id']).not.toBe('bad id <script>');
  });

  it('refuses a state-changing request without the CSRF header, before it has any effect', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Eve', email: 'eve@example.com', password: 'a long enough passphrase' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'csrf_rejected',
      message: 'This request is missing its CSRF header and was refused.',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    const mode = await t.request({ method: 'GET', url: '/api/registration' });
    expect(mode.json()).toEqual({ mode: 'owner-setup' });
  });

  it('refuses a state-changing request from a foreign Origin even with the header', async () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost:3000.evil.example',
      'null',
      'https://localhost:3000',
      // The request's own Host (inject sends localhost:80): a DNS-rebound page matches its Host too.
      'http://localhost',
    ]) {
      const response = await t.request({
        method: 'POST',
        url: '/api/waitlist',
        headers: { origin },
        payload: { email: 'a@example.com' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'csrf_rejected',
        message: 'This request came from another site and was refused.',
      });
    }
  });

  it('accepts the header with the public URL origin (or its loopback aliases while PUBLIC_URL is unset) or none', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', undefined]) {
      const response = await t.request({
        method: 'POST',
        url: '/api/waitlist',
        headers: origin ? { origin } : {},
        payload: { email: 'a@example.com' },
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it('cannot be skipped with a percent-encoded /api path that routes to the same endpoint', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/%61pi/waitlist',
      payload: { email: 'sneaky@example.com' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_rejected');
  });

  it('lets safe methods through without the header', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/registration' });
    expect(response.statusCode).toBe(200);
  });

  it('answers every error with {error: {code, message, requestId}} and the matching x-request-id', async () => {
    const answers = [
      { response: await t.request({ method: 'GET', url: '/api/nope' }), status: 404, code: 'not_found' },
      {
        response: await t.request({ method: 'GET', url: '/api/dashboard/stats' }),
        status: 401,
        code: 'unauthenticated',
      },
      {
        response: await t.request({ method: 'POST', url: '/api/waitlist', payload: { email: 42 } }),
        status: 400,
        code: 'validation_failed',
      },
      {
        response: await t.request({
          method: 'POST',
          url: '/api/waitlist',
          headers: { 'content-type': 'application/json' },
          payload: '{"email":',
        }),
        status: 400,
        code: 'bad_request',
      },
      {
        response: await t.app.inject({ method: 'PUT', url: '/api/preferences', payload: { theme: 'dark' } }),
        status: 403,
        code: 'csrf_rejected',
      },
    ];
    for (const { response, status, code } of answers) {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = errorBodySchema.parse(response.json());
      expect(body.error.code).toBe(code);
      expect(body.error.message.length).toBeGreaterThan(0);
      expect(body.error.requestId).toBe(response.headers['x-request-id']);
    }
  });

  it('names the fields at fault in a validation error', async () => {
    const response = await t.request({ method: 'POST', url: '/api/auth/login', payload: { password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain('email');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/waitlist',
      payload: { email: 'big@example.com', padding: 'x'.repeat(1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });
});

describe('http: the Origin check follows PUBLIC_URL and TRUSTED_ORIGINS, never the Host header', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://postforge.example/studio/',
      TRUSTED_ORIGINS: 'https://admin.example:8443/, http://intranet.example',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const join = (origin: string, host = 'postforge.example') =>
    t.request({
      method: 'POST',
      url: '/api/waitlist',
      headers: { origin, host },
      payload: { email: 'someone@example.com' },
    });

  it("accepts PUBLIC_URL's origin (its path ignored) and every trusted origin", async () => {
    for (const origin of [
      'https://postforge.example',
      'https://admin.example:8443',
      'http://intranet.example',
    ]) {
      expect((await join(origin)).statusCode, origin).toBe(201);
    }
  });

  it('refuses an Origin equal to the Host header, and loopback once PUBLIC_URL is set', async () => {
    for (const [origin, host] of [
      ['http://rebound.example', 'rebound.example'],
      ['https://rebound.example', 'rebound.example'],
      ['http://localhost:3000', 'localhost:3000'],
      ['http://127.0.0.1:3000', '127.0.0.1:3000'],
      ['https://postforge.example/studio', 'postforge.example'],
    ] as const) {
      const response = await join(origin, host);
      expect(response.statusCode, origin).toBe(403);
      expect(response.json().error.code).toBe('csrf_rejected');
    }
  });
});

describe('http: caching of account data', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('marks every API answer and every answer that sets a cookie Cache-Control: no-store', async () => {
    const email = 'cache@example.com';
    const password = 'a long enough passphrase';
    const registered = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Cache', email, password },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.headers['set-cookie']).toBeDefined();
    const loggedIn = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(loggedIn.headers['set-cookie']).toBeDefined();
    const jar = cookiesFrom(loggedIn);
    const loggedOut = await t.request({ method: 'POST', url: '/api/auth/logout', cookies: jar });
    for (const response of [
      registered,
      loggedIn,
      loggedOut,
      await t.request({ method: 'GET', url: '/api/session', cookies: jar }),
      await t.request({ method: 'GET', url: '/api/registration' }),
      await t.request({ method: 'GET', url: '/api/dashboard/stats' }),
      await t.request({ method: 'GET', url: '/api/does-not-exist' }),
    ]) {
      expect(response.headers['cache-control'], response.body).toBe('no-store');
    }
  });
});
