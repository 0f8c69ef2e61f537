/**
 * Key terms of a prompt and the hashtags made from them. A key term is a single content word or a run of
 * 2-3 content words (no stop word or punctuation between them, e.g. "morning yoga"); terms are ordered by
 * salience: frequency first, then first position, then longer before shorter. Hashtags are the terms in
 * CamelCase ("MorningYoga"), deduplicated case-insensitively.
 */
import { cleanText } from './offline-writer.text';

/** A salient word or phrase of a text, with its original casing from its first occurrence. */
export interface KeyTerm {
  text: string;
  /** Lower-cased words of the term. */
  words: string[];
  frequency: number;
  /** Index of the term's first word among the text's words. */
  position: number;
}

const stopWords = new Set(
  (
    'a about above after again against all almost also am an and any are as at be because been before being ' +
    'below between both but by can could did do does doing down during each either else even ever every few ' +
    'for from further get gets got had has have having he her here hers herself him himself his how i if in ' +
    'into is it its itself just let lets like made make makes many may me might more most much must my myself ' +
    'no nor not now of off on once one only or other our ours ourselves out over own per please quite rather ' +
    'really same she should so some such than that the their theirs them themselves then there these they ' +
    'this those through to too under until up upon us very was we were what when where which while who whom ' +
    'why will with within without would yet you your yours yourself yourselves ' +
    "it's we're you're they're i'm don't doesn't can't won't isn't aren't that's there's here's let's " +
    'write writing create creating generate make craft draft compose need want help give tell show share ' +
    'post posts caption captions tweet tweets content copy announce announcing announcement promote promoting ' +
    'introduce introducing introduces update updates new newest latest best great amazing awesome top ' +
    'good nice cool big little lot lots thing things something someone everyone anyone way ways ' +
    'today tonight tomorrow now soon week day days time times year years opens open opening launch launches ' +
    'launching launched available check join use using used try trying going come coming see look ' +
    'benefits benefit tips reasons ideas facts steps via etc per vs amp ' +
    'um uh hey hi hello okay yeah yes guys gonna wanna kinda sorta stuff'
  ).split(' '),
);

/** Stop words that start a name when capitalised mid-sentence ("New York", "Big Sur"). */
const nameWords = new Set(['new', 'big', 'little', 'best', 'great', 'top', 'good', 'open', 'day', 'time']);

const wordPattern = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const maxHashtagLength = 30;

interface Token {
  word: string;
  lower: string;
  isStop: boolean;
  /** True when punctuation separates this token from the previous one. */
  isBreakBefore: boolean;
  /** True for the first word of a sentence (its capital letter says nothing about the word). */
  isSentenceStart: boolean;
}

function isContentWord(lower: string): boolean {
  if (stopWords.has(lower)) return false;
  if (/^\p{N}+$/u.test(lower)) return false;
  return [...lower].length >= 2;
}

