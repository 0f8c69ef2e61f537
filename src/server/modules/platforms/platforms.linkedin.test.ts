import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLinkedIn, type FakeLinkedIn } from '../../../../tests/fakes/linkedin-platform.fake';
import type { GeneratedPost } from '../../../shared/contracts/generation';
import type { PlatformCard } from '../../../shared/contracts/platforms';
import type { PostRecord } from '../../../shared/contracts/posts';
import { createLinkedInAdapter, toLinkedInCommentary } from '../../integrations/platforms/linkedin';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { idempotencyKeyOf } from '../posts/posts.publish-job';

/**
 * Connecting a LinkedIn member (the loopback fake) and publishing through the publish job: the post's image
 * uploaded and attached; a timeout after LinkedIn stored the post reconciled through the author's posts (one
 * create request, one post); an expired token refreshed and the call made again.
 */
describe('platforms: publishing to LinkedIn', () => {
  let fake: FakeLinkedIn;
  let t: TestApp;
  let owner: TestAccount;
  let destinationId: string;
  const generated: GeneratedPost[] = [];

  beforeAll(async () => {
    fake = await startFakeLinkedIn();
    t = await createTestApp(
      {
        PUBLIC_URL: 'http://localhost:3999',
        LINKEDIN_CLIENT_ID: fake.clientId,
        LINKEDIN_CLIENT_SECRET: fake.clientSecret,
      },
      {
        platformAdapters: [
          createLinkedInAdapter({
            apiBaseUrl: fake.baseUrl,
            authBaseUrl: fake.baseUrl,
            apiVersion: '202510',
            timeoutMs: 800,
            sleep: async () => undefined,
          }),
        ],
      },
    );
    owner = await registerOwner(t);
    const started = (
      await t.request({ method: 'POST', url: '/api/platforms/linkedin/connect', cookies: owner.jar })
    ).json<{ authorizeUrl: string }>();
    const redirect = new URL(
      (await fetch(started.authorizeUrl, { redirect: 'manual' })).headers.get('location')!,
    );
    expect(redirect.searchParams.get('code')).toBeTruthy();
    const back = await t.request({
      method: 'GET',
      url: `${redirect.pathname}${redirect.search}`,
      cookies: owner.jar,
    });
    expect(back.statusCode).toBe(303);
    const cards = (await t.request({ method: 'GET', url: '/api/platforms', cookies: owner.jar })).json<{
      platforms: PlatformCard[];
    }>().platforms;
    const card = cards.find((item) => item.platform === 'linkedin')!;
    expect(card.connections[0]).toMatchObject({ accountName: 'Postforge Tester', status: 'connected' });
    destinationId = card.connections[0]!.destinationId;
    for (const prompt of [
      'A repair café opens every first Sunday at the library with volunteers and tools',
      'Our bakery starts a sourdough class for beginners on Saturday mornings in March',
    ]) {
      const run = await generate(t, owner.jar, {
        method: 'prompt',
        prompt,
        platforms: ['linkedin'],
        variations: ['viral', 'professional'],
        aiImages: false,
      });
      generated.push(...run.posts);
    }
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const publishNext = async () => {
    const post = generated.shift()!;
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
  const attemptOf = async (postId: string) =>
    (
      await t.container.database.pool.query<{ state: string; external_id: string | null }>(
        'select state, external_id from post_publish_attempts where idempotency_key = $1',
        [idempotencyKeyOf(postId, destinationId)],
      )
    ).rows[0];

  it("posts the text with its image as the member's post", async () => {
    const record = await publishNext();
    expect(await waitForEnd(record.id)).toMatchObject({ status: 'executed' });
    const post = fake.posts.at(-1)!;
    expect(post.commentary).toBe(toLinkedInCommentary(record.content));
    expect(post.author).toBe(fake.memberUrn);
    expect(post.mediaIds[0]).toMatch(/^urn:li:image:/u);
    expect(await attemptOf(record.id)).toEqual({ state: 'succeeded', external_id: post.urn });
  }, 30_000);

  it('a timeout after LinkedIn stored the post is reconciled by the author lookup: one post, one request', async () => {
    const before = { posts: fake.posts.length, requests: fake.createRequests };
    fake.queuePostFailures({ kind: 'store-then-hang' });
    const record = await publishNext();
    expect(await waitForEnd(record.id)).toMatchObject({ status: 'executed' });
    expect(fake.posts.length - before.posts).toBe(1);
    expect(fake.createRequests - before.requests).toBe(1);
    expect(await attemptOf(record.id)).toEqual({ state: 'succeeded', external_id: fake.posts.at(-1)!.urn });
  }, 30_000);

  it('an expired access token is refreshed and the post goes out', async () => {
    fake.expireAccessTokens();
    const refreshes = fake.tokenRequests.filter((grant) => grant === 'refresh_token').length;
    const record = await publishNext();
    expect(await waitForEnd(record.id)).toMatchObject({ status: 'executed' });
    expect(fake.tokenRequests.filter((grant) => grant === 'refresh_token')).toHaveLength(refreshes + 1);
    expect(fake.posts.at(-1)!.commentary).toBe(toLinkedInCommentary(record.content));
  }, 30_000);
});
