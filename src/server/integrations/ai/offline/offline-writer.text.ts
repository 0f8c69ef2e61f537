/**
 * Small text helpers of the offline writer: cleaning user input into sentences and cutting text to a
 * weighted budget without splitting a word, an emoji or a URL.
 */
import type { PlatformId } from '../../../../shared/domain/platforms';
import { countCharacters } from '../../../../shared/domain/counting';

const urlPattern = /\bhttps?:\/\/[^\s<>"')\]]+/giu;
const emojiPattern = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3|\ufe0f|\u200d/gu;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Every http(s) URL in `text`, in order, without trailing sentence punctuation. */
export function findUrls(text: string): string[] {
  return [...text.matchAll(urlPattern)].map((match) => match[0].replace(/[.,;:!?]+$/u, ''));
}

/** `text` without URLs, Markdown links/emphasis and citation brackets, whitespace collapsed. */
export function cleanText(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .replace(urlPattern, ' ')
    .replace(/\(\s*\)|\[\s*\]/gu, ' ')
    .replace(/[*_`>#]{1,3}(?=\S)|(?<=\S)[*_`]{1,3}/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** `text` without emoji (used for the Conservative creativity range and for image prompts). */
export function stripEmoji(text: string): string {
  return text
    .replace(emojiPattern, '')
    .replace(/[ \t]{2,}/gu, ' ')
    .replace(/ +$/gmu, '')
    .replace(/^ +/gmu, '');
}

/** Splits cleaned text into sentences (., !, ? or line ends), trimmed and non-empty. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** First letter upper-cased (the rest untouched, so names and acronyms keep their casing). */
export function capitalize(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  return head.toLocaleUpperCase('en') + text.slice(head.length);
}

/** `text` ending with sentence punctuation (a period is added when it has none). */
export function asSentence(text: string): string {
  const trimmed = text.trim().replace(/[,;:\s-]+$/u, '');
  if (trimmed === '') return trimmed;
  return /[.!?…)"”']$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** `text` without its trailing sentence punctuation (for use inside another sentence). */
export function withoutFinalPunctuation(text: string): string {
  return text.trim().replace(/[.!?…,;:\s]+$/u, '');
}

/** Cuts `text` to at most `maxLength` UTF-16 units at a word boundary, adding '…' when it was cut. */
export function shortenWords(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, Math.max(0, maxLength - 1));
  const lastSpace = cut.lastIndexOf(' ');
  const head = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut;
  return `${withoutFinalPunctuation(head)}…`;
}

/**
 * Cuts `text` so that it weighs at most `maxWeight` on `platformId`, at a word boundary when possible and
 * never inside a grapheme; adds '…' when cut. Returns '' when not even '…' fits.
 */
export function truncateToWeight(text: string, maxWeight: number, platformId: PlatformId): string {
  if (countCharacters(text, platformId) <= maxWeight) return text;
  const words = text.split(' ');
  for (let keep = words.length - 1; keep > 0; keep -= 1) {
    const candidate = `${withoutFinalPunctuation(words.slice(0, keep).join(' '))}…`;
    if (candidate.length > 1 && countCharacters(candidate, platformId) <= maxWeight) return candidate;
  }
  const pieces = [...graphemes.segment(text)].map(({ segment }) => segment);
  let low = 0;
  let high = pieces.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const candidate = `${pieces.slice(0, middle).join('')}…`;
    if (countCharacters(candidate, platformId) <= maxWeight) low = middle;
    else high = middle - 1;
  }
  for (let keep = low; keep >= 0; keep -= 1) {
    const candidate = keep === 0 ? '…' : `${pieces.slice(0, keep).join('').trimEnd()}…`;
    if (countCharacters(candidate, platformId) <= maxWeight) return candidate;
  }
  return '';
}
