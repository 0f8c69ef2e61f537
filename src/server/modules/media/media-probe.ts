/** Reads the streams and duration of a video or audio file with ffprobe, forcing the expected demuxer. */
import { MediaToolError, runMediaTool, toFileInput } from '../../integrations/media-tools/media-process';
import type { SignatureFormat } from './media-signature';

/** What ffprobe found in a file. */
export interface ProbedMedia {
  /** The first real video stream (cover art excluded), display size after rotation, px. */
  video?: { width: number; height: number };
  /** True when the file has at least one audio stream. */
  hasAudio: boolean;
  /** Duration in seconds (ms precision), when the container or a stream states one. */
  durationSeconds?: number;
}

/** Options of {@link probeMediaFile}. */
export interface ProbeOptions {
  /** ffprobe executable; default 'ffprobe' on PATH. */
  ffprobePath?: string;
  /** Kill ffprobe after this long; default 30 s. */
  timeoutMs?: number;
}

/** The ffmpeg demuxer for each container format; forcing it stops ffprobe guessing (playlists, concat). */
const DEMUXERS: Partial<Record<SignatureFormat, string>> = {
  mp4: 'mov',
  quicktime: 'mov',
  m4a: 'mov',
  webm: 'matroska',
  matroska: 'matroska',
  ogg: 'ogg',
  mp3: 'mp3',
  wav: 'wav',
};

/** The part of ffprobe's JSON answer we read. */
interface FfprobeAnswer {
  streams?: Array<{
    codec_type?: string;
    width?: number;
    height?: number;
    duration?: string;
    disposition?: { attached_pic?: number };
    tags?: { rotate?: string };
    side_data_list?: Array<{ rotation?: number }>;
  }>;
  format?: { duration?: string };
}

/** A positive, finite number of seconds rounded to ms, or undefined. */
function toSeconds(value: string | undefined): number | undefined {
  const seconds = Number(value);
  return value !== undefined && Number.isFinite(seconds) && seconds > 0
    ? Math.round(seconds * 1000) / 1000
    : undefined;
}

/** True when a stream is displayed rotated by a quarter turn (phone videos), so width and height swap. */
function isQuarterTurn(stream: NonNullable<FfprobeAnswer['streams']>[number]): boolean {
  const rotation =
    stream.side_data_list?.find((entry) => entry.rotation !== undefined)?.rotation ??
    Number(stream.tags?.rotate ?? 0);
  return Math.abs(Math.round(rotation / 90)) % 2 === 1;
}

/**
 * Probes the file at `filePath` as `format` with `ffprobe -v error -print_format json -show_format
 * -show_streams` (demuxer forced, `file:` protocol only). Rejects with a {@link MediaToolError}: `failed`
 * when ffprobe cannot read the file as that format, `not-started` when ffprobe is missing.
 */
export async function probeMediaFile(
  filePath: string,
  format: SignatureFormat,
  options: ProbeOptions = {},
): Promise<ProbedMedia> {
  const demuxer = DEMUXERS[format];
  if (!demuxer) throw new Error(`No demuxer for ${format}`);
  const args = ['-v', 'error', '-protocol_whitelist', 'file', '-f', demuxer];
  args.push('-print_format', 'json', '-show_format', '-show_streams', toFileInput(filePath));
  const output = await runMediaTool(options.ffprobePath ?? 'ffprobe', args, {
    timeoutMs: options.timeoutMs ?? 30_000,
    maxOutputBytes: 4 * 1024 * 1024,
  });
  let answer: FfprobeAnswer;
  try {
    answer = JSON.parse(output.toString('utf8')) as FfprobeAnswer;
  } catch {
    throw new MediaToolError('failed', 'ffprobe printed no readable JSON');
  }
  const streams = answer.streams ?? [];
  const videoStream = streams.find(
    (stream) =>
      stream.codec_type === 'video' &&
      stream.disposition?.attached_pic !== 1 &&
      stream.width &&
      stream.height,
  );
  const durationSeconds =
    toSeconds(answer.format?.duration) ??
    streams.map((stream) => toSeconds(stream.duration)).find((seconds) => seconds !== undefined);
  const probed: ProbedMedia = { hasAudio: streams.some((stream) => stream.codec_type === 'audio') };
  if (videoStream?.width && videoStream.height) {
    const swap = isQuarterTurn(videoStream);
    probed.video = swap
      ? { width: videoStream.height, height: videoStream.width }
      : { width: videoStream.width, height: videoStream.height };
  }
  if (durationSeconds !== undefined) probed.durationSeconds = durationSeconds;
  return probed;
}
