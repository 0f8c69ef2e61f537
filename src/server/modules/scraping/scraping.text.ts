/**
 * Text helpers shared by the extraction steps: whitespace, filters by length, truncation, and block
 * separators (cheerio joins adjacent blocks without spaces, so they are inserted before reading text).
 */
import type { CheerioAPI } from 'cheerio';

/**
 * Collapses runs of whitespace (including non-breaking spaces) to one space, drops a space left before
 * closing punctuation by the inserted separators, and trims.
 */
export function normalizeSpace(text: string): string {
  return text
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/ ([,.;:!?)])(?=\s|$)/g, '$1')
    .trim();
}

/** Length filter and cap for `uniqueTexts`: keep texts longer than `over` and shorter than `under`. */
export interface TextFilter {
  /** Keep texts strictly longer than this many characters. */
  over?: number;
  /** Keep texts strictly shorter than this many characters. */
  under?: number;
  /** Keep at most this many. */
  limit?: number;
}

/** Normalises, filters by length, removes case-insensitive duplicates (first wins) and caps a list. */
export function uniqueTexts(values: Iterable<string>, filter: TextFilter = {}): string[] {
  const { over = 0, under = Number.POSITIVE_INFINITY, limit = Number.POSITIVE_INFINITY } = filter;
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    if (kept.length >= limit) break;
    const text = normalizeSpace(value);
    const key = text.toLowerCase();
    if (text.length > over && text.length < under && !seen.has(key)) {
      seen.add(key);
      kept.push(text);
    }
  }
  return kept;
}

/**
 * Shortens text to at most `max` characters, preferring a word boundary, and appends `ellipsis`
 * (counted in `max`) when something was cut.
 */
export function truncateText(text: string, max: number, ellipsis = '…'): string {
  if (text.length <= max) return text;
  const room = max - ellipsis.length;
  const cut = text.slice(0, room);
  const space = cut.lastIndexOf(' ');
  const shortened = space > room * 0.6 ? cut.slice(0, space) : cut;
  return `${shortened.trimEnd()}${ellipsis}`;
}

const blockTags = [
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
  'button',
  'option',
  'label',
].join(', ');

/** Inline elements whose neighbours are separate words ('<span>$89</span><del>$129</del>'). */
const spacedInlineTags = 'a, span, del, ins, s, strike, small, time';

/**
 * Inserts a line break around every block element and a space after a few inline ones, so `.text()`
 * keeps blocks and adjacent labels apart.
 */
export function insertBlockSeparators($: CheerioAPI): void {
  $(blockTags).each((_index, element) => {
    $(element).prepend('\n').append('\n');
  });
  $(spacedInlineTags).each((_index, element) => {
    $(element).after(' ');
  });
}

/** Text of an element after `insertBlockSeparators`: one normalised line per block, empty lines dropped. */
export function readBlockText(text: string): string {
  return text
    .split('\n')
    .map(normalizeSpace)
    .filter((line) => line !== '')
    .join('\n');
}

/** Plain text of a fragment that may hold HTML (JSON-LD descriptions often do). */
export function stripTags(text: string): string {
  return normalizeSpace(
    text
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>'),
  );
}

/** Counts how many of the phrases occur in lower-cased text (as whole words where they start/end with one). */
export function countPhrases(lowerText: string, phrases: readonly string[]): number {
  return phrases.filter((phrase) =>
    new RegExp(`(^|[^a-z0-9])${escapeRegExp(phrase)}($|[^a-z0-9])`).test(lowerText),
  ).length;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

const stopWords = new Set(
  (
    'about above after again against also among and another any are around because been before being below between both ' +
    'but can could did does doing down during each every few from further get gets getting had has have having here how ' +
    'into its itself just like made make makes many more most much must need new now off once only other our ours out ' +
    'over own same see should since some such than that the their theirs them then there these they this those through ' +
    'under until very was were what when where which while who whom why will with within without would you your yours ' +
    'best learn read home page welcome today start free sign click view shop buy more find'
  ).split(' '),
);

/** The most frequent meaningful words (4+ letters, no stop words), most frequent first, ties by first use. */
export function topKeywords(texts: readonly string[], limit: number): string[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of text.toLowerCase().match(/\p{L}[\p{L}\p{N}'-]*/gu) ?? []) {
      const clean = word.replace(/['-]+$/, '');
      if (clean.length >= 4 && !stopWords.has(clean)) counts.set(clean, (counts.get(clean) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((left, right) => right[1] - left[1])
    .slice(0, limit)
    .map(([word]) => word);
}
