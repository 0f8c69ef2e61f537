/**
 * English reading with wink-nlp and its English lite model (wink-eng-lite-web-model): sentence splitting,
 * parts of speech (Universal POS tags) and noun phrases. The model is about 3.8 MB on disk and takes a few
 * hundred milliseconds to load, so it loads on the first English offline write, never at server start-up.
 * Other languages have no model here (de-compromise is an unmaintained 0.0.x; there is no French, Spanish,
 * Italian, Portuguese or Dutch model in the registry we use) and keep the rule-based reading.
 */
/* eslint-disable @typescript-eslint/unbound-method -- wink-nlp takes its `its.*` readers as values (they use no `this`) */
import { createRequire } from 'node:module';
import type WinkNlp from 'wink-nlp';
import type { ItemSentence, ItemToken } from 'wink-nlp';

/** One word of an English text, with what the model says about it. */
export interface EnglishWord {
  /** The word as written; hyphenated compounds are one word ('Early-bird', 'three-course'). */
  text: string;
  /** Universal POS tag: NOUN, PROPN, ADJ, VERB, NUM, DET, ... ('PUNCT' never appears: punctuation is a break). */
  pos: string;
  /** True when punctuation or a line break stands between this word and the previous one. */
  isBreakBefore: boolean;
  /** True for the first word of a sentence. */
  isSentenceStart: boolean;
}

/** What the model reads in a text: its sentences and its words. */
export interface EnglishReading {
  sentences: string[];
  words: EnglishWord[];
}

type Nlp = ReturnType<typeof WinkNlp>;
let nlp: Nlp | undefined;
/**
 * The number of words the model knows: it numbers its own lexicon first and every unknown word it meets
 * after it, so the id of the first unknown word read (a nonce, at load) is where its lexicon ends.
 */
let lexiconSize = 0;

/** Loads wink-nlp and the English model on first use (synchronously: both are CommonJS packages). */
function loadNlp(): Nlp {
  if (!nlp) {
    const require = createRequire(import.meta.url);
    const winkNlp = require('wink-nlp') as typeof WinkNlp;
    const model = require('wink-eng-lite-web-model') as Parameters<typeof WinkNlp>[0];
    nlp = winkNlp(model);
    lexiconSize = Number(nlp.readDoc('qzxjvwkq').tokens().out(nlp.its.uniqueId)[0] ?? 0);
  }
  return nlp;
}

/**
 * True when the model knows `word` (lower-cased) as an English word ('entry', 'free', 'members'); a name it
 * has never seen ('Northpeak', 'Ledgerly') is not one. Common words that are also names ('Acme', 'Stripe')
 * are known: other evidence must tell those apart.
 */
export function isEnglishDictionaryWord(word: string): boolean {
  const reader = loadNlp();
  const ids = reader.readDoc(word.toLowerCase()).tokens().out(reader.its.uniqueId);
  return ids.length === 1 && Number(ids[0]) < lexiconSize;
}

/** True once the English model is in memory (for the start-up tests). */
export function isEnglishModelLoaded(): boolean {
  return nlp !== undefined;
}

const cache = new Map<string, EnglishReading>();
const maxCached = 64;

