import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../tests/fakes/ai-provider.fake';
import type { PostRecord } from '../../../shared/contracts/posts';
import {
  registerInvitedUser,
  registerOwner,
  setWorkspaceRole,
  type TestAccount,
} from '../../testing/accounts.factory';
import { generate } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { viewerPostRecordMessage } from './posts.policy';
import {
  imageMediaVideoMessage,
  publishedVideoMessage,
  publishingVideoMessage,
  videoRunningMessage,
} from './posts.video-service';

/*
 * History › Regenerate video (POST /api/posts/:postId/video): the `generation.video` job makes a new clip of a
 * stored post with the history settings; it replaces the post's video, or the old one stays with the reason.
 */

type Call = (jar: string, method: 'GET' | 'POST', url: string) => ReturnType<TestApp['request']>;

/** Saves the first post of a fresh run as a draft and answers it: a video post, or an image post. */
async function saveDraft(
  t: TestApp,
  jar: string,
  prompt: string,
  media: 'video' | 'image',
): Promise<PostRecord> {
  const run = await generate(t, jar, {
    method: 'prompt',
    prompt,
    platforms: ['instagram'],
    variations: ['normal'],
    aiImages: false,
    ...(media === 'video'
      ? {
          aiVideos: true,
          videoConfig: {
            format: 'normal',
            duration: 5,
            withSpeech: false,
            voiceType: 'neutral',
            // The smallest clip (720p): this test is not about the resolution.
            quality: 'standard',
            aspectRatio: '9:16',
            music: false,
          },
        }
      : {}),
  });
  const saved = await t.request({
    method: 'POST',
    url: '/api/posts/drafts',
    cookies: jar,
    payload: { generatedPostId: run.posts[0]!.id },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<{ post: PostRecord }>().post;
}

/** Polls the post until its regeneration is no longer queued or running. */
async function waitForVideo(call: Call, jar: string, postId: string): Promise<PostRecord> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const response = await call(jar, 'GET', `/api/posts/${postId}`);
    expect(response.statusCode, response.body).toBe(200);
    const { post } = response.json<{ post: PostRecord }>();
    if (post.video.status !== 'pending' && post.video.status !== 'in-progress') return post;
    if (Date.now() > deadline) throw new Error(`video of ${postId} still ${post.video.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Checks the URL serves an MP4 file. */
async function expectMp4(t: TestApp, jar: string, url: string | null) {
  expect(url).toMatch(/^\/media\/[0-9a-f-]+$/);
  const file = await t.request({ method: 'GET', url: url ?? '', cookies: jar });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('video/mp4');
  expect(file.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
}

describe('regenerate a stored post’s video (Kling-compatible loopback fake)', () => {
  let fake: FakeAiProvider;
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let draft: PostRecord;

  const call: Call = (jar, method, url) => t.request({ method, url, cookies: jar });
  const errorOf = (response: Awaited<ReturnType<Call>>) =>
    response.json<{ error: { message: string } }>().error.message;
  const videoCalls = () =>
    fake.requests.filter((request) => request.path === '/v2/generate/video/kling/generation');
  const setColumns = (postId: string, assignments: string) =>
    t.container.database.pool.query(`update posts set ${assignments} where id = $1`, [postId]);

  beforeAll(async () => {
    fake = await startFakeAiProvider({
      latencyMs: { videoDoneAfterMs: 400, tokensPerSecond: 2000 },
      prepareMedia: true,
    });
    t = await createTestApp({
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: fake.apiKey,
      VIDEO_POLL_INTERVAL_MS: '100',
    });
    owner = await registerOwner(t);
    other = await registerInvitedUser(t, owner.jar, { email: 'other@example.com', name: 'Other' });
    draft = await saveDraft(
      t,
      owner.jar,
      'Our bakery opens a second shop on Main Street this Saturday',
      'video',
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  }, 60_000);
  beforeEach(() => {
    fake.setBehaviour({});
    fake.requests.length = 0;
  });

  it('queues the video job with the history settings and replaces the post’s video', async () => {
    // The run made the post's first video; the history makes a new one.
    expect(draft.video).toMatchObject({ status: 'none', progress: null, message: null });
    const first = draft.video.url;
    await expectMp4(t, owner.jar, first);
    const response = await call(owner.jar, 'POST', `/api/posts/${draft.id}/video`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ post: PostRecord }>().post.video.status).toBe('pending');

    const done = await waitForVideo(call, owner.jar, draft.id);
    // The provider's 320×240 clip is made to the history settings (High: 1080p, speech on), and says how.
    expect(done.video).toMatchObject({
      status: 'ready',
      progress: 100,
      message:
        "Scaled up to 1080p from the provider's 240p clip (Lanczos). Narration spoken by the offline voice (espeak-ng).",
      isOffline: false,
    });
    await expectMp4(t, owner.jar, done.video.url);
    expect(done.video.url).not.toBe(first);
    expect(done.video.poster).toBe(`${done.video.url}/thumbnail`);
    // The history settings (spec 1 §7): 16:9, the clip length the provider makes, speech described in the prompt.
    const [create] = videoCalls();
    expect(create?.body).toMatchObject({ aspect_ratio: '16:9', duration: 5 });
    const stored = await t.container.database.pool.query<{ video_config: object }>(
      'select video_config from posts where id = $1',
      [draft.id],
    );
    expect(stored.rows[0]?.video_config).toEqual({
      format: 'normal',
      duration: 60,
      withSpeech: true,
      voiceType: 'neutral',
      quality: 'high',
      aspectRatio: '16:9',
      music: false,
    });
    draft = done;
  }, 180_000);

  it('keeps the old video with the provider’s reason when the generation fails, and Retry works', async () => {
    const before = draft.video.url;
    fake.setBehaviour({ video: 'failed' });
    expect((await call(owner.jar, 'POST', `/api/posts/${draft.id}/video`)).statusCode).toBe(200);
    const failed = await waitForVideo(call, owner.jar, draft.id);
    expect(failed.video).toMatchObject({
      status: 'failed',
      url: before,
      message: 'Video generation failed: Content policy violation: the prompt was rejected',
    });

    // The message is stored in the language of whoever asked.
    fake.setBehaviour({ video: 'failed' });
    const german = await t.request({
      method: 'POST',
      url: `/api/posts/${draft.id}/video`,
      cookies: owner.jar,
      headers: { 'accept-language': 'de-DE' },
    });
    expect(german.statusCode).toBe(200);
    const failedInGerman = await waitForVideo(call, owner.jar, draft.id);
    expect(failedInGerman.video.message).toBe(
      'Die Videogenerierung ist fehlgeschlagen: Content policy violation: the prompt was rejected',
    );

    fake.setBehaviour({});
    expect((await call(owner.jar, 'POST', `/api/posts/${draft.id}/video`)).statusCode).toBe(200);
    const retried = await waitForVideo(call, owner.jar, draft.id);
    expect(retried.video.status).toBe('ready');
    expect(retried.video.url).not.toBe(before);
    await expectMp4(t, owner.jar, retried.video.url);
    draft = retried;
  }, 180_000);

  it('refuses a second regeneration while one runs, a published post and one being published', async () => {
    await setColumns(draft.id, "video_status = 'in-progress'");
    const running = await call(owner.jar, 'POST', `/api/posts/${draft.id}/video`);
    expect(running.statusCode).toBe(409);
    expect(errorOf(running)).toBe(videoRunningMessage);
    await setColumns(draft.id, "video_status = 'ready'");

    await setColumns(draft.id, "status = 'executed', executed_at = now()");
    const published = await call(owner.jar, 'POST', `/api/posts/${draft.id}/video`);
    expect(published.statusCode).toBe(409);
    expect(errorOf(published)).toBe(publishedVideoMessage);

    await setColumns(draft.id, "status = 'publishing', executed_at = null");
    const publishing = await call(owner.jar, 'POST', `/api/posts/${draft.id}/video`);
    expect(publishing.statusCode).toBe(409);
    expect(errorOf(publishing)).toBe(publishingVideoMessage);
    await setColumns(draft.id, "status = 'draft'");
    expect(videoCalls()).toEqual([]);
  });

  it('refuses a post whose media is an image: it has no video to regenerate', async () => {
    const image = await saveDraft(t, owner.jar, 'The library lends tools every first Sunday', 'image');
    expect(image.thumbnail).not.toBeNull();
    expect(image.video).toMatchObject({ url: null, status: 'none' });
    const refused = await call(owner.jar, 'POST', `/api/posts/${image.id}/video`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe(imageMediaVideoMessage);
    const after = (await call(owner.jar, 'GET', `/api/posts/${image.id}`)).json<{ post: PostRecord }>().post;
    expect(after.video).toMatchObject({ url: null, status: 'none' });
    expect(videoCalls()).toEqual([]);
  }, 120_000);

  it('answers 404 for another workspace’s post and an unknown one, 400 for a bad id, 403 for viewers', async () => {
    const foreign = await call(other.jar, 'POST', `/api/posts/${draft.id}/video`);
    expect(foreign.statusCode).toBe(404);
    expect((await call(owner.jar, 'POST', `/api/posts/${crypto.randomUUID()}/video`)).statusCode).toBe(404);
    expect((await call(owner.jar, 'POST', '/api/posts/not-an-id/video')).statusCode).toBe(400);

    await setWorkspaceRole(t, owner, 'viewer');
    try {
      const viewer = await call(owner.jar, 'POST', `/api/posts/${draft.id}/video`);
      expect(viewer.statusCode).toBe(403);
      expect(errorOf(viewer)).toBe(viewerPostRecordMessage);
    } finally {
      await setWorkspaceRole(t, owner, 'owner');
    }
    const unchanged = await call(owner.jar, 'GET', `/api/posts/${draft.id}`);
    expect(unchanged.json<{ post: PostRecord }>().post.video.status).toBe('ready');
    expect(videoCalls()).toEqual([]);
  });
});

describe('regenerate a stored post’s video (offline renderer)', () => {
  let t: TestApp;
  let owner: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('makes the clip offline and labels it so', async () => {
    const draft = await saveDraft(
      t,
      owner.jar,
      'Sunrise yoga classes on the beach every Sunday morning',
      'video',
    );
    const call: Call = (jar, method, url) => t.request({ method, url, cookies: jar });
    expect((await call(owner.jar, 'POST', `/api/posts/${draft.id}/video`)).statusCode).toBe(200);
    const done = await waitForVideo(call, owner.jar, draft.id);
    expect(done.video).toMatchObject({ status: 'ready', progress: 100, isOffline: true });
    await expectMp4(t, owner.jar, done.video.url);
    // Its thumbnail stays the post's image.
    expect(done.thumbnail).toBe(draft.thumbnail);
  }, 180_000);
});
