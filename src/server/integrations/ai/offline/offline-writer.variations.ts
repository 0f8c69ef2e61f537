/**
 * The structure of each variation as a platform-neutral draft: an ordered list of blocks, each with a keep
 * priority the platform shaper uses when it has to shorten (0 = always kept, higher = dropped first).
 *
 * - viral: bold hook, the topic, every fact as a short punchy line, 'Starting at {price}' when a price
 *   exists, a share/save call to action
 * - professional: insight-led opener, topic, facts, the product's key strengths, a clear takeaway; no slang
 * - engaging: a question to the audience, the topic, the facts, an invitation to comment
 * - storytelling: the topic as the opening moment, then the facts one paragraph each in the order the user
 *   told them, the last as the turning point, and a closing question or invitation to follow
 * - informative: a list of the features and facts (steps only for a how-to)
 * - normal: the topic and its facts stated plainly, no opener, a simple closing
 *
 * Every variation keeps every fact the brief has (the platform shaper drops the least important ones only
 * when a post is too long) and adds no claim of its own: no curiosity gap, no made-up drama, no generic
 * support line standing in for a fact the user did not give.
 *
 * Every added phrase comes from the run language's catalogue; a language without one gets the plain drafts
 * of `offline-writer.plain.ts` (the user's own sentences only).
 */
import type { VariationId } from '../../../../shared/domain/platforms';
import { findCatalogue, type PhraseCatalogue } from './languages/catalogue';
import { findReading } from './languages/reading-rules';
import { englishStoryRole, type StoryRole } from './languages/en.nlp';
import type { WriterBrief } from './offline-writer.brief';
import type { VariantPicker } from './offline-writer.hash';
import { writePlainDraft } from './offline-writer.plain';
import { capitalize, shortenWords } from './offline-writer.text';

/** One paragraph or list item of a draft. */
export interface DraftBlock {
  text: string;
  /** 0 = always kept; when a platform's limit is tight the highest numbers are dropped first. */
  priority: number;
  /** Fixed blocks (price, features) are never shortened, only kept or dropped whole. */
  isFixed?: boolean;
  /** List items render as a numbered or bulleted list, per platform. */
  isListItem?: boolean;
  /**
   * A phrase the writer added (hook, connective, call to action), not the user's words: when a post is too
   * long, such lines go before any of the user's words is cut.
   */
  isAdded?: boolean;
}

/** A variation's post before platform shaping. */
export interface PostDraft {
  blocks: DraftBlock[];
  hasCallToAction: boolean;
  /** True when the post already asks for comments (then no platform adds a question of its own). */
  asksForComments?: boolean;
  /**
   * The variation's own closing question, used where a platform closes every post with a question
   * (LinkedIn) instead of that platform's generic one, so the variation keeps its voice there.
   */
  closingQuestion?: string;
}

type DraftWriter = (brief: WriterBrief, picker: VariantPicker, catalogue: PhraseCatalogue) => PostDraft;

const topicBlock = (brief: WriterBrief, priority = 0): DraftBlock => ({
  text: `${brief.topic}${brief.topicEnding}`,
  priority,
});

/** A feature as it reads inside a sentence: its first letter lower-cased unless it starts a name or acronym. */
function inSentence(feature: string, brief: WriterBrief): string {
  if (brief.language === 'de' || !/^\p{Lu}\p{Ll}/u.test(feature)) return feature;
  return feature.charAt(0).toLocaleLowerCase(brief.language) + feature.slice(1);
}

/**
 * A sentence as it reads after a colon: French, Spanish, Italian and Portuguese continue in lower case, so a
 * first word that is a function word or a common verb loses its capital ('Le déclic : vous avez…'); names
 * keep theirs. English and German keep the capital of a full sentence.
 */
function afterColon(sentence: string, brief: WriterBrief): string {
  if (brief.language === 'en' || brief.language === 'de') return sentence;
  const reading = findReading(brief.language);
  const first = /^\p{Lu}\p{Ll}*/u.exec(sentence)?.[0];
  if (!first || !reading.stopWords.has(first.toLocaleLowerCase(reading.locale))) return sentence;
  return sentence.charAt(0).toLocaleLowerCase(reading.locale) + sentence.slice(1);
}

/** Every fact of the brief as blocks, the first with `firstPriority`; none when the brief has none. */
function factBlocks(brief: WriterBrief, [firstPriority, maxLength]: readonly [number, number]): DraftBlock[] {
  return brief.facts.map((fact, index) => ({
    text: shortenWords(fact, maxLength),
    priority: firstPriority + index,
  }));
}

/**
 * The price as a plain fact for the variations other than viral ('EcoSip Bottle: $29.99'), which needs no
 * phrase of any language; viral says 'Starting at {price}' as the spec asks.
 */
function priceFact(brief: WriterBrief): string {
  return `${brief.productName ?? capitalize(brief.subject, brief.language)}: ${brief.price ?? ''}`;
}

