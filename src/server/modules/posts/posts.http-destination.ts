import type { Published, PublishDestination } from './posts.destinations';
import { PublishOutcomeUnknownError, PublishRejectedError } from './posts.publish-outcomes';

/** Where and how to reach an HTTP platform (base URL and bearer token come from configuration). */
export interface HttpDestinationOptions {
  id: string;
  baseUrl: string;
  token: string;
  /** Longest wait for one answer; past it the outcome is unknown (default 10 s). */
  timeoutMs?: number;
  /** A 429 asking to wait at most this long is waited out and the call made again (default 5 s). */
  maxRetryAfterSeconds?: number;
  sleep?: (ms: number) => Promise<void>;
}

interface PlatformPost {
  id?: unknown;
}

/** The platform's own reason in an error answer (`{ error: { message } }`, `{ message }` or the plain text). */
async function readReason(response: Response): Promise<string> {
  const text = (await response.text().catch(() => '')).trim();
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    const reason =
      typeof body.error === 'object' ? body.error?.message : (body.error ?? body.message ?? undefined);
    if (typeof reason === 'string' && reason.trim()) return reason.trim().slice(0, 500);
  } catch {
    // not JSON
  }
  return text.slice(0, 500) || `HTTP ${response.status}`;
}

function retryAfterOf(response: Response): number | undefined {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * A destination on an HTTP platform: `POST /v1/posts` with an `Idempotency-Key` header publishes (the platform
 * stores one post per key), `GET /v1/posts?idempotency_key=` finds what a key published. A timeout, a dropped
 * connection, a 5xx or a 429 past its wait leave the outcome unknown (never 'failed': the post may be out); a
 * 4xx is a refusal with the platform's reason.
 */
export function createHttpDestination(options: HttpDestinationOptions): PublishDestination {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxRetryAfter = options.maxRetryAfterSeconds ?? 5;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${options.token}`,
          accept: 'application/json',
          ...(init.headers as Record<string, string>),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'connection failed';
      throw new PublishOutcomeUnknownError(`${options.id}: ${reason}`);
    }
  }

  async function readPublished(response: Response): Promise<Published> {
    const body = (await response.json().catch(() => ({}))) as PlatformPost;
    if (typeof body.id !== 'string' || !body.id)
      throw new PublishOutcomeUnknownError(`${options.id}: the answer has no post id`);
    return { externalId: body.id };
  }

  async function failure(response: Response): Promise<never> {
    const reason = await readReason(response);
    if (response.status === 429 || response.status >= 500 || response.status === 408)
      throw new PublishOutcomeUnknownError(`${options.id}: ${reason}`, retryAfterOf(response), reason);
    throw new PublishRejectedError(reason);
  }

  return {
    id: options.id,
    async publish(post, _account, idempotencyKey) {
      const body = JSON.stringify({ text: post.content, hashtags: post.hashtags });
      for (let round = 0; ; round += 1) {
        const response = await call('/v1/posts', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
          body,
        });
        if (response.ok) return readPublished(response);
        const retryAfter = response.status === 429 ? retryAfterOf(response) : undefined;
        // A 429 stored nothing: waiting it out and asking again is not a blind retry.
        if (retryAfter !== undefined && retryAfter <= maxRetryAfter && round < 2) {
          await response.arrayBuffer().catch(() => undefined);
          await sleep(retryAfter * 1000);
          continue;
        }
        return failure(response);
      }
    },
    async findPublished(idempotencyKey) {
      const response = await call(`/v1/posts?idempotency_key=${encodeURIComponent(idempotencyKey)}`, {
        method: 'GET',
      });
      if (!response.ok) {
        // A lookup that cannot answer must not read as 'not published'.
        throw new PublishOutcomeUnknownError(`${options.id}: lookup failed: ${await readReason(response)}`);
      }
      const body = (await response.json().catch(() => undefined)) as { data?: PlatformPost[] } | undefined;
      if (!body || !Array.isArray(body.data))
        throw new PublishOutcomeUnknownError(`${options.id}: lookup answer unreadable`);
      const [found] = body.data;
      return typeof found?.id === 'string' ? { externalId: found.id } : undefined;
    },
  };
}
