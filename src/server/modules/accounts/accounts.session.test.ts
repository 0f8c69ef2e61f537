import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClock,
  logIn,
  registerOwner,
  sessionCookieLine,
  signedInEmail,
  type TestAccount,
} from '../../testing/accounts.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('accounts: sessions', () => {
  const clock = createTestClock();
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    // Many logins of one account here: lift the per-account login limit out of the way.
    t = await createTestApp(
      { SESSION_IDLE_MINUTES: '30', RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: '1000' },
      { clock: clock.now },
    );
    owner = await registerOwner(t);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    clock.reset();
  });

  /** Status of a request only a signed-in caller may make. */
  const protectedStatus = async (jar: string) =>
    (await t.request({ method: 'PUT', url: '/api/preferences', cookies: jar, payload: { theme: 'system' } }))
      .statusCode;

  it('rotates the session at login: a new token, and the one the browser sent no longer works', async () => {
    const first = await logIn(t, { ...owner, rememberMe: true });
    expect(first.response.statusCode).toBe(200);
    const second = await logIn(t, { ...owner, rememberMe: true, jar: first.jar });
    expect(second.response.statusCode).toBe(200);
    expect(sessionCookieLine(second.response).split(';')[0]).not.toBe(
      sessionCookieLine(first.response).split(';')[0],
    );

    expect(await signedInEmail(t, second.jar)).toBe(owner.email);
    expect(await signedInEmail(t, first.jar)).toBeNull();
    expect(await protectedStatus(first.jar)).toBe(401);
  });

  it('leaves a session of another browser signed in when logging in elsewhere', async () => {
    const laptop = await logIn(t, owner);
    const phone = await logIn(t, owner);
    expect(await signedInEmail(t, laptop.jar)).toBe(owner.email);
    expect(await signedInEmail(t, phone.jar)).toBe(owner.email);
  });

  it('ends a session that was not remembered after SESSION_IDLE_MINUTES without requests', async () => {
    const browserSession = await logIn(t, { ...owner, rememberMe: false });
    const remembered = await logIn(t, { ...owner, rememberMe: true });

    // Each request restarts the idle time: 58 minutes in, it is still signed in.
    clock.advanceMinutes(29);
    expect(await protectedStatus(browserSession.jar)).toBe(200);
    clock.advanceMinutes(29);
    expect(await protectedStatus(browserSession.jar)).toBe(200);

    clock.advanceMinutes(31);
    expect(await protectedStatus(browserSession.jar)).toBe(401);
    expect(await signedInEmail(t, browserSession.jar)).toBeNull();
    // The remembered session made no request for 89 minutes and is still valid.
    expect(await protectedStatus(remembered.jar)).toBe(200);
    expect(await signedInEmail(t, remembered.jar)).toBe(owner.email);
  });

  it('does not bring an idle-expired session back when time passes less on the next request', async () => {
    const browserSession = await logIn(t, { ...owner, rememberMe: false });
    clock.advanceMinutes(45);
    expect(await signedInEmail(t, browserSession.jar)).toBeNull();
    clock.reset();
    expect(await signedInEmail(t, browserSession.jar)).toBeNull();
  });

  it('ends the session on the server at logout and clears the cookie', async () => {
    const { jar } = await logIn(t, { ...owner, rememberMe: true });
    const other = await logIn(t, owner);
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', cookies: jar });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect(sessionCookieLine(out)).toMatch(/Max-Age=0/);

    expect(await protectedStatus(jar)).toBe(401);
    expect(await signedInEmail(t, jar)).toBeNull();
    expect(await signedInEmail(t, other.jar)).toBe(owner.email);

    const again = await t.request({ method: 'POST', url: '/api/auth/logout', cookies: jar });
    expect(again.statusCode).toBe(200);
  });

  it('answers a signed-out session and 401 on protected endpoints without a cookie or with a forged one', async () => {
    const anonymous = await t.request({ method: 'GET', url: '/api/session' });
    expect(anonymous.json()).toEqual({
      user: null,
      workspace: null,
      theme: 'system',
      locale: null,
      timeZone: null,
    });
    expect(await protectedStatus('')).toBe(401);
    const forged = 'postforge.session_token=forged-token.forged-signature';
    expect(await protectedStatus(forged)).toBe(401);
    const unauthenticated = await t.request({
      method: 'PUT',
      url: '/api/preferences',
      payload: { theme: 'dark' },
    });
    expect(unauthenticated.json().error).toMatchObject({
      code: 'unauthenticated',
      message: 'Please log in to continue.',
    });
  });

  it('saves the theme preference with the account and answers it with the session', async () => {
    const { jar } = await logIn(t, owner);
    const saved = await t.request({
      method: 'PUT',
      url: '/api/preferences',
      cookies: jar,
      payload: { theme: 'dark' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ theme: 'dark', locale: null, timeZone: null });

    const elsewhere = await logIn(t, owner);
    expect(elsewhere.response.statusCode).toBe(200);
    const session = await t.request({ method: 'GET', url: '/api/session', cookies: elsewhere.jar });
    expect(session.json().theme).toBe('dark');

    const invalid = await t.request({
      method: 'PUT',
      url: '/api/preferences',
      cookies: jar,
      payload: { theme: 'purple' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('validation_failed');
  });

  it('saves the interface language with the account, keeping the theme, and refuses other languages', async () => {
    const { jar } = await logIn(t, owner);
    const before = await t.request({ method: 'GET', url: '/api/session', cookies: jar });
    const saved = await t.request({
      method: 'PUT',
      url: '/api/preferences',
      cookies: jar,
      payload: { locale: 'de' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ theme: before.json().theme, locale: 'de', timeZone: null });

    const elsewhere = await logIn(t, owner);
    const session = await t.request({ method: 'GET', url: '/api/session', cookies: elsewhere.jar });
    expect(session.json()).toMatchObject({ locale: 'de', theme: before.json().theme });

    for (const payload of [{ locale: 'it' }, {}, { locale: 'de', extra: 1 }]) {
      const refused = await t.request({ method: 'PUT', url: '/api/preferences', cookies: jar, payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('validation_failed');
    }
  });
});