/** The product features not already named by a fact, as sentences. */
function featureBlocks(brief: WriterBrief, priority: number, count = 3): DraftBlock[] {
  const facts = brief.facts.map((fact) => fact.toLowerCase());
  return brief.features
    .filter((feature) => !facts.some((fact) => fact.includes(feature.toLowerCase())))
    .slice(0, count)
    .map((feature) => ({ text: `${feature}.`, priority, isFixed: true }));
}

const punchyLength = 110;

/**
 * A fact as short punchy lines (viral): a fact longer than 110 characters is split at its last clause
 * boundary that fits (', ', ' and ', ' from ', ' until ') into two lines, so its end ('… to Sunday 30
 * November') is not cut; with no such boundary it is shortened at a word.
 */
function punchyLines(fact: string): string[] {
  if (fact.length <= punchyLength) return [fact];
  const boundaries = [...fact.matchAll(/,\s+|\s+(?=(?:and|from|until|with)\s)/gu)].filter(
    (match) =>
      match.index >= 30 && match.index <= punchyLength && fact.length - match.index <= punchyLength + 10,
  );
  const cut = boundaries[boundaries.length - 1];
  if (!cut) return [shortenWords(fact, punchyLength)];
  const head = fact.slice(0, cut.index).replace(/[,;:]$/u, '');
  const tail = fact.slice(cut.index + cut[0].length);
  return [`${head}.`, capitalize(tail)];
}

const writeViral: DraftWriter = (brief, picker, catalogue) => {
  const { viral } = catalogue;
  const blocks: DraftBlock[] = [
    { text: picker.pick('hook', viral.hooks)(brief), priority: 0, isAdded: true },
    topicBlock(brief),
    ...brief.facts.flatMap(punchyLines).map((text, index) => ({ text, priority: 1 + index })),
    ...featureBlocks(brief, 2),
  ];
  if (brief.price) blocks.push({ text: viral.priceLine(brief.price), priority: 0, isFixed: true });
  blocks.push({ text: picker.pick('cta', viral.callsToAction)(brief), priority: 0, isAdded: true });
  return { blocks, hasCallToAction: true };
};

const writeProfessional: DraftWriter = (brief, picker, catalogue) => {
  const { professional } = catalogue;
  const [first, second, third] = brief.features;
  const blocks: DraftBlock[] = [
    { text: picker.pick('hook', professional.hooks)(brief), priority: 0, isAdded: true },
    topicBlock(brief),
    ...factBlocks(brief, [2, 200]),
  ];
  if (first && second) {
    const text = professional.keyStrengths(inSentence(first, brief), inSentence(second, brief));
    blocks.push({ text, priority: 1, isFixed: true });
    if (third) blocks.push({ text: `${third}.`, priority: 2, isFixed: true });
  } else blocks.push(...featureBlocks(brief, 1));
  if (brief.price) blocks.push({ text: priceFact(brief), priority: 1, isFixed: true });
  blocks.push({ text: professional.takeaways[brief.intent](brief), priority: 3, isAdded: true });
  if (brief.sourceTitle)
    blocks.push({ text: professional.source(brief.sourceTitle), priority: 5, isFixed: true });
  const closing = brief.domain
    ? professional.learnMore(brief.domain)
    : picker.pick('cta', professional.callsToAction)(brief);
  blocks.push({ text: closing, priority: 4, isAdded: true });
  return { blocks, hasCallToAction: true };
};

const writeEngaging: DraftWriter = (brief, picker, catalogue) => ({
  blocks: [
    { text: picker.pick('hook', catalogue.engaging.hooks)(brief), priority: 0, isAdded: true },
    topicBlock(brief),
    ...factBlocks(brief, [1, 160]),
    ...featureBlocks(brief, 2),
    ...(brief.price ? [{ text: priceFact(brief), priority: 1, isFixed: true }] : []),
    { text: picker.pick('invite', catalogue.engaging.invitations)(brief), priority: 0, isAdded: true },
  ],
  hasCallToAction: true,
  asksForComments: true,
});

const storyOrder: readonly StoryRole[] = ['who', 'offer', 'when', 'ask'];

/**
 * The story's paragraphs: the user's own first moment (a fact), the topic, then the other facts. English
 * (read by the model) orders them as a story needs them: who or what it is about (the topic counts as
 * that), then the offer, then when and where, then the ask, each group in the order the user told it.
 */
