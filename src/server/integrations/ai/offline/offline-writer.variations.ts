/**
 * The structure of each variation as a platform-neutral draft: an ordered list of blocks, each with a keep
 * priority the platform shaper uses when it has to shorten (0 = always kept, higher = dropped first).
 *
 * - viral: bold hook, short punchy lines, curiosity gap, 'Starting at {price}' when a price exists, share/save CTA
 * - professional: insight-led opener, topic, facts, a clear takeaway; no slang, no emoji
 * - engaging: a question to the audience, the topic, an invitation to comment
 * - storytelling: moment, topic, tension, turning point, resolution
 * - informative: a list of facts/steps, including two product features when the page has them
 * - normal: the topic stated plainly, one or two facts, a simple closing
 */
import type { VariationId } from '../../../../shared/domain/platforms';
import type { WriterBrief } from './offline-writer.brief';
import type { VariantPicker } from './offline-writer.hash';
import * as phrases from './offline-writer.hooks';
import { shortenWords } from './offline-writer.text';

/** One paragraph or list item of a draft. */
export interface DraftBlock {
  text: string;
  /** 0 = always kept; when a platform's limit is tight the highest numbers are dropped first. */
  priority: number;
  /** Fixed blocks (price, features) are never shortened, only kept or dropped whole. */
  isFixed?: boolean;
  /** List items render as a numbered or bulleted list, per platform. */
  isListItem?: boolean;
}

/** A variation's post before platform shaping. */
export interface PostDraft {
  blocks: DraftBlock[];
  hasCallToAction: boolean;
}

const topicBlock = (brief: WriterBrief, priority = 0): DraftBlock => ({ text: `${brief.topic}.`, priority });

/** Up to `count` facts as blocks; when the brief has none, one supporting line of the post's intent. */
function factBlocks(
  brief: WriterBrief,
  picker: VariantPicker,
  count: number,
  firstPriority: number,
  maxLength: number,
): DraftBlock[] {
  const facts = brief.facts.slice(0, count);
  if (facts.length === 0) {
    const text = phrases.writeSupportLine(brief, (pool) => picker.pick('support', pool));
    return [{ text, priority: firstPriority }];
  }
  return facts.map((fact, index) => ({
    text: shortenWords(fact, maxLength),
    priority: firstPriority + index,
  }));
}

function writeViral(brief: WriterBrief, picker: VariantPicker): PostDraft {
  const blocks: DraftBlock[] = [
    { text: picker.pick('hook', phrases.viralHooks)(brief), priority: 0 },
    { text: `${shortenWords(brief.topic, 100)}.`.replace(/….$/u, '…'), priority: 0 },
    { text: picker.pick('gap', phrases.viralCuriosityGaps)(brief), priority: 1 },
  ];
  if (brief.facts.length === 0 && brief.features[0])
    blocks.push({ text: `${brief.features[0]}.`, priority: 2 });
  else blocks.push(...factBlocks(brief, picker, 1, 2, 110));
  if (brief.price) blocks.push({ text: `Starting at ${brief.price}`, priority: 0, isFixed: true });
  blocks.push({ text: picker.pick('cta', phrases.viralCallsToAction)(brief), priority: 0 });
  return { blocks, hasCallToAction: true };
}

function writeProfessional(brief: WriterBrief, picker: VariantPicker): PostDraft {
  const [first, second] = brief.features;
  const blocks: DraftBlock[] = [
    { text: picker.pick('hook', phrases.professionalHooks)(brief), priority: 0 },
    topicBlock(brief),
    ...factBlocks(brief, picker, 2, 2, 200),
  ];
  if (first && second) blocks.push({ text: `Key strengths include ${first} and ${second}.`, priority: 3 });
  blocks.push({ text: phrases.writeTakeaway(brief), priority: 1 });
  if (brief.sourceTitle) blocks.push({ text: `Source: ${brief.sourceTitle}`, priority: 5, isFixed: true });
  const closing = brief.domain
    ? `Learn more at ${brief.domain}.`
    : picker.pick('cta', phrases.professionalCallsToAction)(brief);
  blocks.push({ text: closing, priority: 4 });
  return { blocks, hasCallToAction: true };
}

function writeEngaging(brief: WriterBrief, picker: VariantPicker): PostDraft {
  const blocks: DraftBlock[] = [
    { text: picker.pick('hook', phrases.engagingHooks)(brief), priority: 0 },
    topicBlock(brief),
    ...factBlocks(brief, picker, 1, 2, 160),
    { text: picker.pick('invite', phrases.engagingInvitations)(brief), priority: 0 },
  ];
  return { blocks, hasCallToAction: true };
}

function writeStorytelling(brief: WriterBrief, picker: VariantPicker): PostDraft {
  const turningPoint = brief.facts[0];
  const blocks: DraftBlock[] = [
    { text: picker.pick('moment', phrases.storyMoments)(brief), priority: 0 },
    topicBlock(brief),
    { text: picker.pick('tension', phrases.storyTensions)(brief), priority: 0 },
  ];
  if (turningPoint)
    blocks.push({ text: `The turning point: ${shortenWords(turningPoint, 180)}`, priority: 3 });
  blocks.push({ text: picker.pick('resolution', phrases.storyResolutions)(brief), priority: 0 });
  const closing = picker.pick('closing', phrases.storyClosings);
  blocks.push({ text: closing(brief), priority: 2 });
  return { blocks, hasCallToAction: closing === phrases.storyClosings[1] };
}

function writeInformative(brief: WriterBrief, picker: VariantPicker): PostDraft {
  const items: DraftBlock[] = brief.features
    .slice(0, 2)
    .map((feature) => ({ text: feature, priority: 0, isFixed: true, isListItem: true }));
  for (const [index, fact] of brief.facts.slice(0, 3).entries()) {
    items.push({ text: shortenWords(fact, 140), priority: 2 + index, isListItem: true });
  }
  for (const [index, step] of phrases.informativeSteps.entries()) {
    if (items.length >= 3) break;
    items.push({ text: step(brief), priority: 1 + index, isListItem: true });
  }
  const blocks: DraftBlock[] = [
    { text: picker.pick('hook', phrases.informativeHooks)(brief), priority: 0 },
    topicBlock(brief, 1),
    ...items,
  ];
  if (brief.sourceTitle) blocks.push({ text: `Source: ${brief.sourceTitle}`, priority: 6, isFixed: true });
  blocks.push({ text: picker.pick('cta', phrases.informativeCallsToAction)(brief), priority: 1 });
  return { blocks, hasCallToAction: true };
}

function writeNormal(brief: WriterBrief, picker: VariantPicker): PostDraft {
  const closing = brief.domain
    ? `Find out more at ${brief.domain}.`
    : picker.pick('cta', phrases.normalCallsToAction)(brief);
  const blocks: DraftBlock[] = [topicBlock(brief), ...factBlocks(brief, picker, 2, 1, 200)];
  blocks.push({ text: closing, priority: 2 });
  return { blocks, hasCallToAction: true };
}

const writers: Record<VariationId, (brief: WriterBrief, picker: VariantPicker) => PostDraft> = {
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
  return writers[variation](brief, picker);
}