function tokenize(text: string): Token[] {
  const cleaned = cleanText(text);
  const tokens: Token[] = [];
  let cursor = 0;
  for (const match of cleaned.matchAll(wordPattern)) {
    const gap = cleaned.slice(cursor, match.index).replace(/["'“”‘’]/gu, '');
    const word = match[0].replace(/['’-]+$/u, '').replace(/['’]s$/u, '');
    const lower = word.toLocaleLowerCase('en');
    const isSentenceStart = tokens.length === 0 || /[.!?:]/u.test(gap);
    const isNamePart = !isSentenceStart && nameWords.has(lower) && /^\p{Lu}/u.test(word);
    const isStop = !isContentWord(lower) && !isNamePart;
    tokens.push({ word, lower, isStop, isBreakBefore: /\S/u.test(gap), isSentenceStart });
    cursor = match.index + match[0].length;
  }
  return tokens;
}

/**
 * A term's text as written; a sentence-initial capital is dropped from a phrase whose other words are
 * lower case ("Morning yoga" → "morning yoga"), since it is grammar, not a name.
 */
function displayText(slice: Token[]): string {
  const words = slice.map((token) => token.word);
  const [first, ...rest] = words;
  const isGrammarCapital =
    slice[0]?.isSentenceStart === true &&
    rest.length > 0 &&
    first !== undefined &&
    /^\p{Lu}\p{Ll}+$/u.test(first) &&
    rest.every((word) => !/^\p{Lu}/u.test(word));
  return isGrammarCapital && first ? [first.toLocaleLowerCase('en'), ...rest].join(' ') : words.join(' ');
}

function collectCandidates(tokens: Token[]): Map<string, KeyTerm> {
  const candidates = new Map<string, KeyTerm>();
  const reliableCasing = new Set<string>();
  const add = (slice: Token[], position: number): void => {
    const key = slice.map((token) => token.lower).join(' ');
    const isReliable = !slice[0]?.isSentenceStart;
    const existing = candidates.get(key);
    if (existing) {
      existing.frequency += 1;
      if (isReliable && !reliableCasing.has(key)) existing.text = slice.map((token) => token.word).join(' ');
    } else {
      candidates.set(key, {
        text: displayText(slice),
        words: slice.map((token) => token.lower),
        frequency: 1,
        position,
      });
    }
    if (isReliable) reliableCasing.add(key);
  };
  let run: number[] = [];
  const flushRun = (): void => {
    const slice = run.map((index) => tokens[index]).filter((token): token is Token => token !== undefined);
    const start = run[0] ?? 0;
    slice.forEach((single, offset) => add([single], start + offset));
    if (slice.length === 2 || slice.length === 3) add(slice, start);
    if (slice.length > 3) {
      for (let offset = 0; offset + 1 < slice.length; offset += 1)
        add(slice.slice(offset, offset + 2), start + offset);
    }
    run = [];
  };
  tokens.forEach((token, index) => {
    if (token.isStop || token.isBreakBefore) flushRun();
    if (!token.isStop) run.push(index);
  });
  flushRun();
  return candidates;
}

/** Compares by salience: frequency (desc), first position (asc), word count (desc), then text. */
export function compareSalience(left: KeyTerm, right: KeyTerm): number {
  return (
    right.frequency - left.frequency ||
    left.position - right.position ||
    right.words.length - left.words.length ||
    left.text.localeCompare(right.text, 'en')
  );
}

/**
 * The key terms of `text` in salience order, unique case-insensitively. A single word already inside a
 * more salient phrase ("yoga" in "morning yoga") moves to the end unless it also stands alone more often.
 */
export function extractKeyTerms(text: string, limit = 12): KeyTerm[] {
  const ranked = [...collectCandidates(tokenize(text)).values()].sort(compareSalience);
  const chosen: KeyTerm[] = [];
  const covered: KeyTerm[] = [];
  const seen = new Set<string>();
  for (const term of ranked) {
    const key = term.words.join('');
    if (seen.has(key)) continue;
    seen.add(key);
    const isCovered =
      term.words.length === 1 &&
      chosen.some(
        (phrase) =>
          phrase.words.length > 1 &&
          phrase.words.includes(term.words[0] ?? '') &&
          phrase.frequency >= term.frequency,
      );
    (isCovered ? covered : chosen).push(term);
  }
  return [...chosen, ...covered].slice(0, limit);
}

/** The CamelCase hashtag of a term, without '#': letters and digits only; '' when nothing usable is left. */
export function toHashtag(term: string): string {
  const parts = term
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part.length > 0)
    .map((part) => part.charAt(0).toLocaleUpperCase('en') + part.slice(1));
  const tag = parts.join('').slice(0, maxHashtagLength);
  return /^\p{N}*$/u.test(tag) ? '' : tag;
}

/**
 * Hashtags (without '#') for the given term lists, in order: the first list's terms by salience, then the
 * next list's, and so on; unique case-insensitively, at most `limit`.
 */
export function buildHashtags(termLists: KeyTerm[][], limit: number): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const terms of termLists) {
    for (const term of terms) {
      if (tags.length >= limit) return tags;
      const tag = toHashtag(term.text);
      const key = tag.toLocaleLowerCase('en');
      if (tag === '' || seen.has(key)) continue;
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags;
}
