/**
 * Conjugated verbs in a brief of a language the writer reads without a model (German, Spanish, French), so
 * that no verb becomes a key term or a hashtag ('#Buscas' of '¿Buscas un regalo?', '#EntréeCoûte' of
 * "L'entrée coûte 15 €"). The rules, from the language's reading (`nounMarkers`, `objectWords`,
 * `verbMarkers`, `verbEndings`): a word right after an article, determiner, preposition or number is a
 * noun (or its adjective), never a verb, but for an infinitive after a preposition before its object ('pour
 * aider 40 familles'); otherwise a word is a verb when a subject pronoun or a question adverb stands before it ('Pourquoi attendre ?'),
 * when an article, determiner or pronoun follows it (a noun is followed by a preposition, an adjective or
 * punctuation), when a lower-case word is followed by a number ('coûte 15 €'), when it follows a bare name as
 * that name's verb ('en Sevilla vende', 'Nantes recrute'; a name after an article may go on in lower case:
 * 'la Banque alimentaire'), or when it has an ending only verbs have ('ofrecemos', 'réservez'; nouns with such
 * an ending are listed). A capitalised word inside a sentence is a name (or a German noun), never a verb.
 * Pure.
 */
import type { LanguageReading } from './languages/reading-rules';

/** A word of a brief as the verb rules see it. */
export interface ReadWord {
  /** The word as written (capitals kept). */
  word: string;
  /** The word in lower case. */
  lower: string;
  /** True when punctuation separates the word from the one before. */
  isBreakBefore: boolean;
  isSentenceStart: boolean;
  /** The elided article or preposition glued to the word, lower case without its apostrophe ('l' of "l'entrée"). */
  elided?: string;
}

const isCapitalised = (word: ReadWord): boolean => /^\p{Lu}/u.test(word.word);
const isNumber = (word: ReadWord): boolean => /^\p{N}/u.test(word.word);

/** True when the reading has verb rules (German, Spanish and French do). */
export function hasVerbRules(reading: LanguageReading): boolean {
  return reading.objectWords.size > 0 || reading.verbEndings !== undefined;
}

/** True when word `index` stands right after a noun marker or a number: a noun's place ('un regalo'). */
export function isAfterNounMarker(
  words: readonly ReadWord[],
  index: number,
  reading: LanguageReading,
): boolean {
  const word = words[index];
  if (!word) return false;
  if (word.elided !== undefined && reading.nounMarkers.has(word.elided)) return true;
  const previous = words[index - 1];
  if (!previous || word.isBreakBefore) return false;
  return reading.nounMarkers.has(previous.lower) || isNumber(previous);
}

/**
 * True when word `index` ends a bare name: capitalised inside its sentence, and the name it ends ('Zapatería
 * Luna') has no article before it ('en Sevilla', not 'la Banque').
 */
function isBareName(words: readonly ReadWord[], index: number, reading: LanguageReading): boolean {
  const word = words[index];
  if (!word || !isCapitalised(word) || word.isSentenceStart) return false;
  let start = index;
  for (;;) {
    const current = words[start];
    const before = words[start - 1];
    if (!current || !before || current.isBreakBefore) return true;
    if (reading.objectWords.has(before.lower)) return false;
    if (!isCapitalised(before)) return true;
    start -= 1;
  }
}

/** True when word `index` of `words` (a brief's words in order) reads as a conjugated verb in `reading`. */
export function isVerbAt(words: readonly ReadWord[], index: number, reading: LanguageReading): boolean {
  const word = words[index];
  if (!word || !hasVerbRules(reading)) return false;
  // Stop words and noun markers are never terms: the rules are for the words that could be.
  if (reading.stopWords.has(word.lower) || reading.nounMarkers.has(word.lower)) return false;
  if (isCapitalised(word) && !word.isSentenceStart) return false;
  const previous = word.isBreakBefore ? undefined : words[index - 1];
  const nextWord = words[index + 1];
  const next = nextWord?.isBreakBefore === false ? nextWord : undefined;
  if (isAfterNounMarker(words, index, reading)) {
    // After a preposition an infinitive takes its object ('pour aider 40 familles', 'para reservar tu plaza').
    const isAfterArticle = previous !== undefined && reading.objectWords.has(previous.lower);
    const hasObject = next !== undefined && (reading.objectWords.has(next.lower) || isNumber(next));
    return !isAfterArticle && hasObject && reading.infinitiveEndings?.test(word.lower) === true;
  }
  if (previous && reading.verbMarkers.has(previous.lower)) return true;
  if (next && reading.objectWords.has(next.lower)) {
    // An article before a date follows a noun as well ('Dégustation le vendredi 17 mai').
    const dated = words[index + 2];
    const isDate = dated !== undefined && (isNumber(dated) || reading.calendarWords.has(dated.lower));
    if (!isDate) return true;
  }
  if (!isCapitalised(word) && next && isNumber(next)) return true;
  if (!reading.capitalizesNouns && !isCapitalised(word) && previous && isBareName(words, index - 1, reading))
    return true;
  return reading.verbEndings?.test(word.lower) === true && !reading.verbEndingNouns.has(word.lower);
}

/**
 * True when word `index` carries a clause as its verb: a verb by `isVerbAt`, or, in a language that
 * capitalises its nouns (German, whose verb rules are few), a lower-case word that is no stop word, no
 * number and not after an article or a number: a verb or the predicate of one ('lädt' of 'Am 3. Mai lädt
 * die Stadtbibliothek …', 'gratis' of 'Der Kaffee ist gratis'). Used to tell a clause from a piece cut off
 * it ('im Schnitt 12 Stunden Inventur pro Monat').
 */
export function isClauseVerbAt(words: readonly ReadWord[], index: number, reading: LanguageReading): boolean {
  if (isVerbAt(words, index, reading)) return true;
  const word = words[index];
  if (!word || !reading.capitalizesNouns || !/^\p{Ll}/u.test(word.word)) return false;
  // Not `stopWords`: the writer's own German stop words hold verbs ('Die Bäckerei eröffnet am 2. März').
  return (
    !reading.grammarWords.has(word.lower) && !isNumber(word) && !isAfterNounMarker(words, index, reading)
  );
}
