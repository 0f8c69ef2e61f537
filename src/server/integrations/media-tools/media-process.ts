/**
 * Runs ffmpeg / ffprobe for every caller (upload validation, stills, the offline video renderer): no shell,
 * a time limit, a memory limit, a cap on collected output, progress from `-progress pipe:1`, and errors that
 * tell "the tool is missing" apart from "the tool refused this file".
 */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** Why a media tool run failed: it could not start, exited non-zero, ran too long, or printed too much. */
export type MediaToolFailure = 'not-started' | 'failed' | 'timed-out' | 'output-too-large';

/** A failed run of a media tool; `reason` says which way it failed. */
export class MediaToolError extends Error {
  constructor(
    readonly reason: MediaToolFailure,
    message: string,
  ) {
    super(message);
    this.name = 'MediaToolError';
  }
}

/** Options of {@link runMediaTool}. */
export interface MediaToolRunOptions {
  /** The run is killed and rejected after this many milliseconds. */
  timeoutMs: number;
  /** The run is killed and rejected once stdout exceeds this many bytes. */
  maxOutputBytes: number;
  /**
   * Most memory the tool may allocate, bytes (heap and anonymous mappings: `RLIMIT_DATA`, set by util-linux
   * `prlimit`). An allocation past it fails inside the tool, which then exits non-zero (`failed`); a few
   * ffmpeg paths retry instead until `timeoutMs` ends the run. Where `prlimit` is missing (not Linux), the
   * run has no operating-system cap: see {@link hasMemoryLimit}.
   */
  maxMemoryBytes: number;
  /**
   * Called with the encoded time (seconds) each time ffmpeg's `-progress pipe:1` reports it. stdout then
   * carries progress lines and is not collected (the run resolves with an empty buffer).
   */
  onProgress?: (outTimeSeconds: number) => void;
}

/** Exit statuses of `prlimit` when it cannot execute the command (util-linux `EX_EXEC_FAILED`, `EX_EXEC_ENOENT`). */
const EXIT_COMMAND_NOT_EXECUTED = new Set([126, 127]);

let prlimitPath: string | null | undefined;

/** The `prlimit` executable on PATH (looked up once), or null when there is none. */
function findPrlimit(): string | null {
  if (prlimitPath !== undefined) return prlimitPath;
  prlimitPath = null;
  if (process.platform !== 'linux') return prlimitPath;
  for (const directory of (process.env.PATH ?? '/usr/bin:/bin').split(path.delimiter)) {
    const candidate = path.join(directory || '.', 'prlimit');
    try {
      accessSync(candidate, constants.X_OK);
      prlimitPath = candidate;
      break;
    } catch {
      // not in this directory
    }
  }
  return prlimitPath;
}

/** True when media tools run under an operating-system memory cap here (Linux with util-linux `prlimit`). */
export function hasMemoryLimit(): boolean {
  return findPrlimit() !== null;
}

/** The program and arguments to spawn: `command args` under `prlimit --data=…` when available. */
function withMemoryLimit(command: string, args: string[], maxMemoryBytes: number): [string, string[]] {
  const prlimit = findPrlimit();
  if (!prlimit) return [command, args];
  return [prlimit, [`--data=${Math.floor(maxMemoryBytes)}`, '--', command, ...args]];
}

/** The last lines of stderr, where ffmpeg puts the cause of a failure. */
function tailOf(text: string, lines = 3): string {
  return text.trim().split('\n').slice(-lines).join(' | ');
}

/**
 * The encoded time, in seconds, of one line of ffmpeg's `-progress` output: `out_time_us` (microseconds; ffmpeg's
 * `out_time_ms` is microseconds too, despite its name). Undefined for any other line and for `N/A` or a negative
 * time (ffmpeg prints those before the first frame).
 */
export function parseProgressLine(line: string): number | undefined {
  const match = /^out_time_(?:us|ms)=(-?\d+)$/.exec(line.trim());
  if (!match?.[1]) return undefined;
  const microseconds = Number(match[1]);
  return microseconds >= 0 ? microseconds / 1_000_000 : undefined;
}

/**
 * Spawns `command args` (under its memory limit) and resolves with its whole stdout when it exits with 0.
 * Rejects with a {@link MediaToolError}: `not-started` (e.g. binary not found), `failed` (non-zero exit, an
 * allocation over the memory limit included; the message ends with the tail of stderr), `timed-out` or
 * `output-too-large` (the process is killed).
 */
export function runMediaTool(command: string, args: string[], options: MediaToolRunOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const [program, programArgs] = withMemoryLimit(command, args, options.maxMemoryBytes);
    const wrapped = program !== command;
    const child = spawn(program, programArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let outputBytes = 0;
    let stderr = '';
    let failure: MediaToolError | undefined;
    const stop = (error: MediaToolError) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(new MediaToolError('timed-out', `${command} took longer than ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    let pendingLine = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (options.onProgress) {
        const lines = (pendingLine + chunk.toString('utf8')).split('\n');
        pendingLine = lines.pop() ?? '';
        for (const line of lines) {
          const seconds = parseProgressLine(line);
          if (seconds !== undefined) options.onProgress(seconds);
        }
        return;
      }
      outputBytes += chunk.length;
      if (outputBytes > options.maxOutputBytes) {
        stop(
          new MediaToolError(
            'output-too-large',
            `${command} printed more than ${options.maxOutputBytes} bytes`,
          ),
        );
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4_000);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(failure ?? new MediaToolError('not-started', `Could not start ${command}: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (failure) reject(failure);
      else if (code === 0) resolve(Buffer.concat(chunks));
      else if (wrapped && EXIT_COMMAND_NOT_EXECUTED.has(code ?? 0) && /failed to execute/.test(stderr))
        reject(new MediaToolError('not-started', `Could not start ${command}: ${tailOf(stderr, 1)}`));
      else {
        const status = signal ?? `exit code ${String(code)}`;
        reject(
          new MediaToolError('failed', `${command} failed (${status})${stderr ? `: ${tailOf(stderr)}` : ''}`),
        );
      }
    });
  });
}

/**
 * The input argument for a local file: an absolute path behind the `file:` protocol, so a name such as
 * `http://…`, `concat:…` or `-x` can never be taken for a URL, another protocol or an option.
 */
export function toFileInput(filePath: string): string {
  return `file:${path.resolve(filePath)}`;
}
