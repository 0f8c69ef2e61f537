/** Reels editor effects (spec 1 §3 "Video effect", §9). */

/** Effect ids: six colour filters and two overlays. */
export const videoEffectIds = [
  'vintage',
  'dramatic',
  'soft',
  'cool',
  'vibrant',
  'monochrome',
  'blur_background',
  'motion_blur',
] as const;
/** An effect id. */
export type VideoEffectId = (typeof videoEffectIds)[number];

/** A filter changes colour and tone of every frame; an overlay adds blur on top of the picture. */
export type VideoEffectType = 'filter' | 'overlay';

/** An effect as the editor lists it; `preview` is a short description of the look. */
export interface VideoEffect {
  id: VideoEffectId;
  name: string;
  type: VideoEffectType;
  preview: string;
}

/** The effects, in the spec's order. */
export const videoEffects: readonly VideoEffect[] = [
  { id: 'vintage', name: 'Vintage', type: 'filter', preview: 'Warm, faded film tones' },
  { id: 'dramatic', name: 'Dramatic', type: 'filter', preview: 'Deep contrast and dark shadows' },
  { id: 'soft', name: 'Soft', type: 'filter', preview: 'Gentle glow and lifted shadows' },
  { id: 'cool', name: 'Cool', type: 'filter', preview: 'Crisp blue tint' },
  { id: 'vibrant', name: 'Vibrant', type: 'filter', preview: 'Punchy, saturated colour' },
  { id: 'monochrome', name: 'Monochrome', type: 'filter', preview: 'Classic black and white' },
  {
    id: 'blur_background',
    name: 'Blur Background',
    type: 'overlay',
    preview: 'Soft focus around the subject',
  },
  { id: 'motion_blur', name: 'Motion Blur', type: 'overlay', preview: 'Streaks that follow movement' },
];

/** Intensity slider of every effect: 0 to 1 in steps of 0.1, default 0.5. */
export const videoEffectIntensity = { min: 0, max: 1, step: 0.1, default: 0.5 } as const;

/** Clamps an intensity to 0-1 and rounds it to the slider's 0.1 step; a non-finite value gives the default. */
export function normalizeEffectIntensity(value: number): number {
  if (!Number.isFinite(value)) return videoEffectIntensity.default;
  const clamped = Math.min(videoEffectIntensity.max, Math.max(videoEffectIntensity.min, value));
  return Math.round(clamped * 10) / 10;
}
