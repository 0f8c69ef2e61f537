import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../tests/fakes/ai-provider.fake';
import type { CreateRunInput, GenerationRun } from '../../../shared/contracts/generation';
import { variationIds } from '../../../shared/domain/platforms';
import { defaultPostTitle, generationMethods } from '../../../shared/domain/variations';
import { videoGenerationFailedMessage } from '../../../shared/domain/video';
import { toEnglish, translate } from '../../i18n/i18n';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { readEventStream, waitForRun } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { videoFailedText } from './generation.jobs';
import { stepMessages } from './generation.steps';
import { defaultPostTitleText } from './generation.titles';

/** Starts a run in `language` (the web app's Accept-Language); answers its id. */
async function startRunIn(t: TestApp, jar: string, language: string, input: CreateRunInput): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/api/generation/runs',
    cookies: jar,
    headers: { 'accept-language': language },
    payload: input,
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json<{ runId: string }>().runId;
}

describe('a run’s texts in the language it was started in (OpenAI-compatible loopback fake)', () => {
  let fake: FakeAiProvider;
  let t: TestApp;
  let owner: TestAccount;
  let port: number;

  beforeAll(async () => {
    // Latencies keep a run open long enough for its event stream to see the steps happen.
    fake = await startFakeAiProvider({
      latencyMs: { chat: 150, imagePrompt: 300, webSearch: 300, tokensPerSecond: 1000 },
    });
    t = await createTestApp({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: fake.apiKey });
    owner = await registerOwner(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  }, 60_000);
  beforeEach(() => {
    fake.setBehaviour({});
  });

  const germanSteps = new Set([
    ...Object.values(stepMessages).map((message) => translate('de', message)),
    'KI-Bilder werden erstellt...',
    'Fertig',
  ]);

  it('streams a German run’s step messages and stores its notices in German', async () => {
    fake.setBehaviour({ webSearch: 'error' });
    const runId = await startRunIn(t, owner.jar, 'de-DE,de;q=0.9', {
      method: 'prompt',
      prompt: 'Solarenergie im Alltag',
      platforms: ['instagram'],
      variations: ['normal'],
      useWebSearch: true,
      aiImages: true,
    });
    // EventSource sends the browser's own Accept-Language: the run's language decides, not the stream's.
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
    ].filter(Boolean);
    expect(messages.length).toBeGreaterThan(1);
    for (const message of messages) expect(germanSteps, message).toContain(message);
    expect(messages.at(-1)).toBe('Fertig');

    const done = stream.events.at(-1)?.data as GenerationRun;
    expect(done.status).toBe('completed');
    expect(done.summary?.notices).toEqual([
      'Die Websuche ist fehlgeschlagen. Bitte versuche es noch einmal.',
    ]);
    // A remote model's name is not translated.
    expect(done.summary?.textProvider.label).toBe('gpt-4.1-mini');
  }, 120_000);

  it('stores a French run’s failure in French and streams it as the failed event', async () => {
    fake.setBehaviour({ posts: 'error' });
    const runId = await startRunIn(t, owner.jar, 'fr', {
      method: 'prompt',
      prompt: 'Dégustation du menu de printemps',
      platforms: ['instagram'],
      variations: ['normal'],
    });
    const run = await waitForRun(t, owner.jar, runId);
    const french =
      'Impossible de générer le contenu. Veuillez vérifier votre configuration d’API, puis réessayer.';
    expect(run).toMatchObject({ status: 'failed', error: french });
    const stream = await readEventStream(
      `http://127.0.0.1:${port}/api/generation/runs/${runId}/events`,
      owner.jar,
    );
    expect(stream.events.find((event) => event.event === 'failed')?.data).toEqual({ message: french });
  }, 120_000);
});

describe('a run with the offline providers in Spanish', () => {
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('labels the offline writer and ends with the Spanish step message', async () => {
    const runId = await startRunIn(t, owner.jar, 'es', {
      method: 'prompt',
      prompt: 'Nuestra nueva cafetería abre el sábado',
      platforms: ['twitter'],
      variations: ['normal'],
      aiImages: false,
    });
    const run = await waitForRun(t, owner.jar, runId);
    expect(run.stepMessage).toBe('Listo');
    expect(run.posts.map((post) => post.title)).toEqual(['Publicación de Twitter/X generada por IA']);
    expect(run.summary?.textProvider).toEqual({
      label: 'Redactor sin conexión de Postforge',
      isOffline: true,
    });
  }, 120_000);
});

describe('defaultPostTitleText', () => {
  it('reads in English exactly as defaultPostTitle, for every source, media type and variation', () => {
    for (const source of generationMethods)
      for (const mediaType of ['image', 'video'] as const)
        for (const variation of variationIds)
          expect(toEnglish(defaultPostTitleText(source, 'Instagram', variation, mediaType))).toBe(
            defaultPostTitle(source, 'Instagram', variation, mediaType),
          );
  });

  it('translates the title and the variation, never the platform', () => {
    expect(translate('de', defaultPostTitleText('url', 'LinkedIn', 'professional', 'image'))).toBe(
      'LinkedIn-Beitrag aus einer Webseite – Professionell',
    );
  });
});

describe('videoFailedText', () => {
  it('reads in English as the spec words it, and translates our own reasons', () => {
    expect(toEnglish(videoFailedText('content policy'))).toBe(videoGenerationFailedMessage('content policy'));
    expect(translate('de', videoFailedText('No video URL in the answer'))).toBe(
      'Die Videogenerierung ist fehlgeschlagen: Die Antwort enthielt keine Video-URL',
    );
    expect(translate('fr', videoFailedText('moderation'))).toBe(
      'La génération de la vidéo a échoué : moderation',
    );
  });
});
