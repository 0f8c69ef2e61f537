import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  logIn,
  registerOwner,
  sessionCookieLine,
  signedInEmail,
  type TestAccount,
} from '../../testing/accounts.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('accounts: login', () => {
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a wrong password and an unknown address alike: 401 with the spec message, no cookie', async () => {
    for (const payload of [
      { email: owner.email, password: 'not the password at all' },
      { email: 'nobody@example.com', password: owner.password },
      { email: 'not-an-email', password: owner.password },
    ]) {
      const { response } = await logIn(t, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({
        code: 'invalid_credentials',
        message: 'Invalid email or password',
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses an empty email or password with 400 before checking anything', async () => {
    const noEmail = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '', password: owner.password },
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.message).toBe('Email is required');
    const noPassword = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: '' },
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.message).toBe('Password is required');
  });

  it('accepts the address in any case and answers the session', async () => {
    const { response, jar } = await logIn(t, { email: ' OWNER@Example.COM ', password: owner.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { email: owner.email, isInstanceOwner: true },
      workspace: { role: 'owner' },
    });
    expect(await signedInEmail(t, jar)).toBe(owner.email);
  });

  it('keeps a remembered session in a 30-day cookie', async () => {
    const { response } = await logIn(t, { ...owner, rememberMe: true });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieLine(response);
    expect(cookie).toMatch(/Max-Age=2592000(;|$)/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
  });

  it('keeps a session that is not remembered in a browser-session cookie', async () => {
    const { response } = await logIn(t, { ...owner, rememberMe: false });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieLine(response);
    expect(cookie).not.toMatch(/Max-Age/i);
    expect(cookie).not.toMatch(/Expires/i);
    expect(cookie).toMatch(/HttpOnly/);
  });

  it('issues a session token of at least 128 bits that is not Secure over plain HTTP', async () => {
    const { response } = await logIn(t, owner);
    const cookie = sessionCookieLine(response);
    const token = decodeURIComponent(cookie.split(';')[0]?.split('=').slice(1).join('=') ?? '').split('.')[0];
    expect(token?.length).toBeGreaterThanOrEqual(22);
    expect(cookie).not.toMatch(/Secure/);
  });
});

describe('accounts: login under HTTPS', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://postforge.example' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('uses a Secure __Host- cookie', async () => {
    const owner = await registerOwner(t);
    const { response, jar } = await logIn(t, { ...owner, rememberMe: true });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieLine(response);
    expect(cookie).toMatch(/^__Host-postforge\.session_token=/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(await signedInEmail(t, jar)).toBe(owner.email);
  });
});
