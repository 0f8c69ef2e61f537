/**
 * The publishability checks of the offline writer's quality test (not used by production code), as a
 * social-media manager reads a post: the brief's facts kept, nothing invented, no sentence or call to action
 * twice, no filler, no internal text, real hashtags that the body does not repeat, variations that differ,
 * and a strategy note that is true of the post.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withoutTrailingHashtags } from '../../../../shared/domain/post-body';
import type { ContentLanguage } from '../../../../shared/domain/content-languages';
import type { PageContext, WrittenPost } from '../types';
import { findCatalogue, type Phrase } from './languages/catalogue';
import { findReading } from './languages/reading-rules';
import {
  arrangement,
  callLines,
  claimProblems,
  cutNames,
  fillerProblems,
  dramaLabels,
} from './offline-writer.quality-rules';
import type { WriterBrief } from './offline-writer.brief';
import { hookProblem, styleProblems, superlativeProblems } from './offline-writer.quality-style';
import { maxSharedPlaces, noteFigureProblems, sharedPlaces } from './offline-writer.quality-note';
import { thinBriefProblems } from './offline-writer.quality-thin';
import { fragmentProblems } from './offline-writer.quality-fragments';
import { hashtagProblems } from './offline-writer.quality-tags';
import { splitSentences } from './offline-writer.text';

/** One brief of `bench/fixtures/briefs.json`. */
export interface BenchBrief {
  name: string;
  language: ContentLanguage;
  prompt: string;
  page?: PageContext;
  transcript?: string;
  /** True when the brief speaks to businesses (then 'your team' or 'colleagues' may fit). */
  b2b?: boolean;
  /** True when what the brief is about can be tried or bought today. */
  available?: boolean;
  /** True for a brief of one line or one fact (a short post is fine, padding is not). */
  thin?: boolean;
  /** The brief's concrete facts as written, each expected in every post it fits in. */
  facts: string[];
}

/** The rules, in report order. */
export const qualityRules = [
  'facts kept',
  'nothing invented',
  'names kept whole',
  'one call to action',
  'no sentence or call to action twice',
  'no filler line',
  'no filler on a thin brief',
  'no presupposed experience',
  'no promise the user did not make',
  'no team wording on a consumer brief',
  'no internal text',
  'real hashtags',
  'hashtags not repeated in the body',
  'variations differ',
  'variations differ sentence by sentence',
  'strategy true of the post',
  'opening names a fact',
  'no superlative the user did not write',
  'sentence case and punctuation',
  'no fragment cut from a sentence',
] as const;
/** One rule of the quality test. */
export type QualityRule = (typeof qualityRules)[number];

/** Reads the bench fixture of briefs. */
export function loadBenchBriefs(): BenchBrief[] {
  const path = fileURLToPath(new URL('../../../../../bench/fixtures/briefs.json', import.meta.url));
  return JSON.parse(readFileSync(path, 'utf8')) as BenchBrief[];
}

/** Claims and drama only the writer could have made up (checked when the brief does not say them). */
const inventedPatterns: readonly RegExp[] = [
  /\bbest\b/iu,
  /guarantee/iu,
  /\bwasn't easy\b|\bnot easy\b/iu,
  /everyone had an opinion/iu,
  /worth every step/iu,
  /speaks for itself/iu,
  /won't last long|limited time/iu,
  /Das Beste|Jeder hatte eine Meinung|kaum jemand eine Antwort|nicht mehr lange|kurze Zeit/u,
  /garantiza|garantit|garantito|garantido/iu,
  // 'Nobody talks about it enough' and 'this changes how you see it' are claims about the world, not the brief.
  /nobody is talking|changes how you think|kaum jemand|no se habla lo suficiente|on n’en parle pas assez/iu,
  /se ne parla troppo poco|te weinig over|se fala pouco|changer votre regard|cambia (?:la forma|il modo)/iu,
];

/** Text Postforge writes for itself that must never reach a post. */
const internalPatterns: readonly RegExp[] = [
  /\bNote: /u,
  /could not be read/iu,
  /based on the domain name only/iu,
  /Create (?:a social media campaign|engaging social media content|social media content)/iu,
  /\bmedia files?\b/iu,
  /\bWebsite: /u,
  /\b[\w-]+\.(?:jpe?g|png|webp|gif|mp4|mov|webm|heic)\b/iu,
];

