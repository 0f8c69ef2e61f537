/**
 * A small HTTP client for OpenAI-compatible providers (OpenAI, AI/ML API, OpenRouter, a local Ollama):
 * bearer auth, JSON and multipart bodies, a timeout per request, a bounded number of requests in flight,
 * and one error type whose message never contains the key.
 */

import { createConcurrencyLimit } from '../../media-tools/concurrency-limit';
import { createIdleTimeout, readEventStream } from './openai-sse';

/** The fetch function the client uses; Node's global fetch unless a test or the container passes another. */
export type FetchFunction = typeof fetch;

/**
 * Where adapters report answers they had to repair (pino-compatible: `logger.warn(details, message)`).
 * Details never carry the key or request headers.
 */
export interface ProviderLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/** Options of one request. */
export interface RequestOptions {
  /** The caller's cancel signal; when it fires the request is aborted with the caller's reason. */
  signal?: AbortSignal;
  /** Overrides the client's timeout for this request, in milliseconds. */
  timeoutMs?: number;
}

/** An OpenAI-compatible client bound to one base URL and key. Answers are parsed JSON, typed `unknown`. */
export interface OpenAiClient {
  /** The provider's root URL, without a trailing slash or `/v1` (paths carry their own version). */
  readonly baseUrl: string;
  /** POSTs a JSON body to `path` (e.g. '/v1/chat/completions'). Throws ProviderError on failure. */
  postJson(path: string, body: unknown, options?: RequestOptions): Promise<unknown>;
  /** GETs `path` (may carry a query string). Throws ProviderError on failure. */
  getJson(path: string, options?: RequestOptions): Promise<unknown>;
  /**
   * POSTs a JSON body that asks for a server-sent event stream and calls `onData` with the `data:` field of
   * every event, in order, until `data: [DONE]` or the end of the body. The timeout bounds the wait for the
   * answer and then every pause between two pieces of the stream. Throws ProviderError on failure, including a
   * stream cut off before [DONE]. A provider that answers plain JSON instead gets `onData` once with the body.
   */
  postEventStream(
    path: string,
    body: unknown,
    onData: (data: string) => void,
    options?: RequestOptions,
  ): Promise<void>;
  /** POSTs a multipart form to `path`. Throws ProviderError on failure. */
  postMultipart(path: string, form: FormData, options?: RequestOptions): Promise<unknown>;
  /** Replaces every occurrence of the key in `text` (for messages and logs built from provider output). */
  redact(text: string): string;
}

/** Settings of a client. */
export interface OpenAiClientOptions {
  /** e.g. 'https://api.openai.com', 'https://api.aimlapi.com/v1' or 'http://localhost:11434/v1'. */
  baseUrl: string;
  apiKey: string;
  /**
   * Longest wait for one answer (headers and body), in milliseconds, counted from when the request is sent;
   * time spent waiting for a free slot is bounded only by the caller's signal. Default 60 000.
   */
  timeoutMs?: number;
  /** Most requests in flight at once; later ones wait for a slot. Default 4. */
  maxConcurrent?: number;
  fetch?: FetchFunction;
}

/**
 * A failed provider call. `status` is the HTTP status of the answer; 0 when no answer came (network error,
 * timeout), 502 when a 2xx answer was unusable (not JSON, or missing what the call reads). The message
 * never contains the API key.
 */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly status: number;
  /** True when the request was cut by the client's timeout. */
  readonly isTimeout: boolean;

  constructor(status: number, message: string, options: { isTimeout?: boolean } = {}) {
    super(message);
    this.status = status;
    this.isTimeout = options.isTimeout ?? false;
  }
}

const defaultTimeoutMs = 60_000;
const defaultMaxConcurrent = 4;
const errorDetailMaxLength = 300;
const redactedKey = '[redacted]';

/**
 * Normalises a base URL so that paths such as '/v1/chat/completions' and '/v2/generate/...' are appended
 * exactly once-prefixed: trailing slashes and one trailing '/v1' are removed.
 * Example: 'http://localhost:11434/v1/' becomes 'http://localhost:11434'.
 */
export function normalizeBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.trim().replace(/\/+$/u, '');
  return trimmed.replace(/\/v1$/iu, '');
}

/** The provider's own error text from an error body ({ error: { message } }, { error }, { message }, text). */
function readErrorDetail(bodyText: string): string {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed !== null && typeof parsed === 'object') {
      const record = parsed as Record<string, unknown>;
      const error = record.error;
      if (typeof error === 'string') return error;
      if (error !== null && typeof error === 'object') {
        const message = (error as Record<string, unknown>).message;
        if (typeof message === 'string') return message;
      }
      if (typeof record.message === 'string') return record.message;
      if (typeof record.detail === 'string') return record.detail;
    }
  } catch {
    // not JSON: use the text itself
  }
  return bodyText;
}

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/gu, ' ').trim();
  return oneLine.length > errorDetailMaxLength ? `${oneLine.slice(0, errorDetailMaxLength)}…` : oneLine;
}

