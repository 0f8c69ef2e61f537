/**
 * Applies the editor's operations to a video with ffmpeg through the media-tools runner: crop, Lanczos scale,
 * colour (lutrgb for brightness and contrast, colorchannelmixer for saturation and hue: the CSS preview's
 * matrices), drawtext with the DejaVu font, the overlay (a second input laid with `overlay`), normalize +
 * unsharp, Lanczos 2×; H.264 + AAC in MP4.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runMediaTool, toFileInput } from '../../integrations/media-tools/media-process';
import { buildColourSteps } from '../../../shared/domain/asset-edit';
import type { PlacedOverlay } from './asset-edit.overlay';
import type { CanonicalEdit } from './asset-edit.plan';

/** Memory ffmpeg may allocate: a few decoded 4K frames in a filter chain and the encoder's look-ahead. */
const EDIT_MEMORY_BYTES = 1536 * 1024 * 1024;

/** A number for a filter argument (fixed decimals, no exponent). */
const figure = (value: number) => value.toFixed(6).replace(/\.?0+$/, '') || '0';

/** Quotes a path for a filter option (single quotes; a quote inside is closed, escaped and reopened). */
const quotePath = (value: string) => `'${value.replace(/'/g, String.raw`'\''`)}'`;

/**
 * The filter graph of an edit (written to a script file so nothing passes through a shell or an argument):
 * the source's video `[0:v]` through the chain, with the overlay (input 1, a still PNG repeated on every frame)
 * laid after the text, to `[out]`. `textFile` holds the text of the text layer; `width` × `height` is the
 * planned (even) output.
 */
export function buildVideoFilters(
  edit: CanonicalEdit,
  output: { width: number; height: number },
  files: { fontPath: string; textFile: string },
  overlay?: Pick<PlacedOverlay, 'left' | 'top'>,
): string {
  const filters: string[] = [];
  if (edit.crop) {
    const { x, y, width, height } = edit.crop;
    filters.push(`crop=w=${width}:h=${height}:x=${x}:y=${y}:exact=1`);
  }
  if (edit.resize) filters.push(`scale=${edit.resize.width}:${edit.resize.height}:flags=lanczos`);
  if (edit.adjust) {
    const { scale, offset, matrix } = buildColourSteps(edit.adjust);
    const lut = `clip(val*${figure(scale)}+${figure(offset)}\\,0\\,255)`;
    filters.push(`lutrgb=r=${lut}:g=${lut}:b=${lut}`);
    const names = ['r', 'g', 'b'] as const;
    const mix = names.flatMap((out, row) =>
      names.map((input, column) => `${out}${input}=${figure(matrix[row]![column]!)}`),
    );
    filters.push(`colorchannelmixer=${mix.join(':')}`);
  }
  if (edit.text) {
    const { size, color, x, y } = edit.text;
    filters.push(
      [
        `drawtext=fontfile=${quotePath(files.fontPath)}`,
        `textfile=${quotePath(files.textFile)}`,
        'expansion=none',
        `fontsize=${size}`,
        `fontcolor=0x${color.slice(1)}`,
        `x=max(0\\,min(w-text_w\\,w*${figure(x)}-text_w/2))`,
        `y=max(0\\,min(h-text_h\\,h*${figure(y)}-text_h/2))`,
      ].join(':'),
    );
  }
  const after: string[] = [];
  if (edit.enhance) after.push('normalize=independence=0', 'unsharp=5:5:0.8:5:5:0');
  if (edit.upscale) after.push('scale=iw*2:ih*2:flags=lanczos');
  // The planned size is even: an odd last row or column is dropped for the 4:2:0 encoder.
  after.push(`crop=w=${output.width}:h=${output.height}:x=0:y=0`, 'format=yuv420p');
  const chain = (steps: string[]) => (steps.length > 0 ? steps.join(',') : 'null');
  if (!overlay) return `[0:v]${chain([...filters, ...after])}[out]`;
  return [
    `[0:v]${chain(filters)}[base]`,
    `[base][1:v]overlay=x=${overlay.left}:y=${overlay.top}:eof_action=repeat:format=auto[laid]`,
    `[laid]${chain(after)}[out]`,
  ].join(';');
}

/**
 * Writes the edited copy of `sourcePath` to `outputPath` (MP4) using `workDir` for the filter script and the
 * text file. `onProgress` gets the encoded time in seconds. Rejects with a MediaToolError when ffmpeg is
 * missing (`not-started`), fails or runs past `timeoutMs`.
 */
export async function editVideo(options: {
  ffmpegPath: string;
  fontPath: string;
  sourcePath: string;
  outputPath: string;
  workDir: string;
  edit: CanonicalEdit;
  output: { width: number; height: number };
  /** The rendered overlay, when the edit has one. */
  overlay?: PlacedOverlay;
  timeoutMs: number;
  onProgress?: ((seconds: number) => void) | undefined;
}): Promise<void> {
  const textFile = path.join(options.workDir, 'text.txt');
  const scriptFile = path.join(options.workDir, 'filters.txt');
  await writeFile(textFile, options.edit.text?.text ?? '', 'utf8');
  await writeFile(
    scriptFile,
    buildVideoFilters(
      options.edit,
      options.output,
      { fontPath: options.fontPath, textFile },
      options.overlay,
    ),
    'utf8',
  );
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-protocol_whitelist', 'file'];
  args.push('-threads', '2', '-i', toFileInput(options.sourcePath));
  if (options.overlay) {
    const overlayFile = path.join(options.workDir, 'overlay.png');
    await writeFile(overlayFile, options.overlay.png);
    args.push('-i', toFileInput(overlayFile));
  }
  args.push('-filter_complex_script', scriptFile, '-map', '[out]', '-map', '0:a?');
  args.push('-map_metadata', '-1', '-map_chapters', '-1', '-sn', '-dn');
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20');
  args.push('-c:a', 'aac', '-b:a', '160k', '-movflags', '+faststart');
  // Progress lines every quarter second (ffmpeg's default is half a second), for the editor's progress bar.
  args.push('-progress', 'pipe:1', '-stats_period', '0.25', '-f', 'mp4', toFileInput(options.outputPath));
  await runMediaTool(options.ffmpegPath, args, {
    timeoutMs: options.timeoutMs,
    maxOutputBytes: 64 * 1024,
    maxMemoryBytes: EDIT_MEMORY_BYTES,
    onProgress: options.onProgress ?? (() => undefined),
  });
}
