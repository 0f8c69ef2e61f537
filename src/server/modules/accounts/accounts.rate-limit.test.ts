import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inviteAddress,
  readInstance,
  registerInvitedUser,
  registerOwner,
  testPassword,
  type TestAccount,
} from '../../testing/accounts.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

const limitedMessage = 'Too many attempts. Please wait a few minutes and try again.';
// The factories register from inject's default address: it is each account's own, known address.
const ownAddress = '127.0.0.1';

function attempt(t: TestApp, email: string, password: string, remoteAddress: string) {
  return t.request({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });
}

function expectLimited(response: Awaited<ReturnType<typeof attempt>>) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json().error).toMatchObject({ code: 'rate_limited', message: limitedMessage });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('accounts: login limits an attacker cannot turn against the owner', () => {
  let t: TestApp;
  let owner: TestAccount;
  let member: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: '3',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '6',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '100',
    });
    owner = await registerOwner(t);
    member = await registerInvitedUser(t, owner.jar, { email: 'member@example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stops guessing from one address after 3 attempts, while the owner still logs in from theirs', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await attempt(t, member.email, 'wrong password here', '10.0.0.66')).statusCode).toBe(401);
    }
    expectLimited(await attempt(t, 'MEMBER@example.com', member.password, '10.0.0.66'));

    expect((await attempt(t, member.email, member.password, ownAddress)).statusCode).toBe(200);
    expect((await attempt(t, member.email, 'wrong password here', '10.0.0.67')).statusCode).toBe(401);
  });

  it('slows guessing spread over many addresses, except from an address the account has logged in from', async () => {
    // 4 failures so far (3 + 1 above); 2 more from fresh addresses reach the account-wide 6.
    for (const address of ['10.0.1.1', '10.0.1.2']) {
      expect((await attempt(t, member.email, 'wrong password here', address)).statusCode).toBe(401);
    }
    expectLimited(await attempt(t, member.email, member.password, '10.0.1.3'));
    expectLimited(await attempt(t, member.email, 'wrong password here', '10.0.1.4'));

    expect((await attempt(t, member.email, member.password, ownAddress)).statusCode).toBe(200);
    // Other accounts are not affected.
    expect((await attempt(t, owner.email, owner.password, '10.0.1.3')).statusCode).toBe(200);
  });
});

describe('accounts: limits per client address', () => {
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_ADDRESS: '3', RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: '100' });
    owner = await registerOwner(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 to the 4th attempt from one address, whatever the account, while another address still answers', async () => {
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect((await attempt(t, email, 'wrong password here', '10.0.0.9')).statusCode).toBe(401);
    }
    expectLimited(await attempt(t, owner.email, owner.password, '10.0.0.9'));
    expect((await attempt(t, owner.email, owner.password, '10.0.0.10')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, so stepping through its addresses does not help', async () => {
    for (const address of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:aaaa::3']) {
      expect((await attempt(t, 'x@example.com', 'wrong password here', address)).statusCode).toBe(401);
    }
    expectLimited(await attempt(t, owner.email, owner.password, '2001:db8:5:6:ffff:ffff:ffff:ffff'));
    expect((await attempt(t, owner.email, owner.password, '2001:db8:5:7::1')).statusCode).toBe(200);
  });

  it('limits password reset requests per address too', async () => {
    const answers: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: '10.0.0.20',
        payload: { email: `someone${index}@example.com` },
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});

describe("accounts: nobody can stop someone else's reset or registration", () => {
  let t: TestApp;
  let owner: TestAccount;
  let member: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_LOGIN_PER_ADDRESS: '3',
      RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: '2',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '2',
      RATE_LIMIT_RESET_MAILS: '3',
    });
    owner = await registerOwner(t);
    member = await registerInvitedUser(t, owner.jar, { email: 'member@example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  const requestReset = (email: string, remoteAddress: string) =>
    t.request({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress, payload: { email } });
  const confirmReset = (token: string, password: string, remoteAddress: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress,
      payload: { token, password },
    });
  const resetMails = async () =>
    (await readInstance(t, owner.jar)).outbox.filter(
      (mail) => mail.to === member.email && mail.subject === 'Reset your Postforge password',
    );
  const tokenOf = (text: string) =>
    new URL(/(http:\/\/\S+reset-password\?token=\S+)/.exec(text)?.[1] ?? 'http://invalid').searchParams.get(
      'token',
    ) ?? '';

  it('lets the owner request a link from their address after someone else used up theirs for the account', async () => {
    expect((await requestReset(member.email, '10.0.0.66')).statusCode).toBe(200);
    expect((await requestReset(member.email, '10.0.0.66')).statusCode).toBe(200);
    expectLimited(await requestReset(member.email, '10.0.0.66'));
    expect((await requestReset(member.email, ownAddress)).statusCode).toBe(200);
    expect(await resetMails()).toHaveLength(3);
  });

  it('sends no more than 3 links an hour and keeps the last one working', async () => {
    const response = await requestReset(member.email, '10.0.0.67');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const mails = await resetMails();
    expect(mails).toHaveLength(3);

    // Junk tokens from many addresses (more than any per-account limit) stop nobody else.
    for (const address of ['10.0.2.1', '10.0.2.2', '10.0.2.3']) {
      expect((await confirmReset('guessed-token-value', 'a fresh passphrase here', address)).statusCode).toBe(
        400,
      );
    }
    const latest = mails.map((mail) => tokenOf(mail.text)).at(0) ?? '';
    const reset = await confirmReset(latest, 'a fresh passphrase here', ownAddress);
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('lets an invitee register from their address after someone else tried their e-mail address', async () => {
    const token = await inviteAddress(t, owner.jar, 'invitee@example.com');
    for (let index = 0; index < 2; index += 1) {
      const refused = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.0.0.68',
        payload: { name: 'Eve', email: 'invitee@example.com', password: testPassword },
      });
      expect(refused.statusCode).toBe(403);
    }
    const registered = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '10.0.0.99',
      payload: { name: 'Ivy', email: 'invitee@example.com', password: testPassword, invitationToken: token },
    });
    expect(registered.statusCode, registered.body).toBe(201);
  });
});
