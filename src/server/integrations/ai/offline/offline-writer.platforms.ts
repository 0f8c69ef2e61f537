/**
 * Platform shaping of the offline writer: turns a variation draft into the final text for one platform and
 * guarantees it fits that platform's character limit (X counted the way X counts) with its hashtags.
 *
 * Hashtag convention: the content always ends with a paragraph of the same hashtags returned in
 * `hashtags`: up to 8 on Instagram, 5 on TikTok, 3 on LinkedIn and YouTube, 2 on X and Facebook. On X the
 * tags count against the 280: when a post is too long, the phrases the writer added go first (the opening
 * line stays, the closing call to action goes last), then optional lines, then tags down to one, then the longest line is shortened at a word
 * boundary, then the last tag, and as a last resort the text is cut: the user's words go last. Shape: X short (the writer's optional lines of priority 3+ left out), Instagram and TikTok line breaks and
 * "Link in bio" instead of a URL, LinkedIn paragraphs, Facebook a question when the post has no call to
 * action. A post has one call to action at most: the link (or 'Link in bio'), else the user's own ask,
 * else the variation's.
 */
import { platforms, type PlatformId } from '../../../../shared/domain/platforms';
import type { WriterBrief } from './offline-writer.brief';
import { countCharacters } from '../../../../shared/domain/counting';
import type { VariantPicker } from './offline-writer.hash';
import { findCatalogue } from './languages/catalogue';
import { findReading } from './languages/reading-rules';
import { splitSentences, stripEmoji, truncateToWeight } from './offline-writer.text';
import type { DraftBlock, PostDraft } from './offline-writer.variations';

/** Most hashtags appended per platform. */
export const hashtagCounts: Record<PlatformId, number> = {
  instagram: 8,
  twitter: 2,
  linkedin: 3,
  facebook: 2,
  tiktok: 5,
  youtube: 3,
};

/** A post's final text and the hashtags (without '#') its last paragraph holds. */
export interface ShapedPost {
  content: string;
  hashtags: string[];
  /** The calls to action the post was given (the writer's, the platform's, the link): kept only if in `content`. */
  callLines: string[];
}

const bulletPlatforms = new Set<PlatformId>(['instagram', 'tiktok']);
const maxTwitterPriority = 2;
const minShortenableWeight = 30;

/** True for a block X leaves out to stay short: an optional phrase of the writer, never a user's fact. */
function isOptionalOnX(block: DraftBlock): boolean {
  return block.priority > maxTwitterPriority && (block.isAdded === true || block.isFixed === true);
}

function hasQuestion(blocks: DraftBlock[]): boolean {
  return blocks.some((block) => block.text.includes('?'));
}

function linkBlock(brief: WriterBrief, platformId: PlatformId): DraftBlock | undefined {
  if (!brief.link) return undefined;
  if (bulletPlatforms.has(platformId)) {
    const linkInBio = findCatalogue(brief.language)?.platforms.linkInBio;
    return linkInBio ? { text: linkInBio, priority: 3, isFixed: true } : undefined;
  }
  return { text: brief.link, priority: platformId === 'twitter' ? 2 : 1, isFixed: true };
}

/** The draft's blocks with the platform's additions (link, opener, closing question), before fitting. */
function shapeBlocks(
  draft: PostDraft,
  platformId: PlatformId,
  brief: WriterBrief,
  picker: VariantPicker,
): DraftBlock[] {
  const link = linkBlock(brief, platformId);
  // One call to action: the link (or 'Link in bio') or the user's own ask stands in for the writer's.
  const hasCall = link !== undefined || brief.hasAsk;
  const blocks = draft.blocks.filter((block) => !(hasCall && block.isCallToAction));
  if (link) blocks.push(link);
  const phrases = findCatalogue(brief.language)?.platforms;
  if (platformId === 'facebook' && phrases && !hasCall && !hasQuestion(blocks) && !draft.hasCallToAction) {
    const text = picker.pick('facebook-question', phrases.facebookQuestions)(brief);
    blocks.push({ text, priority: 1, isAdded: true, isCallToAction: true });
  }
  return platformId === 'twitter' ? blocks.filter((block) => !isOptionalOnX(block)) : blocks;
}

