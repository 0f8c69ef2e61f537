/**
 * Layout of the offline image card: size per aspect ratio and the satori element (gradient from the palette,
 * accent shapes seeded by the prompt, platform label, headline, offline mark).
 */
import type { AspectRatio } from '../../../../shared/domain/video';
import type { BrandPalette } from '../types';
import {
  createSeededRandom,
  formatHexColor,
  hashString,
  mixColors,
  parseHexColor,
  pickTextColor,
  type Rgb,
} from './offline-image.colors';
import { findCardLayout, type CardLayout } from './offline-image.layouts';
import type { CardFontChoice } from './offline-image.brand-fonts';
import { buildHeadlineBlock } from './offline-image.headline';
import { box, type CardElement } from './offline-image.render';

/** Width of every offline card, px. */
export const cardWidth = 1080;

/** Height over width of each aspect ratio. */
const heightOverWidth: Record<AspectRatio, number> = {
  '1:1': 1,
  '4:5': 5 / 4,
  '9:16': 16 / 9,
  '16:9': 9 / 16,
};

/** Pixel size of a card: 1080 wide, height from the aspect ratio rounded to an even number (16:9 → 608). */
export function findCardSize(aspectRatio: AspectRatio): { width: number; height: number } {
  return { width: cardWidth, height: 2 * Math.round((cardWidth * heightOverWidth[aspectRatio]) / 2) };
}

/** What a card shows. */
export interface CardContent {
  /** Headline already reduced to drawable characters; may be empty. */
  headline: string;
  /** Platform for the label (name, e.g. 'Instagram', and brand colour for its dot); no label when absent. */
  platform?: { name: string; color: string };
  /** Seeds the accent shapes (the prompt). */
  seed: string;
  palette: BrandPalette;
  /** Arrangement (one per variation); default the classic layout. */
  layout?: CardLayout;
  /** Room kept free of text at each edge, px (a video's safe area); default 7.5 % of the short side. */
  insets?: { top: number; right: number; bottom: number; left: number };
  /** The brand pack's fonts (see `chooseCardFonts`); Inter throughout without them. */
  fonts?: CardFontChoice;
}

/** The palette with every colour parsed; a colour that is not hex falls back to the same slot of `fallback`. */
function resolvePalette(palette: BrandPalette, fallback: BrandPalette): Record<keyof BrandPalette, Rgb> {
  const resolve = (slot: keyof BrandPalette): Rgb =>
    parseHexColor(palette[slot]) ?? parseHexColor(fallback[slot]) ?? { r: 0, g: 0, b: 0 };
  return {
    primary: resolve('primary'),
    secondary: resolve('secondary'),
    accent: resolve('accent'),
    background: resolve('background'),
    text: resolve('text'),
  };
}

/** `rgba()` of a colour with an opacity. */
function withAlpha(color: Rgb, alpha: number): string {
  return `rgba(${Math.round(color.r)}, ${Math.round(color.g)}, ${Math.round(color.b)}, ${alpha})`;
}

/** Four accent shapes (discs, rings, rounded squares) placed and sized from the seed. */
function buildAccentShapes(
  seed: string,
  size: { width: number; height: number },
  accent: Rgb,
  light: Rgb,
): CardElement[] {
  const random = createSeededRandom(hashString(seed));
  const unit = Math.min(size.width, size.height);
  return Array.from({ length: 4 }, (_, index) => {
    const diameter = Math.round(unit * (0.22 + random() * 0.4));
    const left = Math.round((random() * 1.1 - 0.25) * size.width);
    const top = Math.round((random() * 1.1 - 0.25) * size.height);
    const kind = Math.floor(random() * 3);
    const rotation = Math.round(random() * 90);
    const opacity = Math.round((0.16 + random() * 0.16) * 100) / 100;
    const color = index === 3 ? light : accent;
    const base = { position: 'absolute', left, top, width: diameter, height: diameter, opacity } as const;
    if (kind === 0) return box({ ...base, borderRadius: '50%', backgroundColor: formatHexColor(color) });
    if (kind === 1) {
      return box({
        ...base,
        borderRadius: '50%',
        border: `${Math.max(4, Math.round(diameter * 0.08))}px solid ${formatHexColor(color)}`,
      });
    }
    return box({
      ...base,
      borderRadius: Math.round(diameter * 0.22),
      backgroundColor: formatHexColor(color),
      transform: `rotate(${rotation}deg)`,
    });
  });
}

