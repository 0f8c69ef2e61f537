import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../tests/fakes/ai-provider.fake';
import type { GeneratedPost } from '../../../shared/contracts/generation';
import type { PostVersion } from '../../../shared/contracts/review';
import { countCharacters } from '../../../shared/domain/counting';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { reviewMessages } from './review.actions';

type ChatBody = {
  temperature: number;
  max_tokens: number;
  messages: Array<{ role: string; content: string }>;
};

describe('review actions against an OpenAI-compatible provider (loopback fake)', () => {
  let fake: FakeAiProvider;
  let t: TestApp;
  let owner: TestAccount;
  let post: GeneratedPost;

  beforeAll(async () => {
    fake = await startFakeAiProvider();
    t = await createTestApp({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: fake.apiKey });
    owner = await registerOwner(t);
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'Our rooftop garden workshop this Saturday',
      platforms: ['twitter'],
      variations: ['engaging'],
      aiImages: true,
    });
    post = run.posts[0]!;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  }, 60_000);
  beforeEach(() => {
    fake.setBehaviour({});
    fake.requests.length = 0;
  });

  const call = (url: string, payload?: object) =>
    t.request({ method: 'POST', url, cookies: owner.jar, ...(payload ? { payload } : {}) });
  const chatBodies = () =>
    fake.requests.filter((request) => request.path === '/v1/chat/completions').map((r) => r.body as ChatBody);
  const current = async () => {
    const versions = await t.request({
      method: 'GET',
      url: `/api/review/posts/${post.id}/versions`,
      cookies: owner.jar,
    });
    return versions.json<{ versions: PostVersion[] }>().versions;
  };

  it('regenerates with the spec settings (creativity 75, web search, one pair) and the instruction', async () => {
    const answer = await call(`/api/review/posts/${post.id}/regenerate`, {
      instruction: 'mention the discount',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [postsCall] = chatBodies().filter((body) => body.max_tokens === 8000);
    expect(postsCall?.temperature).toBe(0.75);
    const prompt = postsCall?.messages.find((message) => message.role === 'user')?.content ?? '';
    expect(prompt).toContain('Pairs to write (platform:variation): twitter:engaging');
    expect(prompt).toContain(
      "The user's instruction for the new version (follow it exactly, within the character limit): mention the discount",
    );
    expect(prompt).toContain(post.content.split('\n')[0]);
    expect(fake.requests.some((request) => request.path === '/v1/responses')).toBe(true);
    const regenerated = answer.json<{ post: GeneratedPost }>().post;
    expect(regenerated.isOffline).toBe(false);
    expect(regenerated.webSearchSources.length).toBeGreaterThan(0);
    expect((await current())[0]).toMatchObject({ reason: 'regenerate', content: post.content });
  });

  it('shows a provider failure and keeps the post as it was', async () => {
    const before = (await current()).length;
    fake.setBehaviour({ posts: 'error' });
    const answer = await call(`/api/review/posts/${post.id}/regenerate`, {});
    expect(answer.statusCode).toBe(502);
    expect(answer.json<{ error: { message: string } }>().error.message).toBe(reviewMessages.regenerateFailed);
    expect((await current()).length).toBe(before);
  });

  it('keeps the previous image with the fallback label when the image provider fails, saving the prompt', async () => {
    fake.setBehaviour({ image: 'error' });
    const answer = await call(`/api/review/posts/${post.id}/image`, { prompt: 'A rooftop garden at dawn' });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<{ post: GeneratedPost; imageFailed: boolean }>();
    expect(body.imageFailed).toBe(true);
    expect(body.post).toMatchObject({
      imageAssetId: post.imageAssetId,
      imagePrompt: 'A rooftop garden at dawn',
      imageStatus: 'fallback',
    });

    fake.setBehaviour({});
    const retry = (
      await call(`/api/review/posts/${post.id}/image`, { prompt: 'A rooftop garden at dusk' })
    ).json<{
      post: GeneratedPost;
      imageFailed: boolean;
    }>();
    expect(retry.imageFailed).toBe(false);
    expect(retry.post.imageStatus).toBe('ready');
    expect(retry.post.imageAssetId).not.toBe(post.imageAssetId);
  });

  it('shortens with the provider, and cuts its answer at a sentence when it is still too long', async () => {
    const long = `Join our rooftop garden workshop this Saturday. ${'We will plant herbs and talk soil. '.repeat(10).trim()}`;
    await t.request({
      method: 'PATCH',
      url: `/api/review/posts/${post.id}`,
      cookies: owner.jar,
      payload: { content: long },
    });
    const answer = await call(`/api/review/posts/${post.id}/shorten`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(chatBodies().some((body) => body.max_tokens === 2000)).toBe(true);
    const content = answer.json<{ post: GeneratedPost }>().post.content;
    expect(content).toBe('Join our rooftop garden workshop this Saturday.');
    expect(countCharacters(content, 'twitter')).toBeLessThanOrEqual(280);

    await t.request({
      method: 'PATCH',
      url: `/api/review/posts/${post.id}`,
      cookies: owner.jar,
      payload: { content: long },
    });
    fake.setBehaviour({ chat: 'error' });
    const failed = await call(`/api/review/posts/${post.id}/shorten`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json<{ error: { message: string } }>().error.message).toBe(reviewMessages.shortenFailed);
  });
});
