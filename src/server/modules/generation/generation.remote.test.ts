import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeAiProvider,
  type FakeAiProvider,
  type RecordedRequest,
} from '../../../../tests/fakes/ai-provider.fake';
import type { GenerationRun } from '../../../shared/contracts/generation';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate, readEventStream, startRun, waitForRun } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

type ChatBody = { model: string; temperature: number; max_tokens: number; messages: unknown[] };

const chatCalls = (fake: FakeAiProvider, maxTokens: number) =>
  fake.requests
    .filter((request) => request.path === '/v1/chat/completions')
    .map((request) => request.body as ChatBody)
    .filter((body) => body.max_tokens === maxTokens);
const callsTo = (fake: FakeAiProvider, path: string): RecordedRequest[] =>
  fake.requests.filter((request) => request.path === path);

describe('generation runs against an OpenAI-compatible provider (loopback fake)', () => {
  let fake: FakeAiProvider;
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    // Latencies keep a run open long enough for its event stream to see the steps happen.
    fake = await startFakeAiProvider({
      latencyMs: { chat: 150, imagePrompt: 300, webSearch: 300, tokensPerSecond: 1000 },
    });
    t = await createTestApp({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: fake.apiKey });
    owner = await registerOwner(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  }, 60_000);
  /** Listens on a free loopback port (once): SSE needs a real connection, inject() would not stream. */
  async function listen(): Promise<number> {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    return typeof address === 'object' && address ? address.port : 0;
  }
  beforeEach(() => {
    fake.setBehaviour({});
    fake.requests.length = 0;
  });

  it('writes the posts with the provider and stores the images it generates', async () => {
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'Our rooftop garden workshop this Saturday',
      platforms: ['instagram', 'facebook'],
      variations: ['engaging'],
      creativity: 40,
      aiImages: true,
    });

    expect(run.status).toBe('completed');
    expect(run.posts.map((post) => [post.platform, post.variation, post.title])).toEqual([
      ['instagram', 'engaging', 'instagram engaging post'],
      ['facebook', 'engaging', 'facebook engaging post'],
    ]);
    for (const post of run.posts) {
      expect(post.content).toContain('Quick question for you: Our rooftop garden workshop this Saturday');
      expect(post.isOffline).toBe(false);
      expect(post.isFallback).toBe(false);
      expect(post.imageStatus).toBe('ready');
      expect(post.imagePrompt).toMatch(/^A bright, natural photograph illustrating: /);
    }
    expect(run.summary?.textProvider).toEqual({ label: 'gpt-4.1-mini', isOffline: false });
    expect(run.summary?.imageProvider).toEqual({ label: 'flux/schnell', isOffline: false });

    const [postsCall, ...otherPostCalls] = chatCalls(fake, 8000);
    expect(otherPostCalls).toHaveLength(0);
    expect(postsCall).toMatchObject({ model: 'gpt-4.1-mini', temperature: 0.4, max_tokens: 8000 });
    const imagePromptCalls = chatCalls(fake, 300);
    expect(imagePromptCalls).toHaveLength(2);
    for (const body of imagePromptCalls) expect(body).toMatchObject({ temperature: 0.8, max_tokens: 300 });
    const imageCalls = callsTo(fake, '/v1/images/generations').map(
      (request) => request.body as { model: string; prompt: string },
    );
    expect(imageCalls).toHaveLength(2);
    for (const body of imageCalls) expect(body.model).toBe('flux/schnell');
    expect(imageCalls.map((body) => body.prompt).sort()).toEqual(
      run.posts.map((post) => post.imagePrompt).sort(),
    );

    const workspaceId = owner.session.workspace?.id ?? '';
    for (const post of run.posts) {
      const image = await t.request({ method: 'GET', url: post.image ?? '', cookies: owner.jar });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\//);
      const metadata = await sharp(image.rawPayload).metadata();
      expect([metadata.width, metadata.height]).toEqual([64, 64]);
      const asset = await t.container.media.find(workspaceId, post.imageAssetId ?? '');
      expect(asset?.originalUrl).toMatch(new RegExp(`^${fake.baseUrl}/files/\\d+\\.png$`));
      expect(asset?.tags).toEqual(['ai-generated', post.platform, 'auto-generated']);
    }
  }, 120_000);

  it('streams the run as server-sent events: run, step, post, then done', async () => {
    const port = await listen();
    const runId = await startRun(t, owner.jar, {
      method: 'prompt',
      prompt: 'A new season of our podcast starts next week',
      platforms: ['linkedin'],
      variations: ['informative', 'storytelling'],
      aiImages: true,
    });
    const stream = await readEventStream(
      `http://127.0.0.1:${port}/api/generation/runs/${runId}/events`,
      owner.jar,
    );

    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const names = stream.events.map((event) => event.event);
    expect(names[0]).toBe('run');
    expect(names.at(-1)).toBe('done');
    expect(names).toContain('step');
    expect(names).toContain('post');
    expect(names).not.toContain('failed');
    const steps = stream.events
      .filter((event) => event.event === 'step')
      .map((event) => event.data as { step: number; message: string; percent: number });
    // Steps only move forward; a stream may coalesce steps that follow each other at once.
    const numbers = steps.map((step) => step.step);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(steps).toContainEqual({ step: 2, message: 'Creating AI-generated images...', percent: 50 });
    expect(steps.at(-1)).toMatchObject({ step: 4, percent: 100 });
    const done = stream.events.at(-1)?.data as GenerationRun;
    expect(done.status).toBe('completed');
    expect(done.posts).toHaveLength(2);
    const lastPostEvents = new Map(
      stream.events
        .filter((event) => event.event === 'post')
        .map((event) => event.data as GenerationRun['posts'][number])
        .map((post) => [post.id, post]),
    );
    for (const post of done.posts) expect(lastPostEvents.get(post.id)?.imageStatus).toBe('ready');
  }, 120_000);

  it('searches the web first and cites the sources in every post', async () => {
    const port = await listen();
    const runId = await startRun(t, owner.jar, {
      method: 'prompt',
      prompt: 'Solar energy news',
      platforms: ['twitter'],
      variations: ['normal'],
      useWebSearch: true,
      aiImages: false,
    });
    const stream = await readEventStream(
      `http://127.0.0.1:${port}/api/generation/runs/${runId}/events`,
      owner.jar,
    );
    const first = stream.events[0]?.data as GenerationRun;
    const messages = [
      first.stepMessage,
      ...stream.events
        .filter((event) => event.event === 'step')
        .map((event) => (event.data as { message: string }).message),
    ];
    expect(messages).toContain('Analyzing web results and generating content...');
    expect(messages).not.toContain('Generating platform-optimized content with variations...');
    expect(messages).not.toContain('Analyzing content and selecting engagement strategy...');

    const run = await waitForRun(t, owner.jar, runId);
    const sources = [
      { title: 'Energy Review 2024', url: 'https://energy-review.example/2024' },
      {
        title: 'Rooftop array opens',
        url: 'https://lisbon-news.example/rooftop',
        location: 'Lisbon, Portugal',
      },
    ];
    expect(run.status).toBe('completed');
    expect(run.posts).toHaveLength(1);
    expect(run.posts[0]?.webSearchSources).toEqual(sources);
    expect(run.summary).toMatchObject({ useWebSearch: true, webSearchSources: sources, notices: [] });

    const [search] = callsTo(fake, '/v1/responses').map(
      (request) => request.body as { model: string; tools: unknown; input: string },
    );
    expect(search?.model).toBe('gpt-4.1');
    expect(search?.tools).toEqual([{ type: 'web_search_preview' }]);
    expect(search?.input).toContain('Solar energy news');
    const [postsCall] = chatCalls(fake, 8000);
    expect(postsCall?.model).toBe('gpt-4.1');
    expect(JSON.stringify(postsCall?.messages)).toContain('Solar panel installations grew 30%');
  }, 120_000);

  it('goes on with the prompt alone when the web search fails, with the spec notice', async () => {
    fake.setBehaviour({ webSearch: 'error' });
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'Solar energy news',
      platforms: ['twitter'],
      variations: ['normal'],
      useWebSearch: true,
      aiImages: false,
    });
    expect(run.status).toBe('completed');
    expect(run.summary?.notices).toEqual(['Failed to perform web search. Please try again.']);
    expect(run.posts).toHaveLength(1);
    expect(run.posts[0]?.webSearchSources).toEqual([]);
    expect(run.posts[0]?.isFallback).toBe(false);
    expect(callsTo(fake, '/v1/responses')).toHaveLength(1);
    expect(chatCalls(fake, 8000)[0]?.model).toBe('gpt-4.1-mini');
  }, 120_000);

  it('makes fallback posts for every pair when the answer is not a JSON array', async () => {
    fake.setBehaviour({ posts: 'non-json' });
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'Spring menu tasting',
      platforms: ['instagram', 'linkedin'],
      variations: ['viral', 'normal'],
      aiImages: false,
    });
    expect(run.status).toBe('completed');
    expect(run.posts.map((post) => [post.platform, post.variation])).toEqual([
      ['instagram', 'viral'],
      ['instagram', 'normal'],
      ['linkedin', 'viral'],
      ['linkedin', 'normal'],
    ]);
    for (const post of run.posts) {
      expect(post.isFallback).toBe(true);
      expect(post.content.length).toBeGreaterThan(0);
    }
    expect(run.summary?.notices.length).toBeGreaterThan(0);
  }, 120_000);

  it("fails the run with the spec's message when the provider answers 500", async () => {
    fake.setBehaviour({ posts: 'error' });
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'Spring menu tasting',
      platforms: ['instagram'],
      variations: ['normal'],
    });
    expect(run.status).toBe('failed');
    expect(run.error).toBe('Failed to generate content. Please check your API configuration and try again.');
    expect(run.posts).toEqual([]);
    expect(run.summary).toBeNull();
  }, 120_000);

  it('falls back to a labelled card when the image provider fails', async () => {
    fake.setBehaviour({ image: 'error' });
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'Spring menu tasting',
      platforms: ['facebook'],
      variations: ['normal'],
      aiImages: true,
    });
    expect(run.status).toBe('completed');
    const [post] = run.posts;
    expect(post?.imageStatus).toBe('fallback');
    expect(post?.imagePrompt).toMatch(/fallback/i);
    expect(callsTo(fake, '/v1/images/generations')).toHaveLength(1);
    const image = await t.request({ method: 'GET', url: post?.image ?? '', cookies: owner.jar });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  }, 120_000);

  it('falls back to a card as well when the image answer has no URL', async () => {
    fake.setBehaviour({ image: 'no-url' });
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'Spring menu tasting',
      platforms: ['facebook'],
      variations: ['normal'],
      aiImages: true,
    });
    expect(run.posts[0]?.imageStatus).toBe('fallback');
    expect(run.posts[0]?.image).toMatch(/^\/media\//);
  }, 120_000);
});
