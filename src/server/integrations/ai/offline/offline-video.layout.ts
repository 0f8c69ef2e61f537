/**
 * Where the caption of an offline video goes: a panel at the bottom of the frame's safe area, the text fitted
 * to the height of three lines inside it, and the estimated box of every word, so a test can prove that no word is
 * cut at the frame's edge or hidden under a platform's buttons.
 */
import type { AspectRatio } from '../../../../shared/domain/video';
import { findVideoSafeArea, type FrameRect } from '../../../../shared/domain/video-frames';
import { estimateTextWidth, fitHeadline, headlineLineHeight } from './offline-image.text-fit';

/** The caption as it will be drawn. */
export interface CaptionLayout {
  /** Font size, px. */
  fontSize: number;
  /** The dark panel behind the text. */
  panel: FrameRect;
  /** Each line with its box (centred in the panel). */
  lines: Array<{ text: string; box: FrameRect }>;
  /** Each word's estimated box, in reading order. */
  words: Array<{ text: string; box: FrameRect }>;
  /** The safe area the layout was made for. */
  safeArea: FrameRect;
}

/** The caption's height is that of this many lines at the largest size; a longer caption shrinks, then ends with '…'. */
const maxCaptionLines = 3;

/** Boxes of the words of one line that starts at `left`, px. */
function placeWords(line: string, left: number, top: number, fontSize: number): CaptionLayout['words'] {
  const words: CaptionLayout['words'] = [];
  const height = Math.round(fontSize * headlineLineHeight);
  let x = left;
  for (const word of line.split(' ')) {
    const width = estimateTextWidth(word) * fontSize;
    words.push({ text: word, box: { left: x, top, width, height } });
    x += width + estimateTextWidth(' ') * fontSize;
  }
  return words;
}

/**
 * Lays `text` (already reduced to drawable characters) out for a frame of `size` px: the panel spans the safe
 * area's width at its bottom, the font is the largest (4 % to 6.2 % of the short side) at which the text fits
 * the height of three lines at the largest size, each line is centred. `widthRatio` is how much wider than
 * Inter Bold the caption's font sets text (a brand pack's font): it is fitted into that much less room. Every word's box lies inside the panel and so inside the safe area.
 */
export function layoutCaption(
  text: string,
  aspectRatio: AspectRatio,
  size: { width: number; height: number },
  widthRatio = 1,
): CaptionLayout {
  const safeArea = findVideoSafeArea(aspectRatio, size);
  const unit = Math.min(size.width, size.height);
  const paddingX = Math.round(unit * 0.04);
  const paddingY = Math.round(unit * 0.028);
  const maxFontSize = Math.round(unit * 0.062);
  const innerWidth = safeArea.width - 2 * paddingX;
  const fit = fitHeadline(text, {
    width: innerWidth / widthRatio,
    height: Math.min(maxFontSize * headlineLineHeight * maxCaptionLines, safeArea.height * 0.45),
    maxFontSize,
    minFontSize: Math.round(unit * 0.04),
  });
  const lineHeight = Math.round(fit.fontSize * headlineLineHeight);
  const lineWidths = fit.lines.map((line) =>
    Math.min(innerWidth, Math.ceil(estimateTextWidth(line) * fit.fontSize * widthRatio)),
  );
  const panelWidth = Math.min(safeArea.width, Math.max(0, ...lineWidths) + 2 * paddingX);
  const panelHeight = fit.lines.length * lineHeight + 2 * paddingY;
  const panel = {
    left: Math.round(safeArea.left + (safeArea.width - panelWidth) / 2),
    top: safeArea.top + safeArea.height - panelHeight,
    width: panelWidth,
    height: panelHeight,
  };
  const lines = fit.lines.map((line, index) => {
    const width = lineWidths[index] ?? 0;
    const box = {
      left: Math.round(panel.left + (panel.width - width) / 2),
      top: panel.top + paddingY + index * lineHeight,
      width,
      height: lineHeight,
    };
    return { text: line, box };
  });
  const words = lines.flatMap((line) => placeWords(line.text, line.box.left, line.box.top, fit.fontSize));
  return { fontSize: fit.fontSize, panel, lines, words, safeArea };
}
