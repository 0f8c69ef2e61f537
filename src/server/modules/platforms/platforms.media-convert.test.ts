import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFormatRules } from '../../../shared/domain/media-formats';
import { publishingRules, type PlatformId } from '../../../shared/domain/platforms';
import type { PublishMedia } from '../../integrations/platforms/types';
import { createMediaConverter } from './platforms.media-convert';

const run = promisify(execFile);
const ffmpeg = process.env.FFMPEG_PATH ?? 'ffmpeg';
const ffprobe = process.env.FFPROBE_PATH ?? 'ffprobe';
const converter = createMediaConverter({ ffmpegPath: ffmpeg, ffprobePath: ffprobe });
const target = (platform: PlatformId) => ({
  formats: mediaFormatRules[platform],
  ...(publishingRules[platform] ? { rules: publishingRules[platform] } : {}),
});
const asMedia = (bytes: Buffer, contentType: string): PublishMedia => ({
  contentType,
  size: bytes.length,
  read: async () => bytes,
});

/** Real files converted for each platform's limits, read back with sharp and ffprobe. */
describe('media conversion at publish time', () => {
  let directory: string;
  let wideWebm: Buffer;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'postforge-convert-test-'));
    // A 4:1 panorama at 30 fps in WebM (VP9 + Opus): no platform takes it as it is.
    const file = join(directory, 'wide.webm');
    await run(ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x80:rate=30:duration=1'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'],
      ...['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-c:a', 'libopus', '-shortest', '-y', file],
    ]);
    wideWebm = await (await import('node:fs/promises')).readFile(file);
  }, 60_000);
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it.each(['instagram', 'twitter', 'linkedin', 'facebook'] as const)(
    'fits a 3:1 PNG banner into %s’s image rules',
    async (platform) => {
      const png = await sharp({
        create: { width: 2400, height: 800, channels: 3, background: { r: 200, g: 40, b: 90 } },
      })
        .png()
        .toBuffer();
      const converted = await converter.convert(asMedia(png, 'image/png'), target(platform));
      const meta = await sharp(await converted.read()).metadata();
      const rules = mediaFormatRules[platform];
      expect(converted.contentType).toBe(rules.imageOutputType ?? 'image/png');
      expect(meta.format).toBe(converted.contentType === 'image/jpeg' ? 'jpeg' : 'png');
      const ratio = meta.width / meta.height;
      expect(ratio).toBeGreaterThanOrEqual(rules.imageAspect!.min - 0.01);
      expect(ratio).toBeLessThanOrEqual(rules.imageAspect!.max + 0.01);
      expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(rules.maxImageSide!);
    },
    30_000,
  );

  it('keeps an image that already fits as it is', async () => {
    const jpeg = await sharp({
      create: { width: 1080, height: 1350, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .jpeg()
      .toBuffer();
    const media = asMedia(jpeg, 'image/jpeg');
    expect(await converter.convert(media, target('instagram'))).toBe(media);
  });

  it.each(['instagram', 'twitter', 'linkedin', 'facebook', 'tiktok', 'youtube'] as const)(
    're-encodes a wide WebM to H.264 + AAC MP4 within %s’s aspect range',
    async (platform) => {
      const converted = await converter.convert(asMedia(wideWebm, 'video/webm'), target(platform));
      expect(converted.contentType).toBe('video/mp4');
      const file = join(directory, `${platform}.mp4`);
      await writeFile(file, await converted.read());
      const { stdout } = await run(ffprobe, [
        ...['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file],
      ]);
      const probed = JSON.parse(stdout) as {
        streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
        format: { format_name: string };
      };
      const video = probed.streams.find((stream) => stream.codec_type === 'video')!;
      expect(video.codec_name).toBe('h264');
      expect(probed.streams.find((stream) => stream.codec_type === 'audio')!.codec_name).toBe('aac');
      expect(probed.format.format_name).toContain('mp4');
      const range = mediaFormatRules[platform].videoAspect!;
      const ratio = video.width! / video.height!;
      expect(ratio).toBeGreaterThanOrEqual(range.min - 0.01);
      expect(ratio).toBeLessThanOrEqual(range.max + 0.01);
    },
    60_000,
  );
});
