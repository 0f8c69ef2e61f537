/**
 * Turns a write request (prompt, page context, web results, transcript) into the facts the offline writer
 * composes posts from: a topic sentence, a short subject phrase, supporting facts, product details and the
 * key-term lists hashtags are drawn from.
 */
import type { WritePostsRequest } from '../types';
import { extractKeyTerms, type KeyTerm } from './offline-writer.keywords';
import {
  asSentence,
  capitalize,
  cleanText,
  findUrls,
  shortenWords,
  splitSentences,
  withoutFinalPunctuation,
} from './offline-writer.text';

/** What a post is mostly doing, guessed from the prompt's wording. */
export type PostIntent = 'promotion' | 'event' | 'launch' | 'howto' | 'story' | 'insight';

/** Everything the offline writer says about one request, derived once and shared by every post. */
export interface WriterBrief {
  /** The prompt's main statement as a sentence without final punctuation, e.g. "Our café opens Saturday". */
  topic: string;
  /** A short noun phrase for inline mentions, e.g. "morning yoga"; 'this topic' when nothing better exists. */
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
  productName?: string;
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

const maxTopicLength = 140;
const maxFactLength = 160;
const maxFacts = 6;
const maxSubjectLength = 40;

const instructionPrefix =
  /^(?:please\s+)?(?:(?:can|could|would)\s+you\s+)?(?:help\s+me\s+)?(?:write|create|generate|make|craft|draft|compose|give\s+me|i\s+need|i\s+want|we\s+need)\s+(?:me\s+|us\s+)?(?:(?:a|an|some|the|\d+)\s+)?(?:[\p{L}/-]+\s+){0,4}?(?:posts?|captions?|tweets?|content|copy|announcements?|updates?|threads?|ideas?)\s+(?:about|on|for|announcing|promoting|regarding|that|around|highlighting|showcasing)\s+/iu;
const shortPrefix = /^(?:a\s+)?(?:post|caption|tweet)\s+(?:about|on|for)\s+/iu;

const audienceNouns = new Set(
  (
    'professionals founders entrepreneurs parents moms dads mothers fathers students teachers developers ' +
    'engineers designers marketers creators freelancers beginners athletes runners travelers travellers gamers ' +
    'readers shoppers customers families kids teens seniors managers leaders teams owners businesses startups ' +
    'nurses doctors investors artists musicians writers foodies homeowners coaches clients buyers fans'
  ).split(' '),
);

const intentRules: ReadonlyArray<readonly [PostIntent, RegExp]> = [
  [
    'promotion',
    /\b(?:sale|discount|deal|offer|promo|coupon|free shipping|black friday|\d+\s?% off)\b|\d+\s?%/iu,
  ],
  [
    'event',
    /\b(?:event|webinar|workshop|conference|meetup|join us|opens?|opening|festival|concert|livestream)\b/iu,
  ],
  ['launch', /\b(?:launch\w*|introduc\w*|new|announc\w*|unveil\w*|releas\w*|debut\w*)\b/iu],
  ['howto', /\b(?:how to|tips?|guide|steps?|ways to|learn\w*|tutorial|benefits?|mistakes)\b/iu],
  ['story', /\b(?:story|journey|behind the scenes|founder|started|experience|lessons?)\b/iu],
];

function hasLetters(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

const metaWords = new Set(
  (
    'social media content engaging viral professional informative storytelling creative video videos image ' +
    'images photo photos picture pictures clip clips footage upload uploaded uploads reel reels campaign file ' +
    'files platform platforms recording recorded'
  ).split(' '),
);

/** True when the prompt names no topic of its own ("Create engaging content for this video"). */
function isMetaPrompt(terms: KeyTerm[]): boolean {
  return terms.every((term) => term.words.every((word) => metaWords.has(word)));
}

function buildTopic(request: WritePostsRequest, sourceSentence: string | undefined, isMeta: boolean): string {
  const firstSentence = splitSentences(cleanText(request.prompt))[0] ?? '';
  const stripped = firstSentence.replace(instructionPrefix, '').replace(shortPrefix, '');
  const fromPage = [request.page?.product?.name, request.page?.title];
  const candidates = isMeta
    ? [sourceSentence, ...fromPage, stripped, firstSentence]
    : [stripped, ...fromPage, sourceSentence, firstSentence];
  const chosen = candidates.find((candidate): candidate is string => !!candidate && hasLetters(candidate));
  const topic = withoutFinalPunctuation(shortenWords(chosen ?? firstSentence, maxTopicLength));
  return capitalize(topic === '' ? 'Something worth sharing' : topic);
}

const spokenFiller = /^(?:(?:so|um+|uh+|okay|ok|well|alright|right)\b[,\s]*)+/iu;
const greeting = /^(?:hi|hello|hey|welcome|thanks|thank you|good (?:morning|afternoon|evening))\b/iu;

function usableSentences(text: string | undefined, minLength: number, count: number): string[] {
  if (!text) return [];
  return splitSentences(cleanText(text))
    .map((sentence) => capitalize(sentence.replace(spokenFiller, '')))
    .filter((sentence) => sentence.length >= minLength && hasLetters(sentence) && !greeting.test(sentence))
    .slice(0, count);
}

function buildFacts(request: WritePostsRequest, topic: string): string[] {
  const transcript =
    request.transcript && request.transcript.trim().length >= 10 ? request.transcript : undefined;
  const page = request.page;
  const groups = [
    usableSentences(transcript, 15, 2),
    usableSentences(request.webContext?.text, 30, 3),
    (page?.keyPoints ?? []).slice(0, 3).map((point) => cleanText(point)),
    usableSentences(request.prompt, 15, 4).slice(1),
    page && page.keyPoints.length === 0 ? usableSentences(page.text, 30, 2) : [],
  ];
  const seen = new Set([topic.toLocaleLowerCase('en')]);
  const facts: string[] = [];
  for (const sentence of groups.flat()) {
    const fact = capitalize(asSentence(shortenWords(sentence, maxFactLength)));
    const key = withoutFinalPunctuation(fact).toLocaleLowerCase('en');
    if (fact === '' || seen.has(key) || facts.length >= maxFacts) continue;
    seen.add(key);
    facts.push(fact);
  }
  return facts;
}

function findAudience(terms: KeyTerm[]): string | undefined {
  const term = terms.find((candidate) =>
    audienceNouns.has(candidate.words[candidate.words.length - 1] ?? ''),
  );
  return term?.text.toLocaleLowerCase('en');
}

function chooseSubject(
  request: WritePostsRequest,
  terms: KeyTerm[],
  audience: string | undefined,
  domain: string | undefined,
): string {
  const productName = request.page?.product?.name?.trim();
  if (productName && productName.length <= maxSubjectLength) return productName;
  const candidates = terms.filter(
    (term) => term.text.toLocaleLowerCase('en') !== audience && term.text.length <= maxSubjectLength,
  );
  const phrase = candidates.slice(0, 3).find((term) => term.words.length > 1);
  const chosen = phrase ?? candidates[0];
  if (chosen)
    return withDeterminer(
      chosen.text,
      [request.prompt, request.transcript ?? '', request.page?.title ?? ''].join('\n'),
    );
  const title = request.page?.title.trim();
  return title ? shortenWords(title, maxSubjectLength) : (domain ?? 'this topic');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** "bakery" becomes "our bakery" when the source text says so, so inline mentions read naturally. */
function withDeterminer(term: string, source: string): string {
  const match = new RegExp(
    `(?:^|[^\\p{L}])(our|my|your|their|the)\\s+(?:new\\s+|latest\\s+)?${escapeRegExp(term)}(?![\\p{L}\\p{N}])`,
    'iu',
  ).exec(source);
  return match?.[1] ? `${match[1].toLocaleLowerCase('en')} ${term}` : term;
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
export function buildWriterBrief(request: WritePostsRequest): WriterBrief {
  const page = request.page;
  const pageTerms = page
    ? extractKeyTerms([page.product?.name, page.title, ...page.keyPoints].filter(Boolean).join('. '))
    : [];
  const transcriptTerms = extractKeyTerms(usableSentences(request.transcript, 10, 40).join(' '));
  const webTerms = request.webContext ? extractKeyTerms(request.webContext.text) : [];
  const ownTerms = extractKeyTerms(request.prompt);
  const isMeta = isMetaPrompt(ownTerms);
  const promptTerms = isMeta ? [] : ownTerms;
  const topic = buildTopic(request, usableSentences(request.transcript, 10, 1)[0], isMeta);
  const audience = findAudience(promptTerms);
  const link = page?.url ?? findUrls(request.prompt)[0];
  const product = page?.product;
  const features = (product?.features ?? [])
    .map((feature) => withoutFinalPunctuation(shortenWords(cleanText(feature), 80)))
    .filter((feature) => hasLetters(feature))
    .slice(0, 3);
  const intentSource = `${request.prompt} ${product?.discount ? 'sale' : ''}`;
  const domain = findDomain(request, link);
  const subjectTerms = promptTerms.length > 0 ? promptTerms : [...transcriptTerms, ...pageTerms];
  return {
    topic,
    subject: chooseSubject(request, subjectTerms, audience, domain),
    termLists: isMeta
      ? [transcriptTerms, pageTerms, webTerms]
      : [promptTerms, pageTerms, transcriptTerms, webTerms],
    facts: buildFacts(request, topic),
    features,
    price: product?.price?.trim() || undefined,
    productName: product?.name?.trim() || undefined,
    domain,
    link,
    sourceTitle: request.webContext?.sources[0]?.title.trim() || undefined,
    audience,
    intent: intentRules.find(([, pattern]) => pattern.test(intentSource))?.[0] ?? 'insight',
    isVideo: request.mediaType === 'video',
    isPlain: request.creativity < 30,
  };
}
