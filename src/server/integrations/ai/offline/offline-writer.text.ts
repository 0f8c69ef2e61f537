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

/** Sentence rules of a language: which periods end no sentence. */
export interface SentenceRules {
  /** Abbreviations whose period ends no sentence, lower case without their last period ('z. b', 'dr'). */
  abbreviations: ReadonlySet<string>;
  /** True when a number followed by a period is an ordinal ('2. März'), never a sentence end. */
  hasOrdinalDot: boolean;
  /** Locale of case changes. */
  locale: string;
}

const englishSentences: SentenceRules = { abbreviations: new Set(), hasOrdinalDot: false, locale: 'en' };

/**
 * True when the period ending `head` ends no sentence: an initial or single letter ('J.', 'z.'; not a unit
 * after a number, '19 h.'), a listed
 * abbreviation, a day-month date ('15.03.'), an ordinal in languages that write them with a period ('2.'),
 * or a period followed by a lower-case word.
 */
function isFalseSentenceEnd(head: string, next: string, rules: SentenceRules): boolean {
  if (!head.endsWith('.')) return false;
  if (/^\p{Ll}/u.test(next)) return true;
  // A lower-case letter after a number is a unit that may end a sentence ('… à 19 h. L'entrée'), no initial.
  if (/(?:^|[^\p{L}\p{N}])\p{L}\.$/u.test(head) && !/\d\s?\p{Ll}\.$/u.test(head)) return true;
  if (/(?:^|[^\d.,])\d{1,2}\.\d{1,2}\.$/u.test(head)) return true;
  if (rules.hasOrdinalDot && /(?:^|[^\d.,:])\d{1,3}\.$/u.test(head)) return true;
  const lower = head.toLocaleLowerCase(rules.locale);
  for (const abbreviation of rules.abbreviations) {
    if (lower.endsWith(`${abbreviation}.`)) {
      const before = lower.slice(0, lower.length - abbreviation.length - 1);
      if (before === '' || /[^\p{L}]$/u.test(before)) return true;
    }
  }
  return false;
}

/**
 * Splits cleaned text into sentences (., !, ? or line ends), trimmed and non-empty. A period that ends no
 * sentence in the text's language (abbreviations, '2. März', '15.03.') does not split.
 */
export function splitSentences(text: string, rules: SentenceRules = englishSentences): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\n+/u)) {
    let current = '';
    for (const piece of line.split(/(?<=[.!?…])\s+|(?<=[。！？])/u)) {
      if (current !== '' && !isFalseSentenceEnd(current, piece, rules)) {
        sentences.push(current);
        current = piece;
      } else current = current === '' ? piece : `${current} ${piece}`;
    }
    sentences.push(current);
  }
  return sentences.map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0);
}

/** First letter upper-cased in `locale` (the rest untouched, so names and acronyms keep their casing). */
export function capitalize(text: string, locale = 'en'): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  return head.toLocaleUpperCase(locale) + text.slice(head.length);
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

const amount = String.raw`(?:[€$£¥]\s?)?\d+(?:[.,:h]\d+)*(?:\s?(?:%|€|\$|£|zł|kr|h|Uhr|uur|Euro|EUR|USD)(?![\p{L}\p{N}]))?`;
const rangeWord = String.raw`(?:à|a|bis|to|-|–|y|e|et|und|and|en|tot|til)`;
/** Prices, times, percentages and ranges of them ('3,50 €', '9 h à 12 h'), and dates ('2. März', '15 de setembro'). */
const factPattern = new RegExp(
  String.raw`\d{1,2}\.?\s(?:de\s)?\p{L}{3,}(?:\s\d{4})?|${amount}(?:\s${rangeWord}\s${amount})?`,
  'gu',
);

/** Where `text` may be cut: the index of every space that is not inside a price, time, range or date. */
function findSafeCuts(text: string): number[] {
  const spans = [...text.matchAll(factPattern)].map((match) => [match.index, match.index + match[0].length]);
  const cuts: number[] = [];
  for (let index = text.indexOf(' '); index >= 0; index = text.indexOf(' ', index + 1)) {
    if (spans.every(([start = 0, end = 0]) => index <= start || index >= end)) cuts.push(index);
  }
  return cuts;
}

/**
 * Cuts `text` to at most `maxLength` UTF-16 units at a word boundary outside any price, time or date, adding
 * '…' when it was cut (inside a word only when no boundary keeps half the length).
 */
export function shortenWords(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = findSafeCuts(text)
    .filter((index) => index <= maxLength - 1)
    .at(-1);
  if (cut === undefined || cut <= maxLength / 2) {
    return `${withoutFinalPunctuation(text.slice(0, Math.max(0, maxLength - 1)))}…`;
  }
  return `${withoutFinalPunctuation(text.slice(0, cut))}…`;
}

/**
 * Cuts `text` so that it weighs at most `maxWeight` on `platformId`, at a word boundary when possible and
 * never inside a grapheme; adds '…' when cut. Returns '' when not even '…' fits.
 */
export function truncateToWeight(text: string, maxWeight: number, platformId: PlatformId): string {
  if (countCharacters(text, platformId) <= maxWeight) return text;
  for (const cut of findSafeCuts(text).reverse()) {
    const candidate = `${withoutFinalPunctuation(text.slice(0, cut))}…`;
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
