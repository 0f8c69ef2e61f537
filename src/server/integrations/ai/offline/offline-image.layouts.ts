/**
 * The layouts of offline cards, one per post variation, so the twelve cards of a run do not look like copies
 * of one: where the headline sits, how it is aligned, what marks it (accent bar, quotation mark, side stripe,
 * panel) and the gradient's direction. Brand packs replace the palette, not the layout.
 */
import type { VariationId } from '../../../../shared/domain/platforms';

/** How one card is arranged. */
export interface CardLayout {
  /** Vertical place of the headline in the space left by label and mark. */
  placement: 'top' | 'center' | 'bottom';
  /** Alignment of the headline's lines. */
  align: 'left' | 'center';
  /** What marks the headline: an accent bar above, a large quotation mark, a stripe beside it, or a panel. */
  decoration: 'bar' | 'quote' | 'stripe' | 'panel';
  /** Direction of the background gradient, degrees. */
  gradientAngle: number;
  /** Largest headline size, as a share of the card's short side. */
  maxFontShare: number;
}

/** The classic card: accent bar, left-aligned headline in the middle. */
const normalLayout: CardLayout = {
  placement: 'center',
  align: 'left',
  decoration: 'bar',
  gradientAngle: 135,
  maxFontShare: 0.12,
};

/** One layout per variation (the spec's six variations). */
const layouts: Record<VariationId, CardLayout> = {
  normal: normalLayout,
  viral: { placement: 'center', align: 'center', decoration: 'bar', gradientAngle: 160, maxFontShare: 0.14 },
  professional: {
    placement: 'bottom',
    align: 'left',
    decoration: 'stripe',
    gradientAngle: 180,
    maxFontShare: 0.1,
  },
  engaging: {
    placement: 'center',
    align: 'center',
    decoration: 'panel',
    gradientAngle: 45,
    maxFontShare: 0.11,
  },
  storytelling: {
    placement: 'center',
    align: 'left',
    decoration: 'quote',
    gradientAngle: 200,
    maxFontShare: 0.1,
  },
  informative: { placement: 'top', align: 'left', decoration: 'bar', gradientAngle: 90, maxFontShare: 0.1 },
};

/** The layout of a card for `variation`; the classic one when no variation is given. */
export function findCardLayout(variation: VariationId | undefined): CardLayout {
  return variation === undefined ? normalLayout : layouts[variation];
}
