import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  passwordTooCommonMessage,
  passwordTooLongMessage,
  passwordTooShortMessage,
} from '../../../shared/domain/passwords';
import {
  createTestClock,
  inviteAddress,
  readInstance,
  signedInEmail,
  testPassword,
  type TestAccount,
} from '../../testing/accounts.factory';
import { cookiesFrom, createTestApp, type TestApp } from '../../testing/test-app';

const closedMessage =
  'Postforge is in private beta: registration needs an invitation. Join the waitlist and we will let you know.';

describe('accounts: registration modes', () => {
  const clock = createTestClock();
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({}, { clock: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  const registrationMode = async (invite?: string) =>
    (
      await t.request({
        method: 'GET',
        url: invite ? `/api/registration?invite=${encodeURIComponent(invite)}` : '/api/registration',
      })
    ).json<{ mode: string; invitedEmail?: string }>();

  const register = (payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/auth/register', payload: { name: 'Someone', ...payload } });

  const setRegistrationOpen = async (isOpen: boolean) => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/admin/registration',
      cookies: owner.jar,
      payload: { isOpen },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isRegistrationOpen: isOpen });
  };

  it('makes the first account the instance owner with a personal workspace, signed in', async () => {
    expect(await registrationMode()).toEqual({ mode: 'owner-setup' });

    const response = await register({ name: 'Olga', email: 'Olga@Example.com', password: testPassword });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      user: { name: 'Olga', email: 'olga@example.com', isInstanceOwner: true },
      workspace: { name: "Olga's workspace", role: 'owner' },
      theme: 'system',
    });
    owner = {
      email: 'olga@example.com',
      password: testPassword,
      jar: cookiesFrom(response),
      session: response.json(),
    };
    const session = await t.request({ method: 'GET', url: '/api/session', cookies: owner.jar });
    expect(session.json()).toEqual(owner.session);
  });

  it('switches to the waitlist once the owner exists and refuses registration with 403', async () => {
    expect(await registrationMode()).toEqual({ mode: 'waitlist' });
    const refused = await register({ email: 'eve@example.com', password: testPassword });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'forbidden', message: closedMessage });
    expect(refused.headers['set-cookie']).toBeUndefined();

    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'eve@example.com', password: testPassword },
    });
    expect(login.statusCode).toBe(401);
  });

  it('lets anyone register while the owner keeps registration open, as a non-owner', async () => {
    await setRegistrationOpen(true);
    expect(await registrationMode()).toEqual({ mode: 'open' });
    expect((await readInstance(t, owner.jar)).isRegistrationOpen).toBe(true);

    const response = await register({ name: 'Pat', email: 'pat@example.com', password: testPassword });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      user: { email: 'pat@example.com', isInstanceOwner: false },
      workspace: { name: "Pat's workspace", role: 'owner' },
    });
    expect(body.workspace.id).not.toBe(owner.session.workspace?.id);
    expect(await signedInEmail(t, cookiesFrom(response))).toBe('pat@example.com');
  });

  it('goes back to the waitlist when the owner closes registration', async () => {
    await setRegistrationOpen(false);
    expect(await registrationMode()).toEqual({ mode: 'waitlist' });
    expect((await readInstance(t, owner.jar)).isRegistrationOpen).toBe(false);
    const refused = await register({ email: 'late@example.com', password: testPassword });
    expect(refused.statusCode).toBe(403);
  });

  it('registers an invited address once, through the link e-mailed to it', async () => {
    const invited = await t.request({
      method: 'POST',
      url: '/api/admin/invitations',
      cookies: owner.jar,
      payload: { email: 'Ivy@Example.com' },
    });
    expect(invited.statusCode).toBe(201);
    const { link, invitation } = invited.json<{ link: string; invitation: { acceptedAt: null } }>();
    expect(invitation).toMatchObject({ email: 'ivy@example.com', acceptedAt: null });
    const token = new URL(link).searchParams.get('invite') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(32);

    const overview = await readInstance(t, owner.jar);
    const mail = overview.outbox.find((entry) => entry.to === 'ivy@example.com');
    expect(mail).toMatchObject({ subject: 'Your invitation to Postforge', transport: 'outbox' });
    expect(mail?.text).toContain(link);
    expect(overview.invitations).toContainEqual(
      expect.objectContaining({ email: 'ivy@example.com', acceptedAt: null }),
    );

    expect(await registrationMode(token)).toEqual({ mode: 'invitation', invitedEmail: 'ivy@example.com' });
    expect(await registrationMode('not-a-real-token')).toEqual({ mode: 'waitlist' });

    const otherAddress = await register({
      email: 'mallory@example.com',
      password: testPassword,
      invitationToken: token,
    });
    expect(otherAddress.statusCode).toBe(403);
    expect(otherAddress.json().error.message).toBe('This invitation was sent to a different email address.');

    const accepted = await register({
      name: 'Ivy',
      email: 'IVY@example.com',
      password: testPassword,
      invitationToken: token,
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({
      user: { email: 'ivy@example.com', isInstanceOwner: false },
      workspace: { role: 'owner' },
    });
    const after = await readInstance(t, owner.jar);
    expect(after.invitations.find((row) => row.email === 'ivy@example.com')?.acceptedAt).toEqual(
      expect.any(String),
    );

    expect(await registrationMode(token)).toEqual({ mode: 'waitlist' });
    const reused = await register({
      email: 'ivy2@example.com',
      password: testPassword,
      invitationToken: token,
    });
    expect(reused.statusCode).toBe(403);
    expect(reused.json().error.message).toBe(closedMessage);
  });

  it('marks a waitlisted address as invited', async () => {
    const joined = await t.request({
      method: 'POST',
      url: '/api/waitlist',
      payload: { email: 'fan@example.com', wantsUpdates: true },
    });
    expect(joined.statusCode).toBe(201);
    expect((await readInstance(t, owner.jar)).waitlist).toContainEqual(
      expect.objectContaining({ email: 'fan@example.com', invitedAt: null }),
    );
    await inviteAddress(t, owner.jar, 'fan@example.com');
    expect((await readInstance(t, owner.jar)).waitlist).toContainEqual(
      expect.objectContaining({ email: 'fan@example.com', invitedAt: expect.any(String) }),
    );
  });

  it('stops honouring an invitation after 14 days', async () => {
    const token = await inviteAddress(t, owner.jar, 'slow@example.com');
    try {
      clock.advanceDays(13);
      expect(await registrationMode(token)).toEqual({ mode: 'invitation', invitedEmail: 'slow@example.com' });
      clock.advanceDays(2);
      expect(await registrationMode(token)).toEqual({ mode: 'waitlist' });
      const refused = await register({
        email: 'slow@example.com',
        password: testPassword,
        invitationToken: token,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(closedMessage);
    } finally {
      clock.reset();
    }
  });

  describe('input rules (registration open)', () => {
    beforeAll(async () => {
      await setRegistrationOpen(true);
    });

    it('refuses a password under 8 characters and accepts exactly 8', async () => {
      const short = await register({ email: 'short@example.com', password: 'k7#qz!m' });
      expect(short.statusCode).toBe(400);
      expect(short.json().error).toMatchObject({
        code: 'validation_failed',
        message: passwordTooShortMessage,
        fields: { password: passwordTooShortMessage },
      });
      const eight = await register({ email: 'short@example.com', password: 'k7#qz!mw' });
      expect(eight.statusCode).toBe(201);
    });

    it('refuses a password over 128 characters and accepts exactly 128', async () => {
      const long = await register({ email: 'long@example.com', password: 'x7'.repeat(64) + 'y' });
      expect(long.statusCode).toBe(400);
      expect(long.json().error.message).toBe(passwordTooLongMessage);
      const exact = await register({ email: 'long@example.com', password: 'x7'.repeat(64) });
      expect(exact.statusCode).toBe(201);
    });

    it('refuses a common password, whatever its case', async () => {
      for (const password of ['password123', 'Password123']) {
        const common = await register({ email: 'common@example.com', password });
        expect(common.statusCode).toBe(400);
        expect(common.json().error.message).toBe(passwordTooCommonMessage);
      }
    });

    it('refuses an address that already has an account with 409', async () => {
      const duplicate = await register({ email: 'PAT@example.com', password: testPassword });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().error).toMatchObject({
        code: 'conflict',
        message: 'An account with this email already exists. Log in instead.',
      });
    });

    it('refuses an address that is not email-shaped or missing with 400', async () => {
      const invalid = await register({ email: 'not-an-email', password: testPassword });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error).toMatchObject({
        code: 'validation_failed',
        message: 'Please enter a valid email address.',
        fields: { email: 'Please enter a valid email address.' },
      });
      const empty = await register({ email: '  ', password: testPassword });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toBe('Email is required');
      const noName = await register({ name: ' ', email: 'nameless@example.com', password: testPassword });
      expect(noName.statusCode).toBe(400);
      expect(noName.json().error.message).toBe('Name is required');
    });
  });
});
