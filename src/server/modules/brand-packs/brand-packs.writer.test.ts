import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../tests/fakes/ai-provider.fake';
import type { BrandPack } from '../../../shared/contracts/brand-packs';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

type ChatBody = { max_tokens: number; messages: Array<{ role: string; content: string }> };

describe('the active brand pack reaches the remote providers (loopback OpenAI-compatible fake)', () => {
  let fake: FakeAiProvider;
  let t: TestApp;
  let owner: TestAccount;

  const postsPrompt = () =>
    fake.requests
      .filter((request) => request.path === '/v1/chat/completions')
      .map((request) => request.body as ChatBody)
      .filter((body) => body.max_tokens === 8000)
      .map((body) => body.messages.find((message) => message.role === 'user')?.content ?? '');
  const write = () =>
    generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'Our rooftop garden workshop this Saturday',
      platforms: ['linkedin'],
      variations: ['normal'],
      aiImages: false,
    });

  beforeAll(async () => {
    // Streamed answers at 2,000 tokens a second (the fake's default is 50): this test reads prompts, not pacing.
    fake = await startFakeAiProvider({ latencyMs: { tokensPerSecond: 2000 } });
    t = await createTestApp({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: fake.apiKey });
    owner = await registerOwner(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  }, 60_000);

  it('sends the pack name and guidelines only while the pack is active', async () => {
    await write();
    expect(postsPrompt()[0]).not.toContain('Brand');

    const created = await t.request({
      method: 'POST',
      url: '/api/brand-packs',
      cookies: owner.jar,
      payload: { name: 'Green Roofs', guidelines: 'Warm, plain words. Never use exclamation marks.' },
    });
    const pack = created.json<{ brandPack: BrandPack }>().brandPack;
    await t.request({
      method: 'POST',
      url: `/api/brand-packs/${pack.id}/active`,
      cookies: owner.jar,
      payload: { isActive: true },
    });
    fake.requests.length = 0;
    expect((await write()).status).toBe('completed');
    const [prompt] = postsPrompt();
    expect(prompt).toContain('Brand: write as Green Roofs.');
    expect(prompt).toContain(
      "Brand guidelines (tone and voice; follow them in every post and variation, within each variation's style): Warm, plain words. Never use exclamation marks.",
    );
  }, 120_000);

  it("ends the remote image prompt with the active pack's style words, and not once it is deactivated", async () => {
    const imagePrompts = () =>
      fake.requests
        .filter((request) => request.path === '/v1/images/generations')
        .map((request) => (request.body as { prompt: string }).prompt);
    const draw = () =>
      generate(t, owner.jar, {
        method: 'prompt',
        prompt: 'Our bakery opens a second shop on Saturday',
        platforms: ['instagram'],
        variations: ['normal'],
        aiImages: true,
      });
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
    const run = await draw();
    expect(run.posts[0]?.imageStatus).toBe('ready');
    const [prompt] = imagePrompts();
    expect(prompt).toMatch(/^A bright, natural photograph illustrating: /u);
    expect(prompt).toContain(
      '\n\nBrand look of Red Bakery: Warm, rustic and hand-made, flour-dusted wood. Brand colours: red (#DC2626), dark red (#7F1D1D) and yellow (#FACC15) on a dark red (#450A0A) background.',
    );
    // The post keeps the written prompt: regenerating from it does not add the words twice.
    expect(run.posts[0]?.imagePrompt).not.toContain('Brand look');

    expect((await activate(false)).statusCode).toBe(200);
    fake.requests.length = 0;
    await draw();
    expect(imagePrompts()).toHaveLength(1);
    expect(imagePrompts()[0]).not.toContain('Brand');
  }, 120_000);
});
