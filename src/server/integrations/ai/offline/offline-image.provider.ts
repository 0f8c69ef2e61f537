/**
 * Offline image provider: draws a branded PNG card (satori + resvg, Inter) instead of calling an image model.
 * No network, no randomness: the same request gives the same bytes.
 */
import { platforms, type PlatformId, type VariationId } from '../../../../shared/domain/platforms';
import type { AspectRatio } from '../../../../shared/domain/video';
import type { BrandPalette, GeneratedImage, ImageProvider, ImageRequest } from '../types';
import { chooseCardFonts, withBrandFonts, type BrandFontFiles } from './offline-image.brand-fonts';
import { buildCardElement, findCardSize } from './offline-image.card';
import { defaultBrandPalette } from './offline-image.colors';
import { findCardLayout } from './offline-image.layouts';
import { drawLogoOnCard } from './offline-image.logo';
import { offlineLabels } from './offline-labels';
import { keepDrawableText, loadInterFonts, renderElementToPng } from './offline-image.render';

/** What {@link renderOfflineCard} draws. */
export interface OfflineCardInput {
  headline: string;
  /** Seeds the accent shapes (the prompt); also the headline when `headline` has nothing drawable. */
  seed: string;
  aspectRatio: AspectRatio;
  palette: BrandPalette;
  /** Platform shown in the label; no label when absent (e.g. a video background). */
  platform?: PlatformId;
  /** Folder of the Inter woff files; default @fontsource/inter's. */
  fontsDir?: string;
  /** The post's variation: picks the card's layout (see `findCardLayout`); the classic layout without one. */
  variation?: VariationId;
  /** Room kept free of text at each edge, as shares of the card's width (left, right) and height (top, bottom). */
  safeInsets?: { top: number; right: number; bottom: number; left: number };
  /** The active brand pack's font files: headline in the primary, other text in the secondary (Inter fills gaps). */
  brandFonts?: BrandFontFiles;
}

/**
 * Renders an offline card to PNG: 1080 px wide, height from the aspect ratio (see `findCardSize`).
 * With `brandFonts`, the headline is drawn in the pack's primary font and the other text in its secondary.
 * Headline characters no card font can draw (emoji, CJK and other scripts Inter lacks) are left out rather
 * than drawn as boxes; when nothing drawable remains the seed's drawable text is used, and failing that
 * no headline at all. Palette colours that are not hex fall back to {@link defaultBrandPalette}.
 */
export async function renderOfflineCard(
  input: OfflineCardInput,
): Promise<{ data: Buffer; width: number; height: number }> {
  const fonts = withBrandFonts(await loadInterFonts(input.fontsDir), input.brandFonts);
  const size = findCardSize(input.aspectRatio);
  const platform = input.platform ? platforms[input.platform] : undefined;
  const headline =
    (await keepDrawableText(input.headline, fonts)) || (await keepDrawableText(input.seed, fonts));
  const element = buildCardElement(
    {
      headline,
      seed: input.seed,
      palette: input.palette,
      layout: findCardLayout(input.variation),
      ...(input.brandFonts ? { fonts: await chooseCardFonts(fonts, input.brandFonts) } : {}),
      ...(input.safeInsets
        ? {
            insets: {
              top: Math.round(input.safeInsets.top * size.height),
              bottom: Math.round(input.safeInsets.bottom * size.height),
              left: Math.round(input.safeInsets.left * size.width),
              right: Math.round(input.safeInsets.right * size.width),
            },
          }
        : {}),
      ...(platform ? { platform: { name: platform.name, color: platform.color } } : {}),
    },
    size,
    defaultBrandPalette,
  );
  const data = await renderElementToPng(element, { ...size, fonts });
  return { data, ...size };
}

/** Options of {@link createOfflineImageProvider}. */
export interface OfflineImageProviderOptions {
  /** Folder with Inter's `inter-<subset>-<400|700>-normal.woff` files; default @fontsource/inter's `files/`. */
  fontsDir?: string;
  /** Renders cards somewhere else (a worker pool) instead of on this thread. */
  render?: (input: OfflineCardInput) => Promise<{ data: Buffer; width: number; height: number }>;
}

/**
 * Creates the offline image provider: every request becomes a card (see {@link renderOfflineCard}) with the
 * request's headline, palette and platform label, the brand logo when given, and a 'Postforge · offline'
 * mark. Fonts are read on the
 * first card and cached.
 */
export function createOfflineImageProvider(options: OfflineImageProviderOptions = {}): ImageProvider {
  return {
    kind: 'offline',
    label: offlineLabels.image,
    async generateImage(request: ImageRequest, signal?: AbortSignal): Promise<GeneratedImage> {
      signal?.throwIfAborted();
      const card = await (options.render ?? renderOfflineCard)({
        headline: request.headline,
        seed: request.prompt,
        aspectRatio: request.aspectRatio,
        palette: request.palette,
        platform: request.platform,
        ...(request.variation === undefined ? {} : { variation: request.variation }),
        ...(options.fontsDir === undefined ? {} : { fontsDir: options.fontsDir }),
        ...(request.fonts ? { brandFonts: request.fonts } : {}),
      });
      signal?.throwIfAborted();
      return {
        kind: 'bytes',
        data: request.logo ? await drawLogoOnCard(card, request.logo) : card.data,
        contentType: 'image/png',
        width: card.width,
        height: card.height,
      };
    },
  };
}