function composeContent(
  blocks: DraftBlock[],
  tags: string[],
  platformId: PlatformId,
  isPlain: boolean,
): string {
  let text = '';
  let listNumber = 0;
  let previous: DraftBlock | undefined;
  for (const block of blocks) {
    listNumber = block.isListItem ? listNumber + 1 : 0;
    const line = block.isListItem
      ? `${bulletPlatforms.has(platformId) ? '•' : `${listNumber}.`} ${block.text}`
      : block.text;
    const separator = previous === undefined ? '' : previous.isListItem && block.isListItem ? '\n' : '\n\n';
    text += separator + line;
    previous = block;
  }
  if (tags.length > 0) text += `${text === '' ? '' : '\n\n'}${tags.map((tag) => `#${tag}`).join(' ')}`;
  return isPlain ? stripEmoji(text) : text;
}

const bare = (text: string): string =>
  text
    .replace(/[.!]+$/u, '')
    .trim()
    .toLowerCase();

/** Index of a line (not one that is always kept) whose words another line already says in full, or -1. */
function findRepeated(blocks: DraftBlock[]): number {
  const texts = blocks.map((block) => bare(block.text));
  let found = -1;
  blocks.forEach((block, index) => {
    const text = texts[index] ?? '';
    if (block.priority <= 0 || text === '') return;
    if (texts.some((other, at) => at !== index && other !== text && other.includes(text))) found = index;
  });
  return found;
}

/** Index of a phrase the writer added between the opening line and the closing line, or -1. */
function findMiddlePhrase(blocks: DraftBlock[]): number {
  return blocks.findIndex(
    (block, index) => index > 0 && block.isAdded === true && !block.isFixed && index < blocks.length - 1,
  );
}

/**
 * Index of any other phrase the writer added: the closing line first, then the opening hook, or -1. The
 * post's only question stays (an engaging post asks, and its strategy note says so).
 */
function findEdgePhrase(blocks: DraftBlock[]): number {
  const questions = blocks.filter((block) => block.text.includes('?')).length;
  const mayGo = (block: DraftBlock | undefined): boolean =>
    block?.isAdded === true && !(questions === 1 && block.text.includes('?'));
  const last = blocks.length - 1;
  if (last > 0 && mayGo(blocks[last])) return last;
  return blocks.findIndex((block) => mayGo(block));
}

const specificPatterns: readonly RegExp[] = [
  /[$€£¥₹]|\b(?:USD|EUR|GBP)\b/u,
  /\d\s?%|\bper ?cent\b|\bProzent\b|\bpour ?cent\b|\bpor ?ciento\b/iu,
  /\d/u,
  /\b(?:free|gratis|gratuit|kostenlos|off|discount|Rabatt|réduction|descuento|sconto|desconto)\b/iu,
];

/**
 * How specific a block is, for the choice of which user line goes when not all fit: prices, percentages,
 * numbers and dates, offers each count, so 'every flat white costs €2.50' outlasts 'Leak-proof lid.'.
 */
export function specificity(text: string): number {
  return specificPatterns.reduce((score, pattern) => score + (pattern.test(text) ? 1 : 0), 0);
}

/**
 * Index of the user's line to drop when the phrases and tags are already gone: among the blocks that may go
 * (priority above 0), the least specific, then the highest priority number, the last on ties; or -1.
 */
function findLeastSpecific(blocks: DraftBlock[], maxScore = Number.POSITIVE_INFINITY): number {
  let found = -1;
  let foundScore = 0;
  blocks.forEach((block, index) => {
    if (block.priority <= 0) return;
    const score = specificity(block.text);
    if (score > maxScore) return;
    const current = blocks[found];
    if (!current || score < foundScore || (score === foundScore && block.priority >= current.priority)) {
      found = index;
      foundScore = score;
    }
  });
  return found;
}

/**
 * Drops the least specific sentence (no figure, date or offer: 'Chaque don aide une famille du quartier.')
 * of a paragraph of the user's sentences, the last on ties, so that a paragraph is not cut at its end where
 * a fact may stand ('… à Lille'); false when no paragraph has such a sentence among several.
 */
