/**
 * The facts of a writer brief: the usable sentences of the transcript, web results, page and prompt, each
 * once, none that repeats a fact kept before it or (a page sentence) the product's own name and features;
 * a sentence that says all a kept fact says and more takes that fact's place.
 */
import type { WritePostsRequest } from '../types';
import type { LanguageReading } from './languages/reading-rules';
import { sentencesOf, withoutEnglishGreeting } from './offline-writer.english';
import {
  asSentence,
  capitalize,
  cleanText,
  shortenWords,
  withoutFinalPunctuation,
} from './offline-writer.text';

const maxFactLength = 160;
const maxFacts = 6;

function hasLetters(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** The sentences of `text` a post can use: greeting and spoken filler left out, `minLength` at least. */
export function usableSentences(
  text: string | undefined,
  reading: LanguageReading,
  minLength: number,
  count: number,
): string[] {
  if (!text) return [];
  const { spokenFiller, greeting, locale } = reading;
  return sentencesOf(cleanText(text), reading)
    .map((sentence) => withoutEnglishGreeting(sentence, reading))
    .map((sentence) => capitalize(spokenFiller ? sentence.replace(spokenFiller, '') : sentence, locale))
    .filter(
      (sentence) =>
        sentence.length >= minLength && hasLetters(sentence) && !(greeting?.test(sentence) ?? false),
    )
    .slice(0, count);
}

/** The facts of a request, `topic` left out. */
export function buildFacts(request: WritePostsRequest, reading: LanguageReading, topic: string): string[] {
  const transcript =
    request.transcript && request.transcript.trim().length >= 10 ? request.transcript : undefined;
  const page = request.page;
  const pageSentences = page ? usableSentences(page.text, reading, 30, 3) : [];
  const groups = [
    usableSentences(transcript, reading, 15, 4),
    usableSentences(request.webContext?.text, reading, 30, 3),
    (page?.keyPoints ?? []).slice(0, 3).map((point) => cleanText(point)),
    usableSentences(request.prompt, reading, 15, 4).slice(1),
    // The page's own sentences too: key points are a summary that leaves details out ('Staff swap shifts').
    pageSentences,
  ];
  const { locale } = reading;
  const productText = [page?.product?.name ?? '', ...(page?.product?.features ?? [])].join('. ');
  const seen = new Set([topic.toLocaleLowerCase(locale)]);
  const facts: string[] = [];
  for (const sentence of groups.flat()) {
    const fact = capitalize(asSentence(shortenWords(sentence, maxFactLength)), locale);
    const key = withoutFinalPunctuation(fact).toLocaleLowerCase(locale);
    if (fact === '' || seen.has(key) || facts.length >= maxFacts) continue;
    // A sentence that says what a kept fact or the product's features say already.
    const isPageSentence = pageSentences.includes(sentence);
    if (repeatsKept(fact, facts, isPageSentence ? productText : '', reading)) continue;
    seen.add(key);
    // A sentence that says all a kept fact says and more ('Shiftly builds the weekly rota for restaurants
    // in minutes' after the key point 'Builds the weekly rota in minutes') takes that fact's place.
    const said = facts.findIndex((kept) => saysAllOf(fact, kept, reading));
    if (said >= 0) facts[said] = fact;
    else facts.push(fact);
  }
  return facts;
}

/** The content words of `text`: three letters or more, no stop word of the language. */
function contentWords(text: string, reading: LanguageReading): string[] {
  return text
    .toLocaleLowerCase(reading.locale)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2 && !reading.stopWords.has(word));
}

/** True when `fact` holds every content word of `kept` (two at least) and more. */
function saysAllOf(fact: string, kept: string, reading: LanguageReading): boolean {
  const words = new Set(contentWords(fact, reading));
  const keptWords = new Set(contentWords(kept, reading));
  return (
    keptWords.size >= 2 && words.size > keptWords.size && [...keptWords].every((word) => words.has(word))
  );
}

/**
 * True when the content words of `fact` are, all but one, words of one fact already kept, or (a sentence of
 * the page's text) all but one word of the product's name and features.
 */
function repeatsKept(
  fact: string,
  kept: readonly string[],
  productText: string,
  reading: LanguageReading,
): boolean {
  const wordsOf = (text: string): string[] => contentWords(text, reading);
  const words = wordsOf(fact);
  const product = new Set(productText === '' ? [] : wordsOf(productText));
  if (product.size > 0 && words.filter((word) => !product.has(word)).length <= 1) return true;
  return kept.some((other) => {
    const known = new Set(wordsOf(other));
    return words.filter((word) => !known.has(word)).length <= 1;
  });
}
