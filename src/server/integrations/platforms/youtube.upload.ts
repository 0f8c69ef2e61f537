import { PublishOutcomeUnknownError } from '../../modules/posts/posts.publish-outcomes';
import type { BearerAnswer } from './bearer-http';
import { readGoogleReason, refuseGoogleAnswer } from './youtube.content';
import { PlatformAuthError } from './types';

/** Google's resumable protocol: every chunk but the last is a multiple of 256 KiB. */
export const youTubeChunkUnit = 256 * 1024;
/** The default chunk: 8 MiB (32 units), Google's suggested size for a steady connection. */
export const youTubeDefaultChunkBytes = 32 * youTubeChunkUnit;

/** How one resumable upload session is filled. */
export interface ResumableUploadInput {
  /** The session URL Google answered in Location (it carries the upload_id). */
  sessionUrl: string;
  accessToken: string;
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  /** Bytes per chunk: a positive multiple of 256 KiB. */
  chunkBytes: number;
  /** Longest wait for one chunk's (or one status query's) answer. */
  timeoutMs: number;
  /** Failed chunks or status queries in a row (no byte gained) before the outcome is left unknown. */
  maxFailures: number;
  sleep: (ms: number) => Promise<void>;
}

/** What one request to the session came to. */
type Step =
  | { kind: 'done'; answer: BearerAnswer }
  | { kind: 'incomplete'; received: number }
  | { kind: 'failed'; reason: string };

/** The next byte Google wants after a 308's `Range: bytes=0-N` (none: it has nothing yet). */
function receivedOf(range: string | null): number {
  const last = /^bytes=0-(\d+)$/u.exec(range?.trim() ?? '')?.[1];
  return last === undefined ? 0 : Number(last) + 1;
}

/** One PUT to the session: a 308 is progress, 2xx the finished upload, a lost answer or 5xx a failure. */
async function sendToSession(
  input: ResumableUploadInput,
  headers: Record<string, string>,
  body: Uint8Array<ArrayBuffer>,
): Promise<Step> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(input.sessionUrl, {
      method: 'PUT',
      redirect: 'manual',
      headers: { authorization: `Bearer ${input.accessToken}`, ...headers },
      body,
      signal: AbortSignal.timeout(input.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const isTimeout = error instanceof Error && error.name === 'TimeoutError';
    return { kind: 'failed', reason: isTimeout ? 'no answer in time' : 'connection failed' };
  }
  if (response.status === 308)
    return { kind: 'incomplete', received: receivedOf(response.headers.get('range')) };
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  const answer: BearerAnswer = {
    status: response.status,
    body: parsed,
    reason: response.ok ? '' : readGoogleReason(parsed, text, response.status),
    headers: response.headers,
  };
  if (response.ok) return { kind: 'done', answer };
  if (response.status === 401) throw new PlatformAuthError(`youtube: ${answer.reason}`);
  if (response.status >= 500 || response.status === 408 || response.status === 429)
    return { kind: 'failed', reason: answer.reason };
  // 404/410: the session expired (about a week) or is unknown: nothing to resume, the job decides.
  if (response.status === 404 || response.status === 410)
    throw new PublishOutcomeUnknownError(`youtube: the upload session ended: ${answer.reason}`);
  return refuseGoogleAnswer(answer);
}

/**
 * Fills a resumable `videos.insert` session chunk by chunk (`Content-Range: bytes a-b/total`), as Google's
 * resumable upload protocol describes: a 308 Resume Incomplete answers what Google holds in its `Range` header
 * and the next chunk starts right after it. A chunk whose connection fails, times out or answers 5xx/429 is
 * followed by a status query (`Content-Range: bytes *\/total`, empty body) after a backoff of 1, 2, 4, … s, and
 * the upload resumes from the byte Google names, never from zero. `maxFailures` failures in a row (no byte
 * gained) leave the outcome unknown (the publish job reconciles). Answers the final 2xx (the video resource).
 */
export async function uploadResumably(input: ResumableUploadInput): Promise<BearerAnswer> {
  const total = input.bytes.length;
  const headers = { 'content-type': input.contentType };
  let offset = 0;
  let failures = 0;
  let lastReason = 'no progress';
  const giveUp = () =>
    new PublishOutcomeUnknownError(
      `youtube: the upload was interrupted: ${lastReason}`,
      undefined,
      lastReason,
    );
  for (;;) {
    const end = Math.min(offset + input.chunkBytes, total);
    let step = await sendToSession(
      input,
      { ...headers, 'content-range': `bytes ${offset}-${end - 1}/${total}` },
      input.bytes.subarray(offset, end),
    );
    let hasFailed = false;
    // After a failure, ask the session what it holds (backing off) until it answers or the failures run out.
    while (step.kind === 'failed') {
      hasFailed = true;
      lastReason = step.reason;
      failures += 1;
      if (failures > input.maxFailures) throw giveUp();
      await input.sleep(1000 * 2 ** (failures - 1));
      step = await sendToSession(input, { 'content-range': `bytes */${total}` }, new Uint8Array(0));
    }
    if (step.kind === 'done') return step.answer;
    if (step.received > offset) failures = 0;
    else if (!hasFailed && (failures += 1) > input.maxFailures) throw giveUp();
    // Google holding every byte without answering the video would be a broken session: unknown, not a loop.
    if (step.received >= total) throw giveUp();
    offset = step.received;
  }
}
