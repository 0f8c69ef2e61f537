/**
 * A remote provider's clip made to match the run's video settings, as the settings panel promises: Quality sets
 * its resolution (720p, 1080p or 4K on the short side; a clip the provider made smaller is scaled up with
 * Lanczos and the post says so), Speech adds the post's hook spoken by espeak-ng (the offline voice, labelled as
 * such; there is no remote speech synthesis), and Music adds the offline renderer's soft music bed under it.
 * The clip's own sound, if it has any, stays in the mix. Nothing to change: the clip is stored as it came.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { videoQualities, type VideoQualityId } from '../../../shared/domain/video';
import { userText, type UserText } from '../../i18n/user-text';
import { hashString } from '../../integrations/ai/offline/offline-image.colors';
import { buildAudioGraph, buildMusicBedSource } from '../../integrations/ai/offline/offline-video.music';
import {
  offlineNoNarrationMessage,
  synthesizeNarration,
  type Narration,
} from '../../integrations/ai/offline/offline-video.narration';
import { runMediaTool, toFileInput } from '../../integrations/media-tools/media-process';
import { probeMediaFile } from '../media/media-probe';
import type { SignatureFormat } from '../media/media-signature';

/** Short side of each quality's resolution, px. */
const shortSides: Record<VideoQualityId, number> = { standard: 720, high: 1080, ultra: 2160 };

/** The container of a validated video by its extension (the validator stores mp4, mov, webm or mkv). */
const containerFormats: Partial<Record<string, SignatureFormat>> = {
  mp4: 'mp4',
  mov: 'quicktime',
  webm: 'webm',
  mkv: 'matroska',
};

/** The label of a narration spoken by the offline voice (espeak-ng) over a provider's clip. */
export const offlineNarrationLabel = 'Narration spoken by the offline voice (espeak-ng).';

/** The label of a clip scaled up to the chosen resolution. */
export const upscaledClipLabel =
  "Scaled up to {{resolution}} from the provider's {{height}}p clip (Lanczos).";

/** What the run's video settings ask of a clip. */
export interface ClipSettings {
  quality: VideoQualityId;
  music: boolean;
  narration?: Narration;
  /** Picks the music bed's chords (the post's id), so clips of one run differ. */
  seed: string;
}

/** Tools and folder of the finishing step. */
export interface ClipFinisherOptions {
  ffmpegPath: string;
  ffprobePath: string;
  espeakPath: string;
  workDir: string;
}

/** The size a clip of `width`×`height` gets at `quality`: its own aspect, the quality's short side, even. */
export function finishedClipSize(
  clip: { width: number; height: number },
  quality: VideoQualityId,
): { width: number; height: number } {
  const short = shortSides[quality];
  const scale = short / Math.min(clip.width, clip.height);
  const even = (value: number) => Math.max(2, 2 * Math.round(value / 2));
  return clip.width <= clip.height
    ? { width: short, height: even(clip.height * scale) }
    : { width: even(clip.width * scale), height: short };
}

/** The clip's file after finishing, and the labels the post shows about it. */
export interface FinishedClip {
  /** The new file (in `directory`), or undefined when the clip is stored as it came. */
  path?: string;
  labels: UserText[];
}

/** Finishes remote clips; `finish` writes into `directory`, which the caller removes. */
export function createClipFinisher(options: ClipFinisherOptions) {
  return {
    async finish(
      clip: { path: string; extension: string },
      directory: string,
      settings: ClipSettings,
    ): Promise<FinishedClip> {
      const format = containerFormats[clip.extension] ?? 'mp4';
      const probe = await probeMediaFile(clip.path, format, { ffprobePath: options.ffprobePath });
      const frame = probe.video;
      if (!frame) return { labels: [] };
      const seconds = probe.durationSeconds ?? 5;
      const size = finishedClipSize(frame, settings.quality);
      const resize = size.width !== frame.width || size.height !== frame.height;
      const labels: UserText[] = [];
      if (resize && Math.min(frame.width, frame.height) < shortSides[settings.quality])
        labels.push(
          userText(upscaledClipLabel, {
            resolution: videoQualities[settings.quality].resolution,
            height: String(Math.min(frame.width, frame.height)),
          }),
        );
      const narration = settings.narration
        ? await synthesizeNarration(settings.narration, directory, options.espeakPath)
        : undefined;
      if (settings.narration) labels.push(narration ? offlineNarrationLabel : offlineNoNarrationMessage);
      if (!resize && !narration && !settings.music) return { labels };

      const output = path.join(directory, 'finished.mp4');
      const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-i', toFileInput(clip.path)];
      const inputs: { narration: number | undefined; music: number | undefined } = {
        narration: undefined,
        music: undefined,
      };
      let next = 1;
      if (narration) {
        args.push('-i', narration);
        inputs.narration = next++;
      }
      if (settings.music) {
        args.push('-f', 'lavfi', '-i', buildMusicBedSource(hashString(settings.seed), Math.ceil(seconds)));
        inputs.music = next;
      }
      const graph: string[] = [];
      if (resize)
        graph.push(`[0:v]scale=${size.width}:${size.height}:flags=lanczos,setsar=1,format=yuv420p[video]`);
      const added = buildAudioGraph(inputs, seconds);
      if (added) graph.push(added);
      // The clip's own sound stays, with ours mixed in at full level.
      if (added && probe.hasAudio)
        graph.push('[0:a]aresample=44100[own];[own][audio]amix=inputs=2:duration=first:normalize=0[mixed]');
      const audioLabel = added ? (probe.hasAudio ? '[mixed]' : '[audio]') : undefined;
      if (graph.length > 0) args.push('-filter_complex', graph.join(';'));
      args.push('-map', resize ? '[video]' : '0:v:0');
      args.push(...(resize ? ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20'] : ['-c:v', 'copy']));
      if (audioLabel) args.push('-map', audioLabel, '-c:a', 'aac', '-b:a', '128k');
      else if (probe.hasAudio) args.push('-map', '0:a:0', '-c:a', 'copy');
      args.push('-t', seconds.toFixed(3), '-movflags', '+faststart', output);
      await runMediaTool(options.ffmpegPath, args, {
        timeoutMs: 5 * 60_000,
        maxOutputBytes: 64 * 1024,
        maxMemoryBytes: 2 * 1024 * 1024 * 1024,
      });
      return { path: output, labels };
    },

    /** A private folder for one clip's work, under the work folder. */
    async makeDirectory(): Promise<string> {
      await mkdir(options.workDir, { recursive: true });
      return mkdtemp(path.join(options.workDir, 'finish-'));
    },
    removeDirectory(directory: string): Promise<void> {
      return rm(directory, { recursive: true, force: true });
    },
  };
}

/** The clip finisher. */
export type ClipFinisher = ReturnType<typeof createClipFinisher>;
