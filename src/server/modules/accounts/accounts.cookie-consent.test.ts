import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';

describe('accounts: the cookie choice on the account (issue #10)', () => {
  let t: TestApp;
  let owner: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (payload: object) =>
    t.request({ method: 'PUT', url: '/api/preferences/cookie-consent', cookies: owner.jar, payload });

  it('is null before any choice and refuses a visitor without a session', async () => {
    const read = await t.request({
      method: 'GET',
      url: '/api/preferences/cookie-consent',
      cookies: owner.jar,
    });
    expect(read.json()).toEqual({ consent: null });
    const anonymous = await t.request({ method: 'GET', url: '/api/preferences/cookie-consent' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps the newer choice: an older offer gets the stored one back', async () => {
    const first = {
      analytics: true,
      functional: false,
      performance: true,
      savedAt: '2026-01-02T10:00:00.000Z',
    };
    expect((await save(first)).json()).toEqual({ consent: first });

    const older = {
      analytics: false,
      functional: false,
      performance: false,
      savedAt: '2026-01-01T10:00:00Z',
    };
    expect((await save(older)).json()).toEqual({ consent: first });

    const newer = {
      analytics: false,
      functional: true,
      performance: false,
      savedAt: '2026-01-03T10:00:00.000Z',
    };
    expect((await save(newer)).json()).toEqual({ consent: newer });
    const read = await t.request({
      method: 'GET',
      url: '/api/preferences/cookie-consent',
      cookies: owner.jar,
    });
    expect(read.json()).toEqual({ consent: newer });
  });

  it('counts a time ahead of the server clock as now, and refuses bad input with field errors', async () => {
    const future = { analytics: true, functional: true, performance: true, savedAt: '2999-01-01T00:00:00Z' };
    const saved = (await save(future)).json<{ consent: { savedAt: string } }>();
    expect(Date.parse(saved.consent.savedAt)).toBeLessThanOrEqual(Date.now());

    const bad = await save({ analytics: 'yes', functional: true, performance: true, savedAt: 'soon' });
    expect(bad.statusCode).toBe(400);
    const extra = await save({ ...future, essential: false });
    expect(extra.statusCode).toBe(400);
  });
});
