/**
 * Character counting per platform. X is counted by the official `twitter-text` library (3.1.0, `parseTweet`:
 * NFC normalised, every address weighs 23, emoji 2, CJK and other wide scripts 2). Other platforms count
 * Unicode code points. This module imports twitter-text (about 21 KB gzipped in the browser); the web app
 * loads it on first use (src/web/features/review/hooks/useCounting.ts), the server imports it directly.
 */
import twitterText from 'twitter-text';
import { platforms, type PlatformId } from './platforms';

const graphemeSegmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

function countCodePoints(text: string): number {
  let total = 0;
  for (const _ of text) total += 1;
  return total;
}

/** The length of a text as the platform counts it (X: twitter-text's weighted length; others: code points). */
export function countCharacters(text: string, platformId: PlatformId): number {
  if (platformId !== 'twitter') return countCodePoints(text);
  return twitterText.parseTweet(text).weightedLength;
}

/** True when the text is within the platform's character limit. */
export function fitsPlatform(text: string, platformId: PlatformId): boolean {
  return countCharacters(text, platformId) <= platforms[platformId].characterLimit;
}

/** Characters left before the platform's limit; negative when over. */
export function remainingCharacters(text: string, platformId: PlatformId): number {
  return platforms[platformId].characterLimit - countCharacters(text, platformId);
}

/**
 * Whether a post's text may be published on the platform: not blank and within its limit (for X, what
 * twitter-text calls valid: within 280 weighted characters and without characters X refuses).
 */
export function isPublishable(post: { content: string; platform: PlatformId }): boolean {
  if (post.content.trim() === '') return false;
  if (post.platform === 'twitter') return twitterText.parseTweet(post.content).valid;
  return fitsPlatform(post.content, post.platform);
}

/** The addresses of a text as X recognises them, as UTF-16 ranges [start, end). */
export function findUrlRanges(text: string): Array<{ start: number; end: number }> {
  return twitterText
    .extractUrlsWithIndices(text)
    .map(({ indices: [start, end] }) => ({ start, end }))
    .sort((first, second) => first.start - second.start);
}

/** Offsets where a cut may fall: grapheme boundaries that are not inside an address. */
function cutPoints(text: string): number[] {
  const urls = findUrlRanges(text);
  const points: number[] = [];
  for (const { index } of graphemeSegmenter.segment(text)) {
    if (!urls.some((url) => index > url.start && index < url.end)) points.push(index);
  }
  points.push(text.length);
  return points;
}

/** The longest prefix (ending at one of `points`, trailing whitespace dropped) that fits; '' when none. */
function longestFittingPrefix(text: string, points: number[], platformId: PlatformId): string {
  let low = 0;
  let high = points.length - 1;
  let best = '';
  while (low <= high) {
    const middle = (low + high) >> 1;
    const candidate = text.slice(0, points[middle]).trimEnd();
    if (fitsPlatform(candidate, platformId)) {
      best = candidate;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return best;
}

/**
 * Shortens a text to the platform's limit. A text that fits is returned unchanged. Otherwise the cut falls at
 * the last whitespace that keeps the text within the limit (trailing whitespace dropped); it never splits an
 * address, an emoji or any other grapheme cluster. Only when the first word alone is over the limit is it cut
 * at a grapheme boundary. For X the result is NFC normalised, as X counts it.
 */
export function truncateToLimit(text: string, platformId: PlatformId): string {
  if (fitsPlatform(text, platformId)) return text;
  const source = platformId === 'twitter' ? text.normalize('NFC') : text;
  const points = cutPoints(source);
  const atSpaces = points.filter((point) => point < source.length && /\s/u.test(source[point] ?? ''));
  const byWord = longestFittingPrefix(source, atSpaces, platformId);
  if (byWord !== '') return byWord;
  return longestFittingPrefix(source, points, platformId);
}

/** Ends of sentences: after . ! ? … (and their CJK forms) with closing quotes or brackets, before space or end. */
const sentenceEnd = /[.!?…。！？]+["'”’»)\]]*(?=\s|$)/gu;

/**
 * Shortens a post's text to the platform's limit at a sentence boundary: the most whole sentences that fit,
 * with the closing hashtag paragraph kept when it still fits (else as many of its hashtags as fit). Falls
 * back to `truncateToLimit` when not even the first sentence fits. A text that fits is returned unchanged.
 */
export function cutToFitAtSentence(text: string, platformId: PlatformId): string {
  if (fitsPlatform(text, platformId)) return text;
  const source = platformId === 'twitter' ? text.normalize('NFC') : text;
  const tagMatch = /\n\s*\n([ \t]*#[^\n]*)\s*$/u.exec(source);
  const body = tagMatch ? source.slice(0, tagMatch.index).trimEnd() : source;
  const tags = tagMatch?.[1]?.trim().split(/\s+/u) ?? [];
  const urls = findUrlRanges(body);
  const ends = [...body.matchAll(sentenceEnd)]
    .map((match) => (match.index ?? 0) + match[0].length)
    .filter((end) => !urls.some((url) => end > url.start && end < url.end));
  for (let index = ends.length - 1; index >= 0; index -= 1) {
    const head = body.slice(0, ends[index]).trimEnd();
    for (let count = tags.length; count >= 0; count -= 1) {
      const candidate = count > 0 ? `${head}\n\n${tags.slice(0, count).join(' ')}` : head;
      if (fitsPlatform(candidate, platformId)) return candidate;
    }
  }
  return truncateToLimit(source, platformId);
}
