import { PublishOutcomeUnknownError } from '../../modules/posts/posts.publish-outcomes';
import { retryAfterSecondsOf } from './rate-limit';
import { PlatformAuthError } from './types';

/** How an adapter reaches a JSON API with a user's bearer token (tests point the base URL at a loopback fake). */
export interface BearerHttpOptions {
  /** The platform's name in log texts ('linkedin', 'youtube'). */
  label: string;
  apiBaseUrl: string;
  /** Headers every call carries (a version header, a protocol header). */
  headers?: Record<string, string>;
  /** The platform's error text from an error answer's body. */
  readReason: (body: unknown, text: string, status: number) => string;
  /** Longest wait for one answer; past it the outcome is unknown (default 15 s). */
  timeoutMs?: number;
  /** A 429 whose Retry-After is at most this many seconds is waited out (default 15 s). */
  maxRateLimitWaitSeconds?: number;
  /**
   * Seconds until the platform's rate-limit window resets when its 429 has no Retry-After (LinkedIn: its daily
   * limits reset at midnight UTC). Absent: such a 429 says nothing about when to ask again.
   */
  rateLimitResetOf?: (now: Date) => number;
  sleep?: (ms: number) => Promise<void>;
  clock?: () => Date;
}

/** An answer: status, parsed JSON (or undefined), the reason text of an error, and the headers. */
export interface BearerAnswer {
  status: number;
  body: unknown;
  reason: string;
  headers: Headers;
}

/** One call's request: as fetch's, plus `isRaw` (no default headers: an upload URL the platform answered). */
export type BearerInit = RequestInit & { isRaw?: boolean };

/**
 * Calls with a user's bearer token. A path starting with '/' goes to the API base; a full URL (an upload URL the
 * platform answered) is used as is. A 401 is a PlatformAuthError; a 429 is waited out when its reset
 * (Retry-After, else `rateLimitResetOf`) is near (twice at most), else the outcome is unknown with the reset as
 * `retryAfterSeconds`; a timeout, a dropped connection, a 408 or a 5xx leave the
 * outcome unknown; other answers are returned for the caller to read.
 */
export function createBearerHttp(options: BearerHttpOptions) {
  const base = options.apiBaseUrl.replace(/\/+$/u, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxWait = options.maxRateLimitWaitSeconds ?? 15;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const clock = options.clock ?? (() => new Date());

  async function send(url: string, token: string, init: BearerInit): Promise<Response> {
    const { isRaw, ...request } = init;
    try {
      return await fetch(url, {
        ...request,
        headers: {
          authorization: `Bearer ${token}`,
          ...(isRaw ? {} : options.headers),
          ...(request.headers as Record<string, string> | undefined),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'connection failed';
      throw new PublishOutcomeUnknownError(`${options.label}: ${reason}`);
    }
  }

  return {
    async call(pathOrUrl: string, token: string, init: BearerInit = {}): Promise<BearerAnswer> {
      const url = pathOrUrl.startsWith('/') ? `${base}${pathOrUrl}` : pathOrUrl;
      for (let round = 0; ; round += 1) {
        const response = await send(url, token, init);
        const text = await response.text().catch(() => '');
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = undefined;
        }
        if (response.ok) return { status: response.status, body, reason: '', headers: response.headers };
        const reason = options.readReason(body, text, response.status);
        if (response.status === 401) throw new PlatformAuthError(`${options.label}: ${reason}`);
        if (response.status === 429) {
          // The standard Retry-After (seconds or a date), else the platform's documented window reset.
          const now = clock();
          const waitSeconds = retryAfterSecondsOf(response.headers, now) ?? options.rateLimitResetOf?.(now);
          // A 429 stored nothing: waiting for the window and asking again is not a blind retry. A short wait
          // is spent here; a longer one goes to the publish job as its next run's delay (retryAfterSeconds).
          if (waitSeconds !== undefined && waitSeconds <= maxWait && round < 2) {
            await sleep(waitSeconds * 1000);
            continue;
          }
          throw new PublishOutcomeUnknownError(`${options.label}: ${reason}`, waitSeconds, reason);
        }
        if (response.status >= 500 || response.status === 408)
          throw new PublishOutcomeUnknownError(`${options.label}: ${reason}`, undefined, reason);
        return { status: response.status, body, reason, headers: response.headers };
      }
    },
  };
}

/** A bearer HTTP client. */
export type BearerHttp = ReturnType<typeof createBearerHttp>;
