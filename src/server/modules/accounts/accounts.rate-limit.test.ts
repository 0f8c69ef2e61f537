import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerInvitedUser, registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

const limitedMessage = 'Too many attempts. Please wait a few minutes and try again.';

function attempt(t: TestApp, email: string, password: string, remoteAddress = '127.0.0.1') {
  return t.request({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email, password },
  });
}

describe('accounts: login rate limit per account', () => {
  let t: TestApp;
  let owner: TestAccount;
  let member: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '3', RATE_LIMIT_LOGIN_PER_ADDRESS: '100' });
    owner = await registerOwner(t);
    member = await registerInvitedUser(t, owner.jar, { email: 'member@example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 to the 4th attempt for one account, from any address, while another account still answers', async () => {
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      const wrong = await attempt(t, member.email, 'wrong password here', address);
      expect(wrong.statusCode).toBe(401);
    }
    const fourth = await attempt(t, 'MEMBER@example.com', 'wrong password here', '10.0.0.4');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toMatchObject({ code: 'rate_limited', message: limitedMessage });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);

    const rightButLimited = await attempt(t, member.email, member.password, '10.0.0.5');
    expect(rightButLimited.statusCode).toBe(429);

    const other = await attempt(t, owner.email, 'wrong password here', '10.0.0.1');
    expect(other.statusCode).toBe(401);
    expect(other.json().error.message).toBe('Invalid email or password');
    const otherRight = await attempt(t, owner.email, owner.password, '10.0.0.1');
    expect(otherRight.statusCode).toBe(200);
  });
});

describe('accounts: login rate limit per address', () => {
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_ADDRESS: '3', RATE_LIMIT_LOGIN_PER_ACCOUNT: '100' });
    owner = await registerOwner(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 to the 4th attempt from one address, whatever the account, while another address still answers', async () => {
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      const wrong = await attempt(t, email, 'wrong password here', '10.0.0.9');
      expect(wrong.statusCode).toBe(401);
    }
    const fourth = await attempt(t, owner.email, owner.password, '10.0.0.9');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toMatchObject({ code: 'rate_limited', message: limitedMessage });

    const elsewhere = await attempt(t, owner.email, owner.password, '10.0.0.10');
    expect(elsewhere.statusCode).toBe(200);
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
