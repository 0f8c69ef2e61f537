import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { runMediaTool } from '../../integrations/media-tools/media-process';
import {
  buildGreyJpeg,
  buildMjpegMatroska,
  runFfmpegFixture,
  testPatternInput,
  toneInput,
} from './media.fixtures';
import { validateUpload, type UploadValidationOptions } from './upload-validator';

const generatorVideo: UploadValidationOptions = {
  allow: ['video'],
  maxBytes: 100 * 1024 * 1024,
  messages: { type: 'Please select a valid video file.' },
  filename: 'clip.mkv',
};
const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'upload-validator-limits-'));
  generatorVideo.workDir = workDir;
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** The AppError `promise` rejects with (fails the test when it resolves or throws something else). */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** Writes `data` to a file in the work folder and answers its path. */
async function saveFixture(name: string, data: Buffer): Promise<string> {
  const filePath = path.join(workDir, name);
  await writeFile(filePath, data);
  return filePath;
}

/** ffprobe's JSON view of a file: format and stream tags, streams, chapters. */
async function probeJson(filePath: string) {
  const output = await runMediaTool(
    'ffprobe',
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '-show_chapters', filePath],
    { timeoutMs: 30_000, maxOutputBytes: 1024 * 1024, maxMemoryBytes: 256 * 1024 * 1024 },
  );
  return JSON.parse(output.toString('utf8')) as {
    format: { tags?: Record<string, string> };
    streams: Array<{ codec_type: string; tags?: Record<string, string> }>;
    chapters: unknown[];
  };
}

describe('validateUpload: video limits, before any frame is decoded', () => {
  it('refuses a 2 MB file whose frames are 16000×16000 px (256 MP each) with a clear 413', async () => {
    const bomb = buildMjpegMatroska(buildGreyJpeg(16_000, 16_000), 16_000, 16_000, [0, 0.04]);
    expect(bomb.length).toBeLessThan(2.1 * 1024 * 1024);
    const startedAt = performance.now();
    const error = await refusal(
      validateUpload({ path: await saveFixture('bomb.mkv', bomb) }, generatorVideo),
    );
    expect(error).toMatchObject({
      code: 'payload_too_large',
      message: '"clip.mkv" has too many pixels per frame (at most 4096×4096 pixels).',
    });
    expect(performance.now() - startedAt).toBeLessThan(5_000);
  });

  it('reads the frame size from the bitstream too, when the container claims a small one', async () => {
    const liar = buildMjpegMatroska(buildGreyJpeg(16_000, 16_000), 320, 240, [0]);
    const error = await refusal(validateUpload({ data: liar }, { ...generatorVideo, filename: undefined }));
    expect(error).toMatchObject({
      code: 'payload_too_large',
      message: 'The video has too many pixels per frame (at most 4096×4096 pixels).',
    });
  });

  it('accepts a 4096×4096 frame, the largest allowed', async () => {
    const square = buildMjpegMatroska(buildGreyJpeg(4096, 4096), 4096, 4096, [0, 0.04]);
    const result = await validateUpload({ data: square }, generatorVideo);
    expect(result).toMatchObject({ kind: 'video', width: 4096, height: 4096 });
    await result.discard();
  });

  it('refuses a video longer than 5 min 30 s (the longest platform clip, 300 s, and a margin)', async () => {
    const blue = ['-f', 'lavfi', '-i', 'color=c=blue:size=16x16:rate=1'];
    const long = await runFfmpegFixture(workDir, 'long.mp4', [...blue, '-t', '340', ...h264]);
    const error = await refusal(validateUpload({ path: long }, generatorVideo));
    expect(error).toMatchObject({
      code: 'payload_too_large',
      message: '"clip.mkv" is too long (at most 5 minutes 30 seconds).',
    });
    const fits = await runFfmpegFixture(workDir, 'fits.mp4', [...blue, '-t', '300', ...h264]);
    const result = await validateUpload({ path: fits }, generatorVideo);
    expect(result.durationSeconds).toBeCloseTo(300, 0);
    await result.discard();
  }, 60_000);

  it('measures a video that does not state its length (as browser recordings do) from the copy', async () => {
    const frame = buildGreyJpeg(16, 16);
    const unstated = await saveFixture('unstated.mkv', buildMjpegMatroska(frame, 16, 16, [0, 400]));
    expect((await probeJson(unstated)).streams).toHaveLength(1);
    const error = await refusal(validateUpload({ path: unstated }, generatorVideo));
    expect(error.message).toBe('"clip.mkv" is too long (at most 5 minutes 30 seconds).');
    const short = await saveFixture('short.mkv', buildMjpegMatroska(frame, 16, 16, [0, 2]));
    const result = await validateUpload({ path: short }, generatorVideo);
    expect(result.durationSeconds).toBeGreaterThan(1.9);
    await result.discard();
  });

  it('refuses two video tracks or three audio tracks, and keeps one video with two audio tracks', async () => {
    const video = testPatternInput(1, '64x48');
    const twoVideos = await runFfmpegFixture(workDir, 'two-videos.mkv', [
      ...video,
      ...video,
      ...['-map', '0', '-map', '1', ...h264],
    ]);
    const tracksMessage = '"clip.mkv" has too many tracks (at most 1 video and 2 audio).';
    expect(await refusal(validateUpload({ path: twoVideos }, generatorVideo))).toMatchObject({
      code: 'unsupported_media_type',
      message: tracksMessage,
    });
    const audio = (count: number) => Array.from({ length: count }, () => ['-map', '1:a']).flat();
    const threeAudio = await runFfmpegFixture(workDir, 'three-audio.mkv', [
      ...video,
      ...toneInput(1),
      ...['-map', '0:v', ...audio(3), ...h264, '-c:a', 'libopus'],
    ]);
    expect((await refusal(validateUpload({ path: threeAudio }, generatorVideo))).message).toBe(tracksMessage);
    const twoAudio = await runFfmpegFixture(workDir, 'two-audio.mkv', [
      ...video,
      ...toneInput(1),
      ...['-map', '0:v', ...audio(2), ...h264, '-c:a', 'libopus'],
    ]);
    const result = await validateUpload({ path: twoAudio }, generatorVideo);
    const kept = await probeJson(result.filePath ?? '');
    expect(kept.streams.map((stream) => stream.codec_type)).toEqual(['video', 'audio', 'audio']);
    await result.discard();
  }, 60_000);
});

