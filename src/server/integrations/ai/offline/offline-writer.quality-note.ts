/**
 * The strategy-note check of the offline writer's quality test (not used by production code): every figure
 * and every claim a note states is measured again on the post it explains, here, independently of the
 * writer's own measuring: characters against the platform's limit and its usual sweet spot, hashtags,
 * emoji, a price or percentage quoted from the post, a question, a call to action. Any other number in the
 * note (outside the posting-time advice) is a figure the post does not have.
 */
import { withoutTrailingHashtags } from '../../../../shared/domain/post-body';
import { countCharacters } from '../../../../shared/domain/counting';
import { platforms } from '../../../../shared/domain/platforms';
import type { WrittenPost } from '../types';
import { findCatalogue } from './languages/catalogue';
import { enCatalogue } from './languages/en.catalogue';
import type { WriterBrief } from './offline-writer.brief';
import { bodyLines, callLines } from './offline-writer.quality-rules';
import { findReading } from './languages/reading-rules';
import { splitSentences } from './offline-writer.text';
import { idealLength } from './offline-writer.scoring';

/** The words a note uses for each claim, per language (a claim whose words appear must be true). */
const claimWords: Record<string, { question: RegExp; call: RegExp; fit: Record<string, RegExp> }> = {
  en: {
    question: /a question to the reader/u,
    call: /a call to action/u,
    fit: { short: /short for this/u, ideal: /sweet spot/u, long: /long for this/u },
  },
  de: {
    question: /eine Frage an/u,
    call: /Handlungsaufforderung/u,
    fit: { short: /kurz für/u, ideal: /Idealbereich/u, long: /lang für/u },
  },
  fr: {
    question: /une question/u,
    call: /appel à l’action/u,
    fit: { short: /court pour/u, ideal: /zone idéale/u, long: /long pour/u },
  },
  es: {
    question: /una pregunta/u,
    call: /llamada a la acción/u,
    fit: { short: /corta para/u, ideal: /franja ideal/u, long: /larga para/u },
  },
  it: {
    question: /una domanda/u,
    call: /invito all’azione/u,
    fit: { short: /breve per/u, ideal: /fascia ideale/u, long: /lungo per/u },
  },
  pt: {
    question: /uma pergunta/u,
    call: /chamada para ação/u,
    fit: { short: /curta para/u, ideal: /faixa ideal/u, long: /longa para/u },
  },
  nl: {
    question: /een vraag aan/u,
    call: /oproep tot actie/u,
    fit: { short: /kort voor/u, ideal: /ideale lengte/u, long: /lang voor/u },
  },
};

/**
 * The sentences of a post's body that are calls to action, wherever they stand in a line ('… Book a
 * workshop slot at the info desk.' closing a paragraph, '📌 Join our free webinar …' opening the post),
 * read with the language's sentence rules.
 */
function callSentences(content: string, writer: WriterBrief): string[] {
  const reading = findReading(writer.language);
  return (
    bodyLines(content)
      .flatMap((line) => splitSentences(line, reading))
      // An opening's emoji does not make its ask less of one ('📌 Join our free webinar …').
      .map((sentence) => sentence.replace(/^(?:[\p{Extended_Pictographic}\ufe0f]\s*)+/u, ''))
      .filter((sentence) => callLines(sentence, writer).length > 0)
  );
}

const digitsOf = (text: string): number => Number(text.replace(/\D/gu, ''));

