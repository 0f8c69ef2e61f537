import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTooShortMessage } from '../../../shared/domain/passwords';
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
const newPassword = 'a brand new passphrase';

describe('accounts: password reset', () => {
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

  const requestReset = (email: string) =>
    t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const resetPassword = (token: string, password: string) =>
    t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const resetMails = async (to: string) =>
    (await readInstance(t, owner.jar)).outbox.filter(
      (mail) => mail.to === to && mail.subject === 'Reset your Postforge password',
    );

  let token = '';

  it('e-mails a single-use reset link to an existing account', async () => {
    const response = await requestReset('Member@Example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const mails = await resetMails(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ transport: 'outbox', status: 'stored' });
    const link = /(http:\/\/localhost:3000\/reset-password\?token=\S+)/.exec(mails[0]?.text ?? '')?.[1];
    expect(link).toBeDefined();
    token = new URL(link ?? '').searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(20);
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const before = (await readInstance(t, owner.jar)).outbox.length;
    const response = await requestReset('stranger@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const outbox = (await readInstance(t, owner.jar)).outbox;
    expect(outbox).toHaveLength(before);
    expect(outbox.some((mail) => mail.to === 'stranger@example.com')).toBe(false);
  });

  it('refuses an address that is not email-shaped', async () => {
    const response = await requestReset('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please enter a valid email address.');
  });

  it('refuses an unknown token with the spec message', async () => {
    const response = await resetPassword('this-is-not-a-token', newPassword);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'bad_request', message: invalidLinkMessage });
  });

  it('refuses a weak new password without using up the link', async () => {
    const response = await resetPassword(token, 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(passwordTooShortMessage);
    const { response: login } = await logIn(t, member);
    expect(login.statusCode).toBe(200);
  });

  it('sets the new password, ends every session of the account and leaves other accounts alone', async () => {
    const remembered = await logIn(t, { ...member, rememberMe: true });
    expect(await signedInEmail(t, remembered.jar)).toBe(member.email);

    const response = await resetPassword(token, newPassword);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect(await signedInEmail(t, member.jar)).toBeNull();
    expect(await signedInEmail(t, remembered.jar)).toBeNull();
    expect(await signedInEmail(t, owner.jar)).toBe(owner.email);

    const withOld = await logIn(t, member);
    expect(withOld.response.statusCode).toBe(401);
    expect(withOld.response.json().error.message).toBe('Invalid email or password');
    const withNew = await logIn(t, { email: member.email, password: newPassword });
    expect(withNew.response.statusCode).toBe(200);
    expect(await signedInEmail(t, withNew.jar)).toBe(member.email);
  });

  it('refuses the same link a second time', async () => {
    const response = await resetPassword(token, 'yet another passphrase');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(invalidLinkMessage);
    const { response: login } = await logIn(t, { email: member.email, password: newPassword });
    expect(login.statusCode).toBe(200);
  });
});
