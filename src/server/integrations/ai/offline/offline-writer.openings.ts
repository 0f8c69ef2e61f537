/**
 * The opening of a variation that opens with a hook (see `offline-writer.hooks.ts`): one of the user's
 * clauses chosen for that variation, or the catalogue's hook about a brief with no concrete fact; and the
 * question a bare name's story asks instead of a story. Pure.
 */
import { findCatalogue, type PhraseCatalogue, type PhrasePool } from './languages/catalogue';
import type { WriterBrief } from './offline-writer.brief';
import type { VariantPicker } from './offline-writer.hash';
import { hasConcreteFact, pickHookClause, writeHook, type HookVariation } from './offline-writer.hooks';
import { isBriefAsk } from './offline-writer.asks';
import type { DraftBlock } from './offline-writer.variations';

/**
 * The opening of `variation` made of one of `clauses` (see `offline-writer.hooks.ts`), and the clauses
 * left for the body. The opening holds the user's words, so it is kept like a fact, never dropped as an
 * added phrase. A brief with no concrete fact at all (only a name or a topic) opens with the catalogue's
 * hook of the variation, which names the subject.
 */
export function openWithFact(
  clauses: readonly string[],
  variation: HookVariation,
  brief: WriterBrief,
  picker: VariantPicker,
  avoided: ReadonlySet<number> = new Set(),
): { hook: DraftBlock; rest: string[]; at: number } {
  const catalogue = findCatalogue(brief.language);
  // A thin brief (one sentence, no fact) keeps its own words as the opening: a hook that only names the
  // subject would be a filler line in a post that short. A bare name ('Acme Tools') still gets one.
  const isThin = brief.facts.length === 0 && brief.topic.trim().split(/\s+/u).length > 2;
  if (catalogue && !hasConcreteFact(clauses) && !isThin) {
    const hooks = variation === 'engaging' ? engagingHooks(catalogue) : catalogue[variation].hooks;
    const text = picker.pick('hook', hooks)(brief);
    // A bare name is not said again under a hook that says it ('Acme Tools just got a lot more interesting
    // 👀', then only the link).
    const rest =
      isBareName(brief) || brief.topic === brief.productName
        ? clauses.filter((clause) => !wordsOf(text).includes(wordsOf(clause)))
        : [...clauses];
    return { hook: { text, priority: 0, isAdded: true }, rest, at: -1 };
  }
  const at = Math.max(
    0,
    pickHookClause(
      clauses,
      variation,
      // A clause of an ask the brief makes (a how-to's steps are none).
      (clause) => brief.hasAsk && isBriefAsk(clause, brief.language),
      avoided,
    ),
  );
  const text = writeHook(clauses[at] ?? '', variation, brief, picker);
  return { hook: { text, priority: 0 }, rest: clauses.filter((_, index) => index !== at), at };
}

/** The words of `text`, lower-cased, without punctuation or emoji. */
export function wordsOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** True when two lists hold the same lines in the same order, whatever their punctuation. */
export function sameLines(left: readonly string[], right: readonly string[]): boolean {
  return (
    left.length === right.length && left.every((line, index) => wordsOf(line) === wordsOf(right[index] ?? ''))
  );
}

/** The engaging post's questions about a bare name: all but the last, which the story asks after the name. */
function engagingHooks(catalogue: PhraseCatalogue): PhrasePool {
  const [first, ...rest] = catalogue.engaging.hooks;
  return [first, ...rest.slice(0, -1)];
}

/**
 * True when the brief is a bare name ('Acme Tools', from a page that could not be read): no fact, feature
 * or price, no sentence of the user's. Such a brief has no story to tell.
 */
export function isBareName(brief: WriterBrief): boolean {
  const hasDetails = brief.facts.length > 0 || brief.features.length > 0 || brief.price !== undefined;
  return !hasDetails && brief.topic.trim().split(/\s+/u).length <= 2;
}

/** The question the story of a bare name asks after the name: the engaging pool's last, which engaging leaves out. */
export function bareNameQuestion(brief: WriterBrief, catalogue: PhraseCatalogue): string {
  const hooks = catalogue.engaging.hooks;
  return (hooks[hooks.length - 1] ?? hooks[0])(brief);
}
