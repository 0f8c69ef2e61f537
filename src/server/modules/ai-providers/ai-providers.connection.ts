/**
 * 'Test connection': one tiny real call to an OpenAI-compatible endpoint (GET /v1/models, which costs nothing)
 * and whether it offers the model. The answer says what happened in the caller's language, with the
 * provider's own words (the key never: the client redacts it).
 */
import { createOpenAiClient, ProviderError } from '../../integrations/ai/openai/openai-http';
import { asRecord, asText } from '../../integrations/ai/openai/openai-json';
import type { RemoteEndpoint } from '../../integrations/ai/provider-choices';
import { userText, type UserText } from '../../i18n/user-text';

/** Longest wait for the test call, in milliseconds. */
export const connectionTestTimeoutMs = 10_000;

/** The outcome of a test: whether it worked and what to show. */
export interface ConnectionTestResult {
  isOk: boolean;
  message: UserText;
}

/** The model ids of a GET /v1/models answer ({ data: [{ id }] }, or { models: [{ name }] } as Ollama's own). */
function readModelIds(answer: unknown): string[] | undefined {
  const record = asRecord(answer);
  const list = record?.data ?? record?.models;
  if (!Array.isArray(list)) return undefined;
  return list.flatMap((entry: unknown) => {
    const id = asText(asRecord(entry)?.id) ?? asText(asRecord(entry)?.name);
    return id === undefined ? [] : [id];
  });
}

/** Calls GET /v1/models at the endpoint and checks the model is among the answer's. */
export async function testConnection(
  endpoint: RemoteEndpoint,
  options: { fetch?: typeof fetch } = {},
): Promise<ConnectionTestResult> {
  const client = createOpenAiClient({
    baseUrl: endpoint.baseUrl,
    apiKey: endpoint.apiKey,
    timeoutMs: connectionTestTimeoutMs,
    maxConcurrent: 1,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  let answer: unknown;
  try {
    answer = await client.getJson('/v1/models');
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const detail = error.message;
    if (error.status === 401 || error.status === 403) {
      return {
        isOk: false,
        message: userText('The endpoint refused the key ({{status}}): {{detail}}', {
          status: error.status,
          detail,
        }),
      };
    }
    if (error.isTimeout) {
      return {
        isOk: false,
        message: userText('The endpoint did not answer within {{seconds}} seconds.', {
          seconds: connectionTestTimeoutMs / 1000,
        }),
      };
    }
    if (error.status === 0) {
      return { isOk: false, message: userText('The endpoint could not be reached: {{detail}}', { detail }) };
    }
    return {
      isOk: false,
      message: userText('The endpoint answered with an error ({{status}}): {{detail}}', {
        status: error.status,
        detail,
      }),
    };
  }
  const models = readModelIds(answer);
  if (models === undefined) {
    return { isOk: false, message: 'The endpoint answered, but not with a list of models.' };
  }
  if (!models.includes(endpoint.model)) {
    return {
      isOk: false,
      message: userText('The endpoint answered, but it does not offer the model {{model}}.', {
        model: endpoint.model,
      }),
    };
  }
  return {
    isOk: true,
    message: userText('Connected: the endpoint offers {{model}} ({{total}} models).', {
      model: endpoint.model,
      total: models.length,
    }),
  };
}
