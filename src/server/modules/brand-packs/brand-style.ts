import type { BrandPalette } from '../../integrations/ai/types';

/**
 * What the workspace's active brand pack gives generation: the offline cards' palette and logo, and the
 * pack's name and guidelines for the writer (its voice). Generation uses Postforge's palette without one.
 */
export interface BrandStyle {
  name: string;
  palette: BrandPalette;
  /** The pack's guidelines (tone and voice), '' when it has none. */
  guidelines: string;
  /** The logo image's bytes (any format sharp reads), drawn on offline cards. */
  logo?: Buffer;
}
