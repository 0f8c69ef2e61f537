import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../tests/fakes/ai-provider.fake';
import { generationCapabilitiesSchema } from '../../../shared/contracts/generation';
import { registerOwner } from '../../testing/accounts.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/generation/capabilities', () => {
  let offline: TestApp;
  let remote: TestApp;
  let fake: FakeAiProvider;

  beforeAll(async () => {
    fake = await startFakeAiProvider();
    offline = await createTestApp();
    remote = await createTestApp({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: fake.apiKey });
  }, 120_000);
  afterAll(async () => {
    await offline?.close();
    await remote?.close();
    await fake?.close();
  }, 60_000);

  it('says every capability runs offline and web search is unavailable without provider keys', async () => {
    const owner = await registerOwner(offline);
    const response = await offline.request({
      method: 'GET',
      url: '/api/generation/capabilities',
      cookies: owner.jar,
    });
    expect(response.statusCode).toBe(200);
    expect(generationCapabilitiesSchema.parse(response.json())).toEqual({
      text: { label: 'Postforge offline writer', isOffline: true },
      image: { label: 'Postforge offline card', isOffline: true },
      video: { label: 'Postforge offline video', isOffline: true },
      speech: { isOffline: true },
      webSearch: { isAvailable: false },
    });
  });

  it('offers web search once a text provider is configured, and never shows its key or address', async () => {
    const owner = await registerOwner(remote);
    const response = await remote.request({
      method: 'GET',
      url: '/api/generation/capabilities',
      cookies: owner.jar,
    });
    expect(response.statusCode).toBe(200);
    const capabilities = generationCapabilitiesSchema.parse(response.json());
    expect(capabilities.text).toEqual({ label: 'gpt-4.1-mini', isOffline: false });
    expect(capabilities.speech).toEqual({ isOffline: false });
    expect(capabilities.webSearch).toEqual({ isAvailable: true });
    expect(response.body).not.toContain(fake.apiKey);
    expect(response.body).not.toContain(fake.baseUrl);
  });

  it('answers only a signed-in member', async () => {
    const response = await offline.request({ method: 'GET', url: '/api/generation/capabilities' });
    expect(response.statusCode).toBe(401);
  });
});
