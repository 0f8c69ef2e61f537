import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../tests/fakes/ai-provider.fake';
import type { BrandPack } from '../../../shared/contracts/brand-packs';
import type { CreateRunInput } from '../../../shared/contracts/generation';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

const videoRun: CreateRunInput = {
  method: 'prompt',
  prompt: 'Our bakery opens a second shop on Saturday',
  platforms: ['instagram'],
  variations: ['normal'],
  aiImages: false,
  aiVideos: true,
  videoConfig: {
    format: 'cinematic',
    duration: 5,
    withSpeech: false,
    voiceType: 'neutral',
    // The smallest clip (720p): this test is not about the resolution.
    quality: 'standard',
    aspectRatio: '9:16',
    music: false,
  },
};

const styleWords =
  'Brand look of Red Bakery: Warm, rustic and hand-made, flour-dusted wood. Brand colours: red (#DC2626), dark red (#7F1D1D) and yellow (#FACC15) on a dark red (#450A0A) background.';

describe("the active brand pack's style words in remote video prompts (loopback Kling-compatible fake)", () => {
  let fake: FakeAiProvider;
  let t: TestApp;
  let owner: TestAccount;

  /** The prompts of the video generations the fake was asked to create. */
  const videoPrompts = () =>
    fake.requests
      .filter(
        (request) => request.path === '/v2/generate/video/kling/generation' && request.method === 'POST',
      )
      .map((request) => (request.body as { prompt: string }).prompt);
  /** The video prompt stored on the post (the one the review shows and a regeneration starts from). */
  const storedVideoPrompt = async (postId: string) => {
    const { rows } = await t.container.database.pool.query<{ video_prompt: string | null }>(
      'select video_prompt from generated_posts where id = $1',
      [postId],
    );
    return rows[0]?.video_prompt ?? null;
  };

  beforeAll(async () => {
    fake = await startFakeAiProvider({
      latencyMs: { videoDoneAfterMs: 200, tokensPerSecond: 2000 },
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

  it('ends the video prompt with the style words while a pack is active, and not otherwise', async () => {
    fake.requests.length = 0;
    const plain = await generate(t, owner.jar, videoRun, 150_000);
    expect(plain.posts[0]?.videoStatus).toBe('ready');
    expect(videoPrompts()).toHaveLength(1);
    expect(videoPrompts()[0]).not.toContain('Brand');

    const created = await t.request({
      method: 'POST',
      url: '/api/brand-packs',
      cookies: owner.jar,
      payload: {
        name: 'Red Bakery',
        description: 'Warm, rustic and hand-made, flour-dusted wood.',
        colors: {
          primary: '#DC2626',
          secondary: '#7F1D1D',
          accent: '#FACC15',
          background: '#450A0A',
          text: '#FFFFFF',
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const pack = created.json<{ brandPack: BrandPack }>().brandPack;
    const activate = (isActive: boolean) =>
      t.request({
        method: 'POST',
        url: `/api/brand-packs/${pack.id}/active`,
        cookies: owner.jar,
        payload: { isActive },
      });
    expect((await activate(true)).statusCode).toBe(200);

    fake.requests.length = 0;
    const branded = await generate(t, owner.jar, videoRun, 150_000);
    const [post] = branded.posts;
    expect(post?.videoStatus).toBe('ready');
    const [prompt] = videoPrompts();
    expect(prompt).toMatch(/^A smooth 5-second tracking shot/);
    expect(prompt?.endsWith(`\n\n${styleWords}`), prompt).toBe(true);
    // The post keeps the written prompt: a regeneration does not add the words twice.
    const stored = await storedVideoPrompt(post?.id ?? '');
    expect(stored).toMatch(/^A smooth 5-second tracking shot/);
    expect(stored).not.toContain('Brand look');

    expect((await activate(false)).statusCode).toBe(200);
    fake.requests.length = 0;
    await generate(t, owner.jar, videoRun, 150_000);
    expect(videoPrompts()).toHaveLength(1);
    expect(videoPrompts()[0]).not.toContain('Brand');
  }, 240_000);
});
