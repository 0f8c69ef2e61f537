/**
 * Real media files of the fake AI provider: small PNGs rendered with sharp (a colour per image number) and
 * one 5-second 320x240 H.264 MP4 made with ffmpeg into a temporary folder, created once and reused.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

/** Side of the square PNGs the fake serves, in pixels. */
export const fakeImageSize = 64;

/** A solid-colour PNG for image number `n` (the hue turns with n, so different images differ). */
export async function renderFakePng(n: number): Promise<Buffer> {
  const hue = (n * 47) % 360;
  const channel = (offset: number): number =>
    Math.round(127 + 120 * Math.cos(((hue + offset) * Math.PI) / 180));
  return sharp({
    create: {
      width: fakeImageSize,
      height: fakeImageSize,
      channels: 3,
      background: { r: channel(0), g: channel(120), b: channel(240) },
    },
  })
    .png()
    .toBuffer();
}

/** Makes the MP4 on first use and hands out its bytes; `dispose` deletes the temporary folder. */
export function createFakeVideoFile(ffmpegPath = process.env.FFMPEG_PATH ?? 'ffmpeg'): {
  read(): Promise<Buffer>;
  dispose(): Promise<void>;
} {
  let directory: string | undefined;
  let bytes: Promise<Buffer> | undefined;
  const make = async (): Promise<Buffer> => {
    directory = await mkdtemp(join(tmpdir(), 'postforge-fake-ai-'));
    const output = join(directory, 'video.mp4');
    await run(ffmpegPath, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'color=c=blue:s=320x240:d=5',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-y',
      output,
    ]);
    return readFile(output);
  };
  return {
    read() {
      bytes ??= make();
      return bytes;
    },
    async dispose() {
      await bytes?.catch(() => undefined);
      if (directory) await rm(directory, { recursive: true, force: true });
    },
  };
}
