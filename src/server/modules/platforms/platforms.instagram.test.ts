import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMeta, type FakeMeta } from '../../../../tests/fakes/meta-platform.fake';
import type { GeneratedPost } from '../../../shared/contracts/generation';
import type { PlatformCard } from '../../../shared/contracts/platforms';
import type { PostRecord } from '../../../shared/contracts/posts';
import { instagramLimitReachedMessage, createInstagramAdapter } from '../../integrations/platforms/instagram';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate, renderJpeg, uploadAsset } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createMediaLinks, isPublicUrlReachable } from './platforms.media-links';

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/**
 * Instagram against the loopback Graph fake, with the app listening on loopback so the fake really fetches the
 * post's image from the signed link (as Instagram does): Connect stores the Page's Instagram account; a post goes
 * out through container → status polling → media_publish; the metrics pass reads its like and comment counts;
 * the publishing limit is respected; the signed link
 * refuses a bad signature and expires after an hour.
 */
describe('platforms: Instagram', () => {
  let fake: FakeMeta;
  let t: TestApp;
  let owner: TestAccount;
  let now = Date.now();
  let publicUrl: string;
  const generated: GeneratedPost[] = [];

  beforeAll(async () => {
    fake = await startFakeMeta();
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    t = await createTestApp(
      {
        PUBLIC_URL: publicUrl,
        INSTAGRAM_CLIENT_ID: fake.clientId,
        INSTAGRAM_CLIENT_SECRET: fake.clientSecret,
      },
      {
        clock: () => new Date(now),
        platformAdapters: [
          createInstagramAdapter({
            graphBaseUrl: fake.baseUrl,
            authorizeUrl: fake.authorizeUrl,
            version: fake.version,
            timeoutMs: 3000,
            pollIntervalMs: 10,
          }),
        ],
      },
    );
    await t.app.listen({ port, host: '127.0.0.1' });
    owner = await registerOwner(t);
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'Our bakery starts a sourdough class for beginners on Saturday mornings in March',
      platforms: ['instagram'],
      variations: ['viral', 'professional', 'informative'],
      aiImages: false,
    });
    // Each post's image is a JPEG (what Instagram takes), as if picked on the review screen.
    const jpeg = await uploadAsset(
      t,
      owner.jar,
      { data: await renderJpeg(1080, 1080), filename: 'bread.jpg', contentType: 'image/jpeg' },
      { purpose: 'media' },
    );
    for (const post of run.posts)
      await t.container.database.pool.query('update generated_posts set image_asset_id = $1 where id = $2', [
        jpeg.id,
        post.id,
      ]);
    generated.push(...run.posts);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const card = async () =>
    (await t.request({ method: 'GET', url: '/api/platforms', cookies: owner.jar }))
      .json<{ platforms: PlatformCard[] }>()
      .platforms.find((entry) => entry.platform === 'instagram')!;
  const publish = async (destinationId: string) => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/posts/publish',
      cookies: owner.jar,
      payload: {
        generatedPostId: generated.shift()!.id,
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

  it('connects the Instagram account of each Page; the card says PUBLIC_URL is not reachable', async () => {
    const started = await t.request({
      method: 'POST',
      url: '/api/platforms/instagram/connect',
      cookies: owner.jar,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { authorizeUrl } = started.json<{ authorizeUrl: string }>();
    expect(new URL(authorizeUrl).searchParams.get('scope')).toContain('instagram_content_publish');
    const redirect = new URL((await fetch(authorizeUrl, { redirect: 'manual' })).headers.get('location')!);
    const back = await t.request({
      method: 'GET',
      url: `${redirect.pathname}${redirect.search}`,
      cookies: owner.jar,
    });
    expect(back.statusCode).toBe(303);
    const instagram = await card();
    // Only the first Page has an Instagram professional account.
    expect(instagram.connections.map((connection) => connection.accountName)).toEqual(['@postforge_bakery']);
    expect(instagram.isPublicUrlReachable).toBe(false);
  });

  it('publishes through container, status polling and media_publish; Instagram fetched the signed link', async () => {
    const { destinationId } = (await card()).connections[0]!;
    const record = await publish(destinationId);
    const ended = await waitForEnd(record.id);
    expect(ended).toMatchObject({ status: 'executed' });
    const stored = fake.posts.at(-1)!;
    expect(stored).toMatchObject({ kind: 'ig-image', accountId: '17840000000000001', text: record.content });
    expect(stored.media!.contentType).toBe('image/jpeg');
    const fetched = fake.fetched.at(-1)!;
    expect(fetched.status).toBe(200);
    expect(fetched.url.startsWith(`${publicUrl}/api/platform-media/`)).toBe(true);
  }, 30_000);

  it("the metrics pass stores the media's like_count and comments_count as the post's stats", async () => {
    const media = fake.posts.at(-1)!;
    expect(media.kind).toBe('ig-image');
    fake.setInstagramFigures(media.id, { like_count: 12, comments_count: 3 });
    expect(await t.container.platformMetrics.runPass()).toBe(1);
    expect(fake.metricsFields.at(-1)).toBe('like_count,comments_count');
    const { posts } = (await t.request({ method: 'GET', url: '/api/posts', cookies: owner.jar })).json<{
      posts: PostRecord[];
    }>();
    const published = posts.find((post) => post.status === 'executed')!;
    expect(published.publications![0]!.stats).toMatchObject({
      likes: 12,
      comments: 3,
      views: null,
      shares: null,
    });
    expect(published.stats).toMatchObject({ likes: 12, comments: 3 });
  }, 30_000);

  it('refuses clearly when the account has used its publishing limit', async () => {
    fake.setQuotaUsage(100);
    const { destinationId } = (await card()).connections[0]!;
    const before = fake.posts.length;
    const record = await publish(destinationId);
    expect(await waitForEnd(record.id)).toMatchObject({
      status: 'failed',
      failureMessage: instagramLimitReachedMessage,
    });
    expect(fake.posts.length).toBe(before);
    fake.setQuotaUsage(0);
  }, 30_000);

  it('the signed link refuses a bad signature and expires after an hour', async () => {
    const link = fake.fetched.at(-1)!.url;
    expect((await fetch(link)).status).toBe(200);
    expect((await fetch(`${link.slice(0, -2)}xx`)).status).toBe(404);
    const other = createMediaLinks({ secret: 'another-secret', publicUrl, clock: () => new Date(now) });
    const asset = await t.container.database.pool.query<{ id: string; workspace_id: string }>(
      "select id, workspace_id from assets where content_type = 'image/jpeg' limit 1",
    );
    const forged = other.urlFor(asset.rows[0]!.workspace_id, asset.rows[0]!.id);
    expect(forged.split('.').slice(0, 2)).toEqual(link.split('.').slice(0, 2));
    expect((await fetch(forged)).status).toBe(404);
    now += 61 * 60_000;
    expect((await fetch(link)).status).toBe(404);
  });

  it('tells reachable public URLs from local ones', () => {
    expect(isPublicUrlReachable('https://postforge.example.com')).toBe(true);
    for (const local of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://10.1.2.3',
      'http://192.168.1.10',
      'http://172.20.0.2',
      'http://studio.local',
      'http://[::1]:3000',
    ])
      expect(isPublicUrlReachable(local), local).toBe(false);
  });
});