/** Sentences asking for a comment or an answer. */
const commentAsk =
  /comment|let us know|tell us|drop your|your answer|weigh in|your perspective|what do you think|Kommentar|sag uns|dis-nous|commentaires|coment|comment/iu;

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A post's sentences, hashtag lines and list markers left out, split by the rules of `language` ('am 2.
 * März', 'z. B.', 'Dr. Ruiz' end no sentence).
 */
export function postSentences(content: string, language: ContentLanguage = 'en'): string[] {
  const reading = findReading(language);
  return content
    .split('\n')
    .filter((line) => !/^#\S/u.test(line.trim()))
    .map((line) => line.replace(/^(?:•|\d+\.) /u, ''))
    .flatMap((line) => splitSentences(line, reading))
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

function briefText(brief: BenchBrief): string {
  const page = brief.page;
  const product = page?.product;
  return [
    brief.prompt,
    brief.transcript ?? '',
    page?.title ?? '',
    page?.text ?? '',
    ...(page?.keyPoints ?? []),
    product?.name ?? '',
    ...(product?.features ?? []),
  ].join('\n');
}

/** Catalogue lines that carry no information of the brief (curiosity gaps, set-ups, generic support). */
function fillerLines(writer: WriterBrief): { filler: string[]; drama: string[] } {
  const catalogue = findCatalogue(writer.language);
  if (!catalogue) return { filler: [], drama: [] };
  const run = (pool: readonly Phrase[]) => pool.map((phrase) => phrase(writer));
  return {
    filler: [
      ...run(catalogue.viral.curiosityGaps),
      ...run(catalogue.storytelling.moments),
      ...Object.values(catalogue.supportLines).flatMap((pool) => run(pool)),
    ],
    drama: [...run(catalogue.storytelling.tensions), ...run(catalogue.storytelling.resolutions)],
  };
}

function strategyProblems(post: WrittenPost, writer: WriterBrief): string[] {
  const problems: string[] = noteFigureProblems(post, writer);
  const counted = /(\d+)\s+hashtags?/iu.exec(post.strategy);
  if (counted && Number(counted[1]) !== post.hashtags.length)
    problems.push(`says ${counted[1]} hashtags, has ${post.hashtags.length}`);
  if (/hashtag/iu.test(post.strategy) && post.hashtags.length === 0) problems.push('hashtags, has none');
  if (post.language === 'en' || post.language === undefined) {
    const body = post.content;
    if (/question/iu.test(post.strategy) && !body.includes('?')) problems.push('question, asks none');
    if (/curiosity gap/iu.test(post.strategy)) problems.push('claims a curiosity gap');
    if (/\blist\b/iu.test(post.strategy) && !/^(?:•|\d+\.) /mu.test(body)) problems.push('list, has none');
  }
  return problems;
}

/** The facts a post on its platform is expected to hold: all on long platforms, on X when they fit. */
function expectedFacts(post: WrittenPost, brief: BenchBrief): string[] {
  if (post.platform !== 'twitter') return brief.facts;
  return brief.facts.join(', ').length <= 150 ? brief.facts : [];
}

/** Every violation of every rule in the posts of one brief, as 'brief / platform / variation: detail'. */
export function checkBriefPosts(
  brief: BenchBrief,
  writer: WriterBrief,
  posts: WrittenPost[],
): Map<QualityRule, string[]> {
  const found = new Map<QualityRule, string[]>(qualityRules.map((rule) => [rule, []]));
  const add = (rule: QualityRule, post: WrittenPost, detail: string): void => {
    found.get(rule)?.push(`${brief.name} / ${post.platform} / ${post.variation}: ${detail}`);
  };
  const source = briefText(brief);
  const { filler, drama } = fillerLines(writer);
  const userSentences = postSentences(source, brief.language);
  const userCalls = postSentences(brief.prompt, brief.language).filter(
    (sentence) => callLines(sentence, writer).length > 0,
  );
  for (const post of posts) {
    const content = post.content;
    for (const fact of expectedFacts(post, brief))
      if (!content.toLowerCase().includes(fact.toLowerCase())) add('facts kept', post, fact);
    for (const pattern of inventedPatterns)
      if (pattern.test(content) && !pattern.test(source)) add('nothing invented', post, String(pattern));
    for (const line of drama) if (content.includes(line)) add('nothing invented', post, line);
    for (const label of dramaLabels)
      if (content.includes(label) && !source.includes(label)) add('nothing invented', post, label);
    for (const problem of cutNames(content, brief)) add('names kept whole', post, problem);
    const calls = callLines(content, writer);
    if (calls.length > Math.max(1, userCalls.length)) add('one call to action', post, calls.join(' | '));
    for (const line of fillerProblems(content, brief, source, writer)) add('no filler line', post, line);
    const claims = claimProblems(content, brief);
    for (const line of claims.presupposed) add('no presupposed experience', post, line);
    for (const line of claims.promised) add('no promise the user did not make', post, line);
    for (const line of claims.business) add('no team wording on a consumer brief', post, line);
    const sentences = postSentences(content, brief.language);
    const seen = new Set<string>();
    for (const sentence of sentences) {
      const key = normalize(sentence);
      if (seen.has(key)) add('no sentence or call to action twice', post, sentence);
      seen.add(key);
    }
    // A call to action is a line: 'What do you think? Let us know in the comments.' asks once.
    const asks = content.split('\n').filter((line) => commentAsk.test(line));
    if (asks.length > 1) add('no sentence or call to action twice', post, asks.join(' | '));
    for (const line of filler) if (content.includes(line)) add('no filler line', post, line);
    for (const pattern of internalPatterns)
      if (pattern.test(content) && !(brief.facts.some((fact) => pattern.test(fact)) ?? false))
        add('no internal text', post, String(pattern));
    for (const problem of hashtagProblems(post, brief, source)) add('real hashtags', post, problem);
    // The review shows the hashtags as chips and the body without its closing hashtag line.
    const shownBody = withoutTrailingHashtags(content, post.hashtags);
    for (const tag of post.hashtags)
      if (shownBody.includes(`#${tag}`)) add('hashtags not repeated in the body', post, `#${tag}`);
    for (const problem of strategyProblems(post, writer)) add('strategy true of the post', post, problem);
    // X may drop the writer's opening to keep the facts; every other platform opens on a fact of the brief.
    const hook = post.platform === 'twitter' ? undefined : hookProblem(content, brief.facts);
    if (hook) add('opening names a fact', post, hook);
    for (const problem of superlativeProblems(content, source))
      add('no superlative the user did not write', post, problem);
    for (const problem of styleProblems(content)) add('sentence case and punctuation', post, problem);
    for (const problem of fragmentProblems(sentences, userSentences, brief.language))
      add('no fragment cut from a sentence', post, problem);
  }
  if (brief.thin)
    for (const problem of thinBriefProblems(posts, writer, source))
      found.get('no filler on a thin brief')?.push(`${brief.name} / ${problem}`);
  // Variations differ in what the writer adds around the brief's own sentences, or in their layout.
  const shape = (post: WrittenPost): string => {
    const added = postSentences(post.content, brief.language)
      .map(normalize)
      .filter((sentence) => !normalizedSource.includes(sentence));
    const layout = post.content.split('\n\n').map((block) => (/^(?:•|\d+\.) /u.test(block) ? 'L' : 'P'));
    return `${added.join('|')}/${layout.join('')}`;
  };
  const normalizedSource = normalize(source);
  // ... and in how they arrange the brief's own lines (a brief of one sentence has nothing to arrange).
  const told = postSentences(source, brief.language).filter((sentence) =>
    posts.some((post) => normalize(post.content).includes(normalize(sentence))),
  );
  const hasSentences = told.length >= 2;
  const arranged = (post: WrittenPost): string => arrangement(post.content, source).join('|');
  for (const [index, post] of posts.entries()) {
    for (const other of posts.slice(index + 1)) {
      if (other.platform !== post.platform) continue;
      const shared = sharedPlaces(
        postSentences(post.content, brief.language),
        postSentences(other.content, brief.language),
      );
      if (shared > maxSharedPlaces)
        add(
          'variations differ sentence by sentence',
          post,
          `${Math.round(shared * 100)}% of its sentences in the same place as in ${other.variation}`,
        );
      if (shape(other) === shape(post)) add('variations differ', post, `same as ${other.variation}`);
      else if (hasSentences && arranged(other) === arranged(post))
        add('variations differ', post, `the brief's lines arranged as in ${other.variation}`);
    }
  }
  return found;
}
