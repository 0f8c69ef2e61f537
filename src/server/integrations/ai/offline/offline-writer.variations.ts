/**
 * The structure of each variation as a platform-neutral draft: an ordered list of blocks, each with a keep
 * priority the platform shaper uses when it has to shorten (0 = always kept, higher = dropped first).
 *
 * - viral: an opening made of the brief's offer (see `offline-writer.hooks.ts`), the rest of the brief as
 *   short lines (clauses, long lines halved), never the story's lines in the story's order, 'Starting at
 *   {price}' when a price exists, a share/save call to action
 * - professional: the outcome clause (alone or after a natural lead), then the rest one paragraph per sentence as told
 *   (the user's ask last), the product's key strengths; no emoji, no call to action of its own
 * - engaging: the when and where (or the offer) with a short question, the rest in one paragraph led by
 *   its offer (a rest of one line goes on in the opening's paragraph), an invitation to comment
 * - storytelling: a situation, the turn (what happens, when and where) and the outcome for the reader (the
 *   offer, 'What it means for you: …', then the ask), all the user's own lines; an invitation; no moral;
 *   a bare name, which has no story, is followed by a question to the reader
 * - informative: '📌' and the most detailed clause, then the features and every other clause as a list, a
 *   save call to action
 * - normal: the brief stated plainly in one paragraph as told, no opener, a simple closing
 *
 * No two variations arrange the brief's lines the same way where the brief has two sentences or more.
 * Every variation keeps every fact the brief has (the platform shaper drops the least important ones only
 * when a post is too long) and adds no claim of its own: no curiosity gap, no made-up drama, no generic
 * support line standing in for a fact the user did not give.
 *
 * Every added phrase comes from the run language's catalogue; a language without one gets the plain drafts
 * of `offline-writer.plain.ts` (the user's own sentences only).
 */
import type { VariationId } from '../../../../shared/domain/platforms';
import { findCatalogue, type PhraseCatalogue, type PhrasePool } from './languages/catalogue';
import type { WriterBrief } from './offline-writer.brief';
import type { VariantPicker } from './offline-writer.hash';
import { writePlainDraft } from './offline-writer.plain';
import { capitalize, shortenWords } from './offline-writer.text';
import { clauseLines, halfLines, specificFirst, viralLength } from './offline-writer.lines';
import { storyParagraphs } from './offline-writer.story';
import { bareNameQuestion, isBareName, openWithFact, sameLines, wordsOf } from './offline-writer.openings';
import { isBriefAsk } from './offline-writer.asks';

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
  /** The writer's call to action: left out where the platform's link or the user's own ask is one already. */
  isCallToAction?: boolean;
}

/** A variation's post before platform shaping. */
export interface PostDraft {
  blocks: DraftBlock[];
  hasCallToAction: boolean;
  /** True when the post already asks for comments (then no platform adds a question of its own). */
  asksForComments?: boolean;
}

type DraftWriter = (brief: WriterBrief, picker: VariantPicker, catalogue: PhraseCatalogue) => PostDraft;

/** A feature as it reads inside a sentence: its first letter lower-cased unless it starts a name or acronym. */
function inSentence(feature: string, brief: WriterBrief): string {
  if (brief.language === 'de' || !/^\p{Lu}\p{Ll}/u.test(feature)) return feature;
  return feature.charAt(0).toLocaleLowerCase(brief.language) + feature.slice(1);
}

/**
 * The price as a plain fact for the variations other than viral ('EcoSip Bottle: $29.99'), which needs no
 * phrase of any language; viral says 'Starting at {price}' as the spec asks.
 */
function priceFact(brief: WriterBrief, catalogue: PhraseCatalogue): string {
  return `${brief.productName ?? capitalize(brief.subject, brief.language)}: ${priceText(brief, catalogue)}`;
}

/** The product features not already named by a fact, as sentences. */
function featureBlocks(brief: WriterBrief, priority: number, count = 3): DraftBlock[] {
  const facts = brief.facts.map((fact) => fact.toLowerCase());
  return brief.features
    .filter((feature) => !facts.some((fact) => fact.includes(feature.toLowerCase())))
    .slice(0, count)
    .map((feature) => ({ text: `${feature}.`, priority, isFixed: true }));
}

/** The user's own lines as told: the topic, then every fact. */
function toldLines(brief: WriterBrief): string[] {
  return [`${brief.topic}${brief.topicEnding}`, ...brief.facts];
}

/** The user's lines as clauses ('The first 50 guests get a free croissant.', 'Every flat white costs €2.50.'). */
function toldClauses(brief: WriterBrief): string[][] {
  return toldLines(brief).map((line) => clauseLines(line, brief));
}

/** The call to action a variation closes with; the platform leaves it out where a link or the user's ask is one. */
function callToAction(text: string): DraftBlock {
  return { text, priority: 0, isAdded: true, isCallToAction: true };
}