/** Creates a client. The key is only ever put in the Authorization header. */
export function createOpenAiClient(options: OpenAiClientOptions): OpenAiClient {
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  const apiKey = options.apiKey;
  const fetchFunction = options.fetch ?? fetch;
  const clientTimeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const slots = createConcurrencyLimit(Math.max(1, options.maxConcurrent ?? defaultMaxConcurrent));

  const redact = (text: string): string => (apiKey.length > 0 ? text.split(apiKey).join(redactedKey) : text);
  const fail = (status: number, message: string, isTimeout = false): ProviderError =>
    new ProviderError(status, redact(message), { isTimeout });

  async function send(
    method: 'GET' | 'POST',
    path: string,
    body: BodyInit | undefined,
    contentType: string | undefined,
    requestOptions: RequestOptions = {},
  ): Promise<unknown> {
    const callerSignal = requestOptions.signal;
    const timeoutMs = requestOptions.timeoutMs ?? clientTimeoutMs;
    const what = `${method} ${path.split('?')[0] ?? path}`;
    return slots.run(async () => {
      const timeoutSignal = AbortSignal.timeout(timeoutMs);
      const signal = callerSignal ? AbortSignal.any([callerSignal, timeoutSignal]) : timeoutSignal;
      // An endpoint without keys (a local Ollama) gets no Authorization header at all.
      const headers: Record<string, string> = {
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        accept: 'application/json',
      };
      if (contentType) headers['content-type'] = contentType;
      try {
        const response = await fetchFunction(`${baseUrl}${path}`, { method, headers, body, signal });
        const text = await response.text();
        if (!response.ok) {
          throw fail(
            response.status,
            `AI provider answered ${response.status} to ${what}: ${shorten(readErrorDetail(text))}`,
          );
        }
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw fail(502, `AI provider answered ${what} with invalid JSON: ${shorten(text)}`);
        }
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        if (callerSignal?.aborted) throw callerSignal.reason;
        if (timeoutSignal.aborted) {
          throw fail(0, `AI provider did not answer ${what} within ${timeoutMs} ms`, true);
        }
        const cause =
          error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
        const message = error instanceof Error ? error.message : String(error);
        throw fail(0, `AI provider request ${what} failed: ${message}${cause}`);
      }
    }, callerSignal);
  }

  async function stream(
    path: string,
    body: unknown,
    onData: (data: string) => void,
    requestOptions: RequestOptions = {},
  ): Promise<void> {
    const callerSignal = requestOptions.signal;
    const timeoutMs = requestOptions.timeoutMs ?? clientTimeoutMs;
    const what = `POST ${path}`;
    return slots.run(async () => {
      const idle = createIdleTimeout(timeoutMs);
      const signal = callerSignal ? AbortSignal.any([callerSignal, idle.signal]) : idle.signal;
      const headers = {
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        accept: 'text/event-stream',
        'content-type': 'application/json',
      };
      try {
        const response = await fetchFunction(`${baseUrl}${path}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          signal,
        });
        idle.restart();
        const contentType = response.headers.get('content-type') ?? '';
        if (!response.ok || !contentType.includes('text/event-stream') || !response.body) {
          const text = await response.text();
          if (!response.ok) {
            throw fail(
              response.status,
              `AI provider answered ${response.status} to ${what}: ${shorten(readErrorDetail(text))}`,
            );
          }
          onData(text);
          return;
        }
        const isComplete = await readEventStream(response.body, onData, () => idle.restart());
        if (!isComplete) throw fail(0, `AI provider closed the stream of ${what} before it ended`);
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        if (callerSignal?.aborted) throw callerSignal.reason;
        if (idle.signal.aborted) {
          throw fail(0, `AI provider did not answer ${what} within ${timeoutMs} ms`, true);
        }
        const cause =
          error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
        const message = error instanceof Error ? error.message : String(error);
        throw fail(0, `AI provider stream ${what} failed: ${message}${cause}`);
      } finally {
        idle.clear();
      }
    }, callerSignal);
  }

  return {
    baseUrl,
    postEventStream: stream,
    postJson: (path, body, requestOptions) =>
      send('POST', path, JSON.stringify(body), 'application/json', requestOptions),
    getJson: (path, requestOptions) => send('GET', path, undefined, undefined, requestOptions),
    postMultipart: (path, form, requestOptions) => send('POST', path, form, undefined, requestOptions),
    redact,
  };
}
