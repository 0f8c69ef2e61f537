import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidEmailChangeLinkMessage } from '../../../shared/contracts/account-security';
import {
  createTestClock,
  logIn,
  readInstance,
  registerInvitedUser,
  registerOwner,
  signedInEmail,
  type TestAccount,
} from '../../testing/accounts.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('account security: change of e-mail address', () => {
  let t: TestApp;
  let owner: TestAccount;
  let member: TestAccount;
  const clock = createTestClock();

  beforeAll(async () => {
    t = await createTestApp({}, { clock: clock.now });
    owner = await registerOwner(t);
    member = await registerInvitedUser(t, owner.jar, { email: 'member@example.com', name: 'Mia' });
  });
  afterAll(async () => {
    await t.close();
  });

  const requestChange = (jar: string, newEmail: string, currentPassword: string) =>
    t.request({
      method: 'POST',
      url: '/api/account/email',
      cookies: jar,
      payload: { newEmail, currentPassword },
    });
  const confirm = (jar: string, token: string) =>
    t.request({ method: 'POST', url: '/api/account/email/confirm', cookies: jar, payload: { token } });
  const mailsTo = async (address: string) =>
    (await readInstance(t, owner.jar)).outbox.filter((mail) => mail.to === address);
  const latestToken = async (address: string) => {
    const mail = (await mailsTo(address))[0];
    const link = /(http\S+confirm-email\S+)/.exec(mail?.text ?? '')?.[1];
    if (!link) throw new Error(`no confirmation link to ${address}: ${mail?.text}`);
    expect(new URL(link).pathname).toBe('/app/confirm-email');
    return new URL(link).searchParams.get('token') ?? '';
  };

  it('refuses a wrong password, a malformed address and the current address', async () => {
    const wrong = await requestChange(member.jar, 'new@example.com', 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'Your current password is incorrect.' });
    const malformed = await requestChange(member.jar, 'not-an-address', member.password);
    expect(malformed.json().error.fields).toEqual({ newEmail: 'Please enter a valid email address.' });
    const same = await requestChange(member.jar, 'MEMBER@example.com', member.password);
    expect(same.json().error.fields).toEqual({ newEmail: 'This is already your e-mail address.' });
    expect(await mailsTo('new@example.com')).toHaveLength(0);
  });

  it('answers a taken address like a free one and tells its holder instead of sending a link', async () => {
    const taken = await requestChange(member.jar, owner.email, member.password);
    const free = await requestChange(member.jar, 'free@example.com', member.password);
    expect(taken.statusCode).toBe(202);
    expect(free.statusCode).toBe(202);
    expect(Object.keys(taken.json())).toEqual(Object.keys(free.json()));
    const toOwner = (await mailsTo(owner.email)).find((mail) => /tried to use/.test(mail.subject));
    expect(toOwner?.text).toContain('nothing was changed');
    expect(toOwner?.text).not.toContain('confirm-email');
  });

  it('changes the address only when the same signed-in user opens the live link, once', async () => {
    await requestChange(member.jar, 'first@example.com', member.password);
    const firstToken = await latestToken('first@example.com');
    const answer = await requestChange(member.jar, 'Second@Example.com', member.password);
    expect(answer.json()).toMatchObject({ pendingEmail: 'second@example.com' });
    const token = await latestToken('second@example.com');
    const pending = await t.request({ method: 'GET', url: '/api/account/email', cookies: member.jar });
    expect(pending.json().pending).toMatchObject({ email: 'second@example.com' });

    // The earlier link ended with the new request; another user's session cannot use this one.
    expect((await confirm(member.jar, firstToken)).json().error.message).toBe(invalidEmailChangeLinkMessage);
    const byOwner = await confirm(owner.jar, token);
    expect(byOwner.statusCode).toBe(400);
    expect((await confirm('', token)).statusCode).toBe(401);
    expect(await signedInEmail(t, member.jar)).toBe('member@example.com');

    const done = await confirm(member.jar, token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ email: 'second@example.com' });
    expect(await signedInEmail(t, member.jar)).toBe('second@example.com');
    const reused = await confirm(member.jar, token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(invalidEmailChangeLinkMessage);

    const notice = (await mailsTo('member@example.com')).find((mail) => /was changed/.test(mail.subject));
    expect(notice?.text).toContain('second@example.com');
    const oldLogin = await logIn(t, { email: 'member@example.com', password: member.password });
    expect(oldLogin.response.statusCode).toBe(401);
    const newLogin = await logIn(t, { email: 'second@example.com', password: member.password });
    expect(newLogin.response.statusCode).toBe(200);
    member = { ...member, email: 'second@example.com' };
  });

  it('lets a link expire after 24 hours', async () => {
    await requestChange(member.jar, 'late@example.com', member.password);
    const token = await latestToken('late@example.com');
    clock.advanceMinutes(24 * 60 + 1);
    try {
      const { jar } = await logIn(t, { email: member.email, password: member.password, rememberMe: true });
      const late = await confirm(jar, token);
      expect(late.statusCode).toBe(400);
      expect(late.json().error.message).toBe(invalidEmailChangeLinkMessage);
      expect(await signedInEmail(t, jar)).toBe(member.email);
    } finally {
      clock.reset();
    }
  });

  it('refuses a link whose address another account took meanwhile, and changes nothing', async () => {
    await requestChange(member.jar, 'raced@example.com', member.password);
    const token = await latestToken('raced@example.com');
    await registerInvitedUser(t, owner.jar, { email: 'raced@example.com' });
    const response = await confirm(member.jar, token);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'This address cannot be used for your account. Ask for a change to another address.',
    );
    expect(await signedInEmail(t, member.jar)).toBe(member.email);
    expect((await confirm(member.jar, token)).statusCode).toBe(400);
  });

  it('sends the link in the account’s language', async () => {
    await t.request({
      method: 'PUT',
      url: '/api/preferences',
      cookies: member.jar,
      payload: { locale: 'de' },
    });
    await requestChange(member.jar, 'deutsch@example.com', member.password);
    const [mail] = await mailsTo('deutsch@example.com');
    expect(mail?.subject).toBe('Bestätige deine neue E-Mail-Adresse für Postforge');
  });
});
