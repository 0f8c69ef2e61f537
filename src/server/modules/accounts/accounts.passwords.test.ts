import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordBlankMessage, passwordTooLongMessage } from '../../../shared/domain/passwords';
import {
  logIn,
  readInstance,
  registerOwner,
  signedInEmail,
  type TestAccount,
} from '../../testing/accounts.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

// 128 code points outside the Basic Multilingual Plane: 256 UTF-16 units, which the auth library counts.
const astralPassword = '𝒜🔑'.repeat(64);
const cjkPassword = '長い合言葉を使う'.repeat(16);

describe('accounts: passwords of any script up to 128 characters', () => {
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (email: string, password: string) =>
    t.request({ method: 'POST', url: '/api/auth/register', payload: { name: 'Someone', email, password } });

  it('registers and logs in with 128 astral characters (256 UTF-16 units)', async () => {
    expect(astralPassword.length).toBe(256);
    owner = await registerOwner(t, { password: astralPassword });
    const { response } = await logIn(t, { email: owner.email, password: astralPassword });
    expect(response.statusCode).toBe(200);
  });

  it('refuses 129 characters with the shared message, not the library one', async () => {
    await t.request({
      method: 'PUT',
      url: '/api/admin/registration',
      cookies: owner.jar,
      payload: { isOpen: true },
    });
    const response = await register('long@example.com', `${astralPassword}a`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ password: passwordTooLongMessage });
  });

  it('refuses a password of only spaces, in any script', async () => {
    for (const password of [' '.repeat(10), '\u3000'.repeat(9)]) {
      const response = await register('spaces@example.com', password);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ password: passwordBlankMessage });
    }
  });

  it('resets to 128 CJK characters and logs in with them', async () => {
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: owner.email } });
    const mail = (await readInstance(t, owner.jar)).outbox.find((entry) => entry.to === owner.email);
    const token = new URL(/(http\S+)/.exec(mail?.text ?? '')?.[1] ?? 'http://x').searchParams.get('token');
    const blank = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: '          ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(passwordBlankMessage);
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: cjkPassword },
    });
    expect(reset.statusCode).toBe(200);
    const { response, jar } = await logIn(t, { email: owner.email, password: cjkPassword });
    expect(response.statusCode).toBe(200);
    expect(await signedInEmail(t, jar)).toBe(owner.email);
  });
});