/**
 * The price as a plain fact for the variations other than viral ('EcoSip Bottle: $29.99', '… $39 (was
 * $49)' when the page gives the price it replaces); viral says 'Starting at {price}' as the spec asks.
 */
function priceText(brief: WriterBrief, catalogue: PhraseCatalogue): string {
  const price = brief.price ?? '';
  return brief.originalPrice ? catalogue.wasPrice(price, brief.originalPrice) : price;
}

const writeViral: DraftWriter = (brief, picker, catalogue) => {
  const { viral } = catalogue;
  // Led by the offer, and never as the story or the brief tell it (other variations do): rotated until not.
  // Each sentence's short lines stay together ('… eröffnet.' then 'Am 2. März um 7:30 Uhr.'); the
  // sentences are reordered whole.
  const groups = toldLines(brief).map((line) =>
    clauseLines(line, brief, viralLength).flatMap((part) => halfLines(part, brief)),
  );
  const byKey = new Map(groups.map((group) => [group.join(' '), group]));
  const told = groups.flat();
  const story = storyParagraphs(brief).map((block) => block.text);
  const isTaken = (candidate: string[]): boolean =>
    [told, story].some((other) => other.join('\n') === candidate.join('\n'));
  let order = specificFirst([...byKey.keys()]);
  const linesOf = (keys: string[]): string[] => keys.flatMap((key) => byKey.get(key) ?? [key]);
  for (let turn = 1; turn < order.length && isTaken(linesOf(order)); turn += 1)
    order = [...order.slice(1), order[0] ?? ''];
  const lines = linesOf(order);
  const opened = openWithFact(lines, 'viral', brief, picker);
  // The opening takes its clause out of that order: when the post would then hold the story's lines in the
  // story's order ('Wir reparieren jede Woche rund 80 Fahrräder.' before the workshop, neither line short
  // enough to cut), it opens on another clause where there is one.
  const isStory = opened.at >= 0 && sameLines([lines[opened.at] ?? '', ...opened.rest], story);
  const { hook, rest } = isStory ? openWithFact(lines, 'viral', brief, picker, new Set([opened.at])) : opened;
  // Where no sentence could be cut into short lines (none holds a phrase that is a sentence of its own),
  // the lines after the opening stack in one paragraph, line by line, so the post is not laid out as the
  // story that tells the same sentences.
  const isUncut = groups.every((group) => group.length === 1) && rest.length >= 2;
  const restBlocks: DraftBlock[] = isUncut
    ? [{ text: rest.join('\n'), priority: 0 }]
    : rest.map((text, index) => ({ text, priority: index === 0 ? 0 : index }));
  // The product's features lead, in short lines, before the page's sentences (the story tells those first).
  const blocks: DraftBlock[] = [hook, ...featureBlocks(brief, 2), ...restBlocks];
  if (brief.price)
    blocks.push({ text: viral.priceLine(priceText(brief, catalogue)), priority: 0, isFixed: true });
  blocks.push(callToAction(picker.pick('cta', viral.callsToAction)(brief)));
  return { blocks, hasCallToAction: true };
};

/**
 * Professional: the outcome first (the user's clause with a number or a result), then the rest in one
 * compact paragraph as told, with the product's key strengths; no emoji, no call to action of its own.
 */
const writeProfessional: DraftWriter = (brief, picker, catalogue) => {
  const { professional } = catalogue;
  const [first, second, third] = brief.features;
  const groups = toldClauses(brief);
  const { hook, rest } = openWithFact(groups.flat(), 'professional', brief, picker);
  // Then the rest one paragraph per sentence, in the order told: a report, not a story or a list.
  // The user's ask ('Sign up for the Harbour Run today') closes the report, after the facts.
  const isAsk = (text: string): boolean => brief.hasAsk && isBriefAsk(text, brief.language);
  const told = groups
    .map((group) => group.filter((clause) => rest.includes(clause)).join(' '))
    .filter((text) => text !== '');
  const paragraphs = [...told.filter((text) => !isAsk(text)), ...told.filter(isAsk)];
  const blocks: DraftBlock[] = [
    hook,
    ...paragraphs.map((text, index) => ({ text: shortenWords(text, 200), priority: index + 1 })),
  ];
  if (first && second) {
    const text = professional.keyStrengths(inSentence(first, brief), inSentence(second, brief));
    blocks.push({ text, priority: 1, isFixed: true });
    if (third) blocks.push({ text: `${third}.`, priority: 2, isFixed: true });
  } else blocks.push(...featureBlocks(brief, 1));
  if (brief.price) blocks.push({ text: priceFact(brief, catalogue), priority: 1, isFixed: true });
  if (brief.sourceTitle)
    blocks.push({ text: professional.source(brief.sourceTitle), priority: 5, isFixed: true });
  return { blocks, hasCallToAction: false };
};

