import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeX, type FakeX } from '../../../../tests/fakes/x-platform.fake';
import type { PlatformClient } from '../../../shared/contracts/platforms';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { platformNotSetUpMessage } from './platforms.service';

/**
 * The instance owner's OAuth clients: until X's is entered Connect says so; the owner sees the exact redirect
 * URI, saves the client id and secret (sealed at rest, never sent back), and Connect then reaches X.
 */
describe('platforms: the OAuth clients on the Instance screen', () => {
  let fake: FakeX;
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    fake = await startFakeX();
    t = await createTestApp({
      PUBLIC_URL: 'https://postforge.example.org/',
      X_API_BASE_URL: fake.baseUrl,
      X_AUTHORIZE_URL: fake.authorizeUrl,
    });
    owner = await registerOwner(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const connect = (platform: string) =>
    t.request({ method: 'POST', url: `/api/platforms/${platform}/connect`, cookies: owner.jar });

  it('refuses Connect for a platform without a client', async () => {
    const answer = await connect('twitter');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toBe(platformNotSetUpMessage);
  });

  it('shows the redirect URI, keeps the secret sealed and never sends it back', async () => {
    const listed = (
      await t.request({ method: 'GET', url: '/api/admin/platform-clients', cookies: owner.jar })
    ).json<{ clients: PlatformClient[] }>().clients;
    expect(listed.find((client) => client.platform === 'twitter')).toEqual({
      platform: 'twitter',
      isAvailable: true,
      redirectUri: 'https://postforge.example.org/api/platforms/twitter/callback',
      isFixedByEnvironment: false,
      clientId: null,
      hasSecret: false,
    });
    const saved = await t.request({
      method: 'PUT',
      url: '/api/admin/platform-clients/twitter',
      cookies: owner.jar,
      payload: { clientId: fake.clientId, clientSecret: fake.clientSecret },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(fake.clientSecret);
    expect(saved.json()).toMatchObject({ clientId: fake.clientId, hasSecret: true });
    const { rows } = await t.container.database.pool.query<{ client_secret_sealed: string }>(
      'select client_secret_sealed from platform_oauth_clients',
    );
    expect(rows[0]!.client_secret_sealed).toMatch(/^v1\./u);
    expect(rows[0]!.client_secret_sealed).not.toContain(fake.clientSecret);
    // Saving the id again without a secret keeps the stored one.
    const again = await t.request({
      method: 'PUT',
      url: '/api/admin/platform-clients/twitter',
      cookies: owner.jar,
      payload: { clientId: fake.clientId },
    });
    expect(again.json()).toMatchObject({ hasSecret: true });
  });

  it('connects with the saved client', async () => {
    const { authorizeUrl } = (await connect('twitter')).json<{ authorizeUrl: string }>();
    expect(new URL(authorizeUrl).searchParams.get('client_id')).toBe(fake.clientId);
    const location = new URL((await fetch(authorizeUrl, { redirect: 'manual' })).headers.get('location')!);
    const back = await t.request({
      method: 'GET',
      url: `${location.pathname}${location.search}`,
      cookies: owner.jar,
    });
    expect(back.statusCode).toBe(303);
    const attemptId = new URL(back.headers.location as string).searchParams.get('attempt');
    const attempt = await t.request({
      method: 'GET',
      url: `/api/platforms/attempts/${attemptId}`,
      cookies: owner.jar,
    });
    expect(attempt.json()).toMatchObject({ status: 'connected', accountName: '@postforge_test' });
  });
});
