import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMeta, type FakeMeta } from '../../../../tests/fakes/meta-platform.fake';
import type { GeneratedPost } from '../../../shared/contracts/generation';
import type { ConnectAttempt, PlatformCard } from '../../../shared/contracts/platforms';
import type { PostRecord } from '../../../shared/contracts/posts';
import { createFacebookAdapter } from '../../integrations/platforms/facebook';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { idempotencyKeyOf } from '../posts/posts.publish-job';

/**
 * Facebook Pages against the loopback Graph fake: one Connect (Facebook Login with PKCE, code → long-lived user
 * token → /me/accounts) stores each managed Page as its own connection with its own sealed Page token; a post
 * goes to a Page through the publish job, and a timeout after Facebook stored it is reconciled by the Page's
 * published posts.
 */
describe('platforms: Facebook Pages', () => {
  let fake: FakeMeta;
  let t: TestApp;
  let owner: TestAccount;
  const generated: GeneratedPost[] = [];

  beforeAll(async () => {
    fake = await startFakeMeta();
    t = await createTestApp(
      {
        PUBLIC_URL: 'http://localhost:3999',
        FACEBOOK_CLIENT_ID: fake.clientId,
        FACEBOOK_CLIENT_SECRET: fake.clientSecret,
      },
      {
        platformAdapters: [
          createFacebookAdapter({
            graphBaseUrl: fake.baseUrl,
            authorizeUrl: fake.authorizeUrl,
            version: fake.version,
            timeoutMs: 800,
          }),
        ],
      },
    );
    owner = await registerOwner(t);
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'Our bakery starts a sourdough class for beginners on Saturday mornings in March',
      platforms: ['facebook'],
      variations: ['viral', 'professional', 'informative'],
      aiImages: false,
    });
    generated.push(...run.posts);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const cards = async () =>
    (await t.request({ method: 'GET', url: '/api/platforms', cookies: owner.jar })).json<{
      platforms: PlatformCard[];
    }>().platforms;
  const facebookCard = async () => (await cards()).find((card) => card.platform === 'facebook')!;

  it('one Connect stores each managed Page as its own connection, with its own sealed token', async () => {
    const started = await t.request({
      method: 'POST',
      url: '/api/platforms/facebook/connect',
      cookies: owner.jar,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { attemptId, authorizeUrl } = started.json<{ attemptId: string; authorizeUrl: string }>();
    expect(new URL(authorizeUrl).searchParams.get('code_challenge_method')).toBe('S256');
    const redirect = new URL((await fetch(authorizeUrl, { redirect: 'manual' })).headers.get('location')!);
    expect(redirect.pathname).toBe('/api/platforms/facebook/callback');
    const back = await t.request({
      method: 'GET',
      url: `${redirect.pathname}${redirect.search}`,
      cookies: owner.jar,
    });
    expect(back.statusCode).toBe(303);
    const attempt = (
      await t.request({ method: 'GET', url: `/api/platforms/attempts/${attemptId}`, cookies: owner.jar })
    ).json<ConnectAttempt>();
    expect(attempt).toMatchObject({ platform: 'facebook', status: 'connected', failure: null });
    // The dialog names every Page this Connect added, not only the first.
    expect(attempt.accountNames).toEqual(['Postforge Bakery', 'Postforge Books']);
    const card = await facebookCard();
    expect(card).toMatchObject({ isAvailable: true, isConfigured: true });
    expect(card.connections.map((connection) => connection.accountName)).toEqual([
      'Postforge Bakery',
      'Postforge Books',
    ]);
    const { rows } = await t.container.database.pool.query<{
      external_account_id: string;
      access_token_sealed: string;
      refresh_token_sealed: string | null;
      expires_at: Date | null;
    }>(
      "select external_account_id, access_token_sealed, refresh_token_sealed, expires_at from platform_connections where platform = 'facebook' order by external_account_id",
    );
    expect(rows.map((row) => row.external_account_id)).toEqual(['20000000001', '20000000002']);
    for (const row of rows) {
      expect(row.access_token_sealed).toMatch(/^v1\./u);
      expect(row.refresh_token_sealed).toBeNull();
      expect(row.expires_at).toBeNull();
    }
    // Each connection holds its own Page's token: Graph names the Page it belongs to.
    const workspaceId = owner.session.workspace!.id;
    for (const [index, connection] of card.connections.entries()) {
      const access = await t.container.connectionTokens.accessFor(workspaceId, connection.id);
      const me = await fetch(`${fake.baseUrl}/${fake.version}/me`, {
        headers: { authorization: `Bearer ${access!.accessToken}` },
      });
      expect((await me.json()).id).toBe(fake.pages[index]!.id);
    }
  });

  const publish = async (post: GeneratedPost, destinationId: string) => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/posts/publish',
      cookies: owner.jar,
      payload: {
        generatedPostId: post.id,
        mode: 'now',
        timeZone: 'UTC',
        destinations: [destinationId],
        boost: { enabled: false, budget: 5, duration: 3, useAITiming: false },
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ post: PostRecord }>().post;
  };
  const waitForEnd = async (postId: string, timeoutMs = 25_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { post } = (
        await t.request({ method: 'GET', url: `/api/posts/${postId}`, cookies: owner.jar })
      ).json<{ post: PostRecord }>();
      if (['executed', 'failed'].includes(post.status) || Date.now() > deadline) return post;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const attemptOf = async (postId: string, destinationId: string) =>
    (
      await t.container.database.pool.query<{ state: string; external_id: string | null }>(
        'select state, external_id from post_publish_attempts where idempotency_key = $1',
        [idempotencyKeyOf(postId, destinationId)],
      )
    ).rows[0];

  it('publishes a post with its image to the chosen Page through the publish job', async () => {
    const books = (await facebookCard()).connections[1]!;
    const record = await publish(generated.shift()!, books.destinationId);
    expect(await waitForEnd(record.id)).toMatchObject({ status: 'executed' });
    const stored = fake.posts.at(-1)!;
    expect(stored.accountId).toBe('20000000002');
    // A multipart text field travels with CRLF line breaks (the form encoding's).
    expect(stored.text.replace(/\r\n/gu, '\n')).toBe(record.content);
    expect(stored.kind).toBe(record.thumbnail ? 'photo' : 'feed');
    expect(await attemptOf(record.id, books.destinationId)).toEqual({
      state: 'succeeded',
      external_id: stored.id,
    });
  }, 30_000);

  it('a timeout after Facebook stored the post is reconciled by the Page’s posts: one post, one request', async () => {
    const bakery = (await facebookCard()).connections[0]!;
    const before = { posts: fake.posts.length, requests: fake.publishRequests };
    fake.queueFailures({ kind: 'store-then-hang' });
    const record = await publish(generated.shift()!, bakery.destinationId);
    expect(await waitForEnd(record.id)).toMatchObject({ status: 'executed' });
    expect(fake.posts.length - before.posts).toBe(1);
    expect(fake.publishRequests - before.requests).toBe(1);
    expect(await attemptOf(record.id, bakery.destinationId)).toEqual({
      state: 'succeeded',
      external_id: fake.posts.at(-1)!.id,
    });
  }, 30_000);
});
