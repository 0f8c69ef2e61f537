import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedPost } from '../../../shared/contracts/generation';
import type { PostRecord } from '../../../shared/contracts/posts';
import type { PlatformId } from '../../../shared/domain/platforms';
import type { DatabaseHandle } from '../../db/client';
import { linkedInPostUrl } from '../../integrations/platforms/linkedin';
import { xPostUrl } from '../../integrations/platforms/x';
import { youTubeShortUrl } from '../../integrations/platforms/youtube.content';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate, renderJpeg, renderMp4, uploadAsset } from '../../testing/generation.factory';
import { connectPlatform, startPlatformFakes, type PlatformFakes } from '../../testing/platform-fakes';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';
import { createTestApp, openTestDatabase, type TestApp } from '../../testing/test-app';
import { idempotencyKeyOf } from '../posts/posts.publish-job';

/**
 * Exactly once after a SIGKILL, on each of the six platforms (issue #13): a real server process (main.ts, the
 * real adapters pointed at the loopback fakes) publishes one post to each connected account; each fake stores
 * the post and holds its answer ('timeout after success'); the process is killed with SIGKILL while all six
 * answers are held; a second app on the same database runs the publish jobs again, and each adapter's
 * findPublished finds the stored post: one post on each platform, one create request, the attempt succeeded
 * with the platform's id and link. All six run in one process at once (one kill, one restart) to keep it fast.
 */

/** What a platform's fake holds after the test: its stored posts and how many create requests it got. */
interface Held {
  posts(): { id: string; url: string }[];
  /** The create (publishing) requests the fake got for this platform. */
  createRequests(): number;
  /** Makes the fake store the next post and never answer. */
  hold(): void;
}

const metaPermalink = (id: string) =>
  `https://www.instagram.com/p/${createHash('sha256').update(id).digest('base64url').slice(0, 11)}/`;

function heldBy(fakes: PlatformFakes): Record<PlatformId, Held> {
  const { x, linkedin, youtube, tiktok, meta } = fakes;
  const metaPosts = (isInstagram: boolean) =>
    meta.posts.filter((post) => post.kind.startsWith('ig-') === isInstagram);
  const sum = (accountIds: string[]) =>
    accountIds.reduce((total, id) => total + meta.publishRequestsOf(id), 0);
  return {
    twitter: {
      posts: () => x.tweets.map((tweet) => ({ id: tweet.id, url: xPostUrl(tweet.id) })),
      createRequests: () => x.createRequests,
      hold: () => x.queueTweetFailures({ kind: 'store-then-hang' }),
    },
    linkedin: {
      posts: () => linkedin.posts.map((post) => ({ id: post.urn, url: linkedInPostUrl(post.urn) })),
      createRequests: () => linkedin.createRequests,
      hold: () => linkedin.queuePostFailures({ kind: 'store-then-hang' }),
    },
    youtube: {
      posts: () => youtube.videos.map((video) => ({ id: video.id, url: youTubeShortUrl(video.id) })),
      createRequests: () => youtube.uploadRequests,
      hold: () => youtube.queueUploadFailures({ kind: 'store-then-hang' }),
    },
    tiktok: {
      posts: () =>
        tiktok.videos.map((video) => ({
          id: video.id,
          url: `https://www.tiktok.com/@${tiktok.user.username}/video/${video.id}`,
        })),
      createRequests: () => tiktok.inits.length,
      hold: () => tiktok.queueFailures({ kind: 'store-then-hang' }),
    },
    facebook: {
      posts: () =>
        metaPosts(false).map((post) => ({
          id: post.id,
          url: `https://www.facebook.com/${post.accountId}/posts/${post.id.split('_')[1] ?? post.id}`,
        })),
      createRequests: () => sum(meta.pages.map((page) => page.id)),
      hold: () => meta.queueFailures({ kind: 'store-then-hang' }),
    },
    instagram: {
      posts: () => metaPosts(true).map((post) => ({ id: post.id, url: metaPermalink(post.id) })),
      createRequests: () => sum(meta.pages.flatMap((page) => page.instagram?.id ?? [])),
      hold: () => meta.queueFailures({ kind: 'store-then-hang' }),
    },
  };
}

// Instagram first: its container is polled (5 s) before media_publish, and Graph's timeout is 30 s. The other five
// store their posts within a second or two, far inside their 15 s request timeouts, so every attempt is still
// waiting for its answer when the kill comes.
const waves: PlatformId[][] = [['instagram'], ['tiktok', 'youtube', 'twitter', 'linkedin', 'facebook']];
const platforms = waves.flat();

