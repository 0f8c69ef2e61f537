/**
 * A video export with ffmpeg (through the media-tools runner: time and memory capped): H.264 + AAC in MP4 or
 * MOV at the quality's CRF, scaled to fit a resolution preset or cropped to fill a platform preset's size, with
 * the watermark (rendered to PNG by sharp) over the bottom-right corner. Index at the front (faststart).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exportVideoCrf, type ExportQuality } from '../../../shared/domain/export';
import { runMediaTool, toFileInput } from '../../integrations/media-tools/media-process';
import type { ExportedFile } from './export-image';

/** What {@link exportVideo} makes. */
export interface VideoExportPlan {
  format: 'mp4' | 'mov';
  quality: ExportQuality;
  size?: { width: number; height: number; fit: 'inside' | 'cover' };
  /** A PNG drawn over the bottom-right corner. */
  watermark?: Buffer;
}

/** Memory ffmpeg may use while re-encoding. */
const EXPORT_MEMORY_BYTES = 1024 * 1024 * 1024;

/** The scale (and crop) filter of a size; even dimensions, as H.264 needs. */
function sizeFilter(size: VideoExportPlan['size']): string {
  if (!size) return 'scale=trunc(iw/2)*2:trunc(ih/2)*2';
  return size.fit === 'cover'
    ? `scale=${size.width}:${size.height}:force_original_aspect_ratio=increase,crop=${size.width}:${size.height}`
    : `scale=${size.width}:${size.height}:force_original_aspect_ratio=decrease,scale=trunc(iw/2)*2:trunc(ih/2)*2`;
}

/** Converts the stored video at `inputPath` as the plan says; throws a MediaToolError when ffmpeg fails. */
export async function exportVideo(
  inputPath: string,
  plan: VideoExportPlan,
  options: { ffmpegPath?: string; workDir: string; timeoutMs?: number },
): Promise<ExportedFile> {
  const directory = await mkdtemp(join(options.workDir, 'export-'));
  try {
    const output = join(directory, `out.${plan.format}`);
    const args = ['-hide_banner', '-nostdin', '-y', '-i', toFileInput(inputPath)];
    let filter = `[0:v]${sizeFilter(plan.size)}[v]`;
    if (plan.watermark) {
      const mark = join(directory, 'mark.png');
      await writeFile(mark, plan.watermark);
      args.push('-i', toFileInput(mark));
      filter += ';[v][1:v]overlay=W-w-W*0.03:H-h-H*0.03[v]';
    }
    args.push(
      '-filter_complex',
      filter,
      '-map',
      '[v]',
      '-map',
      '0:a?',
      '-map_metadata',
      '-1',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      String(exportVideoCrf[plan.quality]),
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-movflags',
      '+faststart',
      '-f',
      plan.format === 'mov' ? 'mov' : 'mp4',
      output,
    );
    await runMediaTool(options.ffmpegPath ?? 'ffmpeg', args, {
      timeoutMs: options.timeoutMs ?? 300_000,
      maxOutputBytes: 1024 * 1024,
      maxMemoryBytes: EXPORT_MEMORY_BYTES,
    });
    return {
      data: await readFile(output),
      contentType: plan.format === 'mov' ? 'video/quicktime' : 'video/mp4',
      extension: plan.format,
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
