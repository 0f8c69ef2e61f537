import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { CreateRunInput, GenerationRun } from '../../shared/contracts/generation';
import type { Asset } from '../../shared/contracts/media';
import type { TestApp } from './test-app';

const run = promisify(execFile);

/** True once a run has ended and none of its posts still waits for a video. */
export function isRunSettled(run: GenerationRun): boolean {
  return (
    run.status !== 'running' &&
    !run.posts.some((post) => post.videoStatus === 'pending' || post.videoStatus === 'in-progress')
  );
}

/** Starts a run as the user of `jar`; expects 202 and answers the run id. */
export async function startRun(t: TestApp, jar: string, input: CreateRunInput): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/api/generation/runs',
    cookies: jar,
    payload: input,
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json<{ runId: string }>().runId;
}

/** Reads a run as the user of `jar` (expects 200). */
export async function readRun(t: TestApp, jar: string, runId: string): Promise<GenerationRun> {
  const response = await t.request({ method: 'GET', url: `/api/generation/runs/${runId}`, cookies: jar });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GenerationRun>();
}

/**
 * Polls GET /api/generation/runs/:id every 100 ms until `isDone` (default: settled, videos included) holds;
 * throws with the last state after `timeoutMs`.
 */
export async function waitForRun(
  t: TestApp,
  jar: string,
  runId: string,
  options: { isDone?: (run: GenerationRun) => boolean; timeoutMs?: number } = {},
): Promise<GenerationRun> {
  const isDone = options.isDone ?? isRunSettled;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  let last: GenerationRun | undefined;
  while (Date.now() < deadline) {
    last = await readRun(t, jar, runId);
    if (isDone(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`run ${runId} did not reach the expected state in time: ${JSON.stringify(last)}`);
}

/** Starts a run and waits until it is settled. */
export async function generate(
  t: TestApp,
  jar: string,
  input: CreateRunInput,
  timeoutMs?: number,
): Promise<GenerationRun> {
  const runId = await startRun(t, jar, input);
  return waitForRun(t, jar, runId, timeoutMs === undefined ? {} : { timeoutMs });
}

/** A file to upload. */
export interface UploadFile {
  data: Buffer;
  filename: string;
  contentType: string;
}

/** POST /api/media/uploads as multipart (`file`, then the optional `purpose` and `description` fields). */
export async function uploadMedia(
  t: TestApp,
  jar: string,
  file: UploadFile,
  fields: {
    purpose?: 'video' | 'reels' | 'media' | 'library';
    description?: string;
    platform?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  if (fields.purpose) form.append('purpose', fields.purpose);
  if (fields.description) form.append('description', fields.description);
  if (fields.platform) form.append('platform', fields.platform);
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.contentType }), file.filename);
  return t.request({ method: 'POST', url: '/api/media/uploads', cookies: jar, payload: form });
}

/** Uploads a file and expects 201; answers the asset. */
export async function uploadAsset(
  t: TestApp,
  jar: string,
  file: UploadFile,
  fields: {
    purpose?: 'video' | 'reels' | 'media' | 'library';
    description?: string;
    platform?: string;
  } = {},
): Promise<Asset> {
  const response = await uploadMedia(t, jar, file, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ asset: Asset }>().asset;
}

/** A solid-colour PNG made with sharp. */
export function renderPng(width = 64, height = 48, colour = { r: 200, g: 40, b: 90 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A solid-colour JPEG made with sharp. */
export function renderJpeg(width = 64, height = 48, colour = { r: 20, g: 140, b: 90 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** A small H.264 MP4 (160x120, `seconds` long) made with ffmpeg. */
export async function renderMp4(seconds = 2, colour = 'green'): Promise<Buffer> {
  const directory = await mkdtemp(join(tmpdir(), 'postforge-test-clip-'));
  try {
    const output = join(directory, 'clip.mp4');
    await run(process.env.FFMPEG_PATH ?? 'ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', `color=c=${colour}:s=160x120:d=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
      ...['-y', output],
    ]);
    return await readFile(output);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** One Server-Sent Event as received. */
export interface ReceivedEvent {
  event: string;
  data: unknown;
}

/**
 * Opens an SSE stream with fetch and collects its events until the server ends it (or `timeoutMs` passes,
 * which throws). Answers the HTTP status, content type and the events in order.
 */
export async function readEventStream(
  url: string,
  cookie: string,
  timeoutMs = 90_000,
): Promise<{ status: number; contentType: string; events: ReceivedEvent[] }> {
  const response = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(timeoutMs) });
  const events: ReceivedEvent[] = [];
  if (!response.body) return { status: response.status, contentType: '', events };
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.startsWith('text/event-stream')) {
    await response.body.cancel();
    return { status: response.status, contentType, events };
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const lines = block.split('\n');
      const name = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length);
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice('data: '.length))
        .join('\n');
      if (name) events.push({ event: name, data: JSON.parse(data) as unknown });
    }
  }
  return { status: response.status, contentType, events };
}
