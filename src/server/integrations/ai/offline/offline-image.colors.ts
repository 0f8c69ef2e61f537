/**
 * Colour and seed helpers of the offline card: the default palette, hex parsing, WCAG contrast, the text
 * colour that reads on a gradient, and a seeded generator so shapes are placed from the prompt, never at
 * random.
 */
import type { BrandPalette } from '../types';

/** Postforge's own palette (violet → indigo, pink accent): used when no brand pack is active. */
export const defaultBrandPalette: BrandPalette = {
  primary: '#7C3AED',
  secondary: '#4338CA',
  accent: '#F472B6',
  background: '#1E1B4B',
  text: '#FFFFFF',
};

/** An sRGB colour, channels 0-255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Parses '#rgb', '#rrggbb' or '#rrggbbaa' (alpha ignored); anything else gives undefined. */
export function parseHexColor(value: string): Rgb | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value.trim());
  if (!match?.[1]) return undefined;
  const hex =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1].slice(0, 6);
  return {
    r: Number.parseInt(hex.slice(0, 2), 16),
    g: Number.parseInt(hex.slice(2, 4), 16),
    b: Number.parseInt(hex.slice(4, 6), 16),
  };
}

/** Formats a colour as '#rrggbb'. */
export function formatHexColor(color: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(color.r)}${channel(color.g)}${channel(color.b)}`;
}

/** Mixes two colours: `amount` 0 gives `from`, 1 gives `to`. */
export function mixColors(from: Rgb, to: Rgb, amount: number): Rgb {
  return {
    r: from.r + (to.r - from.r) * amount,
    g: from.g + (to.g - from.g) * amount,
    b: from.b + (to.b - from.b) * amount,
  };
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Near-white and near-black last resorts for text when no palette colour contrasts enough. */
const white: Rgb = { r: 255, g: 255, b: 255 };
const ink: Rgb = { r: 15, g: 10, b: 31 };

/**
 * Picks the text colour for a gradient made of `backgrounds`: the first preferred colour whose worst contrast
 * against every background reaches `minimumRatio` (4.5, WCAG AA for body text), else whichever of the
 * preferred colours, white and near-black has the best worst-case contrast.
 */
export function pickTextColor(backgrounds: Rgb[], preferred: Rgb[], minimumRatio = 4.5): Rgb {
  const worstContrast = (color: Rgb) =>
    Math.min(...backgrounds.map((background) => contrastRatio(color, background)));
  const good = preferred.find((color) => worstContrast(color) >= minimumRatio);
  if (good) return good;
  return [...preferred, white, ink].reduce((best, color) =>
    worstContrast(color) > worstContrast(best) ? color : best,
  );
}

/** FNV-1a 32-bit hash of a string (UTF-16 code units): a stable seed for layout choices. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A seeded generator (mulberry32) of numbers in [0, 1): the same seed gives the same sequence. */
export function createSeededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
