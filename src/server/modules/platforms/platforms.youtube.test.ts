import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeYouTube, type FakeYouTube } from '../../../../tests/fakes/youtube-platform.fake';
import type { GeneratedPost } from '../../../shared/contracts/generation';
import type { PlatformCard } from '../../../shared/contracts/platforms';
import type { PostRecord } from '../../../shared/contracts/posts';
import { createYouTubeAdapter } from '../../integrations/platforms/youtube';
import { youTubeTitleOf } from '../../integrations/platforms/youtube.content';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate, renderMp4, uploadAsset } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { idempotencyKeyOf } from '../posts/posts.publish-job';

/**
 * Connecting a YouTube channel (the loopback Google) and publishing through the publish job: a post with a
 * video uploaded resumably (title from its first line, public); a timeout after YouTube stored the upload
 * reconciled through the uploads playlist (one upload, one video); a post without a video refused with the
 * adapter's message.
 */
describe('platforms: publishing to YouTube', () => {
  let fake: FakeYouTube;
  let t: TestApp;
  let owner: TestAccount;
  let destinationId: string;
  const generated: GeneratedPost[] = [];

  beforeAll(async () => {
    fake = await startFakeYouTube();
    t = await createTestApp(
      {
        PUBLIC_URL: 'http://localhost:3999',
        YOUTUBE_CLIENT_ID: fake.clientId,
        YOUTUBE_CLIENT_SECRET: fake.clientSecret,
      },
      {
        platformAdapters: [
          createYouTubeAdapter({
            apiBaseUrl: fake.baseUrl,
            oauthBaseUrl: fake.baseUrl,
            authorizeUrl: fake.authorizeUrl,
            timeoutMs: 800,
            sleep: async () => undefined,
          }),
        ],
      },
    );
    owner = await registerOwner(t);
    const started = (
      await t.request({ method: 'POST', url: '/api/platforms/youtube/connect', cookies: owner.jar })
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
    const card = cards.find((item) => item.platform === 'youtube')!;
    expect(card.connections[0]).toMatchObject({ accountName: 'Postforge Shorts', status: 'connected' });
    destinationId = card.connections[0]!.destinationId;
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'A repair café opens every first Sunday at the library with volunteers and tools',
      platforms: ['linkedin'],
      variations: ['viral', 'professional', 'informative'],
      aiImages: false,
    });
    generated.push(...run.posts);
    // The first two get a clip each (distinct bytes: YouTube rejects the same file twice).
    for (const [index, colour] of ['green', 'blue'].entries()) {
      const clip = await uploadAsset(t, owner.jar, {
        data: await renderMp4(1, colour),
        filename: `clip-${colour}.mp4`,
        contentType: 'video/mp4',
      });
      const chosen = await t.request({
        method: 'PUT',
        url: `/api/posts/${generated[index]!.id}/media`,
        cookies: owner.jar,
        payload: { assetId: clip.id },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
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

  it('uploads the post’s video as a public Short titled by its first line', async () => {
    const record = await publishNext();
    expect(await waitForEnd(record.id)).toMatchObject({ status: 'executed' });
    const video = fake.videos.at(-1)!;
    expect(video).toMatchObject({ title: youTubeTitleOf(record.content), privacyStatus: 'public' });
    expect(await attemptOf(record.id)).toEqual({ state: 'succeeded', external_id: video.id });
  }, 30_000);

  it('a timeout after YouTube stored the upload is reconciled by the uploads playlist: one upload, one video', async () => {
    const before = { videos: fake.videos.length, uploads: fake.uploadRequests };
    fake.queueUploadFailures({ kind: 'store-then-hang' });
    const record = await publishNext();
    expect(await waitForEnd(record.id)).toMatchObject({ status: 'executed' });
    expect(fake.videos.length - before.videos).toBe(1);
    expect(fake.uploadRequests - before.uploads).toBe(1);
    expect(await attemptOf(record.id)).toEqual({ state: 'succeeded', external_id: fake.videos.at(-1)!.id });
  }, 30_000);

  it('a post with only an image is refused before it is scheduled: YouTube takes videos', async () => {
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
    expect(answer.statusCode, answer.body).toBe(400);
    expect(Object.values(answer.json<{ error: { fields: Record<string, string> } }>().error.fields)).toEqual([
      'YouTube does not publish images.',
      'YouTube only publishes videos: add a video to this post.',
    ]);
  }, 30_000);
});
