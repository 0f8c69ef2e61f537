/**
 * Headline fitting for the offline card and the video caption: wrap with estimated Inter Bold widths, shrink
 * until the text fits its box, and cut with an ellipsis when even the smallest size does not.
 */

/** Line height of the headline, in ems. */
export const headlineLineHeight = 1.12;
/** Most lines a headline may take, however small the text. */
const maxHeadlineLines = 7;

/** Rough advance of one character of Inter Bold, in ems (slightly generous so satori never wraps more). */
function estimateCharacterWidth(character: string): number {
  if (character === ' ') return 0.27;
  if (/[iIl.,:;!|'`]/.test(character)) return 0.32;
  if (/[fjrt()[\]{}\-"]/.test(character)) return 0.45;
  if (/[mwMW@%]/.test(character)) return 0.98;
  if (/[A-Z]/.test(character)) return 0.76;
  if (/[0-9]/.test(character)) return 0.66;
  if (/[a-z]/.test(character)) return 0.62;
  return 0.74;
}

/** Estimated width of `text` in Inter Bold, ems (a little wider than drawn, never narrower). */
export function estimateTextWidth(text: string): number {
  let width = 0;
  for (const character of text) width += estimateCharacterWidth(character);
  return width;
}

/** True when some word of `text` is wider than `maxWidth` ems on its own (it would be cut mid-word). */
function hasOverlongWord(text: string, maxWidth: number): boolean {
  return text.split(' ').some((word) => estimateTextWidth(word) > maxWidth);
}

/** Greedy word wrap to lines of at most `maxWidth` ems; a word longer than a line is broken with a hyphen. */
function wrapText(text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (estimateTextWidth(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    if (estimateTextWidth(word) <= maxWidth) {
      line = word;
      continue;
    }
    // A word longer than a line is broken with a hyphen at the end of each full piece.
    for (const character of word) {
      if (line && estimateTextWidth(`${line}${character}-`) > maxWidth) {
        lines.push(`${line}-`);
        line = '';
      }
      line += character;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** How a headline fits its box: the font size chosen and the text as it will be drawn. */
export interface HeadlineFit {
  /** Font size, px. */
  fontSize: number;
  /** The estimated lines; joined with spaces they are the drawn text. */
  lines: string[];
  /** True when words were cut and an ellipsis added because even the smallest size did not fit. */
  isTruncated: boolean;
}

/**
 * Chooses the largest font size between `maxFontSize` and `minFontSize` (px) at which `text` wraps into the
 * box (`width` x `height` px, at most 7 lines); when none does, keeps the smallest size and cuts the text to
 * the lines that fit, ending with '…'. An empty text gives no lines.
 */
export function fitHeadline(
  text: string,
  area: { width: number; height: number; maxFontSize: number; minFontSize: number },
): HeadlineFit {
  let fontSize = area.maxFontSize;
  for (;;) {
    const lines = wrapText(text, area.width / fontSize);
    // A size at which a word must be cut mid-word does not fit: the drawn text would gain a space inside it.
    const fits =
      lines.length <= maxHeadlineLines &&
      lines.length * fontSize * headlineLineHeight <= area.height &&
      !hasOverlongWord(text, area.width / fontSize);
    if (fits) return { fontSize, lines, isTruncated: false };
    const next = Math.floor(fontSize * 0.92);
    if (next < area.minFontSize) break;
    fontSize = next;
  }
  fontSize = area.minFontSize;
  const maxLines = Math.max(
    1,
    Math.min(maxHeadlineLines, Math.floor(area.height / (fontSize * headlineLineHeight))),
  );
  const wrapped = wrapText(text, area.width / fontSize);
  const lines = wrapped.slice(0, maxLines);
  // Everything fits at the smallest size after all (only a too-long word had to be broken): no ellipsis.
  if (wrapped.length <= maxLines) return { fontSize, lines, isTruncated: false };
  const lastIndex = lines.length - 1;
  let last = lines[lastIndex] ?? '';
  while (last && estimateTextWidth(`${last}…`) > area.width / fontSize) last = last.slice(0, -1);
  lines[lastIndex] = `${last.trimEnd()}…`;
  return { fontSize, lines, isTruncated: true };
}
