import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConcurrencyLimit, extractStill, probeVideo, runMediaProcess } from './offline-video.ffmpeg';

let workDir: string;
let clipPath: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'offline-ffmpeg-test-'));
  clipPath = path.join(workDir, 'clip.mp4');
  // A 2-second 320x180 test pattern: small enough to make in a fraction of a second.
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=320x180:rate=30:duration=2',
  ];
  await runMediaProcess('ffmpeg', [
    ...args,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    clipPath,
  ]);
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('probeVideo', () => {
  it('reads duration, size and codec', async () => {
    const probe = await probeVideo(clipPath);
    expect(probe).toMatchObject({ width: 320, height: 180, codec: 'h264' });
    expect(probe.durationSeconds).toBeCloseTo(2, 1);
  });

  it('throws for a file that is not a video', async () => {
    const notVideo = path.join(workDir, 'notes.txt');
    await writeFile(notVideo, 'just text');
    await expect(probeVideo(notVideo)).rejects.toThrow(/ffprobe failed/);
  });
});

describe('extractStill', () => {
  it('returns a JPEG still from bytes and removes its temporary copy', async () => {
    const stillDir = path.join(workDir, 'stills');
    await mkdir(stillDir);
    const jpeg = await extractStill(await readFile(clipPath), 1, { workDir: stillDir });
    expect(jpeg.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    const metadata = await sharp(jpeg).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 320, height: 180 });
    await expect(readdir(stillDir)).resolves.toEqual([]);
  });

  it('returns a JPEG still from a path', async () => {
    const jpeg = await extractStill(clipPath);
    await expect(sharp(jpeg).metadata()).resolves.toMatchObject({ format: 'jpeg' });
  });

  it('throws when the video is shorter than the requested time', async () => {
    await expect(extractStill(clipPath, 10)).rejects.toThrow(/No frame at 10 s/);
  });

  it('throws when ffmpeg cannot be started', async () => {
    await expect(
      extractStill(clipPath, 1, { ffmpegPath: path.join(workDir, 'no-such-ffmpeg') }),
    ).rejects.toThrow(/Could not start/);
  });
});

describe('createConcurrencyLimit', () => {
  it('runs at most the limit at once, in call order', async () => {
    const limit = createConcurrencyLimit(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (index: number) => async () => {
      started.push(index);
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 10));
      active -= 1;
      return index;
    };
    const results = await Promise.all([0, 1, 2, 3, 4].map((index) => limit.run(task(index))));
    expect(results).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
  });

  it('frees the slot when a task fails', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
