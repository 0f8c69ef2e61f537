/**
 * The style words of a brand pack: its look described for an image model (the pack's name, description and
 * palette in colour names), which remote image prompts end with. English, as the image prompts are.
 */
import type { BrandColors } from '../../../shared/domain/brand-packs';

const hueNames: readonly (readonly [number, string])[] = [
  [15, 'red'],
  [40, 'orange'],
  [65, 'yellow'],
  [160, 'green'],
  [195, 'teal'],
  [250, 'blue'],
  [290, 'violet'],
  [335, 'pink'],
  [360, 'red'],
];

/** A plain English name of a '#rrggbb' colour ('dark red', 'light blue', 'white', 'gray'); '' when not hex. */
export function nameColor(hex: string): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return '';
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(match[1]!.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma < 0.08) {
    if (lightness > 0.92) return 'white';
    if (lightness < 0.1) return 'black';
    return lightness > 0.6 ? 'light gray' : lightness < 0.35 ? 'dark gray' : 'gray';
  }
  let hue: number;
  if (max === r) hue = ((g - b) / chroma + 6) % 6;
  else if (max === g) hue = (b - r) / chroma + 2;
  else hue = (r - g) / chroma + 4;
  hue *= 60;
  const name = hueNames.find(([limit]) => hue < limit)?.[1] ?? 'red';
  if (lightness < 0.33) return `dark ${name}`;
  if (lightness > 0.75) return `light ${name}`;
  return name;
}

/** The longest part of the description the style words keep (image prompts are short). */
const descriptionMaxLength = 300;

/**
 * The pack's look for an image model, e.g. 'Brand look of Red Bakery: warm, rustic. Brand colours: red
 * (#DC2626), dark red (#7F1D1D) and yellow (#FACC15) on a dark red (#450A0A) background.'
 */
export function describeBrandLook(pack: { name: string; description: string; colors: BrandColors }): string {
  const named = (hex: string) => {
    const name = nameColor(hex);
    return name ? `${name} (${hex.toUpperCase()})` : hex;
  };
  const description = pack.description
    .trim()
    .replace(/\s+/gu, ' ')
    .slice(0, descriptionMaxLength)
    .replace(/[.!]+$/u, '');
  const look = `Brand look of ${pack.name.trim()}${description ? `: ${description}` : ''}.`;
  const colours = `Brand colours: ${named(pack.colors.primary)}, ${named(pack.colors.secondary)} and ${named(pack.colors.accent)} on a ${named(pack.colors.background)} background.`;
  return `${look} ${colours}`;
}
