/**
 * Drafts for a language without a phrase catalogue: the posts are made of the user's own sentences only
 * (topic, facts, page features), with no added hook, connective or call to action, so not one line is in a
 * language the user did not write. Variations differ by how much of the brief they carry and how.
 */
import type { VariationId } from '../../../../shared/domain/platforms';
import type { WriterBrief } from './offline-writer.brief';
import { shortenWords } from './offline-writer.text';
import type { DraftBlock, PostDraft } from './offline-writer.variations';

/** How many facts each variation carries, and their longest length. */
const factShare: Record<VariationId, readonly [number, number]> = {
  viral: [1, 110],
  professional: [2, 200],
  engaging: [1, 160],
  storytelling: [3, 180],
  informative: [3, 140],
  normal: [2, 200],
};

/** The brief's own question, if the user asked one (the engaging variation leads with it). */
function findQuestion(brief: WriterBrief): string | undefined {
  return brief.facts.find((fact) => fact.trimEnd().endsWith('?'));
}

/** The draft of `variation` from the user's sentences only. */
export function writePlainDraft(variation: VariationId, brief: WriterBrief): PostDraft {
  const [count, maxLength] = factShare[variation];
  const question = variation === 'engaging' ? findQuestion(brief) : undefined;
  const facts = brief.facts.filter((fact) => fact !== question).slice(0, count);
  const blocks: DraftBlock[] = [];
  if (question) blocks.push({ text: question, priority: 0 });
  blocks.push({ text: `${brief.topic}${brief.topicEnding}`, priority: 0 });
  const features = variation === 'informative' || facts.length === 0 ? brief.features.slice(0, 2) : [];
  // A list needs two items at least: one reads better as a sentence.
  const isList = variation === 'informative' && features.length + facts.length > 1;
  for (const feature of features)
    blocks.push({ text: feature, priority: 0, isFixed: true, isListItem: isList });
  facts.forEach((fact, index) =>
    blocks.push({ text: shortenWords(fact, maxLength), priority: 1 + index, isListItem: isList }),
  );
  const { price, productName } = brief;
  if (price && !blocks.some((block) => block.text.includes(price))) {
    const text = productName ? `${productName} – ${price}` : price;
    blocks.push({ text, priority: 1, isFixed: true });
  }
  return { blocks, hasCallToAction: false };
}
