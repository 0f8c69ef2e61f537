import type { BrandPalette } from '../../integrations/ai/types';

/**
 * What the workspace's active brand pack gives generation: the offline cards' and videos' palette and logo,
 * the pack's name and guidelines for the writer (its voice), and the style words remote image and video prompts
 * end with. Generation uses Postforge's palette without one.
 */
export interface BrandStyle {
  name: string;
  palette: BrandPalette;
  /** The pack's guidelines (tone and voice), '' when it has none. */
  guidelines: string;
  /** The pack's look in words for an image model (see `describeBrandLook`). */
  styleWords: string;
  /** The logo image's bytes (any format sharp reads), drawn on offline cards. */
  logo?: Buffer;
  /** The pack's uploaded fonts (validated TTF, OTF or WOFF bytes): offline headlines and captions in `primary`, other text in `secondary`. */
  fonts?: { primary?: Buffer; secondary?: Buffer };
}

/**
 * The media fields an image or video request takes from the active pack (palette, logo, style words, fonts) (`brand`), or the default `palette`
 * without one.
 */
export function brandMediaOf(
  brand: BrandStyle | undefined,
  palette: BrandPalette,
): {
  palette: BrandPalette;
  logo?: Buffer;
  styleWords?: string;
  fonts?: { primary?: Buffer; secondary?: Buffer };
} {
  if (!brand) return { palette };
  return {
    palette: brand.palette,
    ...(brand.logo ? { logo: brand.logo } : {}),
    ...(brand.fonts ? { fonts: brand.fonts } : {}),
    ...(brand.styleWords ? { styleWords: brand.styleWords } : {}),
  };
}
