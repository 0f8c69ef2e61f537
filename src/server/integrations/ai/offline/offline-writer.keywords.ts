/**
 * Key terms of a prompt and the hashtags made from them. A key term is a single content word or a run of
 * 2-3 content words (no stop word or punctuation between them, e.g. "morning yoga"); terms are ordered by
 * salience: frequency first, then first position, then longer before shorter. Hashtags are the terms in
 * CamelCase ("MorningYoga"), deduplicated case-insensitively.
 */
import { findReading, type LanguageReading } from './languages/reading-rules';
import { isNounTag } from './languages/en.nlp';
import { tokenizeText, type Token } from './offline-writer.tokens';
import { hasVerbRules, isAfterNounMarker } from './offline-writer.verbs';

/** A salient word or phrase of a text, with its original casing from its first occurrence. */
export interface KeyTerm {
  text: string;
  /** Lower-cased words of the term. */
  words: string[];
  frequency: number;
  /** Index of the term's first word among the text's words. */
  position: number;
  /** True for a name: written capitalised where grammar does not ask for it ('Lyon', 'EcoSip'). */
  isName?: boolean;
}

const maxHashtagLength = 30;

/**
 * A term's text as written; a sentence-initial capital is dropped from a phrase whose other words are
 * lower case ("Morning yoga" → "morning yoga"), since it is grammar, not a name.
 */
function displayText(slice: Token[], locale: string): string {
  const words = slice.map((token) => token.word);
  const [first, ...rest] = words;
  const isGrammarCapital =
    slice[0]?.isSentenceStart === true &&
    rest.length > 0 &&
    first !== undefined &&
    /^\p{Lu}\p{Ll}+$/u.test(first) &&
    rest.every((word) => !/^\p{Lu}/u.test(word));
  return isGrammarCapital && first ? [first.toLocaleLowerCase(locale), ...rest].join(' ') : words.join(' ');
}

/** A noun, a connector and a lower-case noun standing alone ('torta di castagne', 'pain au levain'). */
function isConnectedPhrase(tokens: Token[], index: number): boolean {
  const [first, connector, last] = tokens.slice(index, index + 3);
  const before = tokens[index - 1];
  if (!first || !connector || !last || first.isStop || last.isStop) return false;
  const standsAlone = index === 0 || first.isBreakBefore || before?.isStop === true;
  return (
    standsAlone &&
    connector.isConnector &&
    !connector.isBreakBefore &&
    !last.isBreakBefore &&
    !/^\p{Lu}/u.test(last.word) &&
    (first.isSentenceStart || !/^\p{Lu}/u.test(first.word))
  );
}

const isCapitalised = (token: Token | undefined): boolean =>
  token !== undefined && /^\p{Lu}/u.test(token.word);

/**
 * True when a name starts at `index` in a language that writes names, not nouns, with capitals and has verb
 * rules: a capitalised word after a lower-case one ('tienda | Flor de Sal'), so no tag joins a noun and the
 * start of a name ('#TiendaFlor').
 */
function isNameStart(tokens: Token[], index: number, reading: LanguageReading): boolean {
  const token = tokens[index];
  const previous = tokens[index - 1];
  if (reading.capitalizesNouns || !hasVerbRules(reading) || !token || !previous) return false;
  return !token.isSentenceStart && isCapitalised(token) && !isCapitalised(previous);
}

/**
 * Where a name joined by the language's 'de' ('Flor de Sal', 'Caveau du Marché', also after a lower-case
 * noun: 'place du Théâtre') that starts at `index` ends (exclusive); `index` when none starts there. Only
 * languages with verb rules (Spanish, French).
 */
