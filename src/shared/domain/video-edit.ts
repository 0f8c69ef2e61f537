/** Reels editor edits beside the effects (issue #8): output aspect ratio and trim, with their pure checks. */
import { normalizeEffectIntensity, videoEffectIds, type VideoEffectId } from './video-effects';

/** The aspect ratios the editor offers. */
export const editAspectRatios = ['9:16', '1:1', '16:9', '4:5'] as const;
/** An aspect ratio of the editor. */
export type EditAspectRatio = (typeof editAspectRatios)[number];
/** How a clip reaches another aspect ratio: cut to it, or padded with a blurred copy of itself. */
export const editAspectFits = ['crop', 'pad'] as const;
/** A fit. */
export type EditAspectFit = (typeof editAspectFits)[number];

/** Shortest clip a trim may leave, seconds. */
export const minTrimSeconds = 0.5;

/** One edit of a post's video: any of an effect, an aspect change and a trim (at least one). */
export interface VideoEditRequest {
  effect?: { id: VideoEffectId; intensity: number } | null;
  aspect?: { ratio: EditAspectRatio; fit: EditAspectFit } | null;
  trim?: { startSeconds: number; endSeconds: number } | null;
}

/** The message when Apply Changes is pressed with nothing chosen. */
export const noEditSelectedMessage = 'Select an effect, an aspect ratio or a trim first.';
/** Trim refusals. */
export const trimMessages = {
  order: 'The trim must end after it starts.',
  range: 'The trim must lie within the clip ({{duration}} s).',
  short: 'The trimmed clip must be at least 0.5 s long.',
} as const;

/** Why a trim is refused (a key of {@link trimMessages}), or null when it fits a clip of `durationSeconds`. */
export function checkTrim(
  trim: { startSeconds: number; endSeconds: number },
  durationSeconds: number,
): keyof typeof trimMessages | null {
  const { startSeconds: start, endSeconds: end } = trim;
  if (!Number.isFinite(start) || !Number.isFinite(end)) return 'range';
  if (start < 0 || end > durationSeconds + 0.05) return 'range';
  if (end <= start) return 'order';
  if (end - start < minTrimSeconds) return 'short';
  return null;
}

/** True when the edit would change nothing (no effect, no aspect, no trim). */
export function isEmptyEdit(edit: VideoEditRequest): boolean {
  return !edit.effect && !edit.aspect && !edit.trim;
}

/** The edit with its effect intensity on the slider's grid and an unknown effect dropped. */
export function normalizeEdit(edit: VideoEditRequest): VideoEditRequest {
  const effect =
    edit.effect && (videoEffectIds as readonly string[]).includes(edit.effect.id)
      ? { id: edit.effect.id, intensity: normalizeEffectIntensity(edit.effect.intensity) }
      : null;
  return { effect, aspect: edit.aspect ?? null, trim: edit.trim ?? null };
}

/** Width over height of an aspect ratio. */
export function aspectValue(ratio: EditAspectRatio): number {
  const [w, h] = ratio.split(':').map(Number) as [number, number];
  return w / h;
}