/** Every figure or claim of `post.strategy` that is not true of the post, as a short description. */
export function noteFigureProblems(post: WrittenPost, writer: WriterBrief): string[] {
  const catalogue = findCatalogue(writer.language) ?? enCatalogue;
  const words = claimWords[catalogue.language] ?? claimWords.en;
  if (!words) return [];
  const problems: string[] = [];
  // The posting-time advice is about the platform, not the post: its hours are left out of the count.
  let note = post.strategy.replace(catalogue.notes.timing[post.platform], ' ');
  const body = withoutTrailingHashtags(post.content, post.hashtags);
  const quoted = [...note.matchAll(/[“„«‘]\s?([^”“»’]+?)\s?[”“»’]/gu)].map((match) => match[1] ?? '');
  for (const figure of quoted) {
    if (!post.content.includes(figure)) problems.push(`quotes “${figure}”, not in the post`);
    note = note.replace(figure, ' ');
  }
  const ratio = /(\d[\d.,\u00a0\u202f]*)\/(\d[\d.,\u00a0\u202f]*\d|\d)/u.exec(note);
  const length = countCharacters(post.content, post.platform);
  const limit = platforms[post.platform].characterLimit;
  if (ratio) {
    if (digitsOf(ratio[1] ?? '') !== length) problems.push(`says ${ratio[1]} characters, has ${length}`);
    if (digitsOf(ratio[2] ?? '') !== limit) problems.push(`says a limit of ${ratio[2]}, it is ${limit}`);
    note = note.replace(ratio[0], ' ');
  }
  const [min, max] = idealLength[post.platform];
  const fit = length < min ? 'short' : length > max ? 'long' : 'ideal';
  for (const [claimed, pattern] of Object.entries(words.fit))
    if (pattern.test(note) && claimed !== fit) problems.push(`calls the length ${claimed}, it is ${fit}`);
  const tags = /(\d+)\s+hashtags?/iu.exec(note);
  if (tags) {
    if (Number(tags[1]) !== post.hashtags.length)
      problems.push(`says ${tags[1]} hashtags, has ${post.hashtags.length}`);
    note = note.replace(tags[0], ' ');
  }
  const emoji = /(\d+)\s+emoji/iu.exec(note);
  const emojiCount = body.match(/\p{Extended_Pictographic}/gu)?.length ?? 0;
  if (emoji) {
    if (Number(emoji[1]) !== emojiCount) problems.push(`says ${emoji[1]} emoji, has ${emojiCount}`);
    note = note.replace(emoji[0], ' ');
  }
  if (words.question.test(note) && !/[?？]/u.test(body)) problems.push('claims a question, asks none');
  if (words.call.test(note) && callSentences(body, writer).length === 0)
    problems.push('claims a call to action, has none');
  const stray = note.match(/\d[\d.,]*/gu);
  if (stray) problems.push(`states ${stray.join(', ')}, a figure the post does not have`);
  return problems;
}

/** Edit distance between two word lists (insert, delete, replace one word). */
function wordDistance(left: readonly string[], right: readonly string[]): number {
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (const [row, word] of left.entries()) {
    const current = [row + 1];
    for (const [column, other] of right.entries())
      current.push(
        Math.min(
          (previous[column + 1] ?? 0) + 1,
          (current[column] ?? 0) + 1,
          (previous[column] ?? 0) + (word === other ? 0 : 1),
        ),
      );
    previous = current;
  }
  return previous[right.length] ?? 0;
}

const wordsOf = (sentence: string): string[] =>
  sentence
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

/** How alike two sentences are, word by word: 1 = the same words, 0 = nothing in common. */
export function sentenceSimilarity(left: string, right: string): number {
  const [a, b] = [wordsOf(left), wordsOf(right)];
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - wordDistance(a, b) / longest;
}

/** Two sentences count as the same when at least this alike (a changed word or two in a long one). */
export const sameSentence = 0.8;
/** Two variations differ sentence by sentence when at most this share of their places holds the same sentence. */
export const maxSharedPlaces = 0.5;

/**
 * The share of places (first sentence against first, second against second, …, over the longer post) where
 * two posts say the same sentence: variations that differ only in their opening or closing come close to 1.
 */
export function sharedPlaces(left: readonly string[], right: readonly string[]): number {
  const places = Math.max(left.length, right.length);
  if (places === 0) return 1;
  const same = left.filter(
    (sentence, index) => sentenceSimilarity(sentence, right[index] ?? '') >= sameSentence,
  ).length;
  return same / places;
}
