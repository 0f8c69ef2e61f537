/**
 * The asset editor's rules, shared by the browser's live preview and the server that applies the edits: aspect
 * presets, slider ranges, limits, and the colour maths. The preview draws colour changes with CSS filters; the
 * server applies the very matrices the CSS Filter Effects spec defines for them (sharp for images, ffmpeg for
 * videos), so what the user saw is what the new version holds.
 */

/** The crop box's aspect presets (spec 2 §2 asset editor): width and height of the ratio. */
export const aspectPresets = [
  { id: '1:1', width: 1, height: 1 },
  { id: '4:5', width: 4, height: 5 },
  { id: '9:16', width: 9, height: 16 },
  { id: '16:9', width: 16, height: 9 },
] as const;
/** An aspect preset id, or 'free'. */
export type AspectPresetId = (typeof aspectPresets)[number]['id'] | 'free';

/** Colour sliders: brightness, contrast and saturation in percent change (0 = unchanged), hue in degrees. */
export const adjustRange = { min: -100, max: 100 } as const;
export const hueRange = { min: -180, max: 180 } as const;

/** Colour adjustment of an edit; every value 0 leaves the colours as they are. */
export interface ColourAdjust {
  brightness: number;
  contrast: number;
  saturation: number;
  hue: number;
}

/** The neutral adjustment. */
export const neutralAdjust: ColourAdjust = { brightness: 0, contrast: 0, saturation: 0, hue: 0 };

/** Text added by the editor: font size in output pixels, centre as fractions (0-1) of the output's size. */
export interface TextLayer {
  text: string;
  size: number;
  color: string;
  x: number;
  y: number;
}

/**
 * An image of the library laid over the picture (a brand pack's logo or any overlay asset): its centre as
 * fractions (0-1) of the picture's size, its width as a fraction of the picture's width (its height follows its
 * own proportions), and its opacity (0.1-1).
 */
export interface OverlayLayer {
  assetId: string;
  x: number;
  y: number;
  scale: number;
  opacity: number;
}

/** The overlay's width range, fraction of the picture's width; its opacity range. */
export const overlayScaleRange = { min: 0.05, max: 1 } as const;
export const overlayOpacityRange = { min: 0.1, max: 1 } as const;

/**
 * Where the overlay lands on a `frame`-sized picture, whole pixels: `layer.scale` of the frame's width at the
 * overlay's own proportions, made smaller when that would be taller than the frame, centred on (x, y) and kept
 * inside the picture. The preview places it with the same numbers (as percentages of the frame).
 */
export function placeOverlay(
  frame: { width: number; height: number },
  overlay: { width: number; height: number },
  layer: Pick<OverlayLayer, 'x' | 'y' | 'scale'>,
): { left: number; top: number; width: number; height: number } {
  const ratio = overlay.width / Math.max(1, overlay.height);
  let width = Math.max(1, Math.round(frame.width * layer.scale));
  let height = Math.max(1, Math.round(width / ratio));
  if (height > frame.height) {
    height = Math.max(1, frame.height);
    width = Math.max(1, Math.min(frame.width, Math.round(height * ratio)));
  }
  const clamp = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value)));
  return {
    left: clamp(layer.x * frame.width - width / 2, frame.width - width),
    top: clamp(layer.y * frame.height - height / 2, frame.height - height),
    width,
    height,
  };
}

/** Longest added text, characters; the font size range, output pixels. */
export const editTextMaxLength = 200;
export const editTextSizeRange = { min: 8, max: 512 } as const;

/** Largest side and most pixels an edited image may have (an upscale past them is refused). */
export const imageEditMaxSide = 8192;
export const imageEditMaxPixels = 40_000_000;
/** Largest side and most pixels of an edited video frame (4K UHD). */
export const videoEditMaxSide = 3840;
export const videoEditMaxPixels = 3840 * 2160;

/** True when the adjustment changes nothing. */
export function isNeutralAdjust(adjust: ColourAdjust): boolean {
  return adjust.brightness === 0 && adjust.contrast === 0 && adjust.saturation === 0 && adjust.hue === 0;
}

