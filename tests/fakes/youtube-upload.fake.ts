/**
 * The upload half of the loopback YouTube: Google's resumable protocol for `videos.insert`, as
 * https://developers.google.com/youtube/v3/guides/using_resumable_upload_protocol describes it.
 * - `POST /upload/youtube/v3/videos?uploadType=resumable` (the video resource as JSON, X-Upload-Content-Length)
 *   → 200 + Location: the session URL with an upload_id;
 * - `PUT` of the session with `Content-Range: bytes a-b/total` and that chunk: 308 Resume Incomplete with
 *   `Range: bytes=0-N` (what the session holds) until the last byte, then 200 + the video resource. Every chunk
 *   but the last must be a multiple of 256 KiB and start right after the bytes held (else 400);
 * - `PUT` with `Content-Range: bytes *\/total` and no body: the status query (308 + Range, or 200 + the video);
 * - a `PUT` without Content-Range carries the whole file at once.
 * Failures queued by the fake: a chunk whose connection drops after half of it arrived, or that answers 503
 * after half arrived (each once), and 'store-then-hang' (the last chunk stores the video, then the session never
 * answers again: neither that PUT nor a status query), or 'last-chunk-dropped' (the video stored, that PUT's
 * connection drops; a status query answers the video).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Google's resumable chunk unit. */
const chunkUnit = 256 * 1024;

/** A failure the next upload start (POST) or a chunk (PUT) gets. */
export type FakeYouTubeFailure =
  | { kind: 'quota-exceeded' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'store-then-hang' }
  /** The next session's chunk number `chunk` (0-based): half of it arrives, then the connection drops. */
  | { kind: 'chunk-dropped'; chunk: number }
  /** The next session's chunk number `chunk`: half of it arrives, then Google answers 503 backendError. */
  | { kind: 'chunk-server-error'; chunk: number }
  /** The last chunk stores the video, then its connection drops (a status query answers the video). */
  | { kind: 'last-chunk-dropped' };

/** An upload session: the metadata of its POST and the bytes received so far. */
export interface FakeUploadSession {
  title: string;
  description: string;
  privacyStatus: string;
  size: number;
  received: Buffer[];
  receivedBytes: number;
  chunks: number;
  isHung: boolean;
  /** The stored video's resource once the last byte arrived. */
  answer?: unknown;
}

/** What the upload handler needs from the fake around it. */
export interface FakeUploadContext {
  failures: FakeYouTubeFailure[];
  /** Every data PUT's byte range (inclusive end), in order. */
  ranges: { start: number; end: number }[];
  /** Status queries received. */
  statusQueries: { count: number };
  json(response: ServerResponse, status: number, body: unknown, headers?: Record<string, string>): void;
  googleError(response: ServerResponse, status: number, message: string, reason: string): void;
  /** Stores the complete file as a video and answers its resource. */
  store(session: FakeUploadSession, bytes: Buffer): unknown;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Answers one PUT to a session (a chunk, the whole file, or a status query). */
export async function handleSessionPut(
  request: IncomingMessage,
  response: ServerResponse,
  session: FakeUploadSession,
  context: FakeUploadContext,
) {
  const bytes = await readBody(request);
  if (session.isHung) return; // never answers
  const incomplete = () => {
    response.writeHead(
      308,
      session.receivedBytes > 0 ? { range: `bytes=0-${session.receivedBytes - 1}` } : {},
    );
    response.end();
  };
  const range = request.headers['content-range'];
  if (range !== undefined && /^bytes \*\/(\d+|\*)$/u.test(range)) {
    context.statusQueries.count += 1;
    return session.answer ? context.json(response, 200, session.answer) : incomplete();
  }
  if (session.answer) return context.json(response, 200, session.answer);
  const parsed = /^bytes (\d+)-(\d+)\/(\d+)$/u.exec(range ?? '');
  const start = parsed ? Number(parsed[1]) : 0;
  const end = parsed ? Number(parsed[2]) : bytes.length - 1;
  const total = parsed ? Number(parsed[3]) : bytes.length;
  const isLast = end + 1 === session.size;
  if (
    (range !== undefined && !parsed) ||
    total !== session.size ||
    end - start + 1 !== bytes.length ||
    start !== session.receivedBytes ||
    (!isLast && bytes.length % chunkUnit !== 0)
  )
    return context.googleError(
      response,
      400,
      parsed || range === undefined
        ? 'The uploaded byte range does not continue the bytes received, or a chunk is not a multiple of 256 KiB.'
        : 'Invalid Content-Range header.',
      'badContent',
    );
  context.ranges.push({ start, end });
  const chunk = session.chunks;
  session.chunks += 1;
  const next = context.failures[0];
  const isChunkFailure =
    (next?.kind === 'chunk-dropped' || next?.kind === 'chunk-server-error') && next.chunk === chunk;
  if (isChunkFailure) {
    context.failures.shift();
    const half = bytes.subarray(0, Math.floor(bytes.length / 2));
    session.received.push(half);
    session.receivedBytes += half.length;
    if (next.kind === 'chunk-dropped') return response.socket?.destroy();
    return context.googleError(response, 503, 'Backend Error', 'backendError');
  }
  session.received.push(bytes);
  session.receivedBytes += bytes.length;
  if (!isLast) return incomplete();
  session.answer = context.store(session, Buffer.concat(session.received));
  if (next?.kind === 'last-chunk-dropped') {
    context.failures.shift();
    return response.socket?.destroy();
  }
  if (next?.kind === 'store-then-hang') {
    context.failures.shift();
    session.isHung = true;
    return; // stored, and neither this PUT nor a status query is answered again
  }
  return context.json(response, 200, session.answer);
}