function dropVagueSentence(blocks: DraftBlock[], brief: WriterBrief): boolean {
  const reading = findReading(brief.language);
  for (let index = blocks.length - 1; index >= 0; index -= 1) {
    const block = blocks[index];
    if (!block || block.isFixed === true || block.isAdded === true) continue;
    const sentences = splitSentences(block.text, reading);
    if (sentences.length < 2) continue;
    const vague = sentences.findLastIndex(
      (sentence) => specificity(sentence) === 0 && !sentence.includes('?'),
    );
    if (vague < 0) continue;
    blocks[index] = { ...block, text: sentences.filter((_, at) => at !== vague).join(' ') };
    return true;
  }
  return false;
}

/** Removes `blocks[index]`; false when the index is -1. */
function removeAt(blocks: DraftBlock[], index: number): boolean {
  if (index < 0) return false;
  blocks.splice(index, 1);
  return true;
}

/** Index of the heaviest block that may still be shortened, or -1. */
function findShortenable(blocks: DraftBlock[], platformId: PlatformId, skipped: Set<DraftBlock>): number {
  let found = -1;
  let foundWeight = minShortenableWeight;
  blocks.forEach((block, index) => {
    if (block.isFixed || skipped.has(block)) return;
    const weight = countCharacters(block.text, platformId);
    if (weight > foundWeight) {
      found = index;
      foundWeight = weight;
    }
  });
  return found;
}

/**
 * Renders `draft` for `platformId` with up to `hashtagCounts[platformId]` of `hashtags`, shortened until it
 * fits the platform's character limit. Pure; the picker decides the platform phrasings.
 */
export function shapeForPlatform(
  draft: PostDraft,
  platformId: PlatformId,
  brief: WriterBrief,
  hashtags: string[],
  picker: VariantPicker,
): ShapedPost {
  const limit = platforms[platformId].characterLimit;
  const blocks = shapeBlocks(draft, platformId, brief, picker);
  const tags = hashtags.slice(0, hashtagCounts[platformId]);
  const unshortenable = new Set<DraftBlock>();
  const link = linkBlock(brief, platformId);
  const callLines = [
    ...blocks.filter((block) => block.isCallToAction).map((block) => block.text),
    ...(link ? [link.text] : []),
  ];
  // What goes first when the post is too long: a line another line already says in full, the writer's phrases and the hashtags before any of the
  // user's facts; then the user's least specific lines (a fact without a figure, date or offer) before the
  // longest line is shortened; the most specific facts (prices, percentages, dates, offers) last.
  const steps: Array<() => boolean> = [
    () => removeAt(blocks, findRepeated(blocks)),
    () => removeAt(blocks, findMiddlePhrase(blocks)),
    () => tags.length > 1 && tags.pop() !== undefined,
    () => removeAt(blocks, findEdgePhrase(blocks)),
    () => tags.length > 0 && tags.pop() !== undefined,
    () => removeAt(blocks, findLeastSpecific(blocks, 0)),
    () => dropVagueSentence(blocks, brief),
  ];
  for (;;) {
    const content = composeContent(blocks, tags, platformId, brief.isPlain);
    const excess = countCharacters(content, platformId) - limit;
    if (excess <= 0) return { content, hashtags: [...tags], callLines };
    if (steps.some((step) => step())) continue;
    const shortenable = findShortenable(blocks, platformId, unshortenable);
    const block = blocks[shortenable];
    if (block) {
      const weight = countCharacters(block.text, platformId);
      const shortened = truncateToWeight(
        block.text,
        Math.max(minShortenableWeight, weight - excess),
        platformId,
      );
      if (countCharacters(shortened, platformId) >= weight || shortened === '') unshortenable.add(block);
      else blocks[shortenable] = { ...block, text: shortened };
      continue;
    }
    if (removeAt(blocks, findLeastSpecific(blocks))) continue;
    return { content: truncateToWeight(content, limit, platformId), hashtags: [], callLines };
  }
}
