/**
 * Turns a write request (prompt, page context, web results, transcript) into the facts the offline writer
 * composes posts from: a topic sentence, a short subject phrase, supporting facts, product details and the
 * key-term lists hashtags are drawn from.
 */
import type { ContentLanguage } from '../../../../shared/domain/content-languages';
import type { WritePostsRequest } from '../types';
import { withoutGeneratedText } from '../language/brief-text';
import { allCatalogues, findCatalogue } from './languages/catalogue';
import { findReading, type LanguageReading, type PostIntent } from './languages/reading-rules';
import { extractKeyTerms, type KeyTerm } from './offline-writer.keywords';
import { buildFacts, usableSentences } from './offline-writer.brief-facts';
import { findBriefAsks } from './offline-writer.asks';
import { sentencesOf, strongerSubject } from './offline-writer.english';
import {
  capitalize,
  cleanText,
  findUrls,
  shortenWords,
  withoutFinalPunctuation,
} from './offline-writer.text';

/** What a post is mostly doing, guessed from the prompt's wording. */
export type { PostIntent } from './languages/reading-rules';

/** Everything the offline writer says about one request, derived once and shared by every post. */
export interface WriterBrief {
  /** The language every post of the run is written in. */
  language: ContentLanguage;
  /** The prompt's main statement as a sentence without final punctuation, e.g. "Our café opens Saturday". */
  topic: string;
  /** How the topic ends as a line of its own: the user's '!' or '?', '…' when it was cut, else '.'. */
  topicEnding: string;
  /** A short noun phrase for inline mentions, e.g. "morning yoga"; the domain or '' when nothing better exists. */
  subject: string;
  /**
   * Hashtag sources by priority: the prompt's terms, then page, transcript and web terms; when the prompt
   * names no topic of its own ("content for this video"), the transcript's terms come first.
   */
  termLists: KeyTerm[][];
  /** Supporting sentences (transcript, web results, page key points, the rest of the prompt), at most 6. */
  facts: string[];
  /** Product features from the page, at most 3. */
  features: string[];
  price?: string;
  /** The price a reduced price replaces, from the page ('$49' of '$39'). */
  originalPrice?: string;
  productName?: string;
  /**
   * True when the user's own words ask the reader to act ('Sign up for the Harbour Run today', 'Book a
   * workshop slot', 'Reservieren Sie jetzt'): that ask is the post's call to action, and the writer adds none.
   */
  hasAsk: boolean;
  /** The user's sentences (topic and facts) that ask the reader to act, as `offline-writer.asks.ts` reads them. */
  asks: string[];
  domain?: string;
  /** The page or the prompt's first URL, put into posts where links work. */
  link?: string;
  /** Title of the first web source, when web search ran. */
  sourceTitle?: string;
  /** Who the post is for, when the prompt names them ("busy professionals"). */
  audience?: string;
  intent: PostIntent;
  isVideo: boolean;
  /** True for the Conservative creativity range (below 30): no emoji. */
  isPlain: boolean;
}

const maxTopicLength = 220;
const maxSubjectLength = 40;

