import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AspectRatio } from '../../../../shared/domain/video';
import type { VideoProvider, VideoRequest, VideoStatus } from '../types';
import { runMediaTool } from '../../media-tools/media-process';
import { extractVideoStill } from '../../../modules/media/video-still';
import { createOfflineVideoProvider } from './offline-video.provider';

let workDir: string;
let provider: VideoProvider;
let photo: Buffer;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'offline-video-test-'));
  provider = createOfflineVideoProvider({ workDir: path.join(workDir, 'jobs') });
  // A landscape "photo" with detail, to be cover-cropped into portrait frames.
  photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2b6cb0' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><circle cx="800" cy="500" r="300" fill="#f6ad55"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

interface PollResult {
  final: Exclude<VideoStatus, { state: 'in-progress' }>;
  seen: Array<{ status: string; progress: number | undefined }>;
}

/** Polls every 50 ms until the generation leaves 'in-progress'; `onPoll` runs before each check. */
async function pollUntilDone(
  videoProvider: VideoProvider,
  id: string,
  onPoll?: () => Promise<void>,
): Promise<PollResult> {
  const seen: PollResult['seen'] = [];
  for (;;) {
    await onPoll?.();
    const status = await videoProvider.checkVideo(id);
    if (status.state !== 'in-progress') return { final: status, seen };
    seen.push({ status: status.status, progress: status.progress });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The MP4 bytes of a completed generation. */
function videoBytes(result: PollResult): Buffer {
  if (result.final.state !== 'completed')
    throw new Error(`expected completed, got ${JSON.stringify(result.final)}`);
  if (result.final.video.kind !== 'bytes') throw new Error('expected bytes');
  return result.final.video.data;
}

async function probeBytes(data: Buffer, name: string) {
  const file = path.join(workDir, name);
  await writeFile(file, data);
  const args = ['-v', 'error', '-select_streams', 'v:0'];
  args.push('-show_entries', 'stream=codec_name,width,height:format=duration', '-of', 'json', file);
  const output = await runMediaTool('ffprobe', args, {
    timeoutMs: 30_000,
    maxOutputBytes: 1024 * 1024,
    maxMemoryBytes: 256 * 1024 * 1024,
  });
  const parsed = JSON.parse(output.toString('utf8')) as {
    streams: Array<{ codec_name: string; width: number; height: number }>;
    format: { duration: string };
  };
  const stream = parsed.streams[0];
  return {
    width: stream?.width,
    height: stream?.height,
    codec: stream?.codec_name,
    durationSeconds: Number(parsed.format.duration),
  };
}

async function stillOf(data: Buffer, name: string) {
  const file = path.join(workDir, name);
  await writeFile(file, data);
  return extractVideoStill(file, { atSeconds: 1 });
}

function buildRequest(overrides: Partial<VideoRequest> = {}): VideoRequest {
  return {
    prompt: 'Morning coffee ritual',
    aspectRatio: '9:16',
    caption: 'Fresh beans, every Monday',
    image: photo,
    ...overrides,
  };
}

describe('offline video provider', () => {
  it('is labelled as the offline video', () => {
    expect(provider.kind).toBe('offline');
    expect(provider.label).toBe('Postforge offline video');
  });

  it('renders a 5 s H.264 720x1280 MP4 from the image, reporting progress, and the same request twice gives the same bytes', async () => {
    const first = await provider.createVideo(buildRequest());
    const second = await provider.createVideo(buildRequest());
    expect(first).not.toBe(second);
    const [firstResult, secondResult] = await Promise.all([
      pollUntilDone(provider, first),
      pollUntilDone(provider, second),
    ]);
    const data = videoBytes(firstResult);
    expect(data.equals(videoBytes(secondResult))).toBe(true);
    const probe = await probeBytes(data, 'portrait.mp4');
    expect(probe).toMatchObject({ width: 720, height: 1280, codec: 'h264' });
    expect(probe.durationSeconds).toBeCloseTo(5, 1);
    expect(data.indexOf('moov')).toBeLessThan(data.indexOf('mdat'));
    expect(firstResult.seen.length).toBeGreaterThan(0);
    for (const { status, progress } of firstResult.seen) {
      expect(['queued', 'processing']).toContain(status);
      expect(progress).toBeGreaterThanOrEqual(0);
      expect(progress).toBeLessThan(100);
    }
    const still = await stillOf(data, 'portrait-still.mp4');
    await expect(sharp(still).metadata()).resolves.toMatchObject({
      format: 'jpeg',
      width: 720,
      height: 1280,
    });
    await expect(readdir(path.join(workDir, 'jobs'))).resolves.toEqual([]);
  });

  it('renders every aspect ratio at its size without an image, at most two at a time', async () => {
    const expected: Array<[AspectRatio, number, number]> = [
      ['16:9', 1280, 720],
      ['1:1', 720, 720],
      ['4:5', 720, 900],
    ];
    const ids = await Promise.all(
      expected.map(([aspectRatio]) =>
        provider.createVideo({ prompt: 'Launch', aspectRatio, caption: 'Our studio is live' }),
      ),
    );
    let peakProcessing = 0;
    const results = await Promise.all(
      ids.map((id) =>
        pollUntilDone(provider, id, async () => {
          const statuses = await Promise.all(ids.map((each) => provider.checkVideo(each)));
          const processing = statuses.filter(
            (status) => status.state === 'in-progress' && status.status === 'processing',
          );
          peakProcessing = Math.max(peakProcessing, processing.length);
        }),
      ),
    );
    expect(peakProcessing).toBeGreaterThan(0);
    expect(peakProcessing).toBeLessThanOrEqual(2);
    for (const [index, [aspectRatio, width, height]] of expected.entries()) {
      const result = results[index];
      if (!result) throw new Error('missing result');
      const probe = await probeBytes(videoBytes(result), `card-${index}.mp4`);
      expect({ aspectRatio, width: probe.width, height: probe.height, codec: probe.codec }).toEqual({
        aspectRatio,
        width,
        height,
        codec: 'h264',
      });
      expect(probe.durationSeconds).toBeCloseTo(5, 1);
    }
  });

  it('reports failed when ffmpeg fails', async () => {
    const failing = createOfflineVideoProvider({
      workDir: path.join(workDir, 'failing'),
      ffmpegPath: '/bin/false',
    });
    const result = await pollUntilDone(failing, await failing.createVideo(buildRequest()));
    expect(result.final).toMatchObject({
      state: 'failed',
      error: expect.stringMatching(/exit code 1/) as unknown,
    });
    await expect(readdir(path.join(workDir, 'failing'))).resolves.toEqual([]);
  });

  it('reports failed when ffmpeg is missing', async () => {
    const missing = createOfflineVideoProvider({
      workDir: path.join(workDir, 'missing'),
      ffmpegPath: path.join(workDir, 'no-ffmpeg'),
    });
    const result = await pollUntilDone(missing, await missing.createVideo(buildRequest()));
    expect(result.final).toMatchObject({
      state: 'failed',
      error: expect.stringMatching(/Could not start/) as unknown,
    });
  });

  it('reports failed for an image that is not an image', async () => {
    const result = await pollUntilDone(
      provider,
      await provider.createVideo(buildRequest({ image: Buffer.from('not a picture') })),
    );
    expect(result.final.state).toBe('failed');
  });

  it('throws for an unknown generation id', async () => {
    await expect(provider.checkVideo('offline-video-unknown')).rejects.toThrow(
      /Unknown offline video generation/,
    );
  });
});