async function waitFor(isDone: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await isDone())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('platforms: a publication held by the platform when the server is killed goes out exactly once', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'postforge-platform-sigkill-'));
  let fakes: PlatformFakes;
  let held: Record<PlatformId, Held>;
  let database: DatabaseHandle;
  let owner: TestAccount;
  let server: ServerProcess | undefined;
  let second: TestApp | undefined;
  const destinations = {} as Record<PlatformId, string>;
  const postIds = {} as Record<PlatformId, string>;
  const statesAtKill = {} as Record<PlatformId, string | undefined>;
  const endings = {} as Record<PlatformId, PostRecord>;
  let secondStartedAt = 0;
  let settledAfterMs = 0;

  const attemptOf = async (platform: PlatformId) =>
    (
      await database.pool.query<{ state: string; external_id: string | null; url: string | null }>(
        'select state, external_id, url from post_publish_attempts where idempotency_key = $1',
        [idempotencyKeyOf(postIds[platform], destinations[platform])],
      )
    ).rows[0];

  beforeAll(async () => {
    fakes = await startPlatformFakes();
    held = heldBy(fakes);
    database = await openTestDatabase();
    // One data directory for every process: the media files and the key that seals the account tokens.
    const env = { ...fakes.env, DATA_DIR: dataDir };

    // Set-up in an app of its own: the owner, six connected accounts, a post for each with its media.
    const setup = await createTestApp(env, { databaseUrl: database.url });
    const chosen = {} as Record<PlatformId, GeneratedPost>;
    try {
      owner = await registerOwner(setup);
      for (const platform of platforms)
        destinations[platform] = await connectPlatform(setup, owner.jar, platform);
      const run = await generate(setup, owner.jar, {
        method: 'prompt',
        prompt: 'A repair café opens every first Sunday at the library with volunteers and tools',
        platforms: ['twitter', 'linkedin', 'facebook', 'instagram'],
        variations: ['viral', 'professional'],
        aiImages: false,
      });
      const of = (platform: PlatformId) => run.posts.filter((post) => post.platform === platform);
      Object.assign(chosen, {
        twitter: of('twitter')[0],
        linkedin: of('linkedin')[0],
        youtube: of('linkedin')[1],
        facebook: of('facebook')[0],
        instagram: of('instagram')[0],
        tiktok: of('instagram')[1],
      });
      const media = {
        youtube: { data: await renderMp4(1, 'blue'), filename: 'clip.mp4', contentType: 'video/mp4' },
        tiktok: { data: await renderMp4(1, 'green'), filename: 'reel.mp4', contentType: 'video/mp4' },
        instagram: { data: await renderJpeg(1080, 1080), filename: 'bread.jpg', contentType: 'image/jpeg' },
      };
      for (const [platform, file] of Object.entries(media)) {
        const asset = await uploadAsset(setup, owner.jar, file, { purpose: 'media' });
        const put = await setup.request({
          method: 'PUT',
          url: `/api/posts/${chosen[platform as PlatformId].id}/media`,
          cookies: owner.jar,
          payload: { assetId: asset.id },
        });
        expect(put.statusCode, put.body).toBe(200);
      }
    } finally {
      await setup.close();
    }

    // The first server: publishes, each platform stores the post and holds its answer, then SIGKILL.
    server = await startServerProcess({ ...env, DATABASE_URL: database.url });
    const cookie = await server.logIn(owner.email, owner.password);
    for (const wave of waves) {
      for (const platform of wave) {
        held[platform].hold();
        const answer = await server.request<{ post: PostRecord }>('POST', '/api/posts/publish', cookie, {
          generatedPostId: chosen[platform].id,
          mode: 'now',
          timeZone: 'UTC',
          destinations: [destinations[platform]],
          boost: { enabled: false, budget: 5, duration: 3, useAITiming: false },
        });
        expect(answer.status, `${platform}: ${JSON.stringify(answer.body)}`).toBe(200);
        postIds[platform] = answer.body.post.id;
      }
      await waitFor(
        () => wave.every((platform) => held[platform].posts().length === 1),
        30_000,
        `${wave.join(', ')} to store their posts`,
      ).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${server?.output() ?? ''}`);
      });
    }
    await server.kill('SIGKILL');
    for (const platform of platforms) statesAtKill[platform] = (await attemptOf(platform))?.state;

    // The second app on the same database: pg-boss retries the killed jobs once their heartbeat is missed.
    secondStartedAt = performance.now();
    second = await createTestApp(env, { databaseUrl: database.url });
    const app = second;
    await waitFor(
      async () => {
        for (const platform of platforms) {
          const { post } = (
            await app.request({ method: 'GET', url: `/api/posts/${postIds[platform]}`, cookies: owner.jar })
          ).json<{ post: PostRecord }>();
          endings[platform] = post;
        }
        return platforms.every((platform) => ['executed', 'failed'].includes(endings[platform].status));
      },
      90_000,
      'the second app to finish every publication',
    );
    settledAfterMs = performance.now() - secondStartedAt;
  }, 240_000);

  afterAll(async () => {
    await server?.kill('SIGKILL');
    await second?.close();
    await database?.close();
    await fakes?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('killed every attempt while the platform held its answer', () => {
    expect(statesAtKill).toEqual(Object.fromEntries(platforms.map((platform) => [platform, 'pending'])));
    // pg-boss notices the dead worker within its heartbeat (10 s) and maintenance pass (10 s).
    expect(settledAfterMs).toBeLessThan(60_000);
  });

  it.each(platforms)('%s: one post on the platform, reconciled through findPublished', async (platform) => {
    expect(endings[platform]).toMatchObject({ status: 'executed' });
    const stored = held[platform].posts();
    expect(stored).toHaveLength(1);
    expect(held[platform].createRequests()).toBe(1);
    expect(await attemptOf(platform)).toEqual({
      state: 'succeeded',
      external_id: stored[0]!.id,
      url: stored[0]!.url,
    });
  });
});