describe('validateUpload: video metadata', () => {
  it.each([
    ['mp4', 'video/mp4', ['-movflags', '+use_metadata_tags', '-c:s', 'mov_text']],
    ['mov', 'video/quicktime', ['-movflags', '+use_metadata_tags', '-c:s', 'mov_text']],
    ['mkv', 'video/x-matroska', ['-c:s', 'srt']],
  ])(
    'strips location, device and titles from a .%s by remuxing it, keeping its streams as they are',
    async (extension, contentType, containerArgs) => {
      const chapters = await saveFixture(
        `chapters-${extension}.txt`,
        Buffer.from(';FFMETADATA1\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=0\nEND=500\ntitle=Secret chapter\n'),
      );
      const subtitles = await saveFixture(
        `subtitles-${extension}.srt`,
        Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nSecret subtitle\n'),
      );
      const tagged = await runFfmpegFixture(workDir, `tagged.${extension}`, [
        ...testPatternInput(1, '64x48'),
        ...toneInput(1),
        ...['-f', 'ffmetadata', '-i', chapters, '-i', subtitles],
        ...['-map', '0:v', '-map', '1:a', '-map', '3', '-map_chapters', '2'],
        ...['-metadata', 'location=+48.8584+002.2945/', '-metadata', 'title=Secret title'],
        ...['-metadata', 'com.apple.quicktime.make=SecretPhone', '-metadata', 'comment=Secret comment'],
        ...['-metadata:s:v:0', 'title=Secret stream', '-metadata:s:a:0', 'title=Secret audio'],
        ...h264,
        ...['-c:a', 'aac', '-shortest', ...containerArgs],
      ]);
      const before = JSON.stringify(await probeJson(tagged));
      expect(before).toContain('+48.8584+002.2945');
      expect(before).toContain('Secret chapter');

      const result = await validateUpload({ path: tagged }, generatorVideo);
      expect(result).toMatchObject({ kind: 'video', contentType, width: 64, height: 48 });
      const cleanedPath = result.filePath ?? '';
      const after = await probeJson(cleanedPath);
      expect(JSON.stringify(after)).not.toMatch(/Secret|48\.8584|"location/i);
      expect(after.chapters).toEqual([]);
      expect(after.streams.map((stream) => stream.codec_type)).toEqual(['video', 'audio']);
      const bytes = await readFile(cleanedPath);
      expect(bytes.includes('Secret')).toBe(false);
      if (extension !== 'mkv') {
        expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat')); // faststart
      }
      await result.discard();
    },
    60_000,
  );
});
