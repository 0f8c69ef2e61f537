import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { runFfmpegFixture, testPatternInput, toneInput } from './media.fixtures';
import { validateUpload, type UploadValidationOptions } from './upload-validator';

const VIDEO_TYPE_MESSAGE = 'Please select a valid video file.';
const VIDEO_SIZE_MESSAGE = 'Video file is too large. Please select a file smaller than 100MB.';

/** The generator's video upload rules, as the spec words them. */
const generatorVideo: UploadValidationOptions = {
  allow: ['video'],
  maxBytes: 100 * 1024 * 1024,
  messages: { type: VIDEO_TYPE_MESSAGE, size: VIDEO_SIZE_MESSAGE },
};
const audioOnly: UploadValidationOptions = { allow: ['audio'], maxBytes: 10 * 1024 * 1024 };

/** The AppError `promise` rejects with (fails the test when it resolves or throws something else). */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

let workDir: string;
const files: Record<string, string> = {};

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'upload-validator-av-'));
  // Validations make their private folders (the cleaned copies) here, removed with it after the tests.
  generatorVideo.workDir = workDir;
  audioOnly.workDir = workDir;
  const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
  const fixtures: Array<[string, string[]]> = [
    ['clip.mp4', [...testPatternInput(1), ...toneInput(1), ...h264, '-c:a', 'aac', '-shortest']],
    ['clip.mov', [...testPatternInput(1, '64x48'), ...h264, '-f', 'mov']],
    ['clip.webm', [...testPatternInput(1), '-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '200k']],
    ['clip.mkv', [...testPatternInput(1, '64x48'), ...h264, '-f', 'matroska']],
    ['voice.webm', [...toneInput(1), '-c:a', 'libopus']],
    ['tone.mp3', [...toneInput(1), '-c:a', 'libmp3lame']],
    ['tone.wav', [...toneInput(1)]],
    ['tone.ogg', [...toneInput(1), '-c:a', 'libvorbis']],
    ['tone.m4a', [...toneInput(1), '-c:a', 'aac']],
  ];
  for (const [name, args] of fixtures) files[name] = await runFfmpegFixture(workDir, name, args);
  files['portrait.mp4'] = await runFfmpegFixture(workDir, 'portrait.mp4', [
    '-i',
    files['clip.mp4'] ?? '',
    '-c',
    'copy',
    '-metadata:s:v:0',
    'rotate=90',
  ]);
}, 120_000);

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** The path of a fixture made in beforeAll. */
function fixture(name: string): string {
  const filePath = files[name];
  if (!filePath) throw new Error(`No fixture ${name}`);
  return filePath;
}

