/**
 * Character counting per platform. X counts like twitter-text v3 (its config/v3.json): the text is NFC
 * normalised; every address weighs 23; every emoji grapheme (ZWJ sequences, skin tones, flags and keycaps
 * included) weighs 2; code points in 0-4351, 8192-8205, 8208-8223 and 8242-8247 weigh 1 and all others 2
 * (so CJK and most other wide scripts count double). Other platforms count Unicode code points.
 */
import { platforms, type PlatformId } from './platforms';
import { findUrlRanges } from './url-entities';

/** The twitter-text v3 weighting, in whole characters. */
export const twitterWeighting = {
  urlWeight: 23,
  emojiWeight: 2,
  defaultWeight: 2,
  singleWeightRanges: [
    [0, 4351],
    [8192, 8205],
    [8208, 8223],
    [8242, 8247],
  ] as ReadonlyArray<readonly [number, number]>,
} as const;

const graphemeSegmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const pictographic = /\p{Extended_Pictographic}/u;
const emojiPresentation = /\p{Emoji_Presentation}|\uFE0F|\u20E3|\p{Regional_Indicator}/u;
const whitespace = /^\s+$/u;

/**
 * An emoji as X sees it: a pictograph shown as emoji by default or asked to be one with U+FE0F, a flag
 * (regional indicator pair) or a keycap. Text-style symbols such as a bare '©' keep their code-point weight.
 */
function isEmojiGrapheme(grapheme: string): boolean {
  if (/\p{Regional_Indicator}/u.test(grapheme) || grapheme.includes('\u20E3')) return true;
  return pictographic.test(grapheme) && emojiPresentation.test(grapheme);
}

function weighCodePoint(codePoint: number): number {
  const isSingle = twitterWeighting.singleWeightRanges.some(
    ([low, high]) => codePoint >= low && codePoint <= high,
  );
  return isSingle ? 1 : twitterWeighting.defaultWeight;
}

function countCodePoints(text: string): number {
  let total = 0;
  for (const _ of text) total += 1;
  return total;
}

/** One indivisible piece of text: an address or a grapheme cluster, with its weight on the platform. */
interface TextUnit {
  start: number;
  end: number;
  weight: number;
  isSpace: boolean;
}

function weighGrapheme(grapheme: string, isTwitter: boolean): number {
  if (!isTwitter) return countCodePoints(grapheme);
  if (isEmojiGrapheme(grapheme)) return twitterWeighting.emojiWeight;
  let total = 0;
  for (const character of grapheme) total += weighCodePoint(character.codePointAt(0) ?? 0);
  return total;
}

function splitIntoUnits(text: string, isTwitter: boolean, keepUrlsWhole: boolean): TextUnit[] {
  const units: TextUnit[] = [];
  const pushGraphemes = (from: number, to: number): void => {
    for (const { segment, index } of graphemeSegmenter.segment(text.slice(from, to))) {
      const start = from + index;
      units.push({
        start,
        end: start + segment.length,
        weight: weighGrapheme(segment, isTwitter),
        isSpace: whitespace.test(segment),
      });
    }
  };
  let position = 0;
  for (const range of keepUrlsWhole ? findUrlRanges(text) : []) {
    pushGraphemes(position, range.start);
    const url = text.slice(range.start, range.end);
    const weight = isTwitter ? twitterWeighting.urlWeight : countCodePoints(url);
    units.push({ start: range.start, end: range.end, weight, isSpace: false });
    position = range.end;
  }
  pushGraphemes(position, text.length);
  return units;
}

/** The length of a text as the platform counts it (X: weighted; others: code points). */
export function countCharacters(text: string, platformId: PlatformId): number {
  if (platformId !== 'twitter') return countCodePoints(text);
  return splitIntoUnits(text.normalize('NFC'), true, true).reduce((sum, unit) => sum + unit.weight, 0);
}

/** True when the text is within the platform's character limit. */
export function fitsPlatform(text: string, platformId: PlatformId): boolean {
  return countCharacters(text, platformId) <= platforms[platformId].characterLimit;
}

/** Characters left before the platform's limit; negative when over. */
export function remainingCharacters(text: string, platformId: PlatformId): number {
  return platforms[platformId].characterLimit - countCharacters(text, platformId);
}

/** Index of the first unit that no longer fits the limit (units.length when all fit). */
function firstUnitOverLimit(units: readonly TextUnit[], limit: number): number {
  let total = 0;
  for (let index = 0; index < units.length; index += 1) {
    total += units[index]?.weight ?? 0;
    if (total > limit) return index;
  }
  return units.length;
}

/**
 * Shortens a text to the platform's limit. A text that fits is returned unchanged. Otherwise the cut falls
 * at the last whitespace that keeps the text within the limit, and trailing whitespace is dropped; it never
 * splits an address, an emoji or any other grapheme cluster (so no surrogate pair). Only when the first word
 * alone is over the limit is it cut at a grapheme boundary (an over-long address included). For X the
 * result is NFC normalised, as X counts it.
 */
export function truncateToLimit(text: string, platformId: PlatformId): string {
  if (fitsPlatform(text, platformId)) return text;
  const isTwitter = platformId === 'twitter';
  const source = isTwitter ? text.normalize('NFC') : text;
  const limit = platforms[platformId].characterLimit;
  const units = splitIntoUnits(source, isTwitter, true);
  const over = firstUnitOverLimit(units, limit);
  for (let index = over; index > 0; index -= 1) {
    const unit = units[index];
    if (unit?.isSpace) {
      const head = source.slice(0, unit.start).trimEnd();
      if (head.length > 0) return head;
    }
  }
  if (over > 0) return source.slice(0, units[over]?.start ?? source.length).trimEnd();
  const graphemes = splitIntoUnits(source, isTwitter, false);
  return source.slice(0, graphemes[firstUnitOverLimit(graphemes, limit)]?.start ?? source.length).trimEnd();
}