function hasLetters(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** True when the prompt names no topic of its own ("Create engaging content for this video"). */
function isMetaPrompt(terms: KeyTerm[], reading: LanguageReading): boolean {
  return terms.every((term) => term.words.every((word) => reading.metaWords.has(word)));
}

/** The prompt without the hints an offline enhancement appended ('… Write it for …', any language). */
function withoutEnhancement(prompt: string): string {
  const index = Math.min(
    ...allCatalogues.map(({ enhancement }) => prompt.indexOf(enhancement.marker)).filter((at) => at > 0),
  );
  return Number.isFinite(index) ? prompt.slice(0, index) : prompt;
}

function buildTopic(
  request: WritePostsRequest,
  reading: LanguageReading,
  sourceSentence: string | undefined,
  isMeta: boolean,
): { topic: string; ending: string } {
  const firstSentence = sentencesOf(cleanText(request.prompt), reading)[0] ?? '';
  const withoutPrefix = reading.instructionPrefixes.reduce(
    (text, prefix) => text.replace(prefix, ''),
    firstSentence,
  );
  // German inflects what followed the instruction ('über unseren neuen Yoga-Kurs'): the topic starts at the
  // noun ('Yoga-Kurs für Anfänger'), as a headline would.
  const stripped =
    reading.capitalizesNouns && withoutPrefix !== firstSentence
      ? withoutPrefix.replace(/^(?:\p{Ll}[\p{L}-]*\s+)+(?=\p{Lu})/u, '')
      : withoutPrefix;
  const fromPage = [request.page?.product?.name, request.page?.title];
  const candidates = isMeta
    ? [sourceSentence, ...fromPage, stripped, firstSentence]
    : [stripped, ...fromPage, sourceSentence, firstSentence];
  const chosen = candidates.find((candidate): candidate is string => !!candidate && hasLetters(candidate));
  const shortened = shortenWords(chosen ?? firstSentence, maxTopicLength);
  const topic = withoutFinalPunctuation(shortened);
  const fallback = findCatalogue(reading.language)?.fallbackTopic ?? request.prompt.trim();
  // The user's own '!' or '?' (with the space French puts before it) stays; anything else ends with '.'.
  const ending = /\s?[!?]+$/u.exec(shortened)?.[0] ?? (shortened.endsWith('…') ? '…' : '.');
  return { topic: capitalize(topic === '' ? fallback : topic, reading.locale), ending };
}

function findAudience(terms: KeyTerm[], reading: LanguageReading): string | undefined {
  const term = terms.find((candidate) =>
    reading.audienceNouns.has(candidate.words[candidate.words.length - 1] ?? ''),
  );
  if (!term) return undefined;
  return reading.capitalizesNouns ? term.text : term.text.toLocaleLowerCase(reading.locale);
}

function chooseSubject(
  request: WritePostsRequest,
  reading: LanguageReading,
  terms: KeyTerm[],
  audience: string | undefined,
  domain: string | undefined,
): string {
  const productName = request.page?.product?.name?.trim();
  if (productName && productName.length <= maxSubjectLength) return productName;
  const candidates = terms.filter(
    (term) =>
      term.text.toLocaleLowerCase(reading.locale) !== audience?.toLocaleLowerCase(reading.locale) &&
      term.text.length <= maxSubjectLength,
  );
  const phrase = candidates.slice(0, 3).find((term) => term.words.length > 1);
  const chosen = phrase ?? strongerSubject(candidates, reading);
  const source = [request.prompt, request.transcript ?? '', request.page?.title ?? ''].join('\n');
  if (chosen) return withDeterminer(withWholeName(chosen.text, source, reading), source, reading);
  const title = request.page?.title.trim();
  return title ? shortenWords(title, maxSubjectLength) : (domain ?? '');
}

/**
 * A term that is the start of a name in the source ('café Bean' of 'café Bean There') with the rest of the
 * name: the capitalised words that follow it in the same sentence. Not in German, where every noun is
 * capitalised.
 */
function withWholeName(term: string, source: string, reading: LanguageReading): string {
  if (reading.capitalizesNouns) return term;
  const rest = new RegExp(`${escapeRegExp(term)}((?:[ \\t]+\\p{Lu}[\\p{L}\\p{N}'’-]*)+)`, 'u').exec(
    source,
  )?.[1];
  return rest ? `${term}${rest}` : term;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/**
 * "bakery" becomes "our bakery" ("Bäckerei" "unsere Bäckerei", "atelier" "l'atelier") when the source text
 * says so, so inline mentions read naturally.
 */
function withDeterminer(term: string, source: string, reading: LanguageReading): string {
  if (reading.determiners.length === 0) return term;
  const alternatives = reading.determiners
    .map((determiner) => escapeRegExp(determiner).replace(/'$/u, "['’]"))
    .join('|');
  const adjective = reading.language === 'en' ? '(?:new\\s+|latest\\s+)?' : '';
  const match = new RegExp(
    `(?:^|[^\\p{L}])(${alternatives})(\\s*)${adjective}${escapeRegExp(term)}(?![\\p{L}\\p{N}])`,
    'iu',
  ).exec(source);
  const determiner = match?.[1]?.toLocaleLowerCase(reading.locale);
  if (!determiner) return term;
  const isElided = /['’]$/u.test(determiner);
  if (!isElided && match?.[2] === '') return term;
  return isElided ? `${determiner}${term}` : `${determiner} ${term}`;
}

function findDomain(request: WritePostsRequest, link: string | undefined): string | undefined {
  if (request.page?.domain) return request.page.domain;
  if (!link) return undefined;
  try {
    return new URL(link).hostname.replace(/^www\./u, '');
  } catch {
    return undefined;
  }
}

/** Derives the writer brief of a request; pure and deterministic. */
export function buildWriterBrief(input: WritePostsRequest): WriterBrief {
  const page = input.page && { ...input.page, text: withoutGeneratedText(input.page.text) };
  const ownPrompt = withoutGeneratedText(withoutEnhancement(input.prompt));
  const transcript = input.transcript && withoutGeneratedText(input.transcript);
  // Automatic English wording ('… for this video') is left out; without a catalogue it is all there is.
  const hasCatalogue = findCatalogue(input.language) !== undefined;
  const request: WritePostsRequest = {
    ...input,
    prompt: ownPrompt !== '' || hasCatalogue ? ownPrompt : input.prompt,
    ...(page ? { page } : {}),
    ...(transcript === undefined ? {} : { transcript }),
  };
  const reading = findReading(request.language);
  const pageTerms = page
    ? extractKeyTerms([page.product?.name, page.title, ...page.keyPoints].filter(Boolean).join('. '), reading)
    : [];
  const transcriptTerms = extractKeyTerms(
    usableSentences(request.transcript, reading, 10, 40).join(' '),
    reading,
  );
  const webTerms = request.webContext ? extractKeyTerms(request.webContext.text, reading) : [];
  const ownTerms = extractKeyTerms(request.prompt, reading);
  const isMeta = isMetaPrompt(ownTerms, reading);
  const promptTerms = isMeta ? [] : ownTerms;
  const { topic, ending: topicEnding } = buildTopic(
    request,
    reading,
    usableSentences(request.transcript, reading, 10, 1)[0],
    isMeta,
  );
  const audience = findAudience(promptTerms, reading);
  const link = page?.url ?? findUrls(request.prompt)[0];
  const product = page?.product;
  const features = (product?.features ?? [])
    .map((feature) => withoutFinalPunctuation(shortenWords(cleanText(feature), 80)))
    .filter((feature) => hasLetters(feature))
    .slice(0, 3);
  const domain = findDomain(request, link);
  const subjectTerms = promptTerms.length > 0 ? promptTerms : [...transcriptTerms, ...pageTerms];
  const facts = buildFacts(request, reading, topic);
  const intent: PostIntent = product?.discount
    ? 'promotion'
    : (reading.intents.find(([, pattern]) => pattern.test(request.prompt))?.[0] ?? 'insight');
  // A how-to's imperatives are its steps ('Begin with 3 runs of 20 minutes a week'), not a call to action.
  const asks =
    intent === 'howto' ? [] : findBriefAsks([`${topic}${topicEnding}`, ...facts], reading.language);
  return {
    language: reading.language,
    topic,
    topicEnding,
    subject:
      chooseSubject(request, reading, subjectTerms, audience, domain) ||
      (findCatalogue(reading.language)?.fallbackSubject ?? ''),
    termLists: isMeta
      ? [transcriptTerms, pageTerms, webTerms]
      : [promptTerms, pageTerms, transcriptTerms, webTerms],
    facts,
    hasAsk: asks.length > 0,
    asks,
    features,
    price: product?.price?.trim() || undefined,
    originalPrice: (product?.price && product.originalPrice?.trim()) || undefined,
    productName: product?.name?.trim() || undefined,
    domain,
    link,
    sourceTitle: request.webContext?.sources[0]?.title.trim() || undefined,
    audience,
    intent,
    isVideo: request.mediaType === 'video',
    isPlain: request.creativity < 30,
  };
}
