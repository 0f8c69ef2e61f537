/**
 * The cleaned copy of an uploaded video or audio file: its streams copied into a fresh container of the same
 * kind without re-encoding (`-c copy`, so quality and length stay as uploaded and it takes about as long as
 * copying the file), and without anything else the upload carried: global and per-stream metadata (location,
 * device, titles, dates), chapters, subtitle and data tracks (e.g. GPS telemetry), cover art. MP4 and MOV get
 * their index at the front (faststart) so playback starts before the download ends. The work is bounded by
 * the upload's size (packets are copied, never decoded), a time limit and a memory limit.
 */
import { rm } from 'node:fs/promises';
import { MediaToolError, runMediaTool, toFileInput } from '../../integrations/media-tools/media-process';
import type { MediaKind, SignatureFormat } from './media-signature';

/** Options of {@link remuxWithoutMetadata}. */
export interface RemuxOptions {
  /** ffmpeg executable; default 'ffmpeg' on PATH. */
  ffmpegPath?: string;
  /** Kill ffmpeg after this long; default 120 s. */
  timeoutMs?: number;
}

/** The container written: its ffmpeg muxer, and the type and extension the stored file then has. */
export interface RemuxedContainer {
  muxer: string;
  contentType: string;
  extension: string;
}

/** Memory ffmpeg may allocate while copying packets (no decoder or encoder runs). */
const REMUX_MEMORY_BYTES = 256 * 1024 * 1024;

/** The ffmpeg demuxer for each container format (forced, so ffmpeg never guesses from the content). */
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

/**
 * Containers to try for a format and kind, in order: the upload's own container, then (WebM only) Matroska,
 * which takes any codec, for a WebM whose streams the WebM muxer refuses (e.g. H.264 from a browser recorder).
 */
export function chooseContainers(format: SignatureFormat, kind: MediaKind): RemuxedContainer[] {
  const isVideo = kind === 'video';
  const matroska: RemuxedContainer = isVideo
    ? { muxer: 'matroska', contentType: 'video/x-matroska', extension: 'mkv' }
    : { muxer: 'matroska', contentType: 'audio/x-matroska', extension: 'mka' };
  switch (format) {
    case 'mp4':
    case 'm4a':
      return [
        isVideo
          ? { muxer: 'mp4', contentType: 'video/mp4', extension: 'mp4' }
          : { muxer: 'mp4', contentType: 'audio/mp4', extension: 'm4a' },
      ];
    case 'quicktime':
      return [
        isVideo
          ? { muxer: 'mov', contentType: 'video/quicktime', extension: 'mov' }
          : { muxer: 'mov', contentType: 'audio/mp4', extension: 'm4a' },
      ];
    case 'webm':
      return [
        {
          muxer: 'webm',
          contentType: isVideo ? 'video/webm' : 'audio/webm',
          extension: 'webm',
        },
        matroska,
      ];
    case 'matroska':
      return [matroska];
    case 'ogg':
      return [{ muxer: 'ogg', contentType: 'audio/ogg', extension: 'ogg' }];
    case 'mp3':
      return [{ muxer: 'mp3', contentType: 'audio/mpeg', extension: 'mp3' }];
    case 'wav':
      return [{ muxer: 'wav', contentType: 'audio/wav', extension: 'wav' }];
    default:
      throw new Error(`Not a video or audio container: ${format}`);
  }
}

/** ffmpeg arguments of one remux attempt. */
function buildRemuxArgs(
  sourcePath: string,
  outputPath: string,
  format: SignatureFormat,
  kind: MediaKind,
  container: RemuxedContainer,
): string[] {
  const demuxer = DEMUXERS[format];
  if (!demuxer) throw new Error(`No demuxer for ${format}`);
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-protocol_whitelist', 'file'];
  args.push('-threads', '1', '-f', demuxer, '-i', toFileInput(sourcePath));
  // `V`: video streams that are not cover art; audio is optional in a video.
  if (kind === 'video') args.push('-map', '0:V', '-map', '0:a?');
  else args.push('-map', '0:a');
  args.push('-map_metadata', '-1', '-map_metadata:s', '-1', '-map_chapters', '-1');
  // Every packet is copied (no `-t`): the caller reads the copy's real length, which a cut would hide.
  args.push('-c', 'copy', '-fflags', '+bitexact');
  if (container.muxer === 'mp4' || container.muxer === 'mov') args.push('-movflags', '+faststart');
  args.push('-f', container.muxer, toFileInput(outputPath));
  return args;
}

/**
 * Writes the cleaned copy of `sourcePath` (an upload already identified as `format` holding `kind`) to
 * `outputPath` (replaced if present) and tells which container it is. Rejects with a {@link MediaToolError}:
 * `not-started` when ffmpeg is missing, `failed` when no container takes the streams, `timed-out`.
 */
export async function remuxWithoutMetadata(
  sourcePath: string,
  outputPath: string,
  format: SignatureFormat,
  kind: MediaKind,
  options: RemuxOptions,
): Promise<RemuxedContainer> {
  const containers = chooseContainers(format, kind);
  let lastError: unknown;
  for (const container of containers) {
    await rm(outputPath, { force: true });
    try {
      await runMediaTool(
        options.ffmpegPath ?? 'ffmpeg',
        buildRemuxArgs(sourcePath, outputPath, format, kind, container),
        {
          timeoutMs: options.timeoutMs ?? 120_000,
          maxOutputBytes: 64 * 1024,
          maxMemoryBytes: REMUX_MEMORY_BYTES,
        },
      );
      return container;
    } catch (error) {
      if (!(error instanceof MediaToolError) || error.reason !== 'failed') throw error;
      lastError = error;
    }
  }
  throw lastError;
}
