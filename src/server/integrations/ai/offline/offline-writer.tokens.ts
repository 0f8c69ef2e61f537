/**
 * The words of a brief as the key-term reader sees them: each with its stop-word mark (stop words, instruction
 * verbs, abbreviations, German lower-case words, and verbs by `offline-writer.verbs.ts`), the punctuation
 * before it and whether it opens a sentence. English words come from the model (`offline-writer.english.ts`).
 */
import type { LanguageReading } from './languages/reading-rules';
import { tokenizeEnglish } from './offline-writer.english';
import { cleanText } from './offline-writer.text';
import { hasVerbRules, isClauseVerbAt, isVerbAt } from './offline-writer.verbs';
import { isEnglishVerbAt, readEnglish } from './languages/en.nlp';

const wordPattern = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;

/** A word of a text as the key-term reader sees it. */
export interface Token {
  word: string;
  lower: string;
  isStop: boolean;
  /** True when punctuation separates this token from the previous one. */
  isBreakBefore: boolean;
  /** True for the first word of a sentence (its capital letter says nothing about the word). */
  isSentenceStart: boolean;
  /** True for a word that joins a noun phrase in this language ('di' in 'torta di castagne'). */
  isConnector: boolean;
  /** English only: the word's part of speech from the model (Universal POS tag). */
  pos?: string;
  /** The elided article or preposition before the word, lower case without its apostrophe ('l' of "l'entrée"). */
  elided?: string;
}

export function isContentWord(lower: string, reading: LanguageReading): boolean {
  if (reading.stopWords.has(lower)) return false;
  if (/\p{N}/u.test(lower)) return false;
  return [...lower].length >= 2;
}

/** True for a hyphenated verb and pronoun ('Inscrivez-vous', 'inscreva-se'): never a term. */
function hasStopPart(word: string, reading: LanguageReading): boolean {
  if (reading.language === 'en' || !word.includes('-')) return false;
  return word
    .toLocaleLowerCase(reading.locale)
    .split('-')
    .some((part) => reading.stopWords.has(part));
}

/** The word as a term: without trailing apostrophes and hyphens, an English possessive or an elision. */
export function cleanWord(raw: string, reading: LanguageReading): string {
  const word = raw.replace(/['’-]+$/u, '');
  if (reading.language === 'en') return word.replace(/['’]s$/u, '');
  return reading.elision ? word.replace(reading.elision, '') : word;
}

/** True when `lower` is an abbreviation of the language or its last part ('dr', 'ex' of 'p. ex', 'b' of 'z. b'). */
function isAbbreviationWord(lower: string, reading: LanguageReading): boolean {
  return [...reading.abbreviations].some(
    (abbreviation) =>
      abbreviation === lower || abbreviation.endsWith(` ${lower}`) || abbreviation.endsWith(`.${lower}`),
  );
}

export function tokenizeText(text: string, reading: LanguageReading): Token[] {
  if (reading.language === 'en') return tokenizeEnglish(text, reading);
  const cleaned = cleanText(text);
  const tokens: Token[] = [];
  let cursor = 0;
  let isAfterAbbreviation = false;
  for (const match of cleaned.matchAll(wordPattern)) {
    const gap = cleaned.slice(cursor, match.index).replace(/["'“”‘’«»„]/gu, '');
    const word = cleanWord(match[0], reading);
    const lower = word.toLocaleLowerCase(reading.locale);
    // The period of an abbreviation ends no sentence ('Dr. Ruiz', 'p. ex. avec'), and the abbreviation is
    // no term ('#Dr', '#Ex').
    const isSentenceStart = tokens.length === 0 || (/[.!?:]/u.test(gap) && !isAfterAbbreviation);
    isAfterAbbreviation =
      cleaned.charAt(match.index + match[0].length) === '.' && isAbbreviationWord(lower, reading);
    const isNamePart = !isSentenceStart && reading.nameWords.has(lower) && /^\p{Lu}/u.test(word);
    // German capitalises every noun: a lower-case word there is a verb, adjective or particle.
    const isLowerInNounLanguage = reading.capitalizesNouns && !/^\p{Lu}/u.test(word);
    const isStop =
      word === '' ||
      isAfterAbbreviation ||
      hasStopPart(word, reading) ||
      ((!isContentWord(lower, reading) || isLowerInNounLanguage) && !isNamePart);
    const isConnector = reading.connectors.has(lower);
    const elided = reading.elision
      ?.exec(match[0])?.[0]
      .replace(/['’]$/u, '')
      .toLocaleLowerCase(reading.locale);
    tokens.push({
      word,
      lower,
      isStop,
      isBreakBefore: /\S/u.test(gap),
      isSentenceStart,
      isConnector,
      ...(elided ? { elided } : {}),
    });
    cursor = match.index + match[0].length;
  }
  // A conjugated verb is no term: '¿Buscas un regalo?' gives '#Regalo', never '#Buscas'.
  const verbs = tokens.map((_, index) => isVerbAt(tokens, index, reading));
  return tokens.map((token, index) => (verbs[index] ? { ...token, isStop: true } : token));
}

/**
 * True when the words of `text` from character `start` to `end` hold a verb as they read in the whole of
 * `text`: in English a VERB or AUX of the model (the span read on its own), in German, Spanish and French a
 * verb by `isClauseVerbAt`; in a language without verb rules, always true (nothing tells).
 */
export function holdsVerb(text: string, start: number, end: number, reading: LanguageReading): boolean {
  if (reading.language === 'en')
    return readEnglish(text.slice(start, end)).words.some((_, index, words) => isEnglishVerbAt(words, index));
  if (!hasVerbRules(reading)) return true;
  const tokens = tokenizeText(text, reading);
  const countWords = (part: string): number => [...cleanText(part).matchAll(wordPattern)].length;
  const first = countWords(text.slice(0, start));
  const last = countWords(text.slice(0, end));
  return tokens.slice(first, last).some((_, offset) => isClauseVerbAt(tokens, first + offset, reading));
}
