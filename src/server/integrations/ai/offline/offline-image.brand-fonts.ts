/**
 * The active brand pack's uploaded fonts on offline cards and video captions: the primary font draws
 * headlines, the secondary one the other text (platform label, mark). Each is registered with satori as a
 * family of its own ahead of Inter, so a glyph the pack's font lacks is drawn by Inter (satori falls back across
 * families), and what no font has is still left out by `keepDrawableText`.
 */
import type { Font } from 'satori';
import { box, type CardElement } from './offline-image.render';

/** The pack's font files (TTF, OTF or WOFF bytes, as the upload validator accepted them). */
export interface BrandFontFiles {
  /** Headlines and captions. */
  primary?: Uint8Array;
  /** Other card text. */
  secondary?: Uint8Array;
}

/** The families a card draws with and how much wider than Inter Bold its headline font sets text. */
export interface CardFontChoice {
  headlineFamily: string;
  bodyFamily: string;
  /** Width of the headline font over Inter Bold's for the same text (≥ 1; 1 for Inter). */
  headlineWidthRatio: number;
}

const primaryFamily = 'Brand Primary';
const secondaryFamily = 'Brand Secondary';
/** Text whose laid-out width compares a font with Inter Bold: every Latin letter, digits and spaces. */
const widthSample = 'The quick brown fox jumps over the lazy dog 0123456789 ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The pack's fonts as satori fonts (both weights, since a file holds one), then `interFonts`. */
export function withBrandFonts(interFonts: Font[], files: BrandFontFiles | undefined): Font[] {
  const registered = (name: string, data: Uint8Array | undefined): Font[] => {
    if (!data) return [];
    const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return ([400, 700] as const).map((weight) => ({ name, data: bytes, weight, style: 'normal' as const }));
  };
  return [
    ...registered(primaryFamily, files?.primary),
    ...registered(secondaryFamily, files?.secondary),
    ...interFonts,
  ];
}

/** The laid-out width of {@link widthSample} in `family` at 100 px bold, px. */
async function measureSample(fonts: Font[], family: string): Promise<number> {
  const { default: satori } = await import('satori');
  let width = 0;
  const sample: CardElement = {
    ...box(
      { display: 'flex', fontFamily: family, fontSize: 100, fontWeight: 700, whiteSpace: 'nowrap' },
      widthSample,
    ),
    key: 'sample',
  };
  await satori(box({ display: 'flex', alignItems: 'flex-start' }, [sample]), {
    width: 10_000,
    height: 200,
    fonts,
    onNodeDetected: (node) => {
      if (node.key === 'sample') width = node.width;
    },
  });
  return width;
}

/**
 * The families of a card drawn with `fonts` (see {@link withBrandFonts}) for the pack's `files`: its fonts where
 * it has them, Inter otherwise, and how much wider the headline font is than Inter Bold (the headline fitting
 * estimates Inter's widths, so it gives a wider font proportionally less room).
 */
export async function chooseCardFonts(
  fonts: Font[],
  files: BrandFontFiles | undefined,
): Promise<CardFontChoice> {
  const headlineFamily = files?.primary ? primaryFamily : 'Inter';
  const bodyFamily = files?.secondary ? secondaryFamily : 'Inter';
  if (headlineFamily === 'Inter') return { headlineFamily, bodyFamily, headlineWidthRatio: 1 };
  const [brand, inter] = await Promise.all([
    measureSample(fonts, headlineFamily),
    measureSample(fonts, 'Inter'),
  ]);
  const ratio = inter > 0 ? brand / inter : 1;
  return { headlineFamily, bodyFamily, headlineWidthRatio: Math.max(1, Math.min(ratio, 3)) };
}
