import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../tests/fakes/ai-provider.fake';
import type { GenerationRun, GenerationSettings } from '../../../shared/contracts/generation';
import { loadLanguageDetector } from '../../integrations/ai/language/detect-language';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { resolveRunLanguage } from './generation.language';

const page = {
  title: 'Sac cabas en cuir végétal',
  text: 'Notre sac cabas est fabriqué à la main dans notre atelier de Limoges, en cuir tanné végétal, et garanti cinq ans.',
  metadata: { language: 'fr-FR' },
};

describe('resolveRunLanguage', () => {
  it('takes the run’s choice, then the workspace default', async () => {
    await expect(resolveRunLanguage({ prompt: 'Hello there', language: 'de' }, 'auto')).resolves.toEqual({
      code: 'de',
      source: 'chosen',
    });
    await expect(resolveRunLanguage({ prompt: 'Hello there' }, 'es')).resolves.toEqual({
      code: 'es',
      source: 'chosen',
    });
  });

  it('detects Auto from the user’s words, then the transcript, then the page', async () => {
    const french =
      'Notre boulangerie de Lyon fête ses dix ans samedi, venez goûter nos croissants au beurre.';
    await expect(resolveRunLanguage({ prompt: french, language: 'auto' }, 'en')).resolves.toEqual({
      code: 'fr',
      source: 'detected',
    });
    const transcript =
      'Heute zeige ich euch, wie wir in unserer Gärtnerei im Frühjahr Tomaten aussäen und pflegen.';
    await expect(
      resolveRunLanguage(
        { prompt: 'Create engaging social media content for this video', transcript },
        'auto',
      ),
    ).resolves.toMatchObject({ code: 'de' });
    const scraped = {
      prompt: `Create engaging social media content about "${page.title}" (atelier.example).\n\n${page.text}`,
      scrapedPage: page as never,
    };
    await expect(resolveRunLanguage(scraped, 'auto')).resolves.toMatchObject({ code: 'fr' });
  });

  it('falls back to the page’s declared language, then to English', async () => {
    const bare = { ...page, title: '', text: '' };
    await expect(
      resolveRunLanguage(
        { prompt: 'Create engaging social media content for this image', scrapedPage: bare as never },
        'auto',
      ),
    ).resolves.toEqual({ code: 'fr', source: 'detected' });
    await expect(resolveRunLanguage({ prompt: '🔥🔥' }, 'auto')).resolves.toEqual({
      code: 'en',
      source: 'fallback',
    });
  });
});

describe('run languages (offline writer)', () => {
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  const settings = async (method: 'GET' | 'PUT', payload?: GenerationSettings) => {
    const response = await t.request({
      method,
      url: '/api/generation/settings',
      cookies: owner.jar,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<GenerationSettings>();
  };

  it('writes every post in the chosen language and shows it on the run', async () => {
    const run: GenerationRun = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'Unsere Bäckerei in Köln eröffnet am 2. März um 7:30 Uhr, jedes Sauerteigbrot kostet 3,50 €.',
      platforms: ['instagram', 'linkedin'],
      variations: ['viral', 'professional', 'engaging'],
      aiImages: false,
      language: 'de',
    });
    expect(run.language).toEqual({ code: 'de', source: 'chosen' });
    const detector = await loadLanguageDetector();
    for (const post of run.posts) {
      expect(detector.detect(post.content)).toBe('de');
      expect(post.content).toMatch(/\bam 2\. März um 7:30 Uhr/iu);
      expect(post.otherLanguage).toBeNull();
    }
  }, 120_000);

  it('keeps a workspace default that runs without a language follow', async () => {
    await expect(settings('GET')).resolves.toEqual({ defaultLanguage: 'auto' });
    await expect(settings('PUT', { defaultLanguage: 'es' })).resolves.toEqual({ defaultLanguage: 'es' });
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'Nuestra cafetería de Sevilla estrena menú de desayunos por 4,90 €.',
      platforms: ['facebook'],
      variations: ['normal'],
      aiImages: false,
    });
    expect(run.language).toEqual({ code: 'es', source: 'chosen' });
    await settings('PUT', { defaultLanguage: 'auto' });
    const invalid = await t.request({
      method: 'PUT',
      url: '/api/generation/settings',
      cookies: owner.jar,
      payload: { defaultLanguage: 'klingon' },
    });
    expect(invalid.statusCode).toBe(400);
  }, 120_000);
});

describe('run languages (remote writer)', () => {
  let fake: FakeAiProvider;
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    fake = await startFakeAiProvider({ latencyMs: { tokensPerSecond: 2000 } });
    t = await createTestApp({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: fake.apiKey });
    owner = await registerOwner(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  }, 60_000);

  it('names the language in the prompt, retries once an answer in another language, then marks it', async () => {
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'Our rooftop garden workshop this Saturday: bring your own gloves, we bring the seedlings.',
      platforms: ['instagram'],
      variations: ['normal'],
      aiImages: false,
      language: 'de',
    });
    const postCalls = fake.requests
      .filter((request) => request.path === '/v1/chat/completions')
      .map((request) => JSON.stringify(request.body))
      .filter((body) => body.includes('"max_tokens":8000'));
    expect(postCalls).toHaveLength(2);
    expect(postCalls[0]).toContain('write every post in German (de)');
    expect(postCalls[1]).toContain('Your previous answer was not entirely in German');
    expect(run.language).toEqual({ code: 'de', source: 'chosen' });
    expect(run.posts.map((post) => post.otherLanguage)).toEqual(['en']);
    expect(run.summary?.notices).toContain('Some posts came back in another language; they are marked.');
  }, 120_000);
});
