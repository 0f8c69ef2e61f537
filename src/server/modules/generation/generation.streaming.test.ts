import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../tests/fakes/ai-provider.fake';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { readRun, startRun, waitForRun } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('a run with a streaming writer', () => {
  let fake: FakeAiProvider;
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    // About 100 tokens per second: the four posts take a few seconds to write.
    fake = await startFakeAiProvider({ latencyMs: { chat: 100, tokensPerSecond: 100 } });
    t = await createTestApp({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: fake.apiKey });
    owner = await registerOwner(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  }, 60_000);

  it('stores and shows the first post, and starts its image, before the writer call has finished', async () => {
    const runId = await startRun(t, owner.jar, {
      method: 'prompt',
      prompt: 'Our rooftop garden workshop this Saturday',
      platforms: ['instagram', 'facebook'],
      variations: ['engaging', 'professional'],
      aiImages: true,
    });
    const isImagePromptCall = () =>
      fake.requests.some(
        (request) => (request.body as { max_tokens?: number } | undefined)?.max_tokens === 300,
      );
    let firstSeen: { posts: number; step: number; imageStarted: boolean } | undefined;
    for (let attempt = 0; attempt < 400 && !firstSeen; attempt += 1) {
      const run = await readRun(t, owner.jar, runId);
      if (run.posts.length > 0)
        firstSeen = { posts: run.posts.length, step: run.step, imageStarted: isImagePromptCall() };
      else await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // Shown while the writer is still at step 1 with posts still to come.
    expect(firstSeen?.posts).toBeLessThan(4);
    expect(firstSeen?.step).toBe(1);
    let imageBeforeAllPosts = false;
    for (let attempt = 0; attempt < 400; attempt += 1) {
      const run = await readRun(t, owner.jar, runId);
      if (run.posts.length === 4) break;
      if (isImagePromptCall()) imageBeforeAllPosts = true;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(imageBeforeAllPosts).toBe(true);

    const done = await waitForRun(t, owner.jar, runId);
    expect(done.status).toBe('completed');
    expect(done.posts.map((post) => `${post.platform}:${post.variation}`)).toEqual([
      'instagram:engaging',
      'instagram:professional',
      'facebook:engaging',
      'facebook:professional',
    ]);
    expect(done.posts.every((post) => post.imageStatus === 'ready' && !post.isFallback)).toBe(true);
  }, 120_000);

  it('keeps the posts of a stream cut off half-way and fills the rest', async () => {
    fake.setBehaviour({ posts: 'cut-off' });
    const runId = await startRun(t, owner.jar, {
      method: 'prompt',
      prompt: 'Our rooftop garden workshop this Saturday',
      platforms: ['instagram', 'facebook'],
      variations: ['engaging', 'professional'],
      aiImages: true,
    });
    const done = await waitForRun(t, owner.jar, runId);
    expect(done.status).toBe('completed');
    expect(done.posts).toHaveLength(4);
    const fromAnswer = done.posts.filter((post) =>
      /^(Quick question for you:|A practical note for teams:)/u.test(post.content),
    );
    expect(fromAnswer.length).toBeGreaterThan(0);
    expect(fromAnswer.length).toBeLessThan(4);
    fake.setBehaviour({});
  }, 120_000);

  it('stores only the requested pairs when the streamed answer carries one nobody asked for', async () => {
    fake.setBehaviour({ posts: 'extra-pair' });
    const runId = await startRun(t, owner.jar, {
      method: 'prompt',
      prompt: 'Our rooftop garden workshop this Saturday',
      platforms: ['instagram'],
      variations: ['engaging'],
      aiImages: false,
    });
    const done = await waitForRun(t, owner.jar, runId);
    fake.setBehaviour({});
    expect(done.status).toBe('completed');
    expect(done.posts.map((post) => `${post.platform}:${post.variation}`)).toEqual(['instagram:engaging']);
  }, 120_000);
});
