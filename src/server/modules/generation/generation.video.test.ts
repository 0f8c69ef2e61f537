import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../tests/fakes/ai-provider.fake';
import type { CreateRunInput, GeneratedPost } from '../../../shared/contracts/generation';
import type { VideoQualityId } from '../../../shared/domain/video';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate, startRun, waitForRun } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { probeMediaFile } from '../media/media-probe';

/**
 * A 9:16 video run with speech. Standard (720p) is the smallest clip a user can ask for: the tests that are not
 * about the resolution take it (a 1080p clip costs about twice the ffmpeg time); the upscale test asks for High.
 */
const videoRun = (prompt: string, quality: VideoQualityId = 'standard'): CreateRunInput => ({
  method: 'prompt',
  prompt,
  platforms: ['instagram'],
  variations: ['normal'],
  aiImages: false,
  aiVideos: true,
  videoConfig: {
    format: 'cinematic',
    duration: 5,
    withSpeech: true,
    voiceType: 'neutral',
    quality,
    aspectRatio: '9:16',
    music: false,
  },
});

/** Checks the post's clip is served as MP4 with byte ranges, and its still as JPEG. */
async function expectPlayableVideo(t: TestApp, jar: string, post: GeneratedPost | undefined) {
  expect(post?.videoUrl).toMatch(/^\/media\/[0-9a-f-]+$/);
  const whole = await t.request({ method: 'GET', url: post?.videoUrl ?? '', cookies: jar });
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['content-type']).toBe('video/mp4');
  expect(whole.headers['x-content-type-options']).toBe('nosniff');
  expect(whole.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
  const size = whole.rawPayload.length;

  const part = await t.request({
    method: 'GET',
    url: post?.videoUrl ?? '',
    cookies: jar,
    headers: { range: 'bytes=0-99' },
  });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
  expect(part.rawPayload.length).toBe(100);
  expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);

  const still = await t.request({ method: 'GET', url: post?.videoThumbnailUrl ?? '', cookies: jar });
  expect(still.statusCode).toBe(200);
  expect(still.headers['content-type']).toBe('image/jpeg');
  expect(still.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
}

describe('AI video posts with the offline video renderer', () => {
  let t: TestApp;
  let owner: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('makes a 5-second clip in the background and serves it with ranges and a still', async () => {
    const run = await generate(t, owner.jar, videoRun('Behind the scenes of our pottery studio'), 150_000);
    expect(run.status).toBe('completed');
    expect(run.summary?.mediaType).toBe('video');
    const [post] = run.posts;
    expect(post?.title).toBe('AI Generated Instagram Video');
    expect(post?.mediaType).toBe('video');
    expect(post?.videoConfig).toMatchObject({ format: 'cinematic', aspectRatio: '9:16' });
    expect(post?.videoStatus).toBe('ready');
    expect(post?.videoProgress).toBe(100);
    expect(post?.videoMessage).toBeNull();
    expect(post?.image).toMatch(/^\/media\//);
    await expectPlayableVideo(t, owner.jar, post);
  }, 180_000);
});

describe('AI video posts against a Kling-compatible provider (loopback fake)', () => {
  let fake: FakeAiProvider;
  let t: TestApp;
  let owner: TestAccount;
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
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  }, 60_000);
  beforeEach(() => {
    fake.setBehaviour({});
    fake.requests.length = 0;
  });

  const videoCalls = () =>
    fake.requests.filter((request) => request.path === '/v2/generate/video/kling/generation');

  it('creates the generation, polls it and stores the finished clip', async () => {
    const run = await generate(t, owner.jar, videoRun('Sunrise yoga on the beach', 'high'));
    const [post] = run.posts;
    expect(post?.videoStatus).toBe('ready');
    // The provider's 320×240 silent clip is made to the settings: 1080p (High) and the spoken hook.
    expect(post?.videoMessage).toBe(
      "Scaled up to 1080p from the provider's 240p clip (Lanczos). Narration spoken by the offline voice (espeak-ng).",
    );
    await expectPlayableVideo(t, owner.jar, post);
    const clip = await t.request({ method: 'GET', url: post?.videoUrl ?? '', cookies: owner.jar });
    const file = join(await mkdtemp(join(tmpdir(), 'remote-clip-')), 'clip.mp4');
    await writeFile(file, clip.rawPayload);
    const probe = await probeMediaFile(file, 'mp4');
    expect(probe.video).toEqual({ width: 1440, height: 1080 });
    expect(probe.hasAudio).toBe(true);
    await rm(dirname(file), { recursive: true, force: true });

    const [create, ...checks] = videoCalls();
    expect(create?.method).toBe('POST');
    expect(create?.body).toMatchObject({
      model: 'kling-video/v2/master/text-to-video', // the workspace's video model: Kling 2.0 Master
      aspect_ratio: '9:16',
      duration: 5,
      cfg_scale: 1,
    });
    const body = create?.body as { prompt: string; negative_prompt: string };
    expect(body.prompt).toMatch(/^A smooth 5-second tracking shot/);
    expect(body.negative_prompt.length).toBeGreaterThan(0);
    expect(checks.length).toBeGreaterThan(0);
    for (const check of checks) expect(check.query).toEqual({ generation_id: 'gen-1' });
    const videoPrompt = fake.requests
      .filter((request) => request.path === '/v1/chat/completions')
      .map((request) => request.body as { temperature: number; max_tokens: number })
      .find((chat) => chat.max_tokens === 1200);
    expect(videoPrompt?.temperature).toBe(0.8);
  }, 120_000);

  it('retries failed status checks and still finishes', async () => {
    fake.setBehaviour({ video: 'status-errors-then-ok', videoStatusErrors: 2 });
    const run = await generate(t, owner.jar, videoRun('Sunrise yoga on the beach'));
    expect(run.posts[0]?.videoStatus).toBe('ready');
    expect(run.posts[0]?.videoUrl).toMatch(/^\/media\//);
    expect(videoCalls().filter((request) => request.method === 'GET').length).toBeGreaterThanOrEqual(3);
  }, 120_000);

  it('reports progress while the provider is still generating', async () => {
    fake.setBehaviour({ video: 'never-finishes' });
    const runId = await startRun(t, owner.jar, videoRun('Sunrise yoga on the beach'));
    const waiting = await waitForRun(t, owner.jar, runId, {
      isDone: (run) => run.posts[0]?.videoStatus === 'in-progress' && run.posts[0].videoProgress === 50,
    });
    expect(waiting.status).toBe('completed');
    expect(waiting.posts[0]?.videoMessage).toBe('generating');
    expect(waiting.posts[0]?.videoUrl).toBeNull();

    fake.setBehaviour({ video: 'ok' });
    const done = await waitForRun(t, owner.jar, runId);
    expect(done.posts[0]?.videoStatus).toBe('ready');
    expect(done.posts[0]?.videoProgress).toBe(100);
  }, 120_000);

  it("falls back to the offline clip with the spec's message when the generation fails", async () => {
    fake.setBehaviour({ video: 'failed' });
    const run = await generate(t, owner.jar, videoRun('Sunrise yoga on the beach'), 150_000);
    const [post] = run.posts;
    expect(post?.videoStatus).toBe('fallback');
    expect(post?.videoMessage).toBe(
      'Video generation failed: Content policy violation: the prompt was rejected',
    );
    await expectPlayableVideo(t, owner.jar, post);
  }, 180_000);
});