/** The platform pill: a dot in the platform's colour and its name in capitals, `labelSize` px text. */
function buildPlatformLabel(
  platform: { name: string; color: string },
  textColor: Rgb,
  labelSize: number,
): CardElement {
  const height = Math.round(labelSize * 2.2);
  const dot = box({
    width: Math.round(labelSize * 0.5),
    height: Math.round(labelSize * 0.5),
    borderRadius: '50%',
    marginRight: Math.round(labelSize * 0.45),
    backgroundColor: platform.color,
    border: `2px solid ${withAlpha(textColor, 0.8)}`,
  });
  const style = {
    display: 'flex',
    position: 'relative',
    alignItems: 'center',
    alignSelf: 'flex-start',
    height,
    padding: `0 ${Math.round(labelSize * 0.8)}px`,
    boxSizing: 'border-box',
    borderRadius: height,
    backgroundColor: withAlpha(textColor, 0.14),
    border: `2px solid ${withAlpha(textColor, 0.3)}`,
    fontSize: labelSize,
    fontWeight: 700,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
  } as const;
  return box(style, [dot, platform.name]);
}

/**
 * The card as a satori element, `size` px: a gradient primary → secondary in the layout's direction, accent
 * shapes, the platform label at the top (when given), the headline (fitted by {@link fitHeadline}, one block
 * per line) placed and marked as the layout says, and a discreet 'Postforge · offline' mark at the bottom, all
 * in the text colour that contrasts best with the gradient. Text stays inside `content.insets` (px from each
 * edge; default 7.5 % of the short side). Positioned children are painted after the shapes, so shapes never
 * cover text.
 */
export function buildCardElement(
  content: CardContent,
  size: { width: number; height: number },
  fallbackPalette: BrandPalette,
): CardElement {
  const colors = resolvePalette(content.palette, fallbackPalette);
  const middle = mixColors(colors.primary, colors.secondary, 0.5);
  const textColor = pickTextColor(
    [colors.primary, middle, colors.secondary],
    [colors.text, colors.background],
  );
  const layout = content.layout ?? findCardLayout(undefined);
  const unit = Math.min(size.width, size.height);
  const padding = Math.round(unit * 0.075);
  const insets = content.insets ?? { top: padding, right: padding, bottom: padding, left: padding };
  const labelSize = Math.round(unit * 0.03);
  const markSize = Math.round(unit * 0.024);
  const gap = Math.round(unit * 0.04);
  const label = content.platform && buildPlatformLabel(content.platform, textColor, labelSize);
  const labelSpace = label ? Math.round(labelSize * 2.2) + gap : 0;
  const headline = buildHeadlineBlock(
    content.headline,
    {
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom - labelSpace - markSize * 1.4 - 2 * gap,
      maxFontSize: Math.round(unit * layout.maxFontShare),
      minFontSize: Math.round(unit * 0.045),
    },
    { unit, accent: formatHexColor(colors.accent), textColor, gap },
    layout,
    content.fonts?.headlineFamily === undefined
      ? undefined
      : { family: content.fonts.headlineFamily, widthRatio: content.fonts.headlineWidthRatio },
  );
  const markStyle = {
    display: 'flex',
    position: 'relative',
    alignSelf: 'flex-end',
    fontSize: markSize,
  } as const;
  const mark = box(
    { ...markStyle, fontWeight: 400, opacity: 0.72, letterSpacing: '0.02em' },
    'Postforge · offline',
  );
  const shapes = box(
    { display: 'flex', position: 'absolute', left: 0, top: 0, width: size.width, height: size.height },
    buildAccentShapes(content.seed, size, colors.accent, colors.background),
  );
  const gradient = `linear-gradient(${layout.gradientAngle}deg, ${formatHexColor(colors.primary)} 0%, ${formatHexColor(colors.secondary)} 100%)`;
  return box(
    {
      display: 'flex',
      flexDirection: 'column',
      position: 'relative',
      width: size.width,
      height: size.height,
      padding: `${insets.top}px ${insets.right}px ${insets.bottom}px ${insets.left}px`,
      boxSizing: 'border-box',
      gap,
      overflow: 'hidden',
      color: formatHexColor(textColor),
      fontFamily: content.fonts?.bodyFamily ?? 'Inter',
      backgroundImage: gradient,
    },
    [shapes, ...(label ? [label] : []), headline, mark],
  );
}
