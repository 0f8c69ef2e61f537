import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fitFrame, type MediaFormatRules } from '../../../shared/domain/media-formats';
import type { PublishingRules } from '../../../shared/domain/platforms';
import { runMediaTool, toFileInput } from '../../integrations/media-tools/media-process';
import type { PublishMedia } from '../../integrations/platforms/types';

/** What the conversion needs to know of a platform: its format rules and (when it has them) its limits. */
export interface ConversionTarget {
  formats: MediaFormatRules;
  rules?: PublishingRules;
}

/** ffmpeg and ffprobe, and a memory and time budget for one conversion. */
export interface MediaConverterOptions {
  ffmpegPath?: string;
  ffprobePath?: string;
  /** Where temporary files go (default: the system's temp directory); they are removed after each run. */
  workDir?: string;
  timeoutMs?: number;
}

const memoryBytes = 1024 * 1024 * 1024;
const audioBitrate = 128_000;

interface VideoFacts {
  width: number;
  height: number;
  codec: string;
  audioCodec?: string;
  frameRate?: number;
  durationSeconds?: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const parseRate = (rate: unknown) => {
  const [num, den] = text(rate).split('/').map(Number);
  return num && den ? num / den : undefined;
};

/**
 * Converts a post's media to what a platform takes, at publish time (the library keeps the original; the
 * converted file lives in memory or a temporary directory and is never a library asset).
 * Images (sharp): orientation applied, padded into the platform's aspect range, downscaled under its largest
 * side, encoded as its output type (Instagram: JPEG), JPEG quality lowered until the file fits its size limit.
 * Videos (the app's ffmpeg runner): re-encoded to H.264 + AAC in MP4 when the codec, audio codec or container
 * is not that, the frame is outside the aspect range or over the largest side, the frame rate is outside the
 * range, or the file is over the size limit (then at the bitrate that fits the duration).
 * Padding, not cropping: the author's whole frame stays visible; the bars are the same picture, scaled to
 * cover and blurred (what the platforms' own editors do), which suits any brand where a flat colour may not.
 */
export function createMediaConverter(options: MediaConverterOptions = {}) {
  const ffmpeg = options.ffmpegPath ?? 'ffmpeg';
  const ffprobe = options.ffprobePath ?? 'ffprobe';
  const timeoutMs = options.timeoutMs ?? 10 * 60_000;

  async function convertImage(media: PublishMedia, target: ConversionTarget): Promise<PublishMedia> {
    const { formats, rules } = target;
    // sharp loads on the first conversion, not at the server's start-up.
    const { default: sharp } = await import('sharp');
    const input = await media.read();
    const oriented = await sharp(input).rotate().toBuffer({ resolveWithObject: true });
    const { width, height } = oriented.info;
    const frame = fitFrame(width, height, formats.imageAspect, formats.maxImageSide);
    const accepted = rules ? rules.imageTypes.includes(media.contentType) : true;
    const outputType = formats.imageOutputType ?? (accepted ? media.contentType : 'image/jpeg');
    const tooLarge = rules ? media.size > rules.maxImageBytes : false;
    const resized = frame.width !== width || frame.height !== height;
    if (!frame.padded && !resized && outputType === media.contentType && !tooLarge) return media;
    const background = await sharp(oriented.data)
      .resize(frame.width, frame.height, { fit: 'cover' })
      .blur(Math.max(8, Math.round(Math.max(frame.width, frame.height) / 40)))
      .toBuffer();
    const foreground = await sharp(oriented.data)
      .resize(frame.width, frame.height, { fit: 'inside' })
      .toBuffer();
    const canvas = sharp(background).composite([{ input: foreground, gravity: 'centre' }]);
    let output: Buffer;
    if (outputType === 'image/png') output = await canvas.png().toBuffer();
    else if (outputType === 'image/webp') output = await canvas.webp({ quality: 90 }).toBuffer();
    else {
      const flat = await canvas.toBuffer();
      output = await sharp(flat).jpeg({ quality: 90, mozjpeg: true }).toBuffer();
      for (let quality = 80; rules && output.length > rules.maxImageBytes && quality >= 40; quality -= 10)
        output = await sharp(flat).jpeg({ quality, mozjpeg: true }).toBuffer();
    }
    const type = outputType === 'image/png' || outputType === 'image/webp' ? outputType : 'image/jpeg';
    return { contentType: type, size: output.length, read: async () => output };
  }

  async function probeVideo(file: string): Promise<VideoFacts> {
    const output = await runMediaTool(
      ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', toFileInput(file)],
      { timeoutMs: 30_000, maxOutputBytes: 4 * 1024 * 1024, maxMemoryBytes: memoryBytes },
    );
    const answer = JSON.parse(output.toString('utf8')) as {
      streams?: Record<string, unknown>[];
      format?: { duration?: string };
    };
    const video = answer.streams?.find((stream) => stream.codec_type === 'video');
    const audio = answer.streams?.find((stream) => stream.codec_type === 'audio');
    const duration = Number(answer.format?.duration);
    return {
      width: Number(video?.width) || 0,
      height: Number(video?.height) || 0,
      codec: text(video?.codec_name),
      ...(audio ? { audioCodec: text(audio.codec_name) } : {}),
      ...(parseRate(video?.avg_frame_rate) ? { frameRate: parseRate(video?.avg_frame_rate) } : {}),
      ...(Number.isFinite(duration) && duration > 0 ? { durationSeconds: duration } : {}),
    };
  }

  async function convertVideo(media: PublishMedia, target: ConversionTarget): Promise<PublishMedia> {
    const { formats, rules } = target;
    const directory = await mkdtemp(join(options.workDir ?? tmpdir(), 'postforge-convert-'));
    try {
      const source = join(directory, 'source');
      await writeFile(source, await media.read());
      const facts = await probeVideo(source);
      const frame = fitFrame(facts.width, facts.height, formats.videoAspect, formats.maxVideoSide);
      const maxBytes = rules?.maxVideoBytes ?? formats.maxVideoBytes;
      const tooLarge = maxBytes !== undefined && media.size > maxBytes;
      const rate = facts.frameRate;
      const fps =
        rate && formats.maxFrameRate && rate > formats.maxFrameRate + 0.01
          ? formats.maxFrameRate
          : rate && formats.minFrameRate && rate < formats.minFrameRate - 0.01
            ? formats.minFrameRate
            : undefined;
      const resized = frame.width !== facts.width || frame.height !== facts.height;
      const needed =
        media.contentType !== 'video/mp4' ||
        facts.codec !== 'h264' ||
        (facts.audioCodec !== undefined && facts.audioCodec !== 'aac') ||
        frame.padded ||
        resized ||
        fps !== undefined ||
        tooLarge;
      if (!needed) return { ...media, durationSeconds: facts.durationSeconds ?? media.durationSeconds };
      const { width: w, height: h } = frame;
      const graph = [
        `[0:v]split[a][b]`,
        `[a]scale=${w}:${h}:force_original_aspect_ratio=increase,crop=${w}:${h},boxblur=20[bg]`,
        `[b]scale=${w}:${h}:force_original_aspect_ratio=decrease[fg]`,
        `[bg][fg]overlay=(W-w)/2:(H-h)/2,setsar=1${fps ? `,fps=${fps}` : ''},format=yuv420p[v]`,
      ].join(';');
      const rateArgs =
        tooLarge && facts.durationSeconds
          ? (() => {
              const bits = Math.floor((maxBytes * 8 * 0.92) / facts.durationSeconds) - audioBitrate;
              const video = Math.max(100_000, bits);
              return ['-b:v', String(video), '-maxrate', String(video), '-bufsize', String(video * 2)];
            })()
          : ['-crf', '23'];
      const output = join(directory, 'converted.mp4');
      await runMediaTool(
        ffmpeg,
        [
          ...['-hide_banner', '-loglevel', 'error', '-protocol_whitelist', 'file', '-i', toFileInput(source)],
          ...['-filter_complex', graph, '-map', '[v]', '-map', '0:a?'],
          ...['-c:v', 'libx264', '-preset', 'veryfast', ...rateArgs],
          ...[
            '-c:a',
            'aac',
            '-b:a',
            String(audioBitrate),
            '-movflags',
            '+faststart',
            '-y',
            toFileInput(output),
          ],
        ],
        { timeoutMs, maxOutputBytes: 1024 * 1024, maxMemoryBytes: memoryBytes },
      );
      const bytes = await readFile(output);
      return {
        contentType: 'video/mp4',
        size: bytes.length,
        ...(facts.durationSeconds !== undefined ? { durationSeconds: facts.durationSeconds } : {}),
        read: async () => bytes,
      };
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }

  return {
    /** The media as the platform takes it (the same media when nothing needs changing). */
    async convert(media: PublishMedia, target: ConversionTarget): Promise<PublishMedia> {
      if (media.contentType.startsWith('image/') && media.contentType !== 'image/gif')
        return convertImage(media, target);
      if (media.contentType.startsWith('video/')) return convertVideo(media, target);
      return media;
    },
  };
}

/** The media converter's interface. */
export type MediaConverter = ReturnType<typeof createMediaConverter>;
