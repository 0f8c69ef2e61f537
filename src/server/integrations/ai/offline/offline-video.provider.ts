/**
 * Offline video provider: a 5-second MP4 made locally with ffmpeg from the request's image (or an offline
 * card drawn from the caption) with a slow, eased zoom and the caption burned in. Jobs run in the
 * background, at most two at once per process; `checkVideo` polls them like a remote provider.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AspectRatio, VideoQualityId } from '../../../../shared/domain/video';
import { findVideoFrameSize, isOfflineVideoQuality } from '../../../../shared/domain/video-frames';
import type { VideoProvider, VideoRequest, VideoStatus } from '../types';
import { hashString } from './offline-image.colors';
import { offlineLabels } from './offline-labels';
import { captionColorsOf, drawLogoOnOverlay } from './offline-video.brand';
import { renderCaptionOverlay } from './offline-video.caption';
import { cardZoom, oversample, prepareStill } from './offline-video.still';
import { buildAudioGraph, buildMusicBedSource } from './offline-video.music';
import { offlineNoNarrationMessage, synthesizeNarration } from './offline-video.narration';

export { offlineNoNarrationMessage };
import { createConcurrencyLimit } from '../../media-tools/concurrency-limit';
import { runMediaTool } from '../../media-tools/media-process';

/** Renders that run at once in this process (the machine has two cores); the rest wait in order. */
const renderSlots = createConcurrencyLimit(2);
/** A 5 s clip takes about 2 s here; anything past this is a stuck ffmpeg. */
const renderTimeoutMs = 5 * 60_000;
/**
 * Memory one render may allocate: about 0.3 GB measured for a 1080×1920 clip on 2 cores; libx264 takes more
 * threads (and memory) on more cores, so the cap leaves room while stopping a runaway encoder.
 */
const renderMemoryBytes = 2 * 1024 * 1024 * 1024;

/** Length of every offline video, seconds. */
export const offlineVideoSeconds = 5;
/** Frame rate of every offline video. */
export const offlineVideoFps = 30;
const frameCount = offlineVideoSeconds * offlineVideoFps;

/** Why a 4K clip is not made offline; stored (translated) as the post's video message. */
export const offlineUltraQualityMessage =
  'Offline videos are made in 720p or 1080p; choose Standard or High quality, or connect a video provider for 4K.';

/** Frame size of the offline video, px: 720 (standard, the default) or 1080 (high) on the short side. */
export function findVideoSize(
  aspectRatio: AspectRatio,
  quality: VideoQualityId = 'standard',
): { width: number; height: number } {
  return findVideoFrameSize(aspectRatio, quality);
}

/**
 * The zoompan expressions of one of three camera moves (zoom in, zoom out, zoom in drifting up), chosen by
 * `seed`; the zoom eases in and out over the 150 frames and spans 1 to 1 + `amount`.
 */
function buildMotionFilter(seed: number, amount: number, size: { width: number; height: number }): string {
  const eased = `(3*pow(on/${frameCount - 1},2)-2*pow(on/${frameCount - 1},3))`;
  const move = seed % 3;
  const zoom = move === 1 ? `${1 + amount}-${amount}*${eased}` : `1+${amount}*${eased}`;
  const y = move === 2 ? `(ih-ih/zoom)*(0.5-0.35*${eased})` : '(ih-ih/zoom)/2';
  return `zoompan=z='${zoom}':x='(iw-iw/zoom)/2':y='${y}':d=${frameCount}:s=${size.width}x${size.height}:fps=${offlineVideoFps}`;
}

/** H.264 for every player: yuv420p, index at the front so playback starts before the download ends. */
const encoderArgs = '-c:v libx264 -preset veryfast -crf 23 -pix_fmt yuv420p -movflags +faststart'.split(' ');
/** No encoder version or timestamps in the file: the same request gives the same bytes. */
const reproducibleArgs = '-map_metadata -1 -fflags +bitexact -flags:v +bitexact'.split(' ');

/** The narration as AAC, padded with silence to the clip's length; reproducible like the picture. */
const audioArgs = '-c:a aac -b:a 96k -ar 44100 -ac 1 -flags:a +bitexact'.split(' ');

