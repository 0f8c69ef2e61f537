/**
 * The Page video half of the loopback Graph API: the chunked, resumable upload of `POST /{v}/{page}/videos` on
 * the video host, as Graph's Video API describes it (form fields, offsets as strings):
 * - `upload_phase=start` + `file_size` → `{ video_id, upload_session_id, start_offset: "0", end_offset }`;
 * - `upload_phase=transfer` + `upload_session_id` + `start_offset` + `video_file_chunk` (a file part) → the next
 *   window `{ start_offset, end_offset }` (both the file size once every byte arrived). A `start_offset` that is
 *   not the next byte the session wants is refused with code 6000, subcode 1363037 and the window it wants in
 *   `error_data` (what a client resumes from);
 * - `upload_phase=finish` + `upload_session_id` + `description` → `{ success: true }`: the video is on the Page
 *   (a publishing call: the queued failures of the Page edges apply here).
 * Failure of its own: 'transfer-dropped' (chunk number `chunk` of the next session: half of it arrives, then
 * the connection drops, once).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** One upload session on a Page. */
export interface FakeVideoSession {
  pageId: string;
  videoId: string;
  size: number;
  contentType: string;
  received: Buffer[];
  receivedBytes: number;
  chunks: number;
}

/** What the video phases need from the Graph fake around them. */
export interface FakeVideoContext {
  /** The window size the fake answers (Graph picks it; 1 MiB here). */
  chunkBytes: number;
  sessions: Map<string, FakeVideoSession>;
  /** Every transfer's byte range [start, end) as received, in order. */
  ranges: { start: number; end: number }[];
  /** Takes the queued 'transfer-dropped' failure when it names this chunk. */
  takeTransferFailure(chunk: number): boolean;
  json(response: ServerResponse, status: number, body: unknown): void;
  graphError(
    response: ServerResponse,
    status: number,
    error: { message: string; type: string; code: number; error_subcode?: number; error_data?: unknown },
  ): void;
  newId(): string;
  /** Counts a publishing call of a Page and answers its queued failure (true when the call must stop). */
  publishing(response: ServerResponse, pageId: string, store: () => void): boolean;
  /** Stores the finished video as the Page's post with the video's id. */
  store(session: FakeVideoSession, text: string, bytes: Buffer): void;
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Answers one phase of a Page video upload. */
export async function handleVideoPhase(
  response: ServerResponse,
  form: FormData,
  pageId: string,
  context: FakeVideoContext,
) {
  const phase = field(form, 'upload_phase');
  const windowOf = (session: FakeVideoSession) => ({
    start_offset: String(session.receivedBytes),
    end_offset: String(Math.min(session.receivedBytes + context.chunkBytes, session.size)),
  });
  const problem = (message: string, subcode: number, session?: FakeVideoSession) =>
    context.graphError(response, 400, {
      message: `(#6000) ${message}`,
      type: 'OAuthException',
      code: 6000,
      error_subcode: subcode,
      ...(session ? { error_data: windowOf(session) } : {}),
    });
  if (phase === 'start') {
    const size = Number(field(form, 'file_size'));
    if (!Number.isSafeInteger(size) || size <= 0)
      return context.graphError(response, 400, {
        message: '(#100) The parameter file_size is required',
        type: 'OAuthException',
        code: 100,
      });
    const sessionId = randomBytes(12).toString('hex');
    const session: FakeVideoSession = {
      pageId,
      videoId: context.newId(),
      size,
      contentType: '',
      received: [],
      receivedBytes: 0,
      chunks: 0,
    };
    context.sessions.set(sessionId, session);
    return context.json(response, 200, {
      video_id: session.videoId,
      upload_session_id: sessionId,
      ...windowOf(session),
    });
  }
  const session = context.sessions.get(field(form, 'upload_session_id'));
  if (!session || session.pageId !== pageId)
    return problem('There was a problem uploading your video file. Please try again.', 1363030);
  if (phase === 'transfer') {
    const chunk = form.get('video_file_chunk');
    const start = Number(field(form, 'start_offset'));
    if (!(chunk instanceof Blob) || chunk.size === 0)
      return context.graphError(response, 400, {
        message: '(#100) The parameter video_file_chunk is required',
        type: 'OAuthException',
        code: 100,
      });
    if (start !== session.receivedBytes || start + chunk.size > session.size)
      return problem('There was a problem uploading your video file. Please try again.', 1363037, session);
    const bytes = Buffer.from(await chunk.arrayBuffer());
    context.ranges.push({ start, end: start + bytes.length });
    session.contentType ||= chunk.type;
    const number = session.chunks;
    session.chunks += 1;
    if (context.takeTransferFailure(number)) {
      const half = bytes.subarray(0, Math.floor(bytes.length / 2));
      session.received.push(half);
      session.receivedBytes += half.length;
      response.socket?.destroy();
      return;
    }
    session.received.push(bytes);
    session.receivedBytes += bytes.length;
    return context.json(response, 200, windowOf(session));
  }
  if (phase === 'finish') {
    if (session.receivedBytes !== session.size)
      return problem('The video file you tried to upload is incomplete.', 1363021, session);
    const bytes = Buffer.concat(session.received);
    const store = () => context.store(session, field(form, 'description'), bytes);
    if (context.publishing(response, session.pageId, store)) return;
    store();
    return context.json(response, 200, { success: true });
  }
  return context.graphError(response, 400, {
    message: '(#100) upload_phase must be one of start, transfer, finish',
    type: 'OAuthException',
    code: 100,
  });
}

/** The content hash the fakes give stored media (SHA-256, base64url). */
export const mediaHashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url');
