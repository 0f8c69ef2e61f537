import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n';
import { offlineNoNarrationMessage } from '../../integrations/ai/offline/offline-video.provider';
import { runMediaTool } from '../../integrations/media-tools/media-process';
import { probeMediaFile } from '../media/media-probe';
import {
  createClipFinisher,
  finishedClipSize,
  offlineNarrationLabel,
  type ClipFinisher,
} from './generation.video-finish';

const hasEspeak = (() => {
  try {
    execFileSync('espeak-ng', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const limits = { timeoutMs: 60_000, maxOutputBytes: 1024 * 1024, maxMemoryBytes: 512 * 1024 * 1024 };

let workDir: string;
let finisher: ClipFinisher;
/** A provider's 2-second 320×240 clip: silent, and with a tone; and a 1-second 720p one. */
let silentClip: string;
let toneClip: string;
let sizedClip: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'video-finish-'));
  finisher = createClipFinisher({
    ffmpegPath: 'ffmpeg',
    ffprobePath: 'ffprobe',
    espeakPath: 'espeak-ng',
    workDir: path.join(workDir, 'jobs'),
  });
  silentClip = path.join(workDir, 'silent.mp4');
  toneClip = path.join(workDir, 'tone.mp4');
  const video = ['-f', 'lavfi', '-i', 'testsrc=s=320x240:d=2:r=25'];
  const encode = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
  await runMediaTool('ffmpeg', ['-y', ...video, ...encode, silentClip], limits);
  const tone = ['-f', 'lavfi', '-i', 'sine=frequency=440:d=2'];
  await runMediaTool('ffmpeg', ['-y', ...video, ...tone, ...encode, '-c:a', 'aac', toneClip], limits);
  sizedClip = path.join(workDir, 'sized.mp4');
  const sized = ['-f', 'lavfi', '-i', 'testsrc=s=1280x720:d=1:r=25'];
  await runMediaTool('ffmpeg', ['-y', ...sized, ...encode, sizedClip], limits);
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** The loudest sample of the file's sound, dBFS (-Infinity when silent or without sound). */
async function peakOf(file: string): Promise<number> {
  const args = ['-hide_banner', '-nostdin', '-i', file, '-af', 'volumedetect', '-vn', '-f', 'null', '-'];
  // volumedetect reports on stderr: send it to stdout for runMediaTool.
  const report = await runMediaTool('sh', ['-c', 'ffmpeg "$@" 2>&1', 'ffmpeg', ...args], limits);
  const match = /max_volume: (-?[\d.]+) dB/u.exec(report.toString('utf8'));
  return match ? Number(match[1]) : -Infinity;
}

/** Runs the finisher in its own folder; answers what it made, probed, with the labels in English. */
async function finish(clip: string, settings: Parameters<ClipFinisher['finish']>[2]) {
  const directory = await finisher.makeDirectory();
  const finished = await finisher.finish({ path: clip, extension: 'mp4' }, directory, settings);
  const labels = finished.labels.map((label) => translate('en', label));
  if (!finished.path) return { labels, probe: undefined, peak: -Infinity, directory };
  const probe = await probeMediaFile(finished.path, 'mp4');
  const peak = probe.hasAudio ? await peakOf(finished.path) : -Infinity;
  return { labels, probe, peak, directory };
}

describe('remote clips made to the video settings', () => {
  it('sizes a clip to the quality on its short side, keeping its aspect, in even pixels', () => {
    expect(finishedClipSize({ width: 720, height: 1280 }, 'high')).toEqual({ width: 1080, height: 1920 });
    expect(finishedClipSize({ width: 1920, height: 1080 }, 'standard')).toEqual({ width: 1280, height: 720 });
    expect(finishedClipSize({ width: 1080, height: 1350 }, 'ultra')).toEqual({ width: 2160, height: 2700 });
    expect(finishedClipSize({ width: 321, height: 241 }, 'standard')).toEqual({ width: 960, height: 720 });
  });

  it('leaves a clip of the right size with nothing asked as it came', async () => {
    const result = await finish(sizedClip, { quality: 'standard', music: false, seed: 'post-0' });
    expect(result).toMatchObject({ labels: [], probe: undefined });
    await finisher.removeDirectory(result.directory);
  });

  it('scales a smaller clip up to the quality and says so', async () => {
    const result = await finish(silentClip, { quality: 'standard', music: false, seed: 'post-1' });
    expect(result.labels).toEqual(["Scaled up to 720p from the provider's 240p clip (Lanczos)."]);
    expect(result.probe?.video).toEqual({ width: 960, height: 720 });
    expect(result.probe?.hasAudio).toBe(false);
    await finisher.removeDirectory(result.directory);
  }, 60_000);

  it('adds the music bed under a clip of the right size, keeping its picture', async () => {
    const small = await finish(sizedClip, { quality: 'standard', music: true, seed: 'post-2' });
    expect(small.labels).toEqual([]);
    expect(small.probe?.video).toEqual({ width: 1280, height: 720 });
    expect(small.probe?.hasAudio).toBe(true);
    expect(small.peak).toBeGreaterThan(-40);
    await finisher.removeDirectory(small.directory);
  }, 60_000);

  it.runIf(hasEspeak)(
    'speaks the narration with the offline voice and labels it',
    async () => {
      const result = await finish(silentClip, {
        quality: 'standard',
        music: false,
        seed: 'post-3',
        narration: { text: 'Fresh bread every morning at eight', language: 'en', voice: 'female' },
      });
      expect(result.labels).toContain(offlineNarrationLabel);
      expect(result.probe?.hasAudio).toBe(true);
      expect(result.peak).toBeGreaterThan(-30);
      await finisher.removeDirectory(result.directory);
    },
    60_000,
  );

  it('says a narration could not be spoken when espeak-ng is missing', async () => {
    const missing = createClipFinisher({
      ffmpegPath: 'ffmpeg',
      ffprobePath: 'ffprobe',
      espeakPath: path.join(workDir, 'no-espeak-here'),
      workDir: path.join(workDir, 'jobs'),
    });
    const directory = await missing.makeDirectory();
    const result = await missing.finish({ path: toneClip, extension: 'mp4' }, directory, {
      quality: 'standard',
      music: false,
      seed: 'post-4',
      narration: { text: 'Hello', language: 'en', voice: 'male' },
    });
    expect(result.labels.map((label) => translate('en', label))).toContain(offlineNoNarrationMessage);
    await missing.removeDirectory(directory);
  }, 60_000);

  it("keeps the clip's own sound in the mix", async () => {
    const bedAlone = await finish(silentClip, { quality: 'standard', music: true, seed: 'post-5' });
    const withTone = await finish(toneClip, { quality: 'standard', music: true, seed: 'post-5' });
    expect(withTone.probe?.hasAudio).toBe(true);
    // The clip's 440 Hz tone (about -18 dBFS) adds to the same soft bed.
    expect(withTone.peak).toBeGreaterThan(bedAlone.peak + 3);
    await finisher.removeDirectory(bedAlone.directory);
    await finisher.removeDirectory(withTone.directory);
  }, 60_000);
});
