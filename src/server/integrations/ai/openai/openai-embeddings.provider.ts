/**
 * The real embeddings provider: POST /v1/embeddings with { model, input }, reading data[].embedding in
 * index order.
 */
import type { EmbeddingsProvider } from '../types';
import type { OpenAiClient } from './openai-http';
import { ProviderError } from './openai-http';
import { asArray, asNumber, asRecord } from './openai-json';

/** The embeddings path. */
export const embeddingsPath = '/v1/embeddings';

/** Settings of the remote embeddings provider. */
export interface OpenAiEmbeddingsProviderOptions {
  client: OpenAiClient;
  /** e.g. 'text-embedding-3-small'. */
  model: string;
}

/**
 * Reads an embeddings answer: one vector per input, ordered by each item's `index` (answer order when
 * absent). Throws ProviderError(502) when the count differs from `expected` or a vector is not numeric.
 */
export function readEmbeddingsAnswer(answer: unknown, expected: number): number[][] {
  const items = asArray(asRecord(answer)?.data).map((item, position) => {
    const record = asRecord(item);
    const vector = asArray(record?.embedding);
    if (
      vector.length === 0 ||
      !vector.every((value) => typeof value === 'number' && Number.isFinite(value))
    ) {
      throw new ProviderError(502, 'AI provider answered an embedding that is not a list of numbers');
    }
    return { index: asNumber(record?.index) ?? position, vector: vector as number[] };
  });
  if (items.length !== expected) {
    throw new ProviderError(502, `AI provider answered ${items.length} embeddings for ${expected} inputs`);
  }
  return items.sort((left, right) => left.index - right.index).map((item) => item.vector);
}

/** Creates the remote embeddings provider (kind 'remote'). An empty input list makes no call. */
export function createOpenAiEmbeddingsProvider(options: OpenAiEmbeddingsProviderOptions): EmbeddingsProvider {
  return {
    kind: 'remote',
    async embed(texts) {
      if (texts.length === 0) return [];
      const answer = await options.client.postJson(embeddingsPath, { model: options.model, input: texts });
      return readEmbeddingsAnswer(answer, texts.length);
    },
  };
}
