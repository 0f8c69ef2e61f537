import { PublishOutcomeUnknownError } from '../../modules/posts/posts.publish-outcomes';
import { retryAfterSecondsOf } from './rate-limit';
import { PlatformAuthError } from './types';

/** How the TikTok adapter reaches the API (tests point the URL at the loopback fake). */
export interface TikTokHttpOptions {
  apiBaseUrl: string;
  /** Longest wait for one answer; past it the outcome is unknown (default 15 s). */
  timeoutMs?: number;
  /** A 429 whose reset is at most this many seconds away is waited out (default 15 s). */
  maxRateLimitWaitSeconds?: number;
  sleep?: (ms: number) => Promise<void>;
  clock?: () => Date;
}

/** TikTok's answer envelope: `{ data, error: { code, message, log_id } }`; `code` is 'ok' on success. */
interface TikTokEnvelope {
  data?: unknown;
  error?: { code?: unknown; message?: unknown; log_id?: unknown };
}

/** A TikTok answer: status, `data`, the raw text (for int64 ids) and the error code and message. */
export interface TikTokAnswer {
  status: number;
  data: unknown;
  text: string;
  code: string;
  reason: string;
}

/** TikTok's rate limits are per one-minute window: a 429 without a Retry-After waits a minute. */
const rateLimitWindowSeconds = 60;

/**
 * One call to TikTok's v2 API with a user's bearer token (JSON bodies, `application/json; charset=UTF-8`).
 * `access_token_invalid` (401) is a PlatformAuthError; `rate_limit_exceeded` (429) is waited out when its
 * reset (Retry-After, else the minute window) is at most 15 s away (twice at most), else the outcome is unknown
 * with the reset as `retryAfterSeconds`; a 5xx, a timeout or a dropped connection leave the outcome unknown;
 * other answers (their `error.code`) are the caller's to read.
 */
export function createTikTokHttp(options: TikTokHttpOptions) {
  const base = options.apiBaseUrl.replace(/\/+$/u, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxWait = options.maxRateLimitWaitSeconds ?? 15;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const clock = options.clock ?? (() => new Date());
  return {
    async call(path: string, token: string, body?: unknown): Promise<TikTokAnswer> {
      for (let round = 0; ; round += 1) {
        const answer = await callOnce(path, token, body);
        if (!('waitSeconds' in answer)) return answer;
        // A 429 stored nothing: waiting for the window and asking again is not a blind retry. A short wait is
        // spent here; a longer one goes to the publish job as its next run's delay (retryAfterSeconds).
        if (answer.waitSeconds > maxWait || round >= 2)
          throw new PublishOutcomeUnknownError(`tiktok: ${answer.reason}`, answer.waitSeconds, answer.reason);
        await sleep(answer.waitSeconds * 1000);
      }
    },
  };

  /** One request: TikTok's answer, or a rate limit with the seconds to its reset. */
  async function callOnce(
    path: string,
    token: string,
    body?: unknown,
  ): Promise<TikTokAnswer | { waitSeconds: number; reason: string }> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json; charset=UTF-8' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'connection failed';
      throw new PublishOutcomeUnknownError(`tiktok: ${reason}`);
    }
    const text = await response.text().catch(() => '');
    let envelope: TikTokEnvelope = {};
    try {
      envelope = text ? (JSON.parse(text) as TikTokEnvelope) : {};
    } catch {
      envelope = {};
    }
    const code = typeof envelope.error?.code === 'string' ? envelope.error.code : '';
    const message = typeof envelope.error?.message === 'string' ? envelope.error.message : '';
    const reason = (message || code || text.trim() || `HTTP ${response.status}`).slice(0, 500);
    if (response.ok && (code === '' || code === 'ok'))
      return { status: response.status, data: envelope.data, text, code: 'ok', reason: '' };
    if (response.status === 401 || code === 'access_token_invalid')
      throw new PlatformAuthError(`tiktok: ${reason}`);
    if (response.status === 429 || code === 'rate_limit_exceeded')
      return {
        waitSeconds: retryAfterSecondsOf(response.headers, clock()) ?? rateLimitWindowSeconds,
        reason,
      };
    if (response.status >= 500 || response.status === 408 || code === 'internal_error')
      throw new PublishOutcomeUnknownError(`tiktok: ${reason}`, undefined, reason);
    return { status: response.status, data: envelope.data, text, code: code || 'http_error', reason };
  }
}

/** The TikTok HTTP client's interface. */
export type TikTokHttp = ReturnType<typeof createTikTokHttp>;
