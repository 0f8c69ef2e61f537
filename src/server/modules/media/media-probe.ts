/** Reads the streams and duration of a video or audio file with ffprobe, forcing the expected demuxer. */
import { MediaToolError, runMediaTool, toFileInput } from '../../integrations/media-tools/media-process';
import type { SignatureFormat } from './media-signature';

/** What ffprobe found in a file. */
export interface ProbedMedia {
  /** The first real video stream (cover art excluded), display size after rotation, px. */
  video?: { width: number; height: number };
  /** Video streams, cover art (attached pictures) excluded. */
  videoStreams: number;
  /** Audio streams. */
  audioStreams: number;
  /**
   * Most pixels in one frame of any video stream, cover art included (0 without video): the larger of the
   * shown and the coded size, as a decoder allocates the coded one (a bitstream may crop a huge frame).
   */
  largestFramePixels: number;
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

/** Memory ffprobe may allocate: it reads headers only, far below this. */
const PROBE_MEMORY_BYTES = 256 * 1024 * 1024;

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
    coded_width?: number;
    coded_height?: number;
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

/** Pixels of one frame of a video stream: the larger of its shown and its coded size. */
function countFramePixels(stream: NonNullable<FfprobeAnswer['streams']>[number]): number {
  const shown = (stream.width ?? 0) * (stream.height ?? 0);
  const coded = (stream.coded_width ?? 0) * (stream.coded_height ?? 0);
  return Math.max(shown, coded);
}

/**
 * Probes the file at `filePath` as `format` with `ffprobe -v error -print_format json -show_format
 * -show_streams` (demuxer forced, `file:` protocol only). No frame is decoded (`-skip_frame all`: decoders
 * read only their headers, which still give the frame size a bitstream claims, e.g. an H.264 SPS or a JPEG
 * SOF), on one thread, under a memory and a time limit, so a small file that claims a huge frame costs
 * nothing here. Rejects with a {@link MediaToolError}: `failed` when ffprobe cannot read the file as that
 * format, `not-started` when ffprobe is missing.
 */
export async function probeMediaFile(
  filePath: string,
  format: SignatureFormat,
  options: ProbeOptions = {},
): Promise<ProbedMedia> {
  const demuxer = DEMUXERS[format];
  if (!demuxer) throw new Error(`No demuxer for ${format}`);
  const args = ['-v', 'error', '-protocol_whitelist', 'file', '-threads', '1', '-skip_frame', 'all'];
  args.push('-f', demuxer);
  args.push('-print_format', 'json', '-show_format', '-show_streams', toFileInput(filePath));
  const output = await runMediaTool(options.ffprobePath ?? 'ffprobe', args, {
    timeoutMs: options.timeoutMs ?? 30_000,
    maxOutputBytes: 4 * 1024 * 1024,
    maxMemoryBytes: PROBE_MEMORY_BYTES,
  });
  let answer: FfprobeAnswer;
  try {
    answer = JSON.parse(output.toString('utf8')) as FfprobeAnswer;
  } catch {
    throw new MediaToolError('failed', 'ffprobe printed no readable JSON');
  }
  const streams = answer.streams ?? [];
  const videoStreams = streams.filter((stream) => stream.codec_type === 'video');
  const realVideoStreams = videoStreams.filter((stream) => stream.disposition?.attached_pic !== 1);
  const videoStream = realVideoStreams.find((stream) => stream.width && stream.height);
  const durationSeconds =
    toSeconds(answer.format?.duration) ??
    streams.map((stream) => toSeconds(stream.duration)).find((seconds) => seconds !== undefined);
  const audioStreams = streams.filter((stream) => stream.codec_type === 'audio').length;
  const probed: ProbedMedia = {
    videoStreams: realVideoStreams.length,
    audioStreams,
    largestFramePixels: Math.max(0, ...videoStreams.map(countFramePixels)),
    hasAudio: audioStreams > 0,
  };
  if (videoStream?.width && videoStream.height) {
    const swap = isQuarterTurn(videoStream);
    probed.video = swap
      ? { width: videoStream.height, height: videoStream.width }
      : { width: videoStream.width, height: videoStream.height };
  }
  if (durationSeconds !== undefined) probed.durationSeconds = durationSeconds;
  return probed;
}
