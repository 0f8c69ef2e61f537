import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpegFixture, toneInput } from './media.fixtures';
import { extractVideoStill } from './video-still';

let workDir: string;
let redThenBlue: string;
let shortRed: string;
let audioOnly: string;

/** The average colour of a JPEG, channel by channel. */
async function averageColour(jpeg: Buffer): Promise<number[]> {
  const { channels } = await sharp(jpeg).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'video-still-'));
  const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
  redThenBlue = await runFfmpegFixture(workDir, 'red-then-blue.mp4', [
    '-f',
    'lavfi',
    '-i',
    'color=c=red:size=64x48:rate=25:duration=1',
    '-f',
    'lavfi',
    '-i',
    'color=c=blue:size=64x48:rate=25:duration=1',
    '-filter_complex',
    '[0:v][1:v]concat=n=2:v=1:a=0[v]',
    '-map',
    '[v]',
    ...h264,
  ]);
  shortRed = await runFfmpegFixture(workDir, 'short red.webm', [
    '-f',
    'lavfi',
    '-i',
    'color=c=red:size=48x32:rate=25:duration=0.4',
    '-c:v',
    'libvpx',
    '-deadline',
    'realtime',
  ]);
  audioOnly = await runFfmpegFixture(workDir, 'tone.m4a', [...toneInput(1), '-c:a', 'aac']);
}, 60_000);

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('extractVideoStill', () => {
  it('takes a full-size JPEG frame 1 s into the video', async () => {
    const still = await extractVideoStill(redThenBlue);
    const metadata = await sharp(still).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    const [red = 0, , blue = 0] = await averageColour(still);
    expect(blue).toBeGreaterThan(200);
    expect(red).toBeLessThan(40);
  });

  it('takes the frame at another time when asked', async () => {
    const [red = 0, , blue = 0] = await averageColour(
      await extractVideoStill(redThenBlue, { atSeconds: 0.2 }),
    );
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(40);
  });

  it('falls back to the first frame of a clip shorter than 1 s (path with a space)', async () => {
    const still = await extractVideoStill(shortRed);
    expect(await sharp(still).metadata()).toMatchObject({ format: 'jpeg', width: 48, height: 32 });
    const [red = 0, , blue = 0] = await averageColour(still);
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(40);
  });

  it('fails for a file without video and for a missing ffmpeg', async () => {
    await expect(extractVideoStill(audioOnly)).rejects.toThrow();
    await expect(extractVideoStill(redThenBlue, { ffmpegPath: '/nonexistent/ffmpeg' })).rejects.toThrow(
      'Could not start /nonexistent/ffmpeg',
    );
  });
});
