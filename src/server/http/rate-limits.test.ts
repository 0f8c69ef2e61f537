import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerInvitedUser, registerOwner, type TestAccount } from '../testing/accounts.factory';
import { renderPng, uploadMedia, waitForRun } from '../testing/generation.factory';
import { createTestApp, type TestApp } from '../testing/test-app';
import { clientAddressKey } from './rate-limits';

describe('clientAddressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and groups IPv6 by /64', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('2001:db8:0:12::1')).toBe('2001:db8:0:12::/64');
    expect(clientAddressKey('2001:0DB8:0000:0012:ffff:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('http: per-user limits on expensive endpoints', () => {
  let t: TestApp;
  let owner: TestAccount;
  let member: TestAccount;
  let runId = '';

  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_SCRAPES_PER_USER: '1',
      RATE_LIMIT_RUNS_PER_USER: '1',
      RATE_LIMIT_UPLOADS_PER_USER: '1',
      RATE_LIMIT_ENHANCE_PER_USER: '1',
      RATE_LIMIT_TRANSCRIBE_PER_USER: '1',
    });
    owner = await registerOwner(t);
    member = await registerInvitedUser(t, owner.jar, { email: 'member@example.com' });
  }, 60_000);
  afterAll(async () => {
    if (runId) await waitForRun(t, owner.jar, runId);
    await t.close();
  }, 60_000);

  const calls: Record<string, (jar: string) => Promise<LightMyRequestResponse>> = {
    scrape: (jar) =>
      t.request({ method: 'POST', url: '/api/scrape', cookies: jar, payload: { url: 'http://10.0.0.1/' } }),
    run: (jar) =>
      t.request({
        method: 'POST',
        url: '/api/generation/runs',
        cookies: jar,
        payload: {
          method: 'prompt',
          prompt: 'A launch post',
          platforms: ['twitter'],
          variations: ['normal'],
          aiImages: false,
        },
      }),
    upload: async (jar) =>
      uploadMedia(t, jar, { data: await renderPng(), filename: 'card.png', contentType: 'image/png' }),
    enhance: (jar) =>
      t.request({
        method: 'POST',
        url: '/api/generation/enhance',
        cookies: jar,
        payload: { prompt: 'a post' },
      }),
    transcribe: (jar) =>
      t.request({
        method: 'POST',
        url: '/api/generation/transcribe',
        cookies: jar,
        payload: { assetId: crypto.randomUUID() },
      }),
  };

  it.each(Object.keys(calls))(
    '%s: refuses a user over the limit with 429 and Retry-After, not anyone else',
    async (name) => {
      const call = calls[name];
      if (!call) throw new Error(name);
      expect((await call('')).statusCode).toBe(401);
      const first = await call(owner.jar);
      expect(first.statusCode, first.body).not.toBe(429);
      if (name === 'run') runId = first.json<{ runId: string }>().runId;

      const second = await call(owner.jar);
      expect(second.statusCode).toBe(429);
      expect(second.json().error).toMatchObject({
        code: 'rate_limited',
        message: 'You are doing this too often. Please wait a few minutes and try again.',
        requestId: second.headers['x-request-id'],
      });
      const retryAfter = Number(second.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);

      const other = await call(member.jar);
      expect(other.statusCode, other.body).not.toBe(429);
      if (name === 'run') await waitForRun(t, member.jar, other.json<{ runId: string }>().runId);
    },
    60_000,
  );
});
