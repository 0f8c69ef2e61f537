/**
 * The English reading of the offline writer, on wink-nlp (`languages/en.nlp.ts`): key-term tokens from the
 * model's parts of speech, sentences, a spoken greeting taken off a transcript sentence, and a subject that
 * is a noun phrase rather than a weak single word. Every other language keeps its rules.
 */
import { isNounTag, readEnglish } from './languages/en.nlp';
import type { LanguageReading } from './languages/reading-rules';
import type { KeyTerm } from './offline-writer.keywords';
import { cleanWord, isContentWord, type Token } from './offline-writer.tokens';
import { cleanText, splitSentences } from './offline-writer.text';

/**
 * English tokens from the model: a word is a term word only as a noun, proper noun or adjective (not a stop
 * word, no digits); punctuation is a break. Verbs and adverbs that the old rules took for terms ('shows',
 * 'alternate') are no longer candidates.
 */
export function tokenizeEnglish(text: string, reading: LanguageReading): Token[] {
  const words = readEnglish(cleanText(text)).words;
  return words.map((word, index) => {
    const clean = cleanWord(word.text, reading);
    const lower = clean.toLocaleLowerCase(reading.locale);
    const previous = words[index - 1];
    const next = words[index + 1];
    // A gerund between a modifier and its noun modifies it ('evening glazing session').
    const isGerund =
      word.pos === 'VERB' &&
      lower.endsWith('ing') &&
      !word.isBreakBefore &&
      (isNounTag(previous?.pos ?? '') || previous?.pos === 'ADJ') &&
      isNounTag(next?.pos ?? '') &&
      next?.isBreakBefore === false;
    const pos = isGerund ? 'ADJ' : word.pos;
    // An abbreviation ('Prof.', 'Sept.') is no term word.
    const isTermWord = (isNounTag(pos) || pos === 'ADJ') && !word.text.endsWith('.');
    // A capitalised name word that is a stop word elsewhere ('New' in 'New York') stays in the name.
    const isNamePart =
      word.pos === 'PROPN' && !word.isSentenceStart && reading.nameWords.has(lower) && /^\p{Lu}/u.test(clean);
    return {
      word: clean,
      lower,
      isStop: clean === '' || !isTermWord || (!isContentWord(lower, reading) && !isNamePart),
      isBreakBefore: word.isBreakBefore,
      isSentenceStart: word.isSentenceStart,
      isConnector: false,
      pos,
    };
  });
}

/**
 * The sentences of cleaned text. English: the model's sentences (it splits a transcript written without
 * capitals, 'each batch takes 14 minutes. you can taste it', where the rules see no sentence end), each
 * split again where the rules see an end the model missed ('costs $1.5m. It ships'). Other languages: rules.
 */
export function sentencesOf(text: string, reading: LanguageReading): string[] {
  if (reading.language !== 'en') return splitSentences(text, reading);
  return readEnglish(text).sentences.flatMap((sentence) => splitSentences(sentence, reading));
}

/**
 * English: a spoken greeting that opens a sentence with content ('hi everyone so this week at Maple Street
 * we baked…', a transcript the model split into sentences) loses the greeting instead of the sentence.
 */
export function withoutEnglishGreeting(sentence: string, reading: LanguageReading): string {
  if (reading.language !== 'en') return sentence;
  const rest = sentence.replace(
    /^(?:hi|hello|hey)(?:\s+(?:everyone|everybody|all|guys|folks|there|friends))?[,!\s]+(?:so\s+)?/iu,
    '',
  );
  return rest !== sentence && rest.length >= 30 ? rest : sentence;
}

/**
 * English, where the model reads noun phrases: a single-word subject is weak ('sale'), so the first noun
 * phrase the word heads or stands in ('winter coat sale') is the subject; a time word ('minutes') is never
 * one while another term is left. Other languages keep the most salient term.
 */
export function strongerSubject(candidates: KeyTerm[], reading: LanguageReading): KeyTerm | undefined {
  if (reading.language !== 'en') return candidates[0];
  const usable = candidates.filter((term) => !term.words.every((word) => reading.timeWords.has(word)));
  const first = usable[0] ?? candidates[0];
  if (!first || first.words.length > 1) return first;
  const word = first.words[0] ?? '';
  const phrases = usable.filter((term) => term.words.length > 1 && term.words.includes(word));
  return phrases.find((term) => term.words[term.words.length - 1] === word) ?? phrases[0] ?? first;
}