function storyParagraphs(
  brief: WriterBrief,
  turningPoint: (fact: string) => string,
): { blocks: DraftBlock[]; turn?: string } {
  const facts = brief.facts.map((fact) => shortenWords(fact, 180));
  const topic = `${brief.topic}${brief.topicEnding}`;
  const [opening, ...rest] = facts;
  const told = [...(opening ? [opening] : []), topic, ...rest];
  const ordered: { text: string; role: StoryRole }[] = told.map((text) => {
    if (brief.language !== 'en') return { text, role: 'who' };
    const role = englishStoryRole(text);
    // The topic is who or what the story is about, unless it is the ask ('Sign up for the Harbour Run').
    return { text, role: text === topic && role !== 'ask' ? 'who' : role };
  });
  ordered.sort((left, right) => storyOrder.indexOf(left.role) - storyOrder.indexOf(right.role));
  // The turning point is the offer when there is one (English), else the last fact that is no ask.
  const offerAt = ordered.findIndex((item) => item.role === 'offer' && item.text !== topic);
  const lastAt = ordered.findLastIndex(
    (item) => item.role !== 'ask' && item.role !== 'when' && item.text !== topic,
  );
  const turnAt = facts.length >= 3 ? (offerAt >= 0 ? offerAt : lastAt) : -1;
  const turn = ordered[turnAt]?.text;
  // English keeps the turning point in its place in the story; other languages end on it (after features).
  const isInPlace = brief.language === 'en';
  const blocks = ordered
    .filter((_, index) => isInPlace || index !== turnAt)
    .map((item, index) => ({
      text: isInPlace && item.text === turn ? turningPoint(afterColon(item.text, brief)) : item.text,
      priority: item.text === topic || index === 0 ? 0 : index,
    }));
  return turn === undefined || isInPlace ? { blocks } : { blocks, turn };
}

const writeStorytelling: DraftWriter = (brief, picker, catalogue) => {
  const story = catalogue.storytelling;
  const { blocks: paragraphs, turn } = storyParagraphs(brief, (fact) => story.turningPoint(fact));
  const blocks: DraftBlock[] = [...paragraphs, ...featureBlocks(brief, 2)];
  if (turn) blocks.push({ text: story.turningPoint(afterColon(turn, brief)), priority: 1 });
  if (brief.price) blocks.push({ text: priceFact(brief), priority: 1, isFixed: true });
  const isFollow = picker.pick('closing', [false, true] as const);
  const closing = isFollow ? story.followClosing : story.questionClosing;
  blocks.push({ text: closing(brief), priority: 0, isAdded: true });
  return {
    blocks,
    hasCallToAction: isFollow,
    asksForComments: !isFollow,
    closingQuestion: story.questionClosing(brief),
  };
};

const writeInformative: DraftWriter = (brief, picker, catalogue) => {
  const { informative } = catalogue;
  const items: DraftBlock[] = brief.features.map((feature) => ({
    text: feature,
    priority: 0,
    isFixed: true,
    isListItem: true,
  }));
  for (const [index, fact] of brief.facts.entries()) {
    items.push({ text: shortenWords(fact, 140), priority: 1 + index, isListItem: true });
  }
  // Generic steps only fill a how-to list: in any other post they would be filler.
  for (const [index, step] of informative.steps.entries()) {
    if (items.length >= 3 || brief.intent !== 'howto') break;
    items.push({ text: step(brief), priority: 2 + index, isListItem: true, isAdded: true });
  }
  // A single item reads better as a sentence than as a one-line list.
  if (items.length === 1 && items[0]) items[0] = { ...items[0], isListItem: false };
  const blocks: DraftBlock[] = [
    { text: picker.pick('hook', informative.hooks)(brief), priority: 0, isAdded: true },
    topicBlock(brief, 1),
    ...items,
  ];
  if (brief.price) blocks.push({ text: priceFact(brief), priority: 1, isFixed: true });
  if (brief.sourceTitle)
    blocks.push({ text: catalogue.professional.source(brief.sourceTitle), priority: 6, isFixed: true });
  blocks.push({ text: picker.pick('cta', informative.callsToAction)(brief), priority: 1, isAdded: true });
  return { blocks, hasCallToAction: true };
};

const writeNormal: DraftWriter = (brief, picker, catalogue) => {
  const closing = brief.domain
    ? catalogue.normal.findOutMore(brief.domain)
    : picker.pick('cta', catalogue.normal.callsToAction)(brief);
  const details = [
    ...brief.facts,
    ...brief.features.map((feature) => `${feature}.`),
    ...(brief.price ? [`${priceFact(brief)}.`] : []),
  ];
  const blocks: DraftBlock[] = [topicBlock(brief)];
  blocks.push(...details.map((text, index) => ({ text, priority: 1 + index })));
  blocks.push({ text: closing, priority: 1, isAdded: true });
  return { blocks, hasCallToAction: true };
};

const writers: Record<VariationId, DraftWriter> = {
  viral: writeViral,
  professional: writeProfessional,
  engaging: writeEngaging,
  storytelling: writeStorytelling,
  informative: writeInformative,
  normal: writeNormal,
};

/** The draft of one variation; `picker` must be seeded with (prompt, platform, variation). */
export function writeVariationDraft(
  variation: VariationId,
  brief: WriterBrief,
  picker: VariantPicker,
): PostDraft {
  const catalogue = findCatalogue(brief.language);
  return catalogue ? writers[variation](brief, picker, catalogue) : writePlainDraft(variation, brief);
}
