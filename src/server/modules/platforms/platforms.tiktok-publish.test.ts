import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTikTok, type FakeTikTok } from '../../../../tests/fakes/tiktok-platform.fake';
import type { GeneratedPost } from '../../../shared/contracts/generation';
import type { PlatformCard } from '../../../shared/contracts/platforms';
import type { PostRecord } from '../../../shared/contracts/posts';
import { createTikTokAdapter } from '../../integrations/platforms/tiktok';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate, renderMp4, uploadAsset } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { idempotencyKeyOf } from '../posts/posts.publish-job';

/**
 * Publishing to a connected TikTok account (the loopback fake): a post with an image is refused before it is
 * stored, every problem named (translated); a post with a library video goes out through creator info, the
 * chunked upload and the status polling, its attempt recording TikTok's video id.
 */
describe('platforms: publishing to TikTok', () => {
  let fake: FakeTikTok;
  let t: TestApp;
  let owner: TestAccount;
  let destinationId: string;
  const generated: GeneratedPost[] = [];

  beforeAll(async () => {
    fake = await startFakeTikTok();
    t = await createTestApp(
      {
        PUBLIC_URL: 'http://localhost:3999',
        TIKTOK_CLIENT_KEY: fake.clientKey,
        TIKTOK_CLIENT_SECRET: fake.clientSecret,
      },
      {
        platformAdapters: [
          createTikTokAdapter({
            apiBaseUrl: fake.baseUrl,
            authorizeUrl: fake.authorizeUrl,
            timeoutMs: 2000,
            pollSeconds: 0.05,
          }),
        ],
      },
    );
    owner = await registerOwner(t);
    const started = await t.request({
      method: 'POST',
      url: '/api/platforms/tiktok/connect',
      cookies: owner.jar,
    });
    expect(started.statusCode, started.body).toBe(200);
    const redirect = new URL(
      (
        await fetch(started.json<{ authorizeUrl: string }>().authorizeUrl, { redirect: 'manual' })
      ).headers.get('location')!,
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
    const card = cards.find((item) => item.platform === 'tiktok')!;
    expect(card.connections[0]).toMatchObject({ accountName: 'Postforge Test' });
    destinationId = card.connections[0]!.destinationId;
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'A repair café opens every first Sunday at the library with volunteers and tools',
      platforms: ['instagram'],
      variations: ['viral', 'professional'],
      aiImages: false,
    });
    generated.push(...run.posts);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const publish = (post: GeneratedPost, language = 'en') =>
    t.request({
      method: 'POST',
      url: '/api/posts/publish',
      cookies: owner.jar,
      headers: { 'accept-language': language },
      payload: {
        generatedPostId: post.id,
        mode: 'now',
        timeZone: 'UTC',
        destinations: [destinationId],
        boost: { enabled: false, budget: 5, duration: 3, useAITiming: false },
      },
    });

  it('refuses a post with an image for TikTok, naming every problem in the reader’s language', async () => {
    const post = generated[0]!;
    expect(post.mediaType).toBe('image');
    const refused = await publish(post);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: unknown }>().error).toMatchObject({
      message: 'This post does not fit every chosen destination.',
      fields: {
        'problems.0': 'TikTok does not publish images.',
        'problems.1': 'TikTok only publishes videos: add a video to this post.',
      },
    });
    const french = await publish(post, 'fr');
    expect(french.json<{ error: { fields: Record<string, string> } }>().error.fields['problems.1']).toBe(
      'TikTok ne publie que des vidéos\u00a0: ajoutez une vidéo à cette publication.',
    );
    expect(fake.inits).toHaveLength(0);
  });

  it('posts a post with a library video, publicly, and records its video id', async () => {
    const post = generated[1]!;
    const clip = await uploadAsset(t, owner.jar, {
      data: await renderMp4(2),
      filename: 'workshop.mp4',
      contentType: 'video/mp4',
    });
    const chosen = await t.request({
      method: 'PUT',
      url: `/api/posts/${post.id}/media`,
      cookies: owner.jar,
      payload: { assetId: clip.id },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const answer = await publish(post);
    expect(answer.statusCode, answer.body).toBe(200);
    const record = answer.json<{ post: PostRecord }>().post;
    const deadline = Date.now() + 25_000;
    let status = record.status;
    while (!['executed', 'failed'].includes(status) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await t.request({ method: 'GET', url: `/api/posts/${record.id}`, cookies: owner.jar })).json<{
        post: PostRecord;
      }>().post.status;
    }
    expect(status).toBe('executed');
    const video = fake.videos.at(-1)!;
    expect(video).toMatchObject({ title: record.content, privacy: 'PUBLIC_TO_EVERYONE' });
    // The 4:3 clip was padded to TikTok's 9:16 (re-encoded) before it was uploaded.
    expect(video.size).not.toBe(clip.size);
    const attempt = (
      await t.container.database.pool.query<{ state: string; external_id: string | null }>(
        'select state, external_id from post_publish_attempts where idempotency_key = $1',
        [idempotencyKeyOf(record.id, destinationId)],
      )
    ).rows[0];
    expect(attempt).toEqual({ state: 'succeeded', external_id: video.id });
  }, 40_000);
});