/** The CSS `filter` that previews an adjustment (brightness, then contrast, saturation, hue rotation). */
export function buildCssFilter(adjust: ColourAdjust): string {
  return [
    `brightness(${1 + adjust.brightness / 100})`,
    `contrast(${1 + adjust.contrast / 100})`,
    `saturate(${1 + adjust.saturation / 100})`,
    `hue-rotate(${adjust.hue}deg)`,
  ].join(' ');
}

/** A 3×3 matrix over R, G, B (rows are outputs). */
export type ColourMatrix = [[number, number, number], [number, number, number], [number, number, number]];

/** The CSS `saturate(s)` matrix (Filter Effects Module, feColorMatrix type saturate). */
function saturateMatrix(s: number): ColourMatrix {
  return [
    [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s],
    [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s],
    [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s],
  ];
}

/** The CSS `hue-rotate(degrees)` matrix (feColorMatrix type hueRotate). */
function hueMatrix(degrees: number): ColourMatrix {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return [
    [0.213 + cos * 0.787 - sin * 0.213, 0.715 - cos * 0.715 - sin * 0.715, 0.072 - cos * 0.072 + sin * 0.928],
    [0.213 - cos * 0.213 + sin * 0.143, 0.715 + cos * 0.285 + sin * 0.14, 0.072 - cos * 0.072 - sin * 0.283],
    [0.213 - cos * 0.213 - sin * 0.787, 0.715 - cos * 0.715 + sin * 0.715, 0.072 + cos * 0.928 + sin * 0.072],
  ];
}

/** The product a × b of two colour matrices (b applied first). */
function multiply(a: ColourMatrix, b: ColourMatrix): ColourMatrix {
  const cell = (row: number, column: number) =>
    a[row]![0] * b[0][column]! + a[row]![1] * b[1][column]! + a[row]![2] * b[2][column]!;
  return [
    [cell(0, 0), cell(0, 1), cell(0, 2)],
    [cell(1, 0), cell(1, 1), cell(1, 2)],
    [cell(2, 0), cell(2, 1), cell(2, 2)],
  ];
}

/**
 * The adjustment as the server applies it: first every channel value v (0-255) becomes `v × scale + offset`
 * (CSS brightness then contrast, clamped to 0-255), then `matrix` mixes the channels (saturate, then hue-rotate).
 */
export function buildColourSteps(adjust: ColourAdjust): {
  scale: number;
  offset: number;
  matrix: ColourMatrix;
} {
  const brightness = 1 + adjust.brightness / 100;
  const contrast = 1 + adjust.contrast / 100;
  return {
    scale: brightness * contrast,
    offset: 127.5 * (1 - contrast),
    matrix: multiply(hueMatrix(adjust.hue), saturateMatrix(1 + adjust.saturation / 100)),
  };
}

/**
 * The largest box of `ratio` (width / height) inside a `width` × `height` picture, centred, whole pixels.
 */
export function fitAspectBox(
  width: number,
  height: number,
  ratio: number,
): { x: number; y: number; width: number; height: number } {
  let boxWidth = width;
  let boxHeight = Math.round(width / ratio);
  if (boxHeight > height) {
    boxHeight = height;
    boxWidth = Math.round(height * ratio);
  }
  boxWidth = Math.max(1, Math.min(width, boxWidth));
  boxHeight = Math.max(1, Math.min(height, boxHeight));
  return {
    x: Math.floor((width - boxWidth) / 2),
    y: Math.floor((height - boxHeight) / 2),
    width: boxWidth,
    height: boxHeight,
  };
}

/** The title of an edited version: ' (edited)' before the extension, once ('a.png' → 'a (edited).png'). */
export function editedTitle(title: string, extension: string): string {
  const dot = title.lastIndexOf('.');
  const base = dot > 0 ? title.slice(0, dot) : title;
  const stem = base.endsWith(' (edited)') ? base : `${base} (edited)`;
  return `${stem.slice(0, 240)}.${extension}`;
}
