/**
 * Call 2 of the spec: POST /v1/chat/completions, reading choices[0].message.content.
 */
import type { OpenAiClient } from './openai-http';
import { ProviderError } from './openai-http';
import { asArray, asRecord, asText, readPath } from './openai-json';

/** One chat message. */
export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** The body of a chat completion request (the spec's fields only). */
export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  temperature: number;
  max_tokens: number;
  /** True asks for a server-sent event stream of chat.completion.chunk objects. */
  stream?: boolean;
}

/** The path of call 2. */
export const chatCompletionsPath = '/v1/chat/completions';

/**
 * The text of a chat answer: choices[0].message.content as a string, or the joined text parts when a
 * provider answers with an array of content parts. Undefined when there is none.
 */
export function readChatContent(answer: unknown): string | undefined {
  const content = readPath(answer, ['choices', 0, 'message', 'content']);
  if (typeof content === 'string') return asText(content);
  const parts = asArray(content)
    .map((part) => asText(asRecord(part)?.text))
    .filter((text): text is string => text !== undefined);
  return parts.length > 0 ? parts.join('') : undefined;
}

/** Sends a chat completion and returns its text. Throws ProviderError on failure or an empty answer. */
export async function requestChatText(
  client: OpenAiClient,
  request: ChatRequest,
  signal?: AbortSignal,
): Promise<string> {
  const answer = await client.postJson(chatCompletionsPath, request, { signal });
  const text = readChatContent(answer);
  if (text === undefined) throw new ProviderError(502, 'AI provider answered a chat completion without text');
  return text;
}

/**
 * Sends a chat completion with `stream: true` and calls `onText` with each piece of the answer's text as it
 * arrives (choices[0].delta.content). A chunk that is not JSON is skipped and counted; a provider that answers
 * one plain chat.completion instead is read whole. Returns the whole text and the skipped count. Throws
 * ProviderError on failure, including a stream cut off before its end.
 */
export async function streamChatText(
  client: OpenAiClient,
  request: ChatRequest,
  onText: (piece: string) => void,
  signal?: AbortSignal,
): Promise<{ text: string; malformedChunks: number }> {
  let text = '';
  let malformedChunks = 0;
  await client.postEventStream(
    chatCompletionsPath,
    { ...request, stream: true },
    (data) => {
      let chunk: unknown;
      try {
        chunk = JSON.parse(data) as unknown;
      } catch {
        malformedChunks += 1;
        return;
      }
      const delta = readPath(chunk, ['choices', 0, 'delta', 'content']);
      const piece = typeof delta === 'string' ? delta : (readChatContent(chunk) ?? '');
      if (piece === '') return;
      text += piece;
      onText(piece);
    },
    { signal },
  );
  return { text, malformedChunks };
}

/** A one-paragraph answer without the quotes or Markdown fences models sometimes wrap it in. */
export function cleanPlainAnswer(text: string): string {
  let result = text
    .trim()
    .replace(/^```[a-z]*\s*/iu, '')
    .replace(/\s*```$/u, '')
    .trim();
  const quotes: Array<[string, string]> = [
    ['"', '"'],
    ['“', '”'],
    ["'", "'"],
  ];
  for (const [open, close] of quotes) {
    if (result.length > 1 && result.startsWith(open) && result.endsWith(close)) {
      result = result.slice(open.length, result.length - close.length).trim();
    }
  }
  return result;
}