function readLine(line: string, reader: Nlp): EnglishReading {
  const { its } = reader;
  const doc = reader.readDoc(line);
  const sentences = doc
    .sentences()
    .out()
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
  const words: EnglishWord[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const firstIndex = words.length;
    let isStart = true;
    let isBreak = true;
    let joinNext = false;
    sentence.tokens().each((token: ItemToken) => {
      const text = token.out();
      const pos = token.out(its.pos);
      const spaced = token.out(its.precedingSpaces) !== '';
      const previous = words[words.length - 1];
      // A plural-looking noun between a noun and an amount or a determiner is the verb ('the loaf costs
      // £4.80', 'the shelter holds an adoption day'): the lite model reads it as a compound noun.
      if ((pos === 'NUM' || pos === 'DET' || pos === 'SYM') && previous && !isBreak) {
        const before = words[words.length - 2];
        if (previous.pos === 'NOUN' && /\p{Ll}s$/u.test(previous.text) && isNounTag(before?.pos ?? ''))
          previous.pos = 'VERB';
      }
      if (pos === 'PUNCT' || pos === 'SYM') {
        // A hyphen between two words without spaces joins them: 'Early-bird', 'south-facing'.
        joinNext = text === '-' && !spaced && previous !== undefined && !isBreak;
        if (!joinNext) isBreak = true;
        return;
      }
      if (joinNext && !spaced && previous) {
        previous.text = `${previous.text}-${text}`;
        // A compound ending in a noun is a noun ('tote-bag'); two numbers stay a number ('3-4'); anything
        // else modifies the next noun ('south-facing', 'four-day', 'Early-bird').
        previous.pos =
          pos === 'NOUN' || pos === 'PROPN' ? pos : pos === 'NUM' && previous.pos === 'NUM' ? 'NUM' : 'ADJ';
        joinNext = false;
        return;
      }
      joinNext = false;
      words.push({ text, pos, isBreakBefore: isBreak, isSentenceStart: isStart });
      isStart = false;
      isBreak = false;
    });
    correctTitleCase(words.slice(firstIndex), sentence.out(), reader);
  });
  return { sentences, words };
}

/**
 * Corrects what the model gets wrong about capitals: a capitalised word right after a name is part of the
 * name ('Harbour Run', not 'run' the verb), and a sentence-initial imperative the model took for a name or
 * a noun ('Sign up', 'Book your table') is a verb, as it reads after 'You should' in lower case.
 */
function correctTitleCase(words: EnglishWord[], sentence: string, reader: Nlp): void {
  words.forEach((word, index) => {
    const previous = words[index - 1];
    if (index > 0 && !word.isBreakBefore && previous?.pos === 'PROPN' && /^\p{Lu}\p{Ll}/u.test(word.text))
      word.pos = 'PROPN';
  });
  const [first, second] = words;
  // Only before a word that cannot continue a noun phrase ('Sign up', 'Book your'; not 'Spring sale').
  const isPhraseNext =
    second !== undefined && !second.isBreakBefore && (isNounTag(second.pos) || second.pos === 'ADJ');
  if (!first || !/^\p{Lu}\p{Ll}+$/u.test(first.text) || !isNounTag(first.pos) || isPhraseNext) return;
  const lowered = sentence.trim().replace(/^\p{Lu}/u, (letter) => letter.toLowerCase());
  if (reader.readDoc(`You should ${lowered}`).tokens().out(reader.its.pos)[2] === 'VERB') first.pos = 'VERB';
}

/** Reads `text` line by line (a line break always ends a sentence); the last 64 readings are kept. */
export function readEnglish(text: string): EnglishReading {
  const cached = cache.get(text);
  if (cached) return cached;
  const reader = loadNlp();
  const reading: EnglishReading = { sentences: [], words: [] };
  for (const line of text.split(/\n+/u)) {
    if (line.trim() === '') continue;
    const { sentences, words } = readLine(line, reader);
    reading.sentences.push(...sentences);
    const [first] = words;
    if (first) first.isBreakBefore = true;
    reading.words.push(...words);
  }
  if (cache.size >= maxCached) cache.delete(cache.keys().next().value ?? '');
  cache.set(text, reading);
  return reading;
}

/**
 * True when word `index` of `words` is a verb (VERB or AUX of the model), but for the clock's 'am' after a
 * number, which the model reads as the verb ('from 10 am to 4 pm'), and a gerund after a preposition.
 */
export function isEnglishVerbAt(words: readonly EnglishWord[], index: number): boolean {
  const word = words[index];
  if (!word || (word.pos !== 'VERB' && word.pos !== 'AUX')) return false;
  const previous = words[index - 1];
  // A gerund after a preposition names an activity ('a webinar on cutting cloud costs'), no clause's verb.
  if (/ing$/iu.test(word.text) && previous?.pos === 'ADP' && !word.isBreakBefore) return false;
  return !(/^[ap]\.?m\.?$/iu.test(word.text) && previous !== undefined && /^\d/u.test(previous.text));
}

/** True for a word that can be the head of a noun phrase. */
export function isNounTag(pos: string): boolean {
  return pos === 'NOUN' || pos === 'PROPN';
}