/**
 * Engaging: the when and where (or the offer) with a short question, then the rest of the brief in one
 * paragraph led by its offer, then the invitation to comment.
 */
const writeEngaging: DraftWriter = (brief, picker, catalogue) => {
  const { hook, rest } = openWithFact(toldClauses(brief).flat(), 'engaging', brief, picker);
  return engagingDraft(brief, picker, catalogue, hook, rest);
};

/** The engaging post's invitations: all but the last, which the story closes with. */
function engagingInvitations(catalogue: PhraseCatalogue): PhrasePool {
  const [first, ...rest] = catalogue.engaging.invitations;
  return [first, ...rest.slice(0, -1)];
}

function engagingDraft(
  brief: WriterBrief,
  picker: VariantPicker,
  catalogue: PhraseCatalogue,
  hook: DraftBlock,
  rest: string[],
): PostDraft {
  // A rest of one line follows the opening's fact and question in its paragraph ('… – who’s coming?
  // Early-bird tickets cost €149 until 1 August.'): a conversation, where the professional post puts a
  // headline paragraph above its body. A catalogue question about a bare name stays a line of its own.
  const [only] = rest;
  const isSaid = only !== undefined && wordsOf(hook.text).includes(wordsOf(only));
  const isJoined = rest.length === 1 && only !== undefined && !hook.isAdded && !isSaid;
  const opening = isJoined ? { ...hook, text: `${hook.text} ${only}` } : hook;
  return {
    blocks: [
      opening,
      ...(rest.length > 0 && !isJoined ? [{ text: specificFirst(rest).join(' '), priority: 0 }] : []),
      ...featureBlocks(brief, 2),
      ...(brief.price ? [{ text: priceFact(brief, catalogue), priority: 1, isFixed: true }] : []),
      callToAction(picker.pick('invite', engagingInvitations(catalogue))(brief)),
    ],
    hasCallToAction: true,
    asksForComments: true,
  };
}

/** Storytelling: situation, turn, outcome for the reader (see `storyParagraphs`), then an invitation; no moral. */
const writeStorytelling: DraftWriter = (brief, picker, catalogue) => {
  const lead = catalogue.storytelling.outcomeLead;
  const blocks: DraftBlock[] = [...storyParagraphs(brief, lead), ...featureBlocks(brief, 2)];
  // A bare name has no story to tell: after the name the story asks for the reader's, with the engaging
  // post's last question about it (which the engaging post leaves to the story).
  if (isBareName(brief))
    blocks.push({ text: bareNameQuestion(brief, catalogue), priority: 1, isAdded: true });
  if (brief.price) blocks.push({ text: priceFact(brief, catalogue), priority: 1, isFixed: true });
  // A story ends on an invitation to the reader (the spec's storytelling), not on a moral.
  // Never the engaging post's invitation: two variations of a run do not close on the same line.
  const invitations = catalogue.engaging.invitations;
  blocks.push(callToAction((invitations[invitations.length - 1] ?? invitations[0])(brief)));
  return { blocks, hasCallToAction: true, asksForComments: true };
};

/** Informative: the features and every clause of the brief as a list. */
const writeInformative: DraftWriter = (brief, picker, catalogue) => {
  const { informative } = catalogue;
  const items: DraftBlock[] = brief.features.map((feature) => ({
    text: feature,
    priority: 0,
    isFixed: true,
    isListItem: true,
  }));
  const { hook, rest } = openWithFact(toldClauses(brief).flat(), 'informative', brief, picker);
  rest.forEach((text, index) =>
    items.push({ text: shortenWords(text, 140), priority: index === 0 ? 0 : index, isListItem: true }),
  );
  const blocks: DraftBlock[] = [hook, ...items];
  if (brief.price) blocks.push({ text: priceFact(brief, catalogue), priority: 1, isFixed: true });
  if (brief.sourceTitle)
    blocks.push({ text: catalogue.professional.source(brief.sourceTitle), priority: 6, isFixed: true });
  blocks.push(callToAction(picker.pick('cta', informative.callsToAction)(brief)));
  return { blocks, hasCallToAction: true };
};

/** Normal: the brief stated plainly in one paragraph as told, no opener, a simple closing. */
const writeNormal: DraftWriter = (brief, picker, catalogue) => {
  const details = [
    ...brief.features.map((feature) => `${feature}.`),
    ...(brief.price ? [`${priceFact(brief, catalogue)}.`] : []),
  ];
  const blocks: DraftBlock[] = [{ text: toldLines(brief).join(' '), priority: 0 }];
  blocks.push(...details.map((text) => ({ text, priority: 1, isFixed: true })));
  blocks.push(callToAction(picker.pick('cta', catalogue.normal.callsToAction)(brief)));
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
