import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '../../../shared/contracts/account-security';
import { passwordTooCommonMessage, passwordTooShortMessage } from '../../../shared/domain/passwords';
import {
  logIn,
  registerInvitedUser,
  registerOwner,
  signedInEmail,
  type TestAccount,
} from '../../testing/accounts.factory';
import { cookiesFrom, createTestApp, type TestApp } from '../../testing/test-app';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const linuxChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('account security: password change and sessions', () => {
  let t: TestApp;
  let owner: TestAccount;
  let member: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    member = await registerInvitedUser(t, owner.jar, { email: 'member@example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  const listSessions = async (jar: string) => {
    const response = await t.request({ method: 'GET', url: '/api/account/sessions', cookies: jar });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ sessions: AccountSession[] }>().sessions;
  };
  const logInWith = async (account: TestAccount, userAgent: string, address = '203.0.113.57') => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': userAgent },
      remoteAddress: address,
      payload: { email: account.email, password: account.password, rememberMe: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    return cookiesFrom(response);
  };
  const changePassword = (jar: string, currentPassword: string, newPassword: string) =>
    t.request({
      method: 'POST',
      url: '/api/account/password',
      cookies: jar,
      payload: { currentPassword, newPassword },
    });

  it('lists the sessions with device, coarse address and this device first', async () => {
    const phone = await logInWith(member, iphone, '198.51.100.23');
    const desktop = await logInWith(member, linuxChrome, '2001:db8:abcd:12::1');
    const sessions = await listSessions(desktop);
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    const [current, ...others] = sessions;
    expect(current).toMatchObject({
      isCurrent: true,
      browser: 'Chrome 131',
      os: 'Linux',
      deviceType: 'desktop',
      address: '2001:db8:abcd::/48',
    });
    expect(others.every((session) => !session.isCurrent)).toBe(true);
    expect(others).toContainEqual(
      expect.objectContaining({
        browser: 'Safari 17',
        os: 'iOS 17',
        deviceType: 'mobile',
        address: '198.51.100.x',
      }),
    );
    // Never the full address, in the answer or in the database.
    expect(JSON.stringify(sessions)).not.toContain('198.51.100.23');
    const stored = await t.container.database.pool.query<{ ip_address: string | null }>(
      'select ip_address from sessions',
    );
    expect(stored.rows.map((row) => row.ip_address)).not.toContain('198.51.100.23');
    // Another user's list holds none of these sessions.
    const ownerIds = (await listSessions(owner.jar)).map((session) => session.id);
    expect(ownerIds).not.toContain(current?.id);
    expect(await signedInEmail(t, phone)).toBe(member.email);
  });

  it('signs out one session; another user cannot end it', async () => {
    const phone = await logInWith(member, iphone);
    const desktop = await logInWith(member, linuxChrome);
    const phoneId = (await listSessions(phone)).find((session) => session.isCurrent)?.id;
    expect(phoneId).toBeDefined();
    const foreign = await t.request({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneId}`,
      cookies: owner.jar,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await signedInEmail(t, phone)).toBe(member.email);
    const ended = await t.request({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneId}`,
      cookies: desktop,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await signedInEmail(t, phone)).toBeNull();
    expect(await signedInEmail(t, desktop)).toBe(member.email);
    const again = await t.request({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneId}`,
      cookies: desktop,
    });
    expect(again.statusCode).toBe(404);
  });

  it('signs out all other sessions and keeps this one', async () => {
    const first = await logInWith(member, iphone);
    const second = await logInWith(member, linuxChrome);
    const response = await t.request({
      method: 'POST',
      url: '/api/account/sessions/end-others',
      cookies: second,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ ended: number }>().ended).toBeGreaterThanOrEqual(1);
    expect(await signedInEmail(t, first)).toBeNull();
    expect(await signedInEmail(t, second)).toBe(member.email);
    expect(await listSessions(second)).toHaveLength(1);
    expect(await signedInEmail(t, owner.jar)).toBe(owner.email);
  });

  it('refuses a wrong current password, a weak or common new one; keeps the old password', async () => {
    const jar = await logInWith(member, linuxChrome);
    const wrong = await changePassword(jar, 'not my password', 'a fresh long passphrase');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'Your current password is incorrect.' });
    const short = await changePassword(jar, member.password, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ newPassword: passwordTooShortMessage });
    const common = await changePassword(jar, member.password, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().error.message).toBe(passwordTooCommonMessage);
    const { response } = await logIn(t, { email: member.email, password: member.password });
    expect(response.statusCode).toBe(200);
  });

  it('changes the password: other sessions end, this one stays, the old password is refused', async () => {
    const other = await logInWith(member, iphone);
    const jar = await logInWith(member, linuxChrome);
    const changed = await changePassword(jar, member.password, 'a fresh long passphrase');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await signedInEmail(t, other)).toBeNull();
    expect(await signedInEmail(t, jar)).toBe(member.email);
    const old = await logIn(t, { email: member.email, password: member.password });
    expect(old.response.statusCode).toBe(401);
    const fresh = await logIn(t, { email: member.email, password: 'a fresh long passphrase' });
    expect(fresh.response.statusCode).toBe(200);
  });

  it('needs a session for every endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/account/sessions'],
      ['POST', '/api/account/sessions/end-others'],
      ['DELETE', `/api/account/sessions/${crypto.randomUUID()}`],
    ] as const) {
      const response = await t.request({ method, url });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
