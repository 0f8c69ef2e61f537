/**
 * The reels editor's one mapping from an edit (effect + intensity, aspect ratio + fit, trim) to ffmpeg: a
 * filter graph and the arguments of the render and of the preview still. Pure: no process is started here.
 */
import type { VideoEffectId } from '../../../shared/domain/video-effects';
import { aspectValue, type VideoEditRequest } from '../../../shared/domain/video-edit';

/** Longest side of an edited clip (the offline renderer's 1080p). */
export const maxEditedSide = 1920;

/** A number as ffmpeg reads it: at most 3 decimals, no trailing zeros, no exponent. */
const num = (value: number): string => {
  const fixed = value.toFixed(3).replace(/\.?0+$/, '');
  return fixed === '-0' ? '0' : fixed;
};
/** An even pixel count (libx264 with 4:2:0 needs even sizes), at least 2. */
const even = (value: number): number => Math.max(2, 2 * Math.round(value / 2));

/** Frames tmix blends for motion blur at `intensity` (2 at 0.1 up to 4 at 1: each frame more costs an add). */
export function motionBlurFrames(intensity: number): number {
  return 2 + Math.round(2 * intensity);
}

/**
 * The filter chain of a single-stream effect at `intensity` (0-1), or null when it changes nothing (intensity
 * 0). blur_background is a graph of its own (see {@link buildEditGraph}) and is not returned here.
 */
export function effectChain(id: Exclude<VideoEffectId, 'blur_background'>, intensity: number): string | null {
  const i = intensity;
  if (!(i > 0)) return null;
  switch (id) {
    case 'vintage': {
      // Faded, warm film: less contrast and colour, chroma pushed towards red-yellow. One lookup table on the
      // YUV planes (no RGB round trip), so it costs about what a plain re-encode does.
      const contrast = num(1 - 0.15 * i);
      const saturation = num(1 - 0.6 * i);
      const warm = num(14 * i);
      return `lutyuv=y='(val-128)*${contrast}+128':u='(val-128)*${saturation}+128-${warm}':v='(val-128)*${saturation}+128+${warm}'`;
    }
    case 'dramatic':
      return `eq=contrast=${num(1 + 0.6 * i)}:brightness=${num(-0.06 * i)}:saturation=${num(1 + 0.25 * i)}`;
    case 'soft':
      return `eq=contrast=${num(1 - 0.3 * i)}:brightness=${num(0.06 * i)}:saturation=${num(1 - 0.15 * i)},gblur=sigma=${num(1.5 * i)}`;
    case 'cool':
      // Chroma shifted towards blue and away from red (a lookup table on the YUV planes).
      return `lutyuv=u='val+${num(16 * i)}':v='val-${num(10 * i)}'`;
    case 'vibrant':
      return `eq=saturation=${num(1 + i)}:contrast=${num(1 + 0.1 * i)}`;
    case 'monochrome':
      return `hue=s=${num(1 - i)}`;
    case 'motion_blur':
      return `tmix=frames=${motionBlurFrames(i)}`;
  }
}

/** The size an aspect change gives a `width`×`height` frame (before the final cap to {@link maxEditedSide}). */
export function aspectSize(
  width: number,
  height: number,
  aspect: NonNullable<VideoEditRequest['aspect']>,
): { width: number; height: number } {
  const ratio = aspectValue(aspect.ratio);
  const isWider = width / height > ratio;
  if (aspect.fit === 'crop') {
    return isWider
      ? { width: even(height * ratio), height: even(height) }
      : { width: even(width), height: even(width / ratio) };
  }
  return isWider
    ? { width: even(width), height: even(width / ratio) }
    : { width: even(height * ratio), height: even(height) };
}

/** A filter graph for `-filter_complex`, the label of its output and the frame size it produces. */
export interface EditGraph {
  filterComplex: string;
  outputLabel: string;
  width: number;
  height: number;
}

/**
 * The filter graph of an edit of a `source.width`×`source.height` clip: the effect (at its intensity), then the
 * aspect change (a centred crop, or the picture centred on a blurred, enlarged copy of itself), then a cap of
 * the long side to 1920 px, square pixels and yuv420p. `forStill` makes a motion blur's first output frame a
 * full blend (the still is one frame).
 */
