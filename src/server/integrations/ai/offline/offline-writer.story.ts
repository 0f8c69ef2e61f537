/**
 * The storytelling variation's paragraphs: a situation, a turn and an outcome made only of the user's own
 * lines (no invented moment, tension or moral). Pure.
 */
import { englishStoryRole, type StoryRole } from './languages/en.nlp';
import type { WriterBrief } from './offline-writer.brief';
import { hasConcreteFact, hasDate, isOfferClause } from './offline-writer.hooks';
import { afterColon } from './offline-writer.colon';
import { shortenWords } from './offline-writer.text';
import type { DraftBlock } from './offline-writer.variations';

/** A line's part in a story: the situation, what happens (the turn), or what the reader gets or does. */
type StoryPart = 'situation' | 'turn' | 'outcome';

function storyPart(text: string, brief: WriterBrief): StoryPart {
  const role: StoryRole =
    brief.language === 'en' ? englishStoryRole(text) : isOfferClause(text) ? 'offer' : 'who';
  if (role === 'offer' || role === 'ask') return 'outcome';
  return role === 'when' || (brief.language !== 'en' && hasDate(text)) ? 'turn' : 'situation';
}

/**
 * The story's paragraphs, all of them the user's own lines: the situation (who or what it is about, the
 * topic first), the turn (what happens, when and where), then the outcome for the reader (the offer, then
 * the ask), the offer led by the catalogue's 'What it means for you:' when it is one (a discount, something
 * free). English is read by the model; other languages by the offer and date patterns of the openings. A
 * story never keeps the order told (another variation tells it so): then its first two paragraphs swap.
 */
export function storyParagraphs(brief: WriterBrief, outcomeLead?: string): DraftBlock[] {
  const facts = brief.facts.map((fact) => shortenWords(fact, 180));
  const topic = `${brief.topic}${brief.topicEnding}`;
  // A topic that another line says in full ('TrailMate Headlamp 600.' before 'TrailMate Headlamp 600 gives
  // 600 lumens for night hikes.') is no scene of its own: the story opens on the line that says more.
  const isRepeated = brief.topic.length > 0 && facts.some((fact) => fact.includes(brief.topic));
  const told = isRepeated ? facts : [topic, ...facts];
  // The topic sets the scene, unless it is the ask ('Sign up for the Harbour Run today').
  const parts = told.map((text) => {
    const part = storyPart(text, brief);
    const isAsk = brief.asks.includes(text) || (brief.language === 'en' && englishStoryRole(text) === 'ask');
    // The user's ask, in any language, is the story's last step ('Inscrivez-vous …' after the price).
    return { text, part: isAsk ? 'outcome' : text === topic ? 'situation' : part, isAsk };
  });
  const of = (part: StoryPart) => parts.filter((item) => item.part === part);
  const outcome = of('outcome');
  const texts = [
    ...of('situation'),
    ...of('turn'),
    ...outcome.filter((item) => !item.isAsk),
    ...outcome.filter((item) => item.isAsk),
  ].map((item) => item.text);
  // An exclamation of a few words without a fact ('Big sale this weekend!') opens the story's first
  // paragraph, the situation it announces right after it: the opening still names what is on.
  const [opening, situation] = texts;
  const isHeadline =
    opening !== undefined &&
    opening.endsWith('!') &&
    opening.split(/\s+/u).length <= 6 &&
    !hasConcreteFact([opening]);
  if (isHeadline && situation !== undefined) texts.splice(0, 2, `${opening} ${situation}`);
  const firstOffer = texts.find((text, index) => index > 0 && text !== topic && isOfferClause(text));
  const lead = texts.length > 1 && firstOffer ? outcomeLead : undefined;
  if (!lead && texts.length > 1 && texts.every((text, index) => text === told[index]))
    texts.splice(0, 2, texts[1] ?? '', texts[0] ?? '');
  return texts.map((text, index) => {
    const led = lead !== undefined && text === firstOffer;
    return {
      text: led ? `${lead} ${afterColon(text, brief)}` : text,
      priority: text === topic || index === 0 || led ? 0 : index,
    };
  });
}
