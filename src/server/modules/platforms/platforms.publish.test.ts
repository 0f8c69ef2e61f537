import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeX, type FakeX } from '../../../../tests/fakes/x-platform.fake';
import type { GeneratedPost } from '../../../shared/contracts/generation';
import type { PlatformCard } from '../../../shared/contracts/platforms';
import type { PostRecord } from '../../../shared/contracts/posts';
import { createXAdapter } from '../../integrations/platforms/x';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { idempotencyKeyOf } from '../posts/posts.publish-job';

/**
 * Publishing to a connected X account (the loopback fake) through the publish job's exactly-once path: media
 * uploaded and attached; a timeout after X stored the post reconciled through the timeline lookup (one create
 * request, one post); X's duplicate refusal counted as published; an expired token refreshed and the call made
 * again; a 429 waited out by x-rate-limit-reset; a rejected media file failing the post with X's reason.
 */
describe('platforms: publishing to X', () => {
  let fake: FakeX;
  let t: TestApp;
  let owner: TestAccount;
  let destinationId: string;
  const generated: GeneratedPost[] = [];

  beforeAll(async () => {
    fake = await startFakeX();
    t = await createTestApp(
      {
        PUBLIC_URL: 'http://localhost:3999',
        X_CLIENT_ID: fake.clientId,
        X_CLIENT_SECRET: fake.clientSecret,
      },
      {
        platformAdapters: [
          createXAdapter({ apiBaseUrl: fake.baseUrl, authorizeUrl: fake.authorizeUrl, timeoutMs: 800 }),
        ],
      },
    );
    owner = await registerOwner(t);
    const started = (
      await t.request({ method: 'POST', url: '/api/platforms/twitter/connect', cookies: owner.jar })
    ).json<{ authorizeUrl: string }>();
    const redirect = new URL(
      (await fetch(started.authorizeUrl, { redirect: 'manual' })).headers.get('location')!,
    );
    const back = await t.request({
      method: 'GET',
      url: `${redirect.pathname}${redirect.search}`,
      cookies: owner.jar,
    });
    expect(back.statusCode).toBe(303);
    const cards = (await t.request({ method: 'GET', url: '/api/platforms', cookies: owner.jar })).json<{
      platforms: PlatformCard[];
    }>().platforms;
    destinationId = cards.find((card) => card.platform === 'twitter')!.connections[0]!.destinationId;
    for (const prompt of [
      'A repair café opens every first Sunday at the library with volunteers and tools',
      'Our bakery starts a sourdough class for beginners on Saturday mornings in March',
    ]) {
      const run = await generate(t, owner.jar, {
        method: 'prompt',
        prompt,
        platforms: ['twitter'],
        variations: ['viral', 'professional', 'informative'],
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
    return { generated: post, record: answer.json<{ post: PostRecord }>().post };
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

  it('posts the text with its image to the account', async () => {
    const { record } = await publishNext();
    expect(await waitForEnd(record.id)).toMatchObject({ status: 'executed' });
    const tweet = fake.tweets.at(-1)!;
    expect(tweet.text).toBe(record.content);
    expect(record.thumbnail).not.toBeNull();
    expect(tweet.mediaIds).toHaveLength(1);
    expect(await attemptOf(record.id)).toEqual({ state: 'succeeded', external_id: tweet.id });
  }, 30_000);

  it('a timeout after X stored the post is reconciled by the timeline lookup: one post, one request', async () => {
    const before = { tweets: fake.tweets.length, requests: fake.createRequests };
    fake.queueTweetFailures({ kind: 'store-then-hang' });
    const { record } = await publishNext();
    expect(await waitForEnd(record.id)).toMatchObject({ status: 'executed' });
    expect(fake.tweets.length - before.tweets).toBe(1);
    expect(fake.createRequests - before.requests).toBe(1);
    expect(await attemptOf(record.id)).toEqual({ state: 'succeeded', external_id: fake.tweets.at(-1)!.id });
  }, 30_000);

  it("X's duplicate-content refusal counts as published (the earlier post is found)", async () => {
    const next = generated[0]!;
    const access = await t.container.connectionTokens.accessFor(
      owner.session.workspace!.id,
      destinationId.split(':')[1]!,
    );
    const earlier = await fetch(`${fake.baseUrl}/2/tweets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access!.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: next.content }),
    });
    const earlierId = (await earlier.json()).data.id as string;
    const { record } = await publishNext();
    expect(await waitForEnd(record.id)).toMatchObject({ status: 'executed' });
    expect(await attemptOf(record.id)).toEqual({ state: 'succeeded', external_id: earlierId });
    expect(fake.tweets.filter((tweet) => tweet.text === next.content)).toHaveLength(1);
  }, 30_000);

  it('an expired access token is refreshed and the post goes out; a 429 waits for x-rate-limit-reset', async () => {
    fake.expireAccessTokens();
    fake.queueTweetFailures({ kind: 'rate-limited', resetInSeconds: 1 });
    const refreshes = fake.tokenRequests.filter((grant) => grant === 'refresh_token').length;
    const { record } = await publishNext();
    expect(await waitForEnd(record.id)).toMatchObject({ status: 'executed' });
    expect(fake.tokenRequests.filter((grant) => grant === 'refresh_token')).toHaveLength(refreshes + 1);
    expect(fake.tweets.at(-1)!.text).toBe(record.content);
  }, 30_000);

  it("a media file X rejects fails the post with X's reason", async () => {
    fake.rejectNextMedia('Unsupported image dimensions.');
    const { record } = await publishNext();
    expect(record.thumbnail).not.toBeNull();
    expect(await waitForEnd(record.id)).toMatchObject({
      status: 'failed',
      failureMessage: 'Unsupported image dimensions.',
    });
  }, 30_000);
});
