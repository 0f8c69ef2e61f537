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
import { noDestinationMessage, unknownDestinationMessage } from './posts.destinations';
import { createHttpDestination } from './posts.http-destination';
import { idempotencyKeyOf } from './posts.publish-job';

/**
 * Destinations are a per-post choice: a post is stored with the destinations its Post now / Schedule chose
 * and the publish job sends it to those and no others; none, or one the server does not offer, is a 400. A
 * published post's stats are the community feed's real counts of it.
 */
describe('posts: chosen destinations', () => {
  let fake: FakeSocialPlatform;
  let t: TestApp;
  let owner: TestAccount;
  let generated: GeneratedPost[];
  const boost = { enabled: false, budget: 5, duration: 3, useAITiming: false };

  beforeAll(async () => {
    fake = await startFakeSocialPlatform();
    t = await createTestApp(
      {},
      {
        publishDestinations: [
          createHttpDestination({ id: 'fake', baseUrl: fake.baseUrl, token: fake.token, timeoutMs: 2000 }),
        ],
      },
    );
    owner = await registerOwner(t);
    generated = (
      await generate(t, owner.jar, {
        method: 'prompt',
        prompt: 'A seed library lends tomato and bean seeds every spring at the town hall',
        platforms: ['instagram', 'twitter', 'linkedin', 'facebook'],
        variations: ['normal'],
        aiImages: false,
      })
    ).posts;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const idOf = (platform: string) => generated.find((post) => post.platform === platform)!.id;
  const publish = (generatedPostId: string, destinations: string[]) =>
    t.request({
      method: 'POST',
      url: '/api/posts/publish',
      cookies: owner.jar,
      payload: { generatedPostId, mode: 'now', timeZone: 'UTC', destinations, boost },
    });
  const waitForSettled = async (postId: string) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { post } = (
        await t.request({ method: 'GET', url: `/api/posts/${postId}`, cookies: owner.jar })
      ).json<{ post: PostRecord }>();
      if (post.status === 'executed' || post.status === 'failed' || Date.now() > deadline) return post;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const feedRowsOf = async (postId: string) =>
    (await t.container.database.pool.query(`select id from community_posts where post_id = $1`, [postId]))
      .rowCount;
  const onFake = (postId: string) =>
    fake.posts.filter((post) => post.idempotencyKey === idempotencyKeyOf(postId, 'fake')).length;
  const attemptsOf = async (postId: string) =>
    (
      await t.container.database.pool.query<{ destination: string }>(
        `select destination from post_publish_attempts where post_id = $1 order by destination`,
        [postId],
      )
    ).rows.map((row) => row.destination);

  it('no destination is refused with a clear 400, and the post stays on the review list', async () => {
    const answer = await publish(idOf('instagram'), []);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ error: { message: string } }>().error.message).toBe(noDestinationMessage);
    const unknown = await publish(idOf('instagram'), ['nowhere']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: { message: string } }>().error.message).toBe(unknownDestinationMessage);
    // Nothing was stored: the same generated post can still be posted.
    const posted = await publish(idOf('instagram'), ['community', 'fake']);
    expect(posted.statusCode, posted.body).toBe(200);
    const post = await waitForSettled(posted.json<{ post: PostRecord }>().post.id);
    expect(post).toMatchObject({ status: 'executed', destinations: ['community', 'fake'] });
    expect(await feedRowsOf(post.id)).toBe(1);
    expect(onFake(post.id)).toBe(1);
  }, 30_000);

  it('a post that unticked the community feed goes to its platform only', async () => {
    const answer = await publish(idOf('twitter'), ['fake']);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ post: PostRecord }>().post.destinations).toEqual(['fake']);
    const post = await waitForSettled(answer.json<{ post: PostRecord }>().post.id);
    expect(post.status).toBe('executed');
    expect(onFake(post.id)).toBe(1);
    expect(await feedRowsOf(post.id)).toBe(0);
    expect(await attemptsOf(post.id)).toEqual(['fake']);
  }, 30_000);

  it('a post to the community feed only never reaches the platform', async () => {
    const answer = await publish(idOf('linkedin'), ['community']);
    expect(answer.statusCode, answer.body).toBe(200);
    const post = await waitForSettled(answer.json<{ post: PostRecord }>().post.id);
    expect(post).toMatchObject({ status: 'executed', destinations: ['community'] });
    expect(await feedRowsOf(post.id)).toBe(1);
    expect(onFake(post.id)).toBe(0);
    expect(await attemptsOf(post.id)).toEqual(['community']);

    // The history shows the feed's real counts of that post: a like, a view, a share and a comment on it.
    const feedId = (
      await t.container.database.pool.query<{ id: string }>(
        `select id from community_posts where post_id = $1`,
        [post.id],
      )
    ).rows[0]!.id;
    const feedCall = (method: 'PUT' | 'POST', path: string, payload?: object) =>
      t.request({ method, url: `/api/feed/posts/${feedId}${path}`, cookies: owner.jar, payload });
    for (const answer of [
      await feedCall('PUT', '/like', { liked: true }),
      await feedCall('POST', '/view'),
      await feedCall('POST', '/share'),
      await feedCall('POST', '/share'),
      await feedCall('POST', '/comments', { content: 'Lovely idea.' }),
    ])
      expect(answer.statusCode, answer.body).toBeLessThan(300);
    const history = (await t.request({ method: 'GET', url: '/api/posts/history', cookies: owner.jar })).json<{
      posts: PostRecord[];
    }>();
    expect(history.posts.find((item) => item.id === post.id)?.stats).toEqual({
      views: 1,
      likes: 1,
      shares: 2,
      comments: 1,
    });
    const read = (await t.request({ method: 'GET', url: `/api/posts/${post.id}`, cookies: owner.jar })).json<{
      post: PostRecord;
    }>();
    expect(read.post.stats).toEqual({ views: 1, likes: 1, shares: 2, comments: 1 });
    // A post not on the feed keeps its own figures: 0 until a platform reports any.
    const notOnFeed = history.posts.find((item) => item.destinations.join() === 'fake');
    expect(notOnFeed?.stats).toEqual({ views: 0, likes: 0, shares: 0, comments: 0 });
  }, 30_000);

  it('a draft posted from the history keeps the destinations chosen there', async () => {
    const saved = await t.request({
      method: 'POST',
      url: '/api/posts/drafts',
      cookies: owner.jar,
      payload: { generatedPostId: idOf('facebook') },
    });
    const draftId = saved.json<{ post: PostRecord }>().post.id;
    const body = (destinations: string[]) => ({ mode: 'now', timeZone: 'UTC', destinations, boost });
    const refused = await t.request({
      method: 'POST',
      url: `/api/posts/${draftId}/publish`,
      cookies: owner.jar,
      payload: body([]),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(noDestinationMessage);
    const answer = await t.request({
      method: 'POST',
      url: `/api/posts/${draftId}/publish`,
      cookies: owner.jar,
      payload: body(['fake']),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const post = await waitForSettled(draftId);
    expect(post).toMatchObject({ status: 'executed', destinations: ['fake'] });
    expect(onFake(draftId)).toBe(1);
    expect(await feedRowsOf(draftId)).toBe(0);
  }, 30_000);
});
