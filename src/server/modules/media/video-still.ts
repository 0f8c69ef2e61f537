import { runMediaTool, toFileInput } from '../../integrations/media-tools/media-process';

/** Options of {@link extractVideoStill}. */
export interface VideoStillOptions {
  /** ffmpeg executable; default 'ffmpeg' on PATH. */
  ffmpegPath?: string;
  /** Where the still is taken, seconds from the start; default 1. */
  atSeconds?: number;
  /** Kill ffmpeg after this long; default 60 s. */
  timeoutMs?: number;
}

/** Largest still accepted from ffmpeg (a JPEG of an 8K frame is far smaller). */
const MAX_STILL_BYTES = 32 * 1024 * 1024;
/** Memory ffmpeg may allocate: one decoded frame of at most 4096×4096 px and its JPEG, with room to spare. */
const STILL_MEMORY_BYTES = 512 * 1024 * 1024;
/** Most pixels a decoder may allocate for one frame (the validator's per-frame limit: 4096×4096). */
const MAX_FRAME_PIXELS = 4096 * 4096;

/** One JPEG frame at `atSeconds` (input seek, then the first frame from there), or an empty buffer past the end. */
function grabFrame(videoPath: string, atSeconds: number, options: VideoStillOptions): Promise<Buffer> {
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-protocol_whitelist', 'file'];
  // One decoding thread and a per-frame pixel cap: a frame larger than the validator allows is never decoded.
  args.push('-threads', '1', '-max_pixels', String(MAX_FRAME_PIXELS));
  args.push('-ss', atSeconds.toFixed(3), '-i', toFileInput(videoPath));
  args.push(
    '-map',
    '0:v:0',
    '-frames:v',
    '1',
    '-an',
    '-sn',
    '-dn',
    '-f',
    'image2pipe',
    '-c:v',
    'mjpeg',
    '-q:v',
    '3',
    'pipe:1',
  );
  return runMediaTool(options.ffmpegPath ?? 'ffmpeg', args, {
    timeoutMs: options.timeoutMs ?? 60_000,
    maxOutputBytes: MAX_STILL_BYTES,
    maxMemoryBytes: STILL_MEMORY_BYTES,
  });
}

/**
 * A JPEG still of the (already validated) video at `videoPath`, full frame size and upright, taken
 * `atSeconds` in (default 1 s) for thumbnails and posters. A clip shorter than that yields its first frame
 * instead. Throws when ffmpeg fails or the file has no video frame at all.
 */
export async function extractVideoStill(videoPath: string, options: VideoStillOptions = {}): Promise<Buffer> {
  const atSeconds = Math.max(0, options.atSeconds ?? 1);
  const still = await grabFrame(videoPath, atSeconds, options);
  if (still.length > 0) return still;
  const firstFrame = atSeconds > 0 ? await grabFrame(videoPath, 0, options) : still;
  if (firstFrame.length === 0) throw new Error(`No video frame in ${videoPath}`);
  return firstFrame;
}
