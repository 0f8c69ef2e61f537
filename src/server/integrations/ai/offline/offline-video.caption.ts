/**
 * The caption burned into offline videos, drawn with satori (Inter) as a transparent overlay PNG the size of
 * the video, so ffmpeg needs no font file (drawtext is not used). Placed by {@link layoutCaption}: inside the
 * frame's safe area, one absolutely placed line at a time, so satori wraps nothing the layout did not plan.
 */
import type { AspectRatio } from '../../../../shared/domain/video';
import { headlineLineHeight } from './offline-image.text-fit';
import { chooseCardFonts, withBrandFonts, type BrandFontFiles } from './offline-image.brand-fonts';
import { box, keepDrawableText, loadInterFonts, renderElementToPng } from './offline-image.render';
import { defaultCaptionColors } from './offline-video.brand';
import { layoutCaption } from './offline-video.layout';

/**
 * Renders `caption` as a transparent PNG of `size` px: bold text on a rounded panel (white on dark violet, or
 * `colors` of the brand pack) at the bottom of the safe area, at most 3 lines (longer captions shrink, then end with '…'). Characters the fonts cannot
 * draw are left out; resolves to undefined when nothing drawable remains. With the pack's `brandFonts`, the
 * caption is drawn in its primary font (Inter for glyphs it lacks).
 */
export async function renderCaptionOverlay(
  caption: string,
  aspectRatio: AspectRatio,
  size: { width: number; height: number },
  fontsDir?: string,
  colors: { panel: string; text: string } = defaultCaptionColors,
  brandFonts?: BrandFontFiles,
): Promise<Buffer | undefined> {
  const fonts = withBrandFonts(await loadInterFonts(fontsDir), brandFonts);
  const text = await keepDrawableText(caption, fonts);
  if (!text) return undefined;
  const choice = await chooseCardFonts(fonts, brandFonts);
  const layout = layoutCaption(text, aspectRatio, size, choice.headlineWidthRatio);
  const unit = Math.min(size.width, size.height);
  const panel = box({
    position: 'absolute',
    ...layout.panel,
    borderRadius: Math.round(unit * 0.03),
    backgroundColor: colors.panel,
  });
  const lines = layout.lines.map((line) =>
    box(
      {
        display: 'flex',
        position: 'absolute',
        left: layout.panel.left,
        top: line.box.top,
        width: layout.panel.width,
        height: line.box.height,
        justifyContent: 'center',
        whiteSpace: 'nowrap',
        color: colors.text,
        fontSize: layout.fontSize,
        fontWeight: 700,
        lineHeight: headlineLineHeight,
      },
      line.text,
    ),
  );
  const frame = box(
    {
      display: 'flex',
      position: 'relative',
      width: size.width,
      height: size.height,
      fontFamily: choice.headlineFamily,
    },
    [panel, ...lines],
  );
  return renderElementToPng(frame, { ...size, fonts });
}
