import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../../tests/fakes/ai-provider.fake';
import { embedText } from '../../../../../tests/fakes/ai-provider.fake-answers';
import { createOpenAiClient, ProviderError } from './openai-http';
import { createOpenAiEmbeddingsProvider, readEmbeddingsAnswer } from './openai-embeddings.provider';

let fake: FakeAiProvider;

beforeAll(async () => {
  fake = await startFakeAiProvider();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.setBehaviour({});
  fake.requests.length = 0;
});

const provider = () =>
  createOpenAiEmbeddingsProvider({
    client: createOpenAiClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey }),
    model: 'text-embedding-3-small',
  });

describe('createOpenAiEmbeddingsProvider', () => {
  it('returns one vector per input in input order, even when the answer lists them out of order', async () => {
    const texts = ['sunrise yoga', 'sourdough bakery', 'solar panels'];
    const vectors = await provider().embed(texts);
    expect(vectors).toEqual(texts.map(embedText));
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/embeddings',
      body: { model: 'text-embedding-3-small', input: texts },
    });
  });

  it('makes no call for an empty list', async () => {
    await expect(provider().embed([])).resolves.toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('throws a ProviderError when the call fails', async () => {
    fake.setBehaviour({ embeddings: 'error' });
    await expect(provider().embed(['a'])).rejects.toMatchObject({ name: 'ProviderError', status: 500 });
  });

  it('rejects answers with the wrong count or non-numeric vectors', () => {
    expect(() => readEmbeddingsAnswer({ data: [{ index: 0, embedding: [0.1] }] }, 2)).toThrow(ProviderError);
    expect(() => readEmbeddingsAnswer({ data: [{ index: 0, embedding: ['x'] }] }, 1)).toThrow(ProviderError);
    expect(readEmbeddingsAnswer({ data: [{ embedding: [1] }, { embedding: [2] }] }, 2)).toEqual([[1], [2]]);
  });
});
