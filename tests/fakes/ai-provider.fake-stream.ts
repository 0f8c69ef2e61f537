/**
 * The fake provider's streamed chat answers (`stream: true`): server-sent events of chat.completion.chunk
 * objects, one token (about four characters, cut anywhere, even inside an escape or a surrogate pair) per
 * event at a steady rate, then `data: [DONE]`. Behaviours: one unreadable chunk, or a stream cut off half-way.
 */
import type { ServerResponse } from 'node:http';

/** How a streamed answer ends. */
export type FakeStreamEnding = 'done' | 'malformed-chunk' | 'cut-off';

/** Default pace of a streamed answer: about what hosted chat models write. */
export const defaultTokensPerSecond = 50;

/** Splits `text` into tokens of about four UTF-16 units (a whitespace run starts a new one). */
export function splitIntoTokens(text: string): string[] {
  return text.match(/\s*\S{1,4}|\s+/gu) ?? [];
}

/** One chat.completion.chunk event carrying `content`. */
function chunkEvent(model: unknown, content: string): string {
  const chunk = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    model,
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/**
 * Writes `text` as a stream at `tokensPerSecond` (timers are registered with `track` so closing the fake stops
 * them). Resolves when the stream has ended or the client went away.
 */
export async function writeChatStream(
  response: ServerResponse,
  options: {
    model: unknown;
    text: string;
    tokensPerSecond: number;
    ending: FakeStreamEnding;
    wait: (ms: number) => Promise<void>;
  },
): Promise<void> {
  const { model, text, tokensPerSecond, ending, wait } = options;
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const role = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    model,
    choices: [{ index: 0, delta: { role: 'assistant' } }],
  };
  response.write(`data: ${JSON.stringify(role)}\n\n`);
  const tokens = splitIntoTokens(text);
  const cutAt = ending === 'cut-off' ? Math.floor(tokens.length / 2) : tokens.length;
  const malformedAt = ending === 'malformed-chunk' ? Math.floor(tokens.length / 3) : -1;
  const startedAt = performance.now();
  for (let index = 0; index < cutAt; index += 1) {
    if (response.destroyed) return;
    if (index === malformedAt) response.write('data: {"choices":[{"delta":{"content":"oops\n\n');
    response.write(chunkEvent(model, tokens[index] ?? ''));
    // Paced against the start, so timer lateness does not add up over a long answer.
    const due = ((index + 1) * 1000) / tokensPerSecond - (performance.now() - startedAt);
    if (due > 0) await wait(due);
  }
  if (ending === 'cut-off') {
    response.destroy();
    return;
  }
  const stop = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    model,
    choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
  };
  response.write(`data: ${JSON.stringify(stop)}\n\n`);
  response.end('data: [DONE]\n\n');
}
