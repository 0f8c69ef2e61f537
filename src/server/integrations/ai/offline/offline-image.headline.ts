/**
 * The headline block of an offline card: the fitted text, one block per line, and the mark its layout names
 * (accent bar, quotation mark, side stripe or panel), placed in the space the card leaves for it.
 */
import type { Rgb } from './offline-image.colors';
import type { CardLayout } from './offline-image.layouts';
import { box, type CardElement } from './offline-image.render';
import { fitHeadline, headlineLineHeight } from './offline-image.text-fit';

/** `rgba()` of a colour with an opacity. */
function withAlpha(color: Rgb, alpha: number): string {
  return `rgba(${Math.round(color.r)}, ${Math.round(color.g)}, ${Math.round(color.b)}, ${alpha})`;
}

/** The font of a headline: its family and how much wider than Inter Bold it sets text (≥ 1). */
export interface HeadlineFont {
  family: string;
  widthRatio: number;
}

/**
 * The fitted headline, one block per planned line so satori wraps (and clamps) nothing it did not plan. The
 * fitting estimates Inter Bold's widths, so a font `widthRatio` times wider is fitted into that much less room.
 */
function buildHeadlineText(
  headline: string,
  area: { width: number; height: number; maxFontSize: number; minFontSize: number },
  align: CardLayout['align'],
  font: HeadlineFont | undefined,
): CardElement {
  const fit = fitHeadline(headline, { ...area, width: area.width / (font?.widthRatio ?? 1) });
  const lines = fit.lines.map((line) =>
    box(
      {
        display: 'flex',
        justifyContent: align === 'center' ? 'center' : 'flex-start',
        whiteSpace: 'nowrap',
      },
      line,
    ),
  );
  return box(
    {
      display: 'flex',
      flexDirection: 'column',
      width: area.width,
      fontSize: fit.fontSize,
      fontWeight: 700,
      lineHeight: headlineLineHeight,
      letterSpacing: '-0.02em',
      ...(font ? { fontFamily: font.family } : {}),
    },
    lines,
  );
}

/**
 * The headline with its layout's mark, placed in the space left between label and mark; `area` is the room
 * for text and mark together, px; `font` is the brand pack's headline font (the card's own family without one).
 */
export function buildHeadlineBlock(
  headline: string,
  area: { width: number; height: number; maxFontSize: number; minFontSize: number },
  mark: { unit: number; accent: string; textColor: Rgb; gap: number },
  layout: CardLayout,
  font?: HeadlineFont,
): CardElement {
  const barHeight = Math.round(mark.unit * 0.012);
  const accentBar = box({
    width: Math.round(mark.unit * 0.12),
    height: barHeight,
    borderRadius: barHeight,
    backgroundColor: mark.accent,
    alignSelf: layout.align === 'center' ? 'center' : 'flex-start',
  });
  const stripeWidth = Math.round(mark.unit * 0.014);
  const quoteSize = Math.round(mark.unit * 0.16);
  const panelPadding = Math.round(mark.unit * 0.05);
  // The space each mark takes from the headline's box.
  const taken = {
    bar: { width: 0, height: barHeight + mark.gap },
    quote: { width: 0, height: Math.round(quoteSize * 0.6) + mark.gap },
    stripe: { width: stripeWidth + mark.gap, height: 0 },
    panel: { width: 2 * panelPadding, height: 2 * panelPadding },
  }[layout.decoration];
  const text = buildHeadlineText(
    headline,
    { ...area, width: area.width - taken.width, height: area.height - taken.height },
    layout.align,
    font,
  );
  let content: CardElement;
  if (layout.decoration === 'bar')
    content = box({ display: 'flex', flexDirection: 'column', gap: mark.gap }, [accentBar, text]);
  else if (layout.decoration === 'quote') {
    const quote = box(
      {
        display: 'flex',
        height: Math.round(quoteSize * 0.6),
        fontSize: quoteSize,
        lineHeight: 1,
        color: mark.accent,
      },
      '\u201C',
    );
    content = box({ display: 'flex', flexDirection: 'column', gap: mark.gap }, [quote, text]);
  } else if (layout.decoration === 'stripe') {
    content = box({ display: 'flex', gap: mark.gap }, [
      box({ width: stripeWidth, borderRadius: stripeWidth, backgroundColor: mark.accent }),
      text,
    ]);
  } else {
    content = box(
      {
        display: 'flex',
        padding: panelPadding,
        borderRadius: Math.round(mark.unit * 0.04),
        backgroundColor: withAlpha(mark.textColor, 0.12),
        border: `2px solid ${withAlpha(mark.textColor, 0.25)}`,
      },
      text,
    );
  }
  const justify = { top: 'flex-start', center: 'center', bottom: 'flex-end' }[layout.placement];
  return box(
    {
      display: 'flex',
      position: 'relative',
      flexDirection: 'column',
      justifyContent: justify,
      alignItems: layout.align === 'center' ? 'center' : 'flex-start',
      flexGrow: 1,
    },
    content,
  );
}
