/**
 * The caption burned into offline videos, drawn with satori (Inter) as a transparent overlay PNG the size of
 * the video, so ffmpeg needs no font file (drawtext is not used).
 */
import { fitHeadline } from './offline-image.text-fit';
import { box, keepDrawableText, loadInterFonts, renderElementToPng } from './offline-image.render';

/**
 * Renders `caption` as a transparent PNG of `size` px: white bold text on a dark rounded panel in the lower
 * part of the frame, at most 3 lines (longer captions shrink, then end with '…'). Characters the fonts cannot
 * draw are left out; resolves to undefined when nothing drawable remains.
 */
export async function renderCaptionOverlay(
  caption: string,
  size: { width: number; height: number },
  fontsDir?: string,
): Promise<Buffer | undefined> {
  const fonts = await loadInterFonts(fontsDir);
  const text = await keepDrawableText(caption, fonts);
  if (!text) return undefined;
  const unit = Math.min(size.width, size.height);
  const panelWidth = Math.round(size.width * 0.86);
  const paddingX = Math.round(unit * 0.045);
  const paddingY = Math.round(unit * 0.03);
  const maxFontSize = Math.round(unit * 0.062);
  const fit = fitHeadline(text, {
    width: panelWidth - 2 * paddingX,
    height: Math.min(maxFontSize * 1.12 * 3, size.height * 0.3),
    maxFontSize,
    minFontSize: Math.round(unit * 0.04),
  });
  const panel = box(
    {
      display: 'block',
      maxWidth: panelWidth,
      padding: `${paddingY}px ${paddingX}px`,
      boxSizing: 'border-box',
      borderRadius: Math.round(unit * 0.03),
      backgroundColor: 'rgba(15, 10, 31, 0.66)',
      color: '#FFFFFF',
      fontSize: fit.fontSize,
      fontWeight: 700,
      lineHeight: 1.12,
      textAlign: 'center',
      wordBreak: 'break-word',
      lineClamp: Math.max(1, fit.lines.length),
    },
    fit.lines.join(' '),
  );
  const frame = box(
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'flex-end',
      alignItems: 'center',
      width: size.width,
      height: size.height,
      paddingBottom: Math.round(size.height * 0.1),
      boxSizing: 'border-box',
      fontFamily: 'Inter',
    },
    panel,
  );
  return renderElementToPng(frame, { ...size, fonts });
}
