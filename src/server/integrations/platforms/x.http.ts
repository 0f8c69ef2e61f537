import { PublishOutcomeUnknownError, PublishRejectedError } from '../../modules/posts/posts.publish-outcomes';
import { retryAfterSecondsOf } from './rate-limit';
import { PlatformAuthError } from './types';

/** How the X adapter reaches the API (tests point the URLs at the loopback fake). */
export interface XHttpOptions {
  apiBaseUrl: string;
  /** Longest wait for one answer; past it the outcome is unknown (default 15 s). */
  timeoutMs?: number;
  /** A 429 whose x-rate-limit-reset is at most this far away is waited out (default 15 s). */
  maxRateLimitWaitSeconds?: number;
  sleep?: (ms: number) => Promise<void>;
  clock?: () => Date;
}

/** X's error answer (problem details: `{ title, detail, type, status }`, or `{ errors: [{ message }] }`). */
interface XProblem {
  title?: unknown;
  detail?: unknown;
  errors?: { message?: unknown; detail?: unknown }[];
}

/** The text X gives for an error answer, for the post's failure message and the log. */
export function readXReason(body: string, status: number): string {
  try {
    const problem = JSON.parse(body) as XProblem;
    const first = problem.errors?.[0];
    const reason = problem.detail ?? first?.message ?? first?.detail ?? problem.title;
    if (typeof reason === 'string' && reason.trim()) return reason.trim().slice(0, 500);
  } catch {
    // not JSON
  }
  return body.trim().slice(0, 500) || `HTTP ${status}`;
}

/** True for X's 'duplicate content' refusal of POST /2/tweets (403). */
export function isDuplicateReason(reason: string): boolean {
  return /duplicate/iu.test(reason);
}

/** An X answer: status, parsed JSON (or undefined) and the reason text of an error. */
export interface XAnswer {
  status: number;
  body: unknown;
  reason: string;
}

/**
 * One call to the X API with a user's bearer token. A 401 is a PlatformAuthError; a 429 is waited out when
 * its x-rate-limit-reset is near, else the outcome is unknown (with the wait); a timeout, a dropped
 * connection or a 5xx leave the outcome unknown; other answers are returned for the caller to read.
 */
export function createXHttp(options: XHttpOptions) {
  const base = options.apiBaseUrl.replace(/\/+$/u, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxWait = options.maxRateLimitWaitSeconds ?? 15;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const clock = options.clock ?? (() => new Date());

  async function send(path: string, token: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'connection failed';
      throw new PublishOutcomeUnknownError(`x: ${reason}`);
    }
  }

  return {
    async call(path: string, token: string, init: RequestInit = {}): Promise<XAnswer> {
      for (let round = 0; ; round += 1) {
        const response = await send(path, token, init);
        const text = await response.text().catch(() => '');
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = undefined;
        }
        if (response.ok) return { status: response.status, body, reason: '' };
        const reason = readXReason(text, response.status);
        if (response.status === 401) throw new PlatformAuthError(`x: ${reason}`);
        if (response.status === 429) {
          // X's own header (the window's reset, epoch seconds), else the standard Retry-After.
          const resetHeader = response.headers.get('x-rate-limit-reset');
          const reset = resetHeader ? Number(resetHeader) : Number.NaN;
          const waitSeconds = Number.isFinite(reset)
            ? Math.max(0, Math.ceil(reset - clock().getTime() / 1000))
            : retryAfterSecondsOf(response.headers, clock());
          // A 429 stored nothing: waiting for the window and asking again is not a blind retry. A short wait
          // is spent here; a longer one goes to the publish job as its next run's delay (retryAfterSeconds).
          if (waitSeconds !== undefined && waitSeconds <= maxWait && round < 2) {
            await sleep(waitSeconds * 1000);
            continue;
          }
          throw new PublishOutcomeUnknownError(`x: ${reason}`, waitSeconds, reason);
        }
        if (response.status >= 500 || response.status === 408)
          throw new PublishOutcomeUnknownError(`x: ${reason}`, undefined, reason);
        return { status: response.status, body, reason };
      }
    },
    /** A refusal (4xx other than 401/429) as the publish job's final error with X's reason. */
    reject(answer: XAnswer): never {
      throw new PublishRejectedError(answer.reason);
    },
  };
}

/** The X HTTP client's interface. */
export type XHttp = ReturnType<typeof createXHttp>;
