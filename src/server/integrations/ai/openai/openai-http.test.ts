import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../../tests/fakes/ai-provider.fake';
import { createOpenAiClient, normalizeBaseUrl, ProviderError, type FetchFunction } from './openai-http';

let fake: FakeAiProvider;

beforeAll(async () => {
  fake = await startFakeAiProvider({ latencyMs: { chat: 150 } });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.setBehaviour({});
  fake.requests.length = 0;
});

const embeddingsBody = { model: 'text-embedding-3-small', input: ['hello'] };

/** Runs `work` and returns what it threw. */
async function catchError(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('normalizeBaseUrl', () => {
  it.each([
    ['https://api.openai.com', 'https://api.openai.com'],
    ['https://api.openai.com/', 'https://api.openai.com'],
    ['https://api.aimlapi.com/v1', 'https://api.aimlapi.com'],
    ['http://localhost:11434/v1/', 'http://localhost:11434'],
    ['https://openrouter.ai/api/v1', 'https://openrouter.ai/api'],
    ['  https://example.com/v1  ', 'https://example.com'],
  ])('%s becomes %s', (input, expected) => {
    expect(normalizeBaseUrl(input)).toBe(expected);
  });
});

describe('createOpenAiClient', () => {
  it.each(['', '/', '/v1', '/v1/'])(
    'calls /v1/embeddings exactly once-prefixed for base URL suffix "%s"',
    async (suffix) => {
      const client = createOpenAiClient({ baseUrl: `${fake.baseUrl}${suffix}`, apiKey: fake.apiKey });
      const answer = await client.postJson('/v1/embeddings', embeddingsBody);
      expect(answer).toMatchObject({ object: 'list' });
      expect(fake.requests.map((request) => request.path)).toEqual(['/v1/embeddings']);
    },
  );

  it('sends the key as a bearer token and JSON bodies as application/json', async () => {
    const client = createOpenAiClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey });
    await client.postJson('/v1/embeddings', embeddingsBody);
    const [request] = fake.requests;
    expect(request?.headers['authorization']).toBe('[redacted]');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual(embeddingsBody);
  });

  it('turns a 401 into a ProviderError whose message does not contain the key', async () => {
    fake.setBehaviour({ echoKeyInErrors: true });
    const wrongKey = 'sk-wrong-key-that-is-long-enough';
    const client = createOpenAiClient({ baseUrl: fake.baseUrl, apiKey: wrongKey });
    const error = await catchError(() => client.postJson('/v1/embeddings', embeddingsBody));
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(401);
    expect((error as ProviderError).message).toContain('Incorrect API key provided');
    expect((error as ProviderError).message).toContain('[redacted]');
    expect((error as ProviderError).message).not.toContain(wrongKey);
  });

  it('turns a 500 into a ProviderError with the provider message and no key', async () => {
    fake.setBehaviour({ embeddings: 'error', echoKeyInErrors: true });
    const client = createOpenAiClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey });
    const error = await catchError(() => client.postJson('/v1/embeddings', embeddingsBody));
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(500);
    expect((error as ProviderError).message).toContain('Embeddings failed');
    expect((error as ProviderError).message).not.toContain(fake.apiKey);
    expect(JSON.stringify(error)).not.toContain(fake.apiKey);
    expect(String((error as Error).stack)).not.toContain(fake.apiKey);
  });

  it('gives up after the timeout with a timeout ProviderError', async () => {
    fake.setBehaviour({ chat: 'hang' });
    const client = createOpenAiClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, timeoutMs: 300 });
    const started = Date.now();
    const error = await catchError(() =>
      client.postJson('/v1/chat/completions', {
        model: 'm',
        messages: [],
        temperature: 0.3,
        max_tokens: 300,
      }),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).isTimeout).toBe(true);
    expect((error as ProviderError).status).toBe(0);
    expect((error as ProviderError).message).toBe(
      'AI provider did not answer POST /v1/chat/completions within 300 ms',
    );
  });

  it("rejects with the caller's reason when the caller aborts", async () => {
    fake.setBehaviour({ chat: 'hang' });
    const client = createOpenAiClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, timeoutMs: 10_000 });
    const controller = new AbortController();
    const reason = new Error('run cancelled');
    setTimeout(() => controller.abort(reason), 50);
    const error = await catchError(() =>
      client.postJson(
        '/v1/chat/completions',
        { model: 'm', messages: [], max_tokens: 300 },
        { signal: controller.signal },
      ),
    );
    expect(error).toBe(reason);
  });

  it('reports a refused connection as a ProviderError with status 0', async () => {
    const closed = await startFakeAiProvider();
    await closed.close();
    const client = createOpenAiClient({ baseUrl: closed.baseUrl, apiKey: fake.apiKey });
    const error = await catchError(() => client.getJson('/v1/models'));
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(0);
    expect((error as ProviderError).isTimeout).toBe(false);
  });

  it('reports a 2xx answer that is not JSON as a 502 ProviderError', async () => {
    const notJson: FetchFunction = () =>
      Promise.resolve(new Response('<html>gateway</html>', { status: 200 }));
    const client = createOpenAiClient({
      baseUrl: 'https://provider.invalid',
      apiKey: fake.apiKey,
      fetch: notJson,
    });
    const error = await catchError(() => client.getJson('/v1/models'));
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(502);
    expect((error as ProviderError).message).toContain('invalid JSON');
  });

  it('keeps at most maxConcurrent requests in flight and serves the rest in order', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const started: string[] = [];
    const countingFetch: FetchFunction = async (input, init) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      started.push(input instanceof Request ? input.url : input.toString());
      try {
        return await fetch(input, init);
      } finally {
        inFlight -= 1;
      }
    };
    const client = createOpenAiClient({
      baseUrl: fake.baseUrl,
      apiKey: fake.apiKey,
      maxConcurrent: 2,
      fetch: countingFetch,
    });
    const chat = { model: 'm', messages: [], temperature: 0.3, max_tokens: 300 };
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => client.postJson(`/v1/chat/completions?n=${n}`, chat)),
    );
    expect(answers).toHaveLength(5);
    expect(mostInFlight).toBe(2);
    expect(started.map((url) => new URL(url).searchParams.get('n'))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('lets a caller abort while waiting for a slot', async () => {
    fake.setBehaviour({ chat: 'hang' });
    const client = createOpenAiClient({
      baseUrl: fake.baseUrl,
      apiKey: fake.apiKey,
      maxConcurrent: 1,
      timeoutMs: 400,
    });
    const chat = { model: 'm', messages: [], max_tokens: 300 };
    const first = catchError(() => client.postJson('/v1/chat/completions', chat));
    const controller = new AbortController();
    const waiting = catchError(() =>
      client.postJson('/v1/chat/completions', chat, { signal: controller.signal }),
    );
    controller.abort(new Error('not needed any more'));
    expect(((await waiting) as Error).message).toBe('not needed any more');
    expect(await first).toBeInstanceOf(ProviderError);
    expect(fake.requests).toHaveLength(1);
  });

  it('redacts the key from any text', () => {
    const client = createOpenAiClient({ baseUrl: fake.baseUrl, apiKey: 'sk-secret-123456' });
    expect(client.redact('key sk-secret-123456 and sk-secret-123456')).toBe('key [redacted] and [redacted]');
  });
});