/** ffmpeg arguments: raw RGB still (+ optional caption PNG, narration, music) → 5 s MP4, progress on stdout. */
function buildFfmpegArgs(
  files: {
    still: string;
    caption: string | undefined;
    narration: string | undefined;
    musicSource: string | undefined;
    output: string;
  },
  size: { width: number; height: number },
  motion: string,
): string[] {
  const stillSize = `${size.width * oversample}x${size.height * oversample}`;
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-progress', 'pipe:1', '-nostats'];
  args.push('-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', stillSize, '-i', files.still);
  let graph = `[0:v]${motion},setsar=1[moving]`;
  if (files.caption) {
    // One decoded frame, repeated by overlay after its end: a fixed caption over the moving picture (a looped
    // PNG input with a fade cost ~0.5 s more per video here).
    args.push('-i', files.caption);
    graph += ';[moving][1:v]overlay=0:0:eof_action=repeat[composed]';
  } else {
    graph += ';[moving]null[composed]';
  }
  graph += ';[composed]format=yuv420p[video]';
  let nextInput = files.caption ? 2 : 1;
  const audioInputs: { narration: number | undefined; music: number | undefined } = {
    narration: undefined,
    music: undefined,
  };
  if (files.narration) {
    args.push('-i', files.narration);
    audioInputs.narration = nextInput++;
  }
  if (files.musicSource) {
    args.push('-f', 'lavfi', '-i', files.musicSource);
    audioInputs.music = nextInput;
  }
  const audioGraph = buildAudioGraph(audioInputs, offlineVideoSeconds);
  if (audioGraph) graph += `;${audioGraph}`;
  args.push('-filter_complex', graph, '-map', '[video]', '-frames:v', String(frameCount));
  if (audioGraph) args.push('-map', '[audio]', ...audioArgs);
  args.push('-r', String(offlineVideoFps), ...encoderArgs, ...reproducibleArgs, files.output);
  return args;
}

/** Options of {@link createOfflineVideoProvider}. */
export interface OfflineVideoProviderOptions {
  /** ffmpeg executable; default 'ffmpeg' on PATH. (Configuration such as FFMPEG_PATH is read elsewhere.) */
  ffmpegPath?: string;
  /** Folder for temporary job files (created if missing); each job's files are removed when it ends. */
  workDir: string;
  /** Folder of the Inter woff files; default @fontsource/inter's. */
  fontsDir?: string;
  /** espeak-ng executable for narration; default 'espeak-ng' on PATH (without it, clips are silent). */
  espeakPath?: string;
  /** How long a finished job's answer stays available to `checkVideo`, ms (default 30 minutes). */
  retainMs?: number;
}

/** A job as the provider tracks it. */
type VideoJob =
  | { state: 'queued' }
  | { state: 'processing'; progress: number }
  | { state: 'completed'; data: Buffer; notice: string | undefined }
  | { state: 'failed'; error: string };

/**
 * Creates the offline video provider. `createVideo` returns at once with a new id (a random UUID: only the id
 * is random, the media depends on the request alone); `checkVideo` answers `queued` while waiting for one of
 * the two slots, `processing` with `progress` in percent (0-99, from ffmpeg's encoded time over 5 s) while
 * rendering, then the MP4 bytes or the error. An unknown (or expired) id throws.
 *
 * Captions are drawn with satori into a transparent PNG overlay (no ffmpeg font needed); without
 * `request.image` the background is an offline card with the caption as headline, and no overlay is added.
 * A request with a brand `palette` gets the card and the caption panel in it, and one with a `logo` shows it at
 * the top right of the safe area, fixed over the moving picture.
 * A request with `narration` gets it spoken by espeak-ng in its language under the clip (silent when
 * espeak-ng has no voice for the language).
 */
