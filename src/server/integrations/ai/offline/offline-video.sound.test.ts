import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../i18n/i18n';
import type { VideoProvider, VideoRequest } from '../types';
import { runMediaTool } from '../../media-tools/media-process';
import {
  createOfflineVideoProvider,
  offlineNoNarrationMessage,
  offlineUltraQualityMessage,
} from './offline-video.provider';

const hasEspeak = (() => {
  try {
    execFileSync('espeak-ng', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

let workDir: string;
let provider: VideoProvider;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'offline-video-sound-'));
  provider = createOfflineVideoProvider({ workDir: path.join(workDir, 'jobs') });
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** Renders `request` and answers the MP4 bytes, or the failure's text. */
async function render(request: VideoRequest): Promise<Buffer | string> {
  const id = await provider.createVideo(request);
  for (;;) {
    const status = await provider.checkVideo(id);
    if (status.state === 'failed') return status.error;
    if (status.state === 'completed' && status.video.kind === 'bytes') return status.video.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const limits = { timeoutMs: 30_000, maxOutputBytes: 1024 * 1024, maxMemoryBytes: 256 * 1024 * 1024 };

/** The clip's streams as ffprobe sees them, and the loudest sample of its first and last second, dBFS. */
async function probe(data: Buffer | string, name: string) {
  if (typeof data === 'string') throw new Error(`render failed: ${data}`);
  const file = path.join(workDir, name);
  await writeFile(file, data);
  const args = ['-v', 'error', '-show_entries', 'stream=codec_type,width,height', '-of', 'json', file];
  const output = await runMediaTool('ffprobe', args, limits);
  const { streams } = JSON.parse(output.toString('utf8')) as {
    streams: Array<{ codec_type: string; width?: number; height?: number }>;
  };
  const loudness = async (start: number) => {
    const detect = ['-hide_banner', '-nostdin', '-ss', String(start), '-t', '1', '-i', file];
    detect.push('-af', 'volumedetect', '-vn', '-f', 'null', '-', '-loglevel', 'info');
    // volumedetect reports on stderr: send it to stdout for runMediaTool.
    const report = await runMediaTool('sh', ['-c', 'ffmpeg "$@" 2>&1', 'ffmpeg', ...detect], limits);
    const match = /max_volume: (-?[\d.]+) dB/u.exec(report.toString('utf8'));
    return match ? Number(match[1]) : -Infinity;
  };
  const video = streams.find((stream) => stream.codec_type === 'video');
  const hasAudio = streams.some((stream) => stream.codec_type === 'audio');
  return {
    width: video?.width,
    height: video?.height,
    hasAudio,
    firstSecondPeak: hasAudio ? await loudness(0.3) : -Infinity,
  };
}

const base: VideoRequest = { prompt: 'Spring linen', aspectRatio: '9:16', caption: 'Linen shirts, 20% off' };

describe('offline video quality and sound', () => {
  it('renders 720p for standard and 1080p for high quality, silent without speech and music', async () => {
    const [standard, high] = await Promise.all([
      render({ ...base, quality: 'standard' }),
      render({ ...base, aspectRatio: '16:9', quality: 'high' }),
    ]);
    await expect(probe(standard, 'standard.mp4')).resolves.toMatchObject({
      width: 720,
      height: 1280,
      hasAudio: false,
    });
    await expect(probe(high, 'high.mp4')).resolves.toMatchObject({ width: 1920, height: 1080 });
  });

  it('refuses 4K with a message every language of the server has', async () => {
    const result = await render({ ...base, quality: 'ultra' });
    expect(result).toBe(offlineUltraQualityMessage);
    expect(translate('de', offlineUltraQualityMessage)).toMatch(/720p oder 1080p/u);
    expect(translate('fr', offlineUltraQualityMessage)).toMatch(/hors ligne/u);
  });

  it('adds a soft generated music bed when music is on', async () => {
    const result = await probe(await render({ ...base, music: true }), 'music.mp4');
    expect(result.hasAudio).toBe(true);
    // Audible, yet a bed: well under full scale.
    expect(result.firstSecondPeak).toBeGreaterThan(-30);
    expect(result.firstSecondPeak).toBeLessThan(-6);
  });

  it.skipIf(!hasEspeak)('mixes the music under the narration, the speech louder than the bed', async () => {
    const narration = {
      text: 'Linen shirts from Porto, twenty percent off.',
      language: 'en',
      voice: 'female',
    } as const;
    const [musicOnly, mixed] = await Promise.all([
      render({ ...base, music: true }).then((data) => probe(data, 'bed.mp4')),
      render({ ...base, music: true, narration }).then((data) => probe(data, 'mixed.mp4')),
    ]);
    expect(mixed.hasAudio).toBe(true);
    expect(mixed.firstSecondPeak).toBeGreaterThan(musicOnly.firstSecondPeak + 3);
  });

  it('says the clip has no narration when espeak-ng is missing, and leaves it silent', async () => {
    const withoutEspeak = createOfflineVideoProvider({
      workDir: path.join(workDir, 'no-espeak'),
      espeakPath: path.join(workDir, 'no-espeak-ng'),
    });
    const narration = { text: 'Linen shirts from Porto.', language: 'en', voice: 'male' } as const;
    const id = await withoutEspeak.createVideo({ ...base, narration });
    let status = await withoutEspeak.checkVideo(id);
    while (status.state === 'in-progress') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = await withoutEspeak.checkVideo(id);
    }
    if (status.state !== 'completed' || status.video.kind !== 'bytes') throw new Error('expected a clip');
    expect(status.notice).toBe(offlineNoNarrationMessage);
    expect(translate('de', offlineNoNarrationMessage)).toMatch(/keine Sprecherstimme/u);
    await expect(probe(status.video.data, 'no-espeak.mp4')).resolves.toMatchObject({ hasAudio: false });
  });

  it.skipIf(!hasEspeak)('has no notice when the narration was spoken', async () => {
    const narration = { text: 'Linen shirts from Porto.', language: 'de', voice: 'male' } as const;
    const id = await provider.createVideo({ ...base, narration });
    let status = await provider.checkVideo(id);
    while (status.state === 'in-progress') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = await provider.checkVideo(id);
    }
    expect(status).toMatchObject({ state: 'completed' });
    expect(status.state === 'completed' && status.notice).toBeFalsy();
  });
});