export function buildEditGraph(
  edit: VideoEditRequest,
  source: { width: number; height: number },
  options: { forStill?: boolean } = {},
): EditGraph {
  const parts: string[] = [];
  let label = '0:v';
  let counter = 0;
  const next = () => `e${counter++}`;
  const chain = (filters: string) => {
    const out = next();
    parts.push(`[${label}]${filters}[${out}]`);
    label = out;
  };
  let width = even(source.width);
  let height = even(source.height);
  // Odd sources are first brought to even sizes so every later crop and overlay lines up.
  if (width !== source.width || height !== source.height) chain(`scale=${width}:${height}`);

  const effect = edit.effect;
  if (effect && effect.intensity > 0) {
    if (effect.id === 'blur_background') {
      // The centre stays sharp; the rest is the blurred frame (blurred at a quarter size: cheap and smooth).
      const keep = 1 - 0.4 * effect.intensity;
      const [sharp, base, blurred, centre, out] = [next(), next(), next(), next(), next()];
      const radius = Math.max(1, Math.round(2 + 8 * effect.intensity));
      parts.push(
        `[${label}]split=2[${sharp}][${base}]`,
        `[${base}]scale=${even(width / 4)}:${even(height / 4)},boxblur=${radius}:1,scale=${width}:${height}[${blurred}]`,
        `[${sharp}]crop=${even(width * keep)}:${even(height * keep)}[${centre}]`,
        `[${blurred}][${centre}]overlay=(W-w)/2:(H-h)/2[${out}]`,
      );
      label = out;
    } else {
      const filters = effectChain(effect.id, effect.intensity);
      if (filters) {
        const frames = effect.id === 'motion_blur' ? motionBlurFrames(effect.intensity) : 0;
        chain(options.forStill && frames > 1 ? `${filters},trim=start_frame=${frames - 1}` : filters);
      }
    }
  }

  if (edit.aspect) {
    const size = aspectSize(width, height, edit.aspect);
    if (size.width !== width || size.height !== height) {
      if (edit.aspect.fit === 'crop') {
        chain(`crop=${size.width}:${size.height}`);
      } else {
        const [front, back, backdrop, out] = [next(), next(), next(), next()];
        parts.push(
          `[${label}]split=2[${front}][${back}]`,
          `[${back}]scale=${even(size.width / 4)}:${even(size.height / 4)}:force_original_aspect_ratio=increase,crop=${even(size.width / 4)}:${even(size.height / 4)},boxblur=8:1,scale=${size.width}:${size.height}[${backdrop}]`,
          `[${backdrop}][${front}]overlay=(W-w)/2:(H-h)/2[${out}]`,
        );
        label = out;
      }
      width = size.width;
      height = size.height;
    }
  }

  const scale = Math.min(1, maxEditedSide / Math.max(width, height));
  if (scale < 1) {
    width = even(width * scale);
    height = even(height * scale);
  }
  chain(`${scale < 1 ? `scale=${width}:${height},` : ''}setsar=1,format=yuv420p`);
  return { filterComplex: parts.join(';'), outputLabel: label, width, height };
}

/** Encoder settings shared by the editor and the benchmark's plain re-encode. */
export const editEncoderArgs = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '23',
  '-movflags',
  '+faststart',
];

/** The seek and length input options of a trim (before `-i`); none without a trim. */
function trimInputArgs(trim: VideoEditRequest['trim']): string[] {
  if (!trim) return [];
  return ['-ss', num(trim.startSeconds), '-t', num(trim.endSeconds - trim.startSeconds)];
}

/** ffmpeg arguments that render the edit of `input` (a `file:` input) into `output` (an MP4 path), with progress. */
export function buildRenderArgs(
  edit: VideoEditRequest,
  source: { width: number; height: number },
  input: string,
  output: string,
): string[] {
  const graph = buildEditGraph(edit, source);
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    '-protocol_whitelist',
    'file',
    ...trimInputArgs(edit.trim),
    '-i',
    input,
    '-filter_complex',
    graph.filterComplex,
    '-map',
    `[${graph.outputLabel}]`,
    // The first audio track when there is one (`?`: a silent clip stays silent).
    ...['-map', '0:a:0?', '-c:a', 'aac', '-b:a', '128k'],
    ...editEncoderArgs,
    '-sn',
    '-dn',
    '-map_metadata',
    '-1',
    '-progress',
    'pipe:1',
    '-nostats',
    `file:${output}`,
  ];
}

/** ffmpeg arguments of the preview: one JPEG frame of the edit, `atSeconds` into the (trimmed) clip, on stdout. */
export function buildStillArgs(
  edit: VideoEditRequest,
  source: { width: number; height: number },
  input: string,
  atSeconds: number,
): string[] {
  const graph = buildEditGraph(edit, source, { forStill: true });
  const start = (edit.trim?.startSeconds ?? 0) + atSeconds;
  const lead = edit.effect?.id === 'motion_blur' ? 0.3 : 0;
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-protocol_whitelist',
    'file',
    '-ss',
    num(Math.max(0, start - lead)),
    '-i',
    input,
    '-filter_complex',
    graph.filterComplex,
    '-map',
    `[${graph.outputLabel}]`,
    '-frames:v',
    '1',
    '-an',
    '-f',
    'image2pipe',
    '-c:v',
    'mjpeg',
    '-q:v',
    '4',
    'pipe:1',
  ];
}
