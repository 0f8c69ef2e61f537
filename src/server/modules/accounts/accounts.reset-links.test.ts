import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  logIn,
  readInstance,
  registerInvitedUser,
  registerOwner,
  signedInEmail,
  type TestAccount,
} from '../../testing/accounts.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

const invalidLinkMessage = 'This reset link is invalid or has expired. Request a new one.';

describe('accounts: one reset link at a time, stored only as a hash', () => {
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

  /** Requests a reset link for `email` and answers the token of the e-mail it produced. */
  async function requestLink(email: string): Promise<string> {
    const before = (await readInstance(t, owner.jar)).outbox.length;
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    const outbox = (await readInstance(t, owner.jar)).outbox;
    expect(outbox.length).toBe(before + 1);
    const mail = outbox.find((entry) => entry.to === email && /token=/.test(entry.text));
    const link = /(http:\/\/\S+reset-password\?token=\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    return new URL(link).searchParams.get('token') ?? '';
  }
  const reset = (token: string, password: string) =>
    t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const storedIdentifiers = async () =>
    (
      await t.container.database.pool.query<{ identifier: string }>('SELECT identifier FROM verifications')
    ).rows.map((row) => row.identifier);

  it('keeps no usable token in the database, and its stored form is no token either', async () => {
    const token = await requestLink(member.email);
    const stored = await storedIdentifiers();
    expect(stored).toHaveLength(1);
    expect(stored.join(' ')).not.toContain(token);
    expect(stored[0]).toMatch(/^reset-password#[\w-]{43}$/);
    // Someone who read the table cannot use what they read.
    for (const leaked of [stored[0] ?? '', stored[0]?.split('#')[1] ?? '']) {
      const response = await reset(leaked, 'a fresh passphrase here');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(invalidLinkMessage);
    }
    await t.container.database.pool.query('DELETE FROM verifications');
  });

  it('ends the earlier links of an account when a new one is requested, not those of other accounts', async () => {
    const first = await requestLink(member.email);
    const ownersLink = await requestLink(owner.email);
    const second = await requestLink(member.email);
    expect(second).not.toBe(first);

    const withFirst = await reset(first, 'a fresh passphrase here');
    expect(withFirst.statusCode).toBe(400);
    expect(withFirst.json().error.message).toBe(invalidLinkMessage);
    expect((await reset(second, 'a fresh passphrase here')).statusCode).toBe(200);
    member = { ...member, password: 'a fresh passphrase here' };

    expect((await reset(ownersLink, 'the owner picks another one')).statusCode).toBe(200);
    owner = {
      ...owner,
      password: 'the owner picks another one',
      jar: (await logIn(t, { ...owner, password: 'the owner picks another one' })).jar,
    };
  });

  it('ends every link of the account when one of them is used', async () => {
    const token = await requestLink(member.email);
    // A link inserted beside it (as a concurrent request could leave) ends too.
    await t.container.database.pool.query(
      `INSERT INTO verifications (id, identifier, value, expires_at)
       SELECT gen_random_uuid()::text, 'reset-password#concurrent', value, expires_at FROM verifications`,
    );
    expect(await storedIdentifiers()).toHaveLength(2);
    expect((await reset(token, 'yet another passphrase')).statusCode).toBe(200);
    member = { ...member, password: 'yet another passphrase' };
    expect(await storedIdentifiers()).toEqual([]);
  });

  it('ends every link and every other session when the password is changed, keeping this session', async () => {
    const token = await requestLink(member.email);
    const here = await logIn(t, member);
    const elsewhere = await logIn(t, { ...member, rememberMe: true });
    expect(await signedInEmail(t, elsewhere.jar)).toBe(member.email);

    const change = (currentPassword: string, newPassword: string) =>
      t.request({
        method: 'POST',
        url: '/api/account/password',
        cookies: here.jar,
        payload: { currentPassword, newPassword },
      });
    const wrong = await change('not my password', 'a changed passphrase');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'Your current password is incorrect.' });
    expect((await change(member.password, 'short')).statusCode).toBe(400);
    expect(await storedIdentifiers()).toHaveLength(1);

    const changed = await change(member.password, 'a changed passphrase');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await signedInEmail(t, here.jar)).toBe(member.email);
    expect(await signedInEmail(t, elsewhere.jar)).toBeNull();
    expect(await storedIdentifiers()).toEqual([]);
    const withLink = await reset(token, 'a takeover passphrase');
    expect(withLink.statusCode).toBe(400);
    expect(
      (await logIn(t, { email: member.email, password: 'a changed passphrase' })).response.statusCode,
    ).toBe(200);
  });

  it('needs a session to change the password', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: 'whatever it is', newPassword: 'a changed passphrase' },
    });
    expect(response.statusCode).toBe(401);
  });
});