/**
 * The noun phrases of `text`: maximal runs of adjectives and nouns that end in a noun ('winter coat sale',
 * 'free tote bag', 'Happy Paws Shelter'), each as its words in order. Numbers, determiners, verbs and
 * punctuation end a phrase.
 */
export function englishNounPhrases(text: string): EnglishWord[][] {
  const phrases: EnglishWord[][] = [];
  let run: EnglishWord[] = [];
  const flush = (): void => {
    while (run.length > 0 && !isNounTag(run[run.length - 1]?.pos ?? '')) run.pop();
    if (run.length > 0) phrases.push(run);
    run = [];
  };
  for (const word of readEnglish(text).words) {
    if (word.isBreakBefore) flush();
    if (isNounTag(word.pos) || word.pos === 'ADJ') run.push(word);
    else flush();
  }
  flush();
  return phrases;
}

/** What a sentence does in a story: who or what it is about, the offer, when and where, or the ask. */
export type StoryRole = 'who' | 'offer' | 'when' | 'ask';

const offerWords = /\b(?:free|off|discount|save|deal|offer|coupon|voucher|half price)\b/iu;
const moneyPattern = /[$€£¥]\s?\d|\d\s?(?:€|£|EUR|USD|GBP)\b/u;
const timeEntities = new Set(['DATE', 'TIME']);

/**
 * The story role of an English sentence: 'offer' for a price or a free/off/discount, 'ask' when it starts
 * with a verb in the imperative ('Book your table', 'Join us'; read after 'You should', since the model
 * takes a capitalised first word for a name or a noun), 'when' for a date, a time or a place after
 * 'at'/'in', else 'who' (who or what the story is about).
 */
export function englishStoryRole(sentence: string): StoryRole {
  const reader = loadNlp();
  const { its } = reader;
  const text = sentence.trim();
  const doc = reader.readDoc(text);
  const entities = doc.entities().out(its.detail) as unknown as { value: string; type: string }[];
  // An amount in figures ('20 dollars'); 'one pound of plastic' is a weight the model takes for money.
  const hasMoney = entities.some((entity) => entity.type === 'MONEY' && /\d/u.test(entity.value));
  if (hasMoney || moneyPattern.test(text) || offerWords.test(text)) return 'offer';
  if (isEnglishAsk(text)) return 'ask';
  if (entities.some((entity) => timeEntities.has(entity.type))) return 'when';
  const tags = doc.tokens().out(its.pos);
  const words = doc.tokens().out(its.normal);
  const isPlace = tags.some(
    (tag, index) => tag === 'ADP' && /^(?:at|in)$/u.test(words[index] ?? '') && tags[index + 1] === 'PROPN',
  );
  return isPlace ? 'when' : 'who';
}

/**
 * True when an English sentence asks the reader to act: it starts with a verb in the imperative ('Book a
 * workshop slot', 'Join our free webinar', 'Come by on Saturday'), read after 'You should' since the model
 * takes a capitalised first word for a name or a noun.
 */
export function isEnglishAsk(sentence: string): boolean {
  const reader = loadNlp();
  const lowered = sentence.trim().replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase());
  const asked = reader.readDoc(`You should ${lowered}`).tokens().out(reader.its.pos);
  // 'Builds the weekly rota' (a page's key point) is a verb in the third person, no ask; nor is a noun the
  // model reads as a subject before its verb ('Staff swap shifts from their phone').
  const own = reader.readDoc(sentence.trim()).tokens().out(reader.its.pos);
  const isSubject = (own[0] === 'NOUN' || own[0] === 'PROPN') && own[1] === 'VERB';
  // After 'You should' the model reads any first word as a verb: one followed by a bare noun is a verb only
  // when the model also reads it so in the sentence as written ('Salary range €85,000 …', 'Staff swap
  // shifts …' are noun phrases; 'Book a slot', 'Save 20%' and 'Come by' are asks).
  const isCompound = asked[3] === 'NOUN' && own[0] !== 'VERB';
  return asked[2] === 'VERB' && !isSubject && !isCompound && !/^\p{L}+(?:ing|ed|[^s]s)\b/u.test(lowered);
}
