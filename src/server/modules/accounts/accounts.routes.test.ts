import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, createTestApp, type TestApp } from '../../testing/test-app';

describe('accounts: first owner, login, logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers owner set-up on a fresh instance, then the waitlist', async () => {
    const before = await t.request({ method: 'GET', url: '/api/registration' });
    expect(before.json()).toEqual({ mode: 'owner-setup' });

    const registered = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Owner', email: 'Owner@Example.com', password: 'a long enough passphrase' },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ user: { email: 'owner@example.com', isInstanceOwner: true } });

    const after = await t.request({ method: 'GET', url: '/api/registration' });
    expect(after.json()).toEqual({ mode: 'waitlist' });
    const refused = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Eve', email: 'eve@example.com', password: 'a long enough passphrase' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a wrong password with the spec message and accepts the right one', async () => {
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@example.com', password: 'nope nope nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Invalid email or password');

    const right = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@example.com', password: 'a long enough passphrase', rememberMe: true },
    });
    expect(right.statusCode).toBe(200);
    const cookie = String(right.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=2592000/);
    const jar = cookiesFrom(right);
    const session = await t.request({ method: 'GET', url: '/api/session', cookies: jar });
    expect(session.json().user.email).toBe('owner@example.com');

    const out = await t.request({ method: 'POST', url: '/api/auth/logout', cookies: jar });
    expect(out.statusCode).toBe(200);
    const reused = await t.request({ method: 'GET', url: '/api/dashboard/stats', cookies: jar });
    expect(reused.statusCode).toBe(401);
  });

  it('rejects state-changing requests without the CSRF header or from another origin', async () => {
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { email: 'a@example.com' },
    });
    expect(noHeader.statusCode).toBe(403);
    const foreign = await t.request({
      method: 'POST',
      url: '/api/waitlist',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@example.com' },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