export function createOfflineVideoProvider(options: OfflineVideoProviderOptions): VideoProvider {
  const jobs = new Map<string, VideoJob>();
  const ffmpegPath = options.ffmpegPath ?? 'ffmpeg';
  const retainMs = options.retainMs ?? 30 * 60_000;

  const finish = (id: string, job: VideoJob) => {
    jobs.set(id, job);
    setTimeout(() => jobs.delete(id), retainMs).unref();
  };

  const renderVideo = async (
    id: string,
    request: VideoRequest,
  ): Promise<{ data: Buffer; notice: string | undefined }> => {
    const quality = request.quality ?? 'standard';
    if (!isOfflineVideoQuality(quality)) throw new Error(offlineUltraQualityMessage);
    const size = findVideoSize(request.aspectRatio, quality);
    await mkdir(options.workDir, { recursive: true });
    const jobDir = await mkdtemp(path.join(options.workDir, 'video-'));
    try {
      const still = await prepareStill(request, size, options.fontsDir);
      const captionOverlay = request.image
        ? await renderCaptionOverlay(
            request.caption,
            request.aspectRatio,
            size,
            options.fontsDir,
            captionColorsOf(request.palette),
            request.fonts,
          )
        : undefined;
      // The pack's logo sits on the fixed overlay (a card background has no caption overlay otherwise).
      const caption = request.logo
        ? await drawLogoOnOverlay(captionOverlay, request.logo, request.aspectRatio, size)
        : captionOverlay;
      const narration = request.narration
        ? await synthesizeNarration(request.narration, jobDir, options.espeakPath)
        : undefined;
      const seed = hashString(`${request.prompt}\n${request.caption}`);
      const files = {
        still: path.join(jobDir, 'still.rgb'),
        caption: caption ? path.join(jobDir, 'caption.png') : undefined,
        narration,
        musicSource: request.music ? buildMusicBedSource(seed, offlineVideoSeconds) : undefined,
        output: path.join(jobDir, 'video.mp4'),
      };
      await writeFile(files.still, still);
      if (caption && files.caption) await writeFile(files.caption, caption);
      // A card's text sits inside the safe area at the largest zoom (see findCardSafeInsets).
      const zoomAmount = request.image ? 0.15 : cardZoom;
      const motion = buildMotionFilter(seed, zoomAmount, size);
      jobs.set(id, { state: 'processing', progress: 0 });
      await runMediaTool(ffmpegPath, buildFfmpegArgs(files, size, motion), {
        timeoutMs: renderTimeoutMs,
        maxOutputBytes: 0,
        maxMemoryBytes: renderMemoryBytes,
        onProgress: (seconds) => {
          const progress = Math.min(99, Math.max(0, Math.floor((seconds / offlineVideoSeconds) * 100)));
          jobs.set(id, { state: 'processing', progress });
        },
      });
      const notice = request.narration && !narration ? offlineNoNarrationMessage : undefined;
      return { data: await readFile(files.output), notice };
    } finally {
      await rm(jobDir, { recursive: true, force: true });
    }
  };

  return {
    kind: 'offline',
    label: offlineLabels.video,
    createVideo(request: VideoRequest, signal?: AbortSignal): Promise<string> {
      signal?.throwIfAborted();
      const id = `offline-video-${randomUUID()}`;
      jobs.set(id, { state: 'queued' });
      void renderSlots
        .run(() => renderVideo(id, request))
        .then(
          ({ data, notice }) => finish(id, { state: 'completed', data, notice }),
          (error: unknown) =>
            finish(id, { state: 'failed', error: error instanceof Error ? error.message : String(error) }),
        );
      return Promise.resolve(id);
    },
    checkVideo(generationId: string, signal?: AbortSignal): Promise<VideoStatus> {
      signal?.throwIfAborted();
      const job = jobs.get(generationId);
      if (!job) return Promise.reject(new Error(`Unknown offline video generation: ${generationId}`));
      switch (job.state) {
        case 'queued':
          return Promise.resolve({ state: 'in-progress', status: 'queued', progress: 0 });
        case 'processing':
          return Promise.resolve({ state: 'in-progress', status: 'processing', progress: job.progress });
        case 'completed':
          return Promise.resolve({
            state: 'completed',
            video: { kind: 'bytes', data: job.data, contentType: 'video/mp4' },
            ...(job.notice === undefined ? {} : { notice: job.notice }),
          });
        case 'failed':
          return Promise.resolve({ state: 'failed', error: job.error });
      }
    },
  };
}