function connectedNameEnd(tokens: Token[], index: number, reading: LanguageReading): number {
  const first = tokens[index];
  if (reading.capitalizesNouns || !hasVerbRules(reading) || first?.isStop !== false) return index;
  // A lower-case first word is a noun in a noun's place, never an adjective ('Banque alimentaire de Nantes').
  const isNounPlace = first.isBreakBefore || index === 0 || isAfterNounMarker(tokens, index, reading);
  if (!isCapitalised(first) && !isNounPlace) return index;
  let end = index + 1;
  for (;;) {
    const connector = tokens[end];
    const name = tokens[end + 1];
    const isGenitive = connector?.isConnector === true && connector.lower.startsWith('d');
    if (!isGenitive || connector.isBreakBefore || !name || name.isBreakBefore || name.isSentenceStart) break;
    if (!isCapitalised(name)) break;
    end += 2;
  }
  return end > index + 1 ? end : index;
}

function collectCandidates(tokens: Token[], reading: LanguageReading): Map<string, KeyTerm> {
  const { locale } = reading;
  const candidates = new Map<string, KeyTerm>();
  const reliableCasing = new Set<string>();
  // `isJoinedName`: a name joined by 'de' ('Restos du Quartier'), a name though its connector is lower case.
  const add = (slice: Token[], position: number, isJoinedName = false): void => {
    const key = slice.map((token) => token.lower).join(' ');
    const isReliable = !slice[0]?.isSentenceStart;
    const isName =
      isReliable &&
      !reading.capitalizesNouns &&
      (isJoinedName ? isCapitalised(slice[0]) : slice.every((token) => /^\p{Lu}/u.test(token.word)));
    const existing = candidates.get(key);
    if (existing) {
      existing.frequency += 1;
      if (isReliable && !reliableCasing.has(key)) existing.text = slice.map((token) => token.word).join(' ');
      if (isName) existing.isName = true;
    } else {
      candidates.set(key, {
        text: displayText(slice, locale),
        words: slice.map((token) => token.lower),
        frequency: 1,
        position,
        ...(isName ? { isName } : {}),
      });
    }
    if (isReliable) reliableCasing.add(key);
  };
  let run: number[] = [];
  const flushRun = (): void => {
    if (reading.language === 'en') return flushNounPhrase();
    const slice = run.map((index) => tokens[index]).filter((token): token is Token => token !== undefined);
    const start = run[0] ?? 0;
    slice.forEach((single, offset) => add([single], start + offset));
    // German writes its compounds as one word: two adjacent nouns there are no phrase ('Frühjahr Tomaten').
    if (!reading.capitalizesNouns && (slice.length === 2 || slice.length === 3)) add(slice, start);
    if (!reading.capitalizesNouns && slice.length > 3) {
      for (let offset = 0; offset + 1 < slice.length; offset += 1)
        add(slice.slice(offset, offset + 2), start + offset);
    }
    run = [];
  };
  // English: a run is a noun phrase (adjectives and nouns ending in a noun); its nouns are terms on their
  // own, adjectives never are; a phrase of more than three words gives its last three ('winter coat sale').
  const flushNounPhrase = (): void => {
    const slice = run.map((index) => tokens[index]).filter((token): token is Token => token !== undefined);
    while (slice.length > 0 && !isNounTag(slice[slice.length - 1]?.pos ?? '')) slice.pop();
    const start = run[0] ?? 0;
    slice.forEach((single, offset) => {
      if (isNounTag(single.pos ?? '')) add([single], start + offset);
    });
    if (slice.length >= 2) {
      const from = Math.max(0, slice.length - 3);
      add(slice.slice(from), start + from);
    }
    run = [];
  };
  tokens.forEach((token, index) => {
    if (token.isStop || token.isBreakBefore || isNameStart(tokens, index, reading)) flushRun();
    if (!token.isStop) run.push(index);
  });
  flushRun();
  tokens.forEach((_, index) => {
    if (isConnectedPhrase(tokens, index)) add(tokens.slice(index, index + 3), index);
  });
  for (let index = 0; index < tokens.length; ) {
    const end = connectedNameEnd(tokens, index, reading);
    if (end > index) add(tokens.slice(index, end), index, true);
    index = Math.max(end, index + 1);
  }
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
 * more salient phrase ("yoga" in "morning yoga") moves to the end unless it also stands alone more often; so
 * does one that never stands alone ("regalo" of "regalo original" and "caja regalo") and one inside a name
 * ("quartier" in "Restos du Quartier").
 */
export function extractKeyTerms(
  text: string,
  reading: LanguageReading = findReading('en'),
  limit = 12,
): KeyTerm[] {
  const ranked = [...collectCandidates(tokenizeText(text, reading), reading).values()].sort(compareSalience);
  const chosen: KeyTerm[] = [];
  const covered: KeyTerm[] = [];
  const seen = new Set<string>();
  for (const term of ranked) {
    const key = term.words.join('');
    if (seen.has(key)) continue;
    seen.add(key);
    const phrases = ranked.filter(
      (phrase) => phrase.words.length > 1 && phrase.words.includes(term.words[0] ?? ''),
    );
    // How often the word stands outside those phrases ('regalo' of 'regalo original' and 'caja regalo').
    const alone = term.frequency - phrases.reduce((sum, phrase) => sum + phrase.frequency, 0);
    // A word of a name ('quartier' of 'Restos du Quartier') says less than the name, however often.
    const isCovered =
      term.words.length === 1 &&
      (alone <= 0 || phrases.some((phrase) => phrase.isName === true || phrase.frequency >= term.frequency));
    (isCovered ? covered : chosen).push(term);
  }
  return [...chosen, ...covered].slice(0, limit);
}

/** The CamelCase hashtag of a term, without '#': letters and digits only; '' when nothing usable is left. */
export function toHashtag(term: string, locale = 'en'): string {
  const parts = term
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((part) => part.length > 0)
    .map((part) => part.charAt(0).toLocaleUpperCase(locale) + part.slice(1));
  const tag = parts.join('').slice(0, maxHashtagLength);
  return /^\p{N}*$/u.test(tag) ? '' : tag;
}

/** Most hashtags a post gets from weak terms (single words seen once): more would be filler. */
const maxWeakTags = 5;
/** The shortest and longest word that may become a hashtag in a language without reading rules. */
const plainTagLength = { min: 7, max: 20 } as const;

/**
 * True when a term makes a hashtag in `reading`'s language. Without a catalogue (so without rules for
 * verbs and particles) only names (where names do not decline) and the first long word of the brief do.
 */
function isTaggable(term: KeyTerm, reading: LanguageReading, hasPlainWord: boolean): boolean {
  if (reading.hasCatalogue) return true;
  const length = [...(term.words[0] ?? '')].length;
  if (term.words.length > 1 || length > plainTagLength.max) return false;
  if (term.isName) return !reading.inflectsNames;
  return !hasPlainWord && length >= plainTagLength.min;
}

/**
 * Hashtags (without '#') for the given term lists, in order: the first list's terms by salience, then the
 * next list's, and so on; unique case-insensitively, at most `limit`. Weak terms (single words seen once,
 * not names) fill only the first five places, and a term whose words all stand in earlier tags is left out
 * ('Banque' after 'BanqueAlimentaire').
 */
export function buildHashtags(
  termLists: KeyTerm[][],
  limit: number,
  reading: LanguageReading = findReading('en'),
): string[] {
  const { locale } = reading;
  const tags: string[] = [];
  const usedWords = new Set<string>();
  let hasPlainWord = false;
  for (const terms of termLists) {
    for (const term of terms) {
      if (tags.length >= limit) return tags;
      const isWeak = term.words.length === 1 && term.frequency === 1 && !term.isName;
      if (isWeak && tags.length >= maxWeakTags) continue;
      if (term.words.every((word) => usedWords.has(word))) continue;
      if (term.words.every((word) => reading.timeWords.has(word))) continue;
      if (!isTaggable(term, reading, hasPlainWord)) continue;
      const tag = toHashtag(term.text, locale);
      if (tag === '' || tags.some((used) => used.toLocaleLowerCase(locale) === tag.toLocaleLowerCase(locale)))
        continue;
      if (!reading.hasCatalogue && !term.isName) hasPlainWord = true;
      for (const word of term.words) usedWords.add(word);
      tags.push(tag);
    }
  }
  return tags;
}
