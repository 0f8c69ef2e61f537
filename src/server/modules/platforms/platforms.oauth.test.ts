import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeX, type FakeX } from '../../../../tests/fakes/x-platform.fake';
import type { ConnectAttempt, PlatformCard } from '../../../shared/contracts/platforms';
import { logIn, registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { invalidConnectRequestMessage } from './platforms.service';
import { ReconnectNeededError } from './platforms.tokens';

/**
 * Connecting X over OAuth 2.0 against the loopback fake: PKCE S256 and a state bound to the session (wrong,
 * replayed, another session's and expired states refused), tokens sealed at rest, refresh before expiry, a
 * refused refresh → 'reconnect_needed' and a Reconnect that revives the same row, Disconnect revoking both tokens.
 */
describe('platforms: connecting X over OAuth 2.0', () => {
  let fake: FakeX;
  let t: TestApp;
  let owner: TestAccount;
  let now = Date.now();

  beforeAll(async () => {
    fake = await startFakeX();
    t = await createTestApp(
      {
        PUBLIC_URL: 'http://localhost:3999',
        X_CLIENT_ID: fake.clientId,
        X_CLIENT_SECRET: fake.clientSecret,
        X_API_BASE_URL: fake.baseUrl,
        X_AUTHORIZE_URL: fake.authorizeUrl,
      },
      { clock: () => new Date(now) },
    );
    owner = await registerOwner(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const start = async (jar = owner.jar) => {
    const answer = await t.request({ method: 'POST', url: '/api/platforms/twitter/connect', cookies: jar });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ attemptId: string; authorizeUrl: string }>();
  };
  /** The browser at X's consent page: X redirects back to our callback (path and query). */
  const authorize = async (authorizeUrl: string) => {
    const answer = await fetch(authorizeUrl, { redirect: 'manual' });
    const location = new URL(answer.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://localhost:3999/api/platforms/twitter/callback');
    return `${location.pathname}${location.search}`;
  };
  const callback = (url: string, jar = owner.jar) => t.request({ method: 'GET', url, cookies: jar });
  const attempt = async (id: string) =>
    (
      await t.request({ method: 'GET', url: `/api/platforms/attempts/${id}`, cookies: owner.jar })
    ).json<ConnectAttempt>();
  const cards = async () =>
    (await t.request({ method: 'GET', url: '/api/platforms', cookies: owner.jar })).json<{
      platforms: PlatformCard[];
    }>().platforms;

  it('connects with PKCE S256 and a session-bound state; tokens are sealed at rest', async () => {
    const { attemptId, authorizeUrl } = await start();
    const url = new URL(authorizeUrl);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/u);
    expect(url.searchParams.get('scope')).toBe(
      'tweet.read tweet.write users.read media.write offline.access',
    );
    expect(url.searchParams.get('state')!.length).toBeGreaterThanOrEqual(43);
    const back = await callback(await authorize(authorizeUrl));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `http://localhost:3999/app/settings?tab=platforms&attempt=${attemptId}`,
    );
    expect(await attempt(attemptId)).toEqual({
      platform: 'twitter',
      status: 'connected',
      accountName: '@postforge_test',
      accountNames: ['@postforge_test'],
      failure: null,
    });
    const x = (await cards()).find((card) => card.platform === 'twitter')!;
    expect(x).toMatchObject({ isAvailable: true, isConfigured: true });
    expect(x.connections).toHaveLength(1);
    expect(x.connections[0]).toMatchObject({ accountName: '@postforge_test', status: 'connected' });
    expect(x.connections[0]!.destinationId).toBe(`twitter:${x.connections[0]!.id}`);
    // Every platform has its adapter now: each card offers Connect.
    expect((await cards()).every((card) => card.isAvailable)).toBe(true);
    // At rest: sealed (AES-256-GCM, 'v1.'), and opening them gives tokens the platform accepts.
    const { rows } = await t.container.database.pool.query<{
      access_token_sealed: string;
      refresh_token_sealed: string;
    }>('select access_token_sealed, refresh_token_sealed from platform_connections');
    expect(rows[0]!.access_token_sealed).toMatch(/^v1\./u);
    expect(rows[0]!.refresh_token_sealed).toMatch(/^v1\./u);
    const access = await t.container.connectionTokens.accessFor(
      owner.session.workspace!.id,
      x.connections[0]!.id,
    );
    expect(rows[0]!.access_token_sealed).not.toContain(access!.accessToken);
    const me = await fetch(`${fake.baseUrl}/2/users/me`, {
      headers: { authorization: `Bearer ${access!.accessToken}` },
    });
    expect(me.status).toBe(200);
  });

  it('refuses a wrong state, a replayed one and one started by another session', async () => {
    const { authorizeUrl } = await start();
    const path = await authorize(authorizeUrl);
    const wrong = await callback(path.replace(/state=[^&]+/u, 'state=forged-state-value'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(invalidConnectRequestMessage);
    const other = await logIn(t, { email: owner.email, password: owner.password });
    const fromOtherSession = await callback(path, other.jar);
    expect(fromOtherSession.statusCode).toBe(400);
    expect((await callback(path)).statusCode).toBe(303);
    const replayed = await callback(path);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.message).toBe(invalidConnectRequestMessage);
  });

  it('a state older than 10 minutes ends the attempt as expired; a denial as denied', async () => {
    const { attemptId, authorizeUrl } = await start();
    const path = await authorize(authorizeUrl);
    now += 11 * 60_000;
    expect((await callback(path)).statusCode).toBe(303);
    expect(await attempt(attemptId)).toMatchObject({ status: 'failed', failure: 'expired' });
    fake.denyNextAuthorization();
    const denied = await start();
    expect((await callback(await authorize(denied.authorizeUrl))).statusCode).toBe(303);
    expect(await attempt(denied.attemptId)).toMatchObject({ status: 'failed', failure: 'denied' });
  });

  it('refreshes a token before it expires, and turns to reconnect_needed when the refresh is refused', async () => {
    // Tokens that live 60 s are inside the 5-minute refresh margin from the start.
    fake.setTokenLifetime(60);
    const { authorizeUrl } = await start();
    expect((await callback(await authorize(authorizeUrl))).statusCode).toBe(303);
    const [connection] = (await cards()).find((card) => card.platform === 'twitter')!.connections;
    expect(connection).toMatchObject({ status: 'connected' });
    const workspaceId = owner.session.workspace!.id;
    const refreshesBefore = fake.tokenRequests.filter((grant) => grant === 'refresh_token').length;
    const refreshed = await t.container.connectionTokens.accessFor(workspaceId, connection!.id);
    expect(fake.tokenRequests.filter((grant) => grant === 'refresh_token')).toHaveLength(refreshesBefore + 1);
    const me = await fetch(`${fake.baseUrl}/2/users/me`, {
      headers: { authorization: `Bearer ${refreshed!.accessToken}` },
    });
    expect(me.status).toBe(200);
    fake.revokeRefreshTokens();
    await expect(t.container.connectionTokens.accessFor(workspaceId, connection!.id)).rejects.toBeInstanceOf(
      ReconnectNeededError,
    );
    const after = (await cards()).find((card) => card.platform === 'twitter')!.connections[0];
    expect(after).toMatchObject({ id: connection!.id, status: 'reconnect_needed' });
    fake.setTokenLifetime(7200);

    // Reconnect runs the same flow: the same account's row is connected again with new tokens, not a second row.
    const again = await start();
    expect((await callback(await authorize(again.authorizeUrl))).statusCode).toBe(303);
    expect(await attempt(again.attemptId)).toMatchObject({ status: 'connected' });
    const reconnected = (await cards()).find((card) => card.platform === 'twitter')!.connections;
    expect(reconnected).toEqual([expect.objectContaining({ id: connection!.id, status: 'connected' })]);
    const access = await t.container.connectionTokens.accessFor(workspaceId, connection!.id);
    const meAgain = await fetch(`${fake.baseUrl}/2/users/me`, {
      headers: { authorization: `Bearer ${access!.accessToken}` },
    });
    expect(meAgain.status).toBe(200);
  });

  it('disconnect revokes both tokens at X, then deletes them', async () => {
    const [connection] = (await cards()).find((card) => card.platform === 'twitter')!.connections;
    const revokedBefore = fake.revoked.length;
    const answer = await t.request({
      method: 'DELETE',
      url: `/api/platforms/connections/${connection!.id}`,
      cookies: owner.jar,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(fake.revoked.length - revokedBefore).toBe(2);
    expect((await cards()).find((card) => card.platform === 'twitter')!.connections).toEqual([]);
    const { rows } = await t.container.database.pool.query('select id from platform_connections');
    expect(rows).toEqual([]);
  });
});
