/**
 * The fragment check of the offline writer's quality test (not used by production code): a sentence of a
 * post that is a piece of one of the user's sentences (not the whole of it), cut at a comma, a preposition
 * or a conjunction, and holds no verb reads as a fragment ('From Friday 28 November to Sunday 30 November.'
 * after '… every parka and wool coat.', 'Place du Théâtre.' cut off 'Venez déposer vos dons … place du
 * Théâtre'). The verbs are read in the user's whole sentence: in English by the model (VERB or AUX), in
 * German, Spanish and French by `offline-writer.verbs.ts`. A label the writer puts before a colon ('The key
 * point: …', "L'essentiel : …") is not part of the sentence; a verbless sentence the user wrote whole ('Free
 * for teams of up to 10.') is fine.
 */
import type { ContentLanguage } from '../../../../shared/domain/content-languages';
import { findReading, type LanguageReading } from './languages/reading-rules';
import { isEnglishVerbAt, readEnglish } from './languages/en.nlp';
import { normalizeText } from './offline-writer.quality-rules';
import { tokenizeText } from './offline-writer.tokens';
import { hasVerbRules, isClauseVerbAt } from './offline-writer.verbs';

const squash = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

const amountAfter = /^\s*(?:[$€£¥]|\d)/u;

/**
 * The words of `sentence` in order, each squashed as written and marked when it is a verb: in English a
 * VERB or AUX of the model, or a noun in -s before an amount ('every flat white costs €2.50', which the model
 * reads as a noun); in German, Spanish and French a verb or a German predicate by `isClauseVerbAt`.
 */
function readVerbs(sentence: string, reading: LanguageReading): { squashed: string; isVerb: boolean }[] {
  if (reading.language === 'en') {
    const words = readEnglish(sentence).words;
    let cursor = 0;
    return words.map((word, index) => {
      const at = sentence.indexOf(word.text, cursor);
      cursor = at >= 0 ? at + word.text.length : cursor;
      const isNounVerb =
        word.pos === 'NOUN' && /s$/u.test(word.text) && at >= 0 && amountAfter.test(sentence.slice(cursor));
      return {
        squashed: squash(word.text),
        isVerb: isEnglishVerbAt(words, index) || isNounVerb,
      };
    });
  }
  const tokens = tokenizeText(sentence, reading);
  return tokens.map((token, index) => ({
    squashed: squash(`${token.elided ?? ''}${token.word}`),
    isVerb: isClauseVerbAt(tokens, index, reading),
  }));
}

/**
 * True when the words of `piece` hold a verb where `sentence` (the user's sentence it was cut from) holds
 * them; a piece the words of the sentence do not spell in a row is read on its own.
 */
function holdsVerb(piece: string, sentence: string, reading: LanguageReading): boolean {
  const target = squash(piece);
  const words = readVerbs(sentence, reading);
  for (let start = 0; start < words.length; start += 1) {
    let joined = '';
    for (let end = start; end < words.length; end += 1) {
      joined += words[end]?.squashed ?? '';
      if (joined === target) return words.slice(start, end + 1).some((word) => word.isVerb);
      if (!target.startsWith(joined)) break;
    }
  }
  return readVerbs(piece, reading).some((word) => word.isVerb);
}

/**
 * The user's clauses: their sentences cut where the user starts a new clause or a list of their own (a
 * colon, a semicolon, ', and'), each a line the user wrote whole ('Spring sale at Greenleaf Outfitters' and
 * '20% off all rain jackets until 31 March' of 'Spring sale at Greenleaf Outfitters: 20% off all rain
 * jackets until 31 March, and every order …'). A period before a lower-case word ends a sentence too in an
 * auto-captioned transcript ('… whole grain. the loaf costs £4.80').
 */
function userClauses(userSentences: readonly string[]): string[] {
  return userSentences
    .flatMap((sentence) => sentence.split(/(?<=[^\s.]{3}\.)\s+(?=\p{Ll})/u))
    .flatMap((sentence) => sentence.split(/\s?[:;]\s+|,\s+(?=(?:and|und|et|y|e)\s)/u))
    .map((clause) => clause.replace(/^(?:and|und|et|y|e)\s+/u, ''))
    .filter((clause) => normalizeText(clause) !== '');
}

/**
 * The sentences of a post (`sentences`, as `postSentences` splits them) that are a verbless piece of one of
 * the user's clauses (of `userSentences`, see `userClauses`) rather than the whole of one, cut from a clause
 * whose verb the piece lost. English, German, Spanish and French only (the languages whose verbs are read).
 */
export function fragmentProblems(
  sentences: readonly string[],
  userSentences: readonly string[],
  language: ContentLanguage,
): string[] {
  const reading = findReading(language);
  if (language !== 'en' && !hasVerbRules(reading)) return [];
  const clauses = userClauses(userSentences);
  const whole = new Set([...userSentences, ...clauses].map(normalizeText));
  const problems: string[] = [];
  for (const sentence of sentences) {
    if (whole.has(normalizeText(sentence))) continue;
    // The writer's label before a colon is no part of the user's sentence.
    const piece = sentence.replace(/^[^:]{2,40}?\s?:\s+/u, '');
    const key = normalizeText(piece);
    if (!/\p{L}/u.test(key) || whole.has(key) || /^https?:\/\//u.test(piece)) continue;
    const from = clauses.find((clause) => ` ${normalizeText(clause)} `.includes(` ${key} `));
    if (!from || holdsVerb(piece, from, reading)) continue;
    const clauseHasVerb = readVerbs(from, reading).some((word) => word.isVerb);
    if (clauseHasVerb) problems.push(`'${sentence}' cut from '${from}'`);
  }
  return problems;
}
