import { PublishOutcomeUnknownError } from '../../modules/posts/posts.publish-outcomes';
import type { GraphAnswer, MetaGraph } from './meta.graph';
import type { PublishMedia } from './types';

/** How a Page video upload retries a failed transfer chunk. */
export interface PageVideoUploadOptions {
  /** Failed transfer chunks in a row (no byte gained) before the outcome is left unknown (default 5). */
  maxFailures?: number;
  sleep: (ms: number) => Promise<void>;
}

/** A Page video upload's result: the finish answer (or the refusal that stopped it) and the video id. */
export interface PageVideoUpload {
  answer: GraphAnswer;
  videoId: string | undefined;
}

interface UploadWindow {
  upload_session_id?: unknown;
  video_id?: unknown;
  start_offset?: unknown;
  end_offset?: unknown;
}

/** Graph answers offsets as strings ("1048576"); anything else is no offset. */
const offsetOf = (value: unknown) => {
  const number = typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(number) && number >= 0 ? number : undefined;
};

/** The window Graph asks for next: from a transfer answer, or from an error's `error_data` (subcode 1363037). */
function windowOf(body: unknown): { start: number; end: number } | undefined {
  const source = body as (UploadWindow & { error?: { error_data?: UploadWindow | string } }) | undefined;
  let data: UploadWindow | undefined = source;
  if (source?.error) {
    const raw = source.error.error_data;
    try {
      data = typeof raw === 'string' ? (JSON.parse(raw) as UploadWindow) : raw;
    } catch {
      data = undefined;
    }
  }
  const start = offsetOf(data?.start_offset);
  const end = offsetOf(data?.end_offset);
  return start !== undefined && end !== undefined && end >= start ? { start, end } : undefined;
}

/**
 * Uploads a Page video with Graph's chunked, resumable protocol (POST /{page-id}/videos on the video host):
 * `upload_phase=start` with `file_size` answers the session, the video id and the first window
 * (`start_offset`/`end_offset`); each `upload_phase=transfer` sends that window's bytes as `video_file_chunk` and
 * answers the next window, until start equals end; `upload_phase=finish` with the description publishes. A
 * transfer whose connection fails or answers 5xx is sent again after a backoff of 1, 2, 4, … s; when Graph
 * answers an error with the offsets it expects (`error_data.start_offset`/`end_offset`, subcode 1363037), the
 * upload goes on from there, never from zero. A refusal of any phase is answered as is; throttling, a lost
 * start or finish, or too many failed chunks leave the outcome unknown.
 */
export async function uploadPageVideo(
  graph: MetaGraph,
  input: { pageId: string; accessToken: string; media: PublishMedia; description: string },
  options: PageVideoUploadOptions,
): Promise<PageVideoUpload> {
  const path = `/${encodeURIComponent(input.pageId)}/videos`;
  const bytes = new Uint8Array(await input.media.read());
  const start = await graph.callVideo(path, input.accessToken, {
    method: 'POST',
    body: new URLSearchParams({ upload_phase: 'start', file_size: String(bytes.length) }),
  });
  if (start.status >= 400) return { answer: start, videoId: undefined };
  const session = start.body as UploadWindow | undefined;
  const sessionId = typeof session?.upload_session_id === 'string' ? session.upload_session_id : undefined;
  const videoId = typeof session?.video_id === 'string' ? session.video_id : undefined;
  let window = windowOf(start.body);
  if (!sessionId || !window)
    throw new PublishOutcomeUnknownError('facebook: the video upload answered no session');
  const maxFailures = options.maxFailures ?? 5;
  let failures = 0;
  while (window.start < window.end) {
    const form = new FormData();
    form.set('upload_phase', 'transfer');
    form.set('upload_session_id', sessionId);
    form.set('start_offset', String(window.start));
    form.set(
      'video_file_chunk',
      new Blob([bytes.subarray(window.start, Math.min(window.end, bytes.length))], {
        type: input.media.contentType,
      }),
      'chunk',
    );
    let answer: GraphAnswer;
    try {
      answer = await graph.callVideo(path, input.accessToken, { method: 'POST', body: form });
    } catch (error) {
      // Throttling with a wait is the job's to wait out; a lost or 5xx chunk is sent again.
      const isRetryable =
        error instanceof PublishOutcomeUnknownError && error.retryAfterSeconds === undefined;
      failures += 1;
      if (!isRetryable || failures > maxFailures) throw error;
      await options.sleep(1000 * 2 ** (failures - 1));
      continue;
    }
    const next = windowOf(answer.body);
    if (!next) {
      if (answer.status >= 400) return { answer, videoId };
      throw new PublishOutcomeUnknownError('facebook: the video transfer answered no offsets');
    }
    if (answer.status >= 400) {
      // Graph names the bytes it wants instead (after a chunk that half arrived): go on from there.
      failures += 1;
      if (failures > maxFailures) throw new PublishOutcomeUnknownError(`facebook: ${answer.reason}`);
    } else if (next.start > window.start) failures = 0;
    window = next;
  }
  const finish = await graph.callVideo(path, input.accessToken, {
    method: 'POST',
    body: new URLSearchParams({
      upload_phase: 'finish',
      upload_session_id: sessionId,
      description: input.description,
    }),
  });
  return { answer: finish, videoId };
}
