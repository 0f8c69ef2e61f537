import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGreyJpeg, buildMjpegMatroska } from '../../modules/media/media.fixtures';
import { hasMemoryLimit, MediaToolError, runMediaTool } from './media-process';

const megabyte = 1024 * 1024;

/** The MediaToolError `promise` rejects with (fails the test when it resolves or throws something else). */
async function failure(promise: Promise<unknown>): Promise<MediaToolError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(MediaToolError);
  return error as MediaToolError;
}

/** ffmpeg decoding the 8000×8000 px grey JPEG frame of `videoPath` (64 MB of pixels) and throwing it away. */
const decodeArgs = (videoPath: string) => [
  '-v',
  'error',
  '-threads',
  '1',
  '-i',
  videoPath,
  '-f',
  'null',
  '-',
];

let workDir: string;
let bigFrameVideo: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'media-process-'));
  bigFrameVideo = path.join(workDir, 'big-frame.mkv');
  await writeFile(bigFrameVideo, buildMjpegMatroska(buildGreyJpeg(8000, 8000), 8000, 8000, [0]));
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('runMediaTool', () => {
  it('resolves with stdout', async () => {
    const output = await runMediaTool('ffprobe', ['-v', 'error', '-version'], {
      timeoutMs: 30_000,
      maxOutputBytes: megabyte,
      maxMemoryBytes: 256 * megabyte,
    });
    expect(output.toString('utf8')).toMatch(/^ffprobe version/);
  });

  it.skipIf(!hasMemoryLimit())('stops a tool that allocates past its memory limit', async () => {
    const error = await failure(
      runMediaTool('ffmpeg', decodeArgs(bigFrameVideo), {
        timeoutMs: 30_000,
        maxOutputBytes: 0,
        maxMemoryBytes: 64 * megabyte,
      }),
    );
    expect(error.reason).toBe('failed');
    // The same run with room for the frame succeeds: the limit is what stopped it.
    await runMediaTool('ffmpeg', decodeArgs(bigFrameVideo), {
      timeoutMs: 30_000,
      maxOutputBytes: 0,
      maxMemoryBytes: 512 * megabyte,
    });
  });

  it('tells a missing tool apart from a failing one, also under the memory limit', async () => {
    const options = { timeoutMs: 30_000, maxOutputBytes: megabyte, maxMemoryBytes: 256 * megabyte };
    expect((await failure(runMediaTool('/nonexistent/ffmpeg', [], options))).reason).toBe('not-started');
    expect(
      (await failure(runMediaTool('ffmpeg', ['-v', 'error', '-i', '/nonexistent'], options))).reason,
    ).toBe('failed');
  });

  it('kills a run past its time limit', async () => {
    const endless = ['-v', 'error', '-re', '-f', 'lavfi', '-i', 'anullsrc', '-f', 'null', '-'];
    const error = await failure(
      runMediaTool('ffmpeg', endless, { timeoutMs: 300, maxOutputBytes: 0, maxMemoryBytes: 256 * megabyte }),
    );
    expect(error.reason).toBe('timed-out');
  });
});
