import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeSocialPlatform,
  type FakeSocialPlatform,
} from '../../../../tests/fakes/social-platform.fake';
import type { GeneratedPost } from '../../../shared/contracts/generation';
import type { PostRecord } from '../../../shared/contracts/posts';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createHttpDestination } from './posts.http-destination';
import { idempotencyKeyOf } from './posts.publish-job';

/**
 * The publish job with an HTTP platform (the loopback fake) beside the community feed: a timeout after the
 * platform stored the post leaves the attempt 'unknown' and the retried job reconciles it through the lookup
 * (one post, one create request); a refusal fails the post with the platform's reason; a scheduled post goes out
 * on time.
 */
describe('posts: publishing to an HTTP platform', () => {
  let fake: FakeSocialPlatform;
  let t: TestApp;
  let owner: TestAccount;
  let generated: GeneratedPost[];

  beforeAll(async () => {
    fake = await startFakeSocialPlatform();
    t = await createTestApp(
      {},
      {
        publishDestinations: [
          createHttpDestination({ id: 'fake', baseUrl: fake.baseUrl, token: fake.token, timeoutMs: 500 }),
        ],
      },
    );
    owner = await registerOwner(t);
    generated = (
      await generate(t, owner.jar, {
        method: 'prompt',
        prompt: 'A repair café opens every first Sunday at the library with volunteers and tools',
        platforms: ['instagram', 'linkedin', 'facebook'],
        variations: ['normal'],
        aiImages: false,
      })
    ).posts;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const publish = async (platform: string, scheduledFor?: Date) => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/posts/publish',
      cookies: owner.jar,
      payload: {
        generatedPostId: generated.find((post) => post.platform === platform)!.id,
        mode: scheduledFor ? 'schedule' : 'now',
        ...(scheduledFor ? { scheduledFor: scheduledFor.toISOString() } : {}),
        timeZone: 'UTC',
        destinations: ['community', 'fake'],
        boost: { enabled: false, budget: 5, duration: 3, useAITiming: false },
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ post: PostRecord }>().post;
  };
  const waitForStatus = async (postId: string, statuses: string[], timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { post } = (
        await t.request({ method: 'GET', url: `/api/posts/${postId}`, cookies: owner.jar })
      ).json<{ post: PostRecord }>();
      if (statuses.includes(post.status) || Date.now() > deadline) return post;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const attemptOf = async (postId: string) =>
    (
      await t.container.database.pool.query<{ state: string; message: string | null }>(
        `select state, message from post_publish_attempts where idempotency_key = $1`,
        [idempotencyKeyOf(postId, 'fake')],
      )
    ).rows[0];

  it('a timeout after the platform stored the post: unknown, then reconciled, published once', async () => {
    fake.queueFailures({ kind: 'store-then-hang' });
    const post = await publish('instagram');
    const key = idempotencyKeyOf(post.id, 'fake');
    await fake.waitForPosts(1);
    // The answer never comes: after the timeout the attempt is unknown, not failed, and the post not failed.
    const deadline = Date.now() + 5000;
    while ((await attemptOf(post.id))?.state !== 'unknown' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await attemptOf(post.id))?.state).toBe('unknown');
    const executed = await waitForStatus(post.id, ['executed', 'failed']);
    expect(executed.status).toBe('executed');
    expect(await attemptOf(post.id)).toMatchObject({ state: 'succeeded' });
    expect(fake.posts.filter((stored) => stored.idempotencyKey === key)).toHaveLength(1);
    // Reconciled through the lookup: the create was never sent again.
    expect(fake.createRequests.get(key)).toBe(1);
    expect(fake.duplicateTexts()).toBe(0);
  }, 30_000);

  it("a refusal fails the post with the platform's own reason", async () => {
    fake.queueFailures({ kind: 'reject', reason: 'This account cannot post links yet.' });
    const post = await publish('linkedin');
    const failed = await waitForStatus(post.id, ['executed', 'failed']);
    expect(failed).toMatchObject({ status: 'failed', failureMessage: 'This account cannot post links yet.' });
    expect(await attemptOf(post.id)).toEqual({
      state: 'failed',
      message: 'This account cannot post links yet.',
    });
  });

  it('a scheduled post reaches the platform within 2 s of its time', async () => {
    const at = new Date(Date.now() + 2500);
    const post = await publish('facebook', at);
    const executed = await waitForStatus(post.id, ['executed', 'failed']);
    expect(executed.status).toBe('executed');
    const stored = fake.posts.find((item) => item.idempotencyKey === idempotencyKeyOf(post.id, 'fake'))!;
    expect(stored.storedAt).toBeGreaterThanOrEqual(at.getTime());
    expect(stored.storedAt - at.getTime()).toBeLessThan(2000);
  }, 30_000);
});
