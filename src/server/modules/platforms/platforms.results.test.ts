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
 * A publication's results back from X (the loopback fake): its link stored and answered on the post; the
 * metrics job's figures (GET /2/tweets public_metrics) stored as post stats and counted in the post's figures;
 * a 429 whose reset is far delays the job's next run until then; old Connect requests deleted; a refused
 * refresh during the metrics pass turns the connection to reconnect_needed, which the post then shows.
 */
describe('platforms: results of publications (link, metrics, rate limits, reconnect)', () => {
  let fake: FakeX;
  let t: TestApp;
  let owner: TestAccount;
  let destinationId: string;
  const generated: GeneratedPost[] = [];

  const connect = async () => {
    const started = (
      await t.request({ method: 'POST', url: '/api/platforms/twitter/connect', cookies: owner.jar })
    ).json<{ authorizeUrl: string }>();
    return started;
  };

  beforeAll(async () => {
    fake = await startFakeX();
    t = await createTestApp(
      { PUBLIC_URL: 'http://localhost:3999', X_CLIENT_ID: fake.clientId, X_CLIENT_SECRET: fake.clientSecret },
      {
        platformAdapters: [
          createXAdapter({ apiBaseUrl: fake.baseUrl, authorizeUrl: fake.authorizeUrl, timeoutMs: 800 }),
        ],
      },
    );
    owner = await registerOwner(t);
    const started = await connect();
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
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'A repair café opens every first Sunday at the library with volunteers and tools',
      platforms: ['twitter'],
      variations: ['viral', 'professional', 'informative'],
      aiImages: false,
    });
    generated.push(...run.posts);
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
  const readPost = async (postId: string) =>
    (await t.request({ method: 'GET', url: `/api/posts/${postId}`, cookies: owner.jar })).json<{
      post: PostRecord;
    }>().post;
  const waitFor = async (postId: string, statuses: string[], timeoutMs = 25_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const post = await readPost(postId);
      if (statuses.includes(post.status) || Date.now() > deadline) return post;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const attemptOf = async (postId: string) =>
    (
      await t.container.database.pool.query<{
        state: string;
        external_id: string | null;
        url: string | null;
      }>('select state, external_id, url from post_publish_attempts where idempotency_key = $1', [
        idempotencyKeyOf(postId, destinationId),
      ])
    ).rows[0];
  let publishedId = '';

  it("stores the post's link on X and answers it with the destination's connection status", async () => {
    const record = await publishNext();
    expect(await waitFor(record.id, ['executed', 'failed'])).toMatchObject({ status: 'executed' });
    const tweet = fake.tweets.at(-1)!;
    expect(await attemptOf(record.id)).toEqual({
      state: 'succeeded',
      external_id: tweet.id,
      url: `https://x.com/i/web/status/${tweet.id}`,
    });
    const post = await readPost(record.id);
    expect(post.publications).toEqual([
      {
        destination: destinationId,
        platform: 'twitter',
        url: `https://x.com/i/web/status/${tweet.id}`,
        connectionStatus: 'connected',
        stats: null,
      },
    ]);
    publishedId = record.id;
  }, 30_000);

  it("the metrics pass stores X's public_metrics as post stats and the post counts them", async () => {
    const tweet = fake.tweets.at(-1)!;
    fake.setPublicMetrics(tweet.id, {
      impression_count: 120,
      like_count: 7,
      reply_count: 2,
      retweet_count: 3,
      quote_count: 1,
    });
    const before = await readPost(publishedId);
    expect(await t.container.platformMetrics.runPass()).toBe(1);
    expect(fake.lookups.at(-1)).toEqual([tweet.id]);
    const post = await readPost(publishedId);
    expect(post.stats).toEqual({
      views: before.stats.views + 120,
      likes: before.stats.likes + 7,
      comments: before.stats.comments + 2,
      shares: before.stats.shares + 4,
    });
    const stats = post.publications![0]!.stats!;
    expect(stats).toMatchObject({ views: 120, likes: 7, comments: 2, shares: 4 });
    expect(Date.now() - new Date(stats.fetchedAt).getTime()).toBeLessThan(60_000);
    // Fetched within the interval: the next pass leaves it (no second lookup), and one row per publication.
    const lookups = fake.lookups.length;
    expect(await t.container.platformMetrics.runPass()).toBe(0);
    expect(fake.lookups.length).toBe(lookups);
    const rows = await t.container.database.pool.query(
      'select views from post_platform_stats where post_id = $1',
      [publishedId],
    );
    expect(rows.rows).toEqual([{ views: 120 }]);
  }, 30_000);

  it('a 429 whose reset is beyond the in-process wait delays the next run until the reset', async () => {
    fake.queueTweetFailures({ kind: 'rate-limited', resetInSeconds: 120 });
    const record = await publishNext();
    const deadline = Date.now() + 15_000;
    let job: { start_after: Date } | undefined;
    while (!job && Date.now() < deadline) {
      job = (
        await t.container.database.pool.query<{ start_after: Date }>(
          `select start_after from pgboss.job where name = 'posts.publish.v1' and data->>'postId' = $1
             and state = 'created' and start_after > now()`,
          [record.id],
        )
      ).rows[0];
      if (!job) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(job).toBeDefined();
    const wait = job!.start_after.getTime() - Date.now();
    expect(wait).toBeGreaterThan(100_000);
    expect(wait).toBeLessThan(125_000);
    expect((await attemptOf(record.id))?.state).toBe('unknown');
    expect((await readPost(record.id)).status).toBe('publishing');
  }, 30_000);

  it('deletes Connect requests that expired more than a day ago', async () => {
    await connect();
    const pool = t.container.database.pool;
    const ids = (await pool.query<{ id: string }>('select id from platform_oauth_states order by id')).rows;
    expect(ids.length).toBeGreaterThanOrEqual(2);
    await pool.query(`update platform_oauth_states set expires_at = now() - interval '2 days'`);
    await pool.query(
      `update platform_oauth_states set expires_at = now() - interval '1 hour' where id = $1`,
      [ids[0]!.id],
    );
    await t.container.platformMetrics.runPass();
    expect((await pool.query('select id from platform_oauth_states')).rows).toEqual([{ id: ids[0]!.id }]);
  }, 30_000);

  it('a refused refresh in the metrics pass turns the connection to reconnect_needed, shown on the post', async () => {
    await t.container.database.pool.query(
      `update post_platform_stats set fetched_at = now() - interval '1 day' where post_id = $1`,
      [publishedId],
    );
    fake.expireAccessTokens();
    fake.revokeRefreshTokens();
    expect(await t.container.platformMetrics.runPass()).toBe(0);
    const post = await readPost(publishedId);
    expect(post.publications![0]).toMatchObject({ connectionStatus: 'reconnect_needed' });
    // The figures fetched before stay.
    expect(post.publications![0]!.stats).toMatchObject({ views: 120 });
  }, 30_000);
});
