import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../tests/fakes/ai-provider.fake';
import type { AiProviderView } from '../../../shared/contracts/ai-providers';
import { createLogger } from '../../logging/logger';
import { registerInvitedUser, registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

const ownKey = 'sk-own-provider-key-WXYZ';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

describe('AI providers chosen in the app', () => {
  let t: TestApp;
  let fake: FakeAiProvider;
  let owner: TestAccount;
  let member: TestAccount;
  const logLines: string[] = [];

  beforeAll(async () => {
    fake = await startFakeAiProvider({ apiKey: ownKey, behaviour: { echoKeyInErrors: true } });
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = await createLogger(
      { LOG_LEVEL: 'trace', LOG_FORMAT: 'json' },
      { isTerminal: false, destination },
    );
    t = await createTestApp({}, { logger });
    owner = await registerOwner(t);
    member = await registerInvitedUser(t, owner.jar, { email: 'member@example.com' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  }, 60_000);

  const list = async (jar: string) => {
    const response = await t.request({ method: 'GET', url: '/api/ai-providers', cookies: jar });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ canManage: boolean; providers: AiProviderView[] }>();
  };
  const test = (payload: object, jar = owner.jar) =>
    t.request({ method: 'POST', url: '/api/ai-providers/test', cookies: jar, payload });

  it('stores the key sealed, shows only its last four characters, and never logs or returns it', async () => {
    const saved = await t.request({
      method: 'PUT',
      url: '/api/ai-providers/text',
      cookies: owner.jar,
      payload: { mode: 'remote', baseUrl: `${fake.baseUrl}/v1`, model: 'gpt-4.1-mini', apiKey: ownKey },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      capability: 'text',
      source: 'app',
      isFixedByEnvironment: false,
      label: 'gpt-4.1-mini',
      saved: { mode: 'remote', baseUrl: `${fake.baseUrl}/v1`, model: 'gpt-4.1-mini', keyLastFour: 'WXYZ' },
    });
    expect(saved.body).not.toContain(ownKey);

    const { rows } = await t.container.database.pool.query<Record<string, unknown>>(
      'select * from ai_provider_settings',
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(ownKey);
    expect(String(rows[0]?.api_key_sealed)).toMatch(/^v1\./u);

    const ownerView = await list(owner.jar);
    expect(JSON.stringify(ownerView)).not.toContain(ownKey);
    expect(ownerView.canManage).toBe(true);

    // The stored key answers a test without being sent again; a wrong key's echo in the error is redacted.
    const stored = await test({ capability: 'text', baseUrl: fake.baseUrl, model: 'gpt-4.1-mini' });
    expect(stored.json()).toMatchObject({ isOk: true });
    const capabilities = await t.request({
      method: 'GET',
      url: '/api/generation/capabilities',
      cookies: member.jar,
    });
    expect(capabilities.json()).toMatchObject({ text: { label: 'gpt-4.1-mini', isOffline: false } });
    const all = logLines.join('');
    expect(all.length).toBeGreaterThan(0);
    expect(all).not.toContain(ownKey);
  });

  it('shows other users which providers are in use, without addresses or keys, and refuses them changes', async () => {
    const view = await list(member.jar);
    expect(view.canManage).toBe(false);
    expect(view.providers.find((entry) => entry.capability === 'text')).toEqual({
      capability: 'text',
      source: 'app',
      isFixedByEnvironment: false,
      label: 'gpt-4.1-mini',
    });
    expect(JSON.stringify(view)).not.toContain(fake.baseUrl);
    const refused = await t.request({
      method: 'PUT',
      url: '/api/ai-providers/text',
      cookies: member.jar,
      payload: { mode: 'offline' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: { code: 'forbidden', message: 'Only the owner of this Postforge instance can do this.' },
    });
    const testRefused = await test(
      { capability: 'text', baseUrl: fake.baseUrl, model: 'gpt-4.1-mini', apiKey: ownKey },
      member.jar,
    );
    expect(testRefused.statusCode).toBe(403);
  });

  it("'Test connection' tells success, a bad key, an unreachable port and a wrong model apart", async () => {
    const base = { capability: 'text', baseUrl: `${fake.baseUrl}/v1`, model: 'gpt-4.1-mini' };
    const ok = await test({ ...base, apiKey: ownKey });
    expect(ok.json()).toEqual({
      isOk: true,
      message: 'Connected: the endpoint offers gpt-4.1-mini (7 models).',
    });
    const badKey = await test({ ...base, apiKey: 'sk-wrong-key-0000' });
    expect(badKey.statusCode).toBe(200);
    expect(badKey.json()).toEqual({
      isOk: false,
      message:
        'The endpoint refused the key (401): AI provider answered 401 to GET /v1/models: Incorrect API key provided (key [redacted])',
    });
    const port = await closedPort();
    const unreachable = await test({ ...base, baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: ownKey });
    expect(unreachable.json()).toMatchObject({ isOk: false });
    expect(unreachable.json<{ message: string }>().message).toMatch(
      /^The endpoint could not be reached: AI provider request GET \/v1\/models failed: .*ECONNREFUSED/u,
    );
    const wrongModel = await test({ ...base, model: 'no-such-model', apiKey: ownKey });
    expect(wrongModel.json()).toEqual({
      isOk: false,
      message: 'The endpoint answered, but it does not offer the model no-such-model.',
    });
    const german = await t.request({
      method: 'POST',
      url: '/api/ai-providers/test',
      cookies: owner.jar,
      headers: { 'accept-language': 'de' },
      payload: { ...base, model: 'no-such-model', apiKey: ownKey },
    });
    expect(german.json<{ message: string }>().message).toBe(
      'Der Endpunkt hat geantwortet, bietet das Modell no-such-model aber nicht an.',
    );
    const badUrl = await test({ ...base, baseUrl: 'ftp://example.com', apiKey: ownKey });
    expect(badUrl.statusCode).toBe(400);
    expect(logLines.join('')).not.toContain(ownKey);
  });
});

describe('AI providers set by the environment', () => {
  let t: TestApp;
  let fake: FakeAiProvider;

  beforeAll(async () => {
    fake = await startFakeAiProvider();
    t = await createTestApp({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: fake.apiKey });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  }, 60_000);

  it('win over the in-app choice, and the screen is told which capabilities they fix', async () => {
    const owner = await registerOwner(t);
    const saved = await t.request({
      method: 'PUT',
      url: '/api/ai-providers/text',
      cookies: owner.jar,
      payload: { mode: 'remote', baseUrl: 'http://127.0.0.1:9/v1', model: 'other-model', apiKey: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      source: 'environment',
      isFixedByEnvironment: true,
      label: 'gpt-4.1-mini',
      saved: { mode: 'remote', model: 'other-model', keyLastFour: null },
    });
    const view = await t.request({ method: 'GET', url: '/api/ai-providers', cookies: owner.jar });
    const sources = Object.fromEntries(
      view.json<{ providers: AiProviderView[] }>().providers.map((entry) => [entry.capability, entry.source]),
    );
    expect(sources).toEqual({
      text: 'environment',
      webSearch: 'environment',
      image: 'environment',
      video: 'environment',
      speech: 'environment',
      embeddings: 'offline',
    });
    expect(view.body).not.toContain(fake.apiKey);
    const enhanced = await t.request({
      method: 'POST',
      url: '/api/generation/enhance',
      cookies: owner.jar,
      payload: { prompt: 'A bakery opening' },
    });
    expect(enhanced.statusCode, enhanced.body).toBe(200);
    expect(fake.requests.some((request) => request.path === '/v1/chat/completions')).toBe(true);
  });
});
