/**
 * ffmpeg and ffprobe plumbing of the offline video provider: a process-wide limit of two media jobs at once
 * (the machine has two cores), a runner that reports `-progress` time, a still extractor and a prober.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Runs tasks with at most `limit` of them in flight; the rest wait in call order. */
export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** Creates a {@link ConcurrencyLimit} of `limit` (≥ 1) tasks at once. */
export function createConcurrencyLimit(limit: number): ConcurrencyLimit {
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    active -= 1;
    waiting.shift()?.();
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      active += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

/** The slots every media job of this process shares: at most two ffmpeg/ffprobe runs at once. */
export const mediaJobSlots = createConcurrencyLimit(2);

/** Options of {@link runMediaProcess}. */
export interface MediaProcessOptions {
  /** Called with the encoded time (seconds) each time ffmpeg's `-progress pipe:1` reports it. */
  onProgress?: (outTimeSeconds: number) => void;
  /** When true, stdout is collected and returned (it must then not carry `-progress`). */
  collectStdout?: boolean;
}

/** The last lines of a process's stderr, for error messages (ffmpeg puts the cause at the end). */
function tailOf(text: string, lines = 4): string {
  return text.trim().split('\n').slice(-lines).join(' | ');
}

/**
 * Spawns `command args` (no shell) and resolves with its stdout when it exits with 0; rejects with the exit
 * code and the end of stderr otherwise, or when the command cannot be started (e.g. ENOENT).
 */
export function runMediaProcess(
  command: string,
  args: string[],
  options: MediaProcessOptions = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stderr = '';
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (options.collectStdout) {
        stdout.push(chunk);
        return;
      }
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_(?:us|ms)=(\d+)/.exec(line.trim());
        if (match?.[1]) options.onProgress?.(Number(match[1]) / 1_000_000);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-8_000);
    });
    child.on('error', (error) => reject(new Error(`Could not start ${command}: ${error.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(stdout));
      else
        reject(
          new Error(
            `${command} failed (${signal ?? `exit code ${String(code)}`})${stderr ? `: ${tailOf(stderr)}` : ''}`,
          ),
        );
    });
  });
}

/** Options shared by {@link extractStill} and {@link probeVideo}. */
export interface MediaToolOptions {
  /** ffmpeg executable; default 'ffmpeg' on PATH. */
  ffmpegPath?: string;
  /** ffprobe executable; default 'ffprobe' on PATH. */
  ffprobePath?: string;
  /** Folder for the temporary copy of video bytes; default the OS temp folder. */
  workDir?: string;
}

/**
 * A JPEG still of the video at `atSeconds` (default 1 s), full frame size, e.g. for thumbnails. Bytes are
 * written to a temporary file first (MP4 needs a seekable input) and the file is removed afterwards.
 * Throws when ffmpeg fails or the video is shorter than `atSeconds` (no frame there).
 */
export async function extractStill(
  videoBytesOrPath: Buffer | string,
  atSeconds = 1,
  options: MediaToolOptions = {},
): Promise<Buffer> {
  if (typeof videoBytesOrPath === 'string') return extractStillFromFile(videoBytesOrPath, atSeconds, options);
  const temporaryDir = await mkdtemp(path.join(options.workDir ?? os.tmpdir(), 'still-'));
  try {
    const inputPath = path.join(temporaryDir, 'input.mp4');
    await writeFile(inputPath, videoBytesOrPath);
    return await extractStillFromFile(inputPath, atSeconds, options);
  } finally {
    await rm(temporaryDir, { recursive: true, force: true });
  }
}

/** {@link extractStill} for a file on disk. */
async function extractStillFromFile(
  inputPath: string,
  atSeconds: number,
  options: MediaToolOptions,
): Promise<Buffer> {
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-ss', String(atSeconds), '-i', inputPath];
  args.push('-frames:v', '1', '-an', '-f', 'image2pipe', '-c:v', 'mjpeg', '-q:v', '3', 'pipe:1');
  const jpeg = await mediaJobSlots.run(() =>
    runMediaProcess(options.ffmpegPath ?? 'ffmpeg', args, { collectStdout: true }),
  );
  if (jpeg.length === 0) throw new Error(`No frame at ${atSeconds} s: the video is shorter.`);
  return jpeg;
}

/** What {@link probeVideo} reads from a video file. */
export interface VideoProbe {
  /** Container duration, seconds. */
  durationSeconds: number;
  /** Frame size of the first video stream, px. */
  width: number;
  height: number;
  /** Codec name as ffprobe says it, e.g. 'h264'. */
  codec: string;
}

/** Reads duration, size and codec of the first video stream with ffprobe. Throws when there is none. */
export async function probeVideo(videoPath: string, options: MediaToolOptions = {}): Promise<VideoProbe> {
  const args = [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=codec_name,width,height:format=duration',
  ];
  args.push('-of', 'json', videoPath);
  const output = await mediaJobSlots.run(() =>
    runMediaProcess(options.ffprobePath ?? 'ffprobe', args, { collectStdout: true }),
  );
  const parsed = JSON.parse(output.toString('utf8')) as {
    streams?: Array<{ codec_name?: string; width?: number; height?: number }>;
    format?: { duration?: string };
  };
  const stream = parsed.streams?.[0];
  const durationSeconds = Number(parsed.format?.duration);
  if (!stream?.codec_name || !stream.width || !stream.height || !Number.isFinite(durationSeconds)) {
    throw new Error(`No video stream in ${videoPath}`);
  }
  return { durationSeconds, width: stream.width, height: stream.height, codec: stream.codec_name };
}