describe('validateUpload: video', () => {
  it('accepts an MP4 from disk, with size, frame size and duration from ffprobe', async () => {
    const result = await validateUpload(
      { path: fixture('clip.mp4') },
      { ...generatorVideo, declaredType: 'application/octet-stream' },
    );
    expect(result).toMatchObject({
      kind: 'video',
      contentType: 'video/mp4',
      extension: 'mp4',
      width: 320,
      height: 240,
    });
    expect(result.size).toBe((await stat(result.filePath ?? '')).size);
    expect(result.durationSeconds).toBeGreaterThan(0.9);
    expect(result.durationSeconds).toBeLessThan(1.2);
    expect(result.data).toBeUndefined();
    await result.discard();
    await expect(stat(result.filePath ?? '')).rejects.toThrow();
  });

  it('accepts WebM, MOV and Matroska, from bytes in memory too', async () => {
    const webm = await validateUpload({ data: await readFile(fixture('clip.webm')) }, generatorVideo);
    expect(webm).toMatchObject({
      kind: 'video',
      contentType: 'video/webm',
      extension: 'webm',
      width: 320,
      height: 240,
    });
    const mov = await validateUpload({ path: fixture('clip.mov') }, generatorVideo);
    expect(mov).toMatchObject({
      kind: 'video',
      contentType: 'video/quicktime',
      extension: 'mov',
      width: 64,
      height: 48,
    });
    const mkv = await validateUpload({ path: fixture('clip.mkv') }, generatorVideo);
    expect(mkv).toMatchObject({
      kind: 'video',
      contentType: 'video/x-matroska',
      extension: 'mkv',
      width: 64,
      height: 48,
    });
  });

  it('reports the displayed size of a rotated phone video', async () => {
    const result = await validateUpload({ path: fixture('portrait.mp4') }, generatorVideo);
    expect(result).toMatchObject({ kind: 'video', width: 240, height: 320 });
  });

  it('refuses a text file declared as video/mp4 and named .mp4', async () => {
    const filePath = path.join(workDir, 'notes.mp4');
    await writeFile(filePath, 'This is not a video at all.\n');
    const error = await refusal(
      validateUpload(
        { path: filePath },
        { ...generatorVideo, declaredType: 'video/mp4', filename: 'notes.mp4' },
      ),
    );
    expect(error).toMatchObject({ code: 'unsupported_media_type', message: VIDEO_TYPE_MESSAGE });
  });

  it('refuses a file with a video signature that ffprobe cannot read', async () => {
    const fakeMp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom\0\0\0\0isommp41'),
      Buffer.alloc(4_000, 0x5a),
    ]);
    const fakeWebm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4_000, 0x33)]);
    for (const data of [fakeMp4, fakeWebm]) {
      expect(await refusal(validateUpload({ data }, generatorVideo))).toMatchObject({
        message: VIDEO_TYPE_MESSAGE,
      });
    }
  });

  it('refuses an audio-only container and an image where only video is allowed', async () => {
    expect((await refusal(validateUpload({ path: fixture('voice.webm') }, generatorVideo))).message).toBe(
      VIDEO_TYPE_MESSAGE,
    );
    expect((await refusal(validateUpload({ path: fixture('tone.m4a') }, generatorVideo))).message).toBe(
      VIDEO_TYPE_MESSAGE,
    );
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect((await refusal(validateUpload({ data: gif }, generatorVideo))).message).toBe(VIDEO_TYPE_MESSAGE);
  });

  it('refuses a video over the size cap with the spec’s message, without probing it', async () => {
    const error = await refusal(
      validateUpload(
        { path: fixture('clip.mp4') },
        { ...generatorVideo, maxBytes: 1_000, ffprobePath: '/nonexistent/ffprobe' },
      ),
    );
    expect(error).toMatchObject({ code: 'payload_too_large', message: VIDEO_SIZE_MESSAGE });
  });

  it('reports a missing ffprobe as a server fault, not as a bad file', async () => {
    const error = await validateUpload(
      { path: fixture('clip.mp4') },
      { ...generatorVideo, ffprobePath: '/nonexistent/ffprobe' },
    ).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(AppError);
    expect((error as Error).message).toContain('Could not start /nonexistent/ffprobe');
  });
});

describe('validateUpload: audio', () => {
  it.each([
    ['tone.mp3', 'audio/mpeg', 'mp3'],
    ['tone.wav', 'audio/wav', 'wav'],
    ['tone.ogg', 'audio/ogg', 'ogg'],
    ['tone.m4a', 'audio/mp4', 'm4a'],
    ['voice.webm', 'audio/webm', 'webm'],
  ])('accepts %s as %s with its duration', async (name, contentType, extension) => {
    const result = await validateUpload({ data: await readFile(fixture(name)) }, audioOnly);
    expect(result).toMatchObject({ kind: 'audio', contentType, extension });
    expect(result.width).toBeUndefined();
    expect(result.durationSeconds).toBeGreaterThan(0.9);
    expect(result.durationSeconds).toBeLessThan(1.2);
  });

  it('refuses a video where only audio is allowed, and takes the stream kind when both are', async () => {
    expect((await refusal(validateUpload({ path: fixture('clip.mp4') }, audioOnly))).code).toBe(
      'unsupported_media_type',
    );
    const both = {
      allow: ['video', 'audio'],
      maxBytes: 10 * 1024 * 1024,
      workDir,
    } satisfies UploadValidationOptions;
    await expect(validateUpload({ path: fixture('clip.mp4') }, both)).resolves.toMatchObject({
      kind: 'video',
    });
    await expect(validateUpload({ path: fixture('voice.webm') }, both)).resolves.toMatchObject({
      kind: 'audio',
    });
  });

  it('refuses an MP3 signature without audio frames', async () => {
    const fake = Buffer.concat([
      Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'),
      Buffer.alloc(2_000, 0x20),
    ]);
    expect((await refusal(validateUpload({ data: fake }, audioOnly))).code).toBe('unsupported_media_type');
  });
});
