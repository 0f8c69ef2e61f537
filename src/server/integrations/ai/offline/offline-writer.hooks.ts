/**
 * Phrasings of the offline writer, per variation: openers (hooks), bridges and closings. Each slot has
 * several phrasings; the writer picks one with a stable hash of (prompt, platform, variation), so posts vary
 * between requests but never between two runs of the same request. Pools of different variations never
 * share a phrasing, so two variations of one request always open differently.
 */
import type { VariationId } from '../../../../shared/domain/platforms';
import type { PostIntent, WriterBrief } from './offline-writer.brief';
import { capitalize } from './offline-writer.text';

/** A phrasing: text made from the brief. */
export type Phrase = (brief: WriterBrief) => string;
/** A non-empty pool of phrasings for one slot. */
export type PhrasePool = readonly [Phrase, ...Phrase[]];

const titled = (brief: WriterBrief): string => capitalize(brief.subject);

/** Bold, scroll-stopping openers; at most one emoji each. */
export const viralHooks: PhrasePool = [
  (brief) => `🚨 Stop scrolling. This one is about ${brief.subject}.`,
  (brief) => `Nobody is talking about ${brief.subject} enough. Let's fix that.`,
  (brief) => `${titled(brief)} just got a lot more interesting 👀`,
  (brief) => `This changes how you think about ${brief.subject}.`,
];

/** Curiosity-gap bridges of the viral variation (the reveal follows). */
export const viralCuriosityGaps: PhrasePool = [
  (brief) =>
    brief.isVideo
      ? 'Watch to the end for the part most people miss 👇'
      : "Here's the part most people miss 👇",
  () => "The best part? It's not what you'd expect.",
  () => 'Wait until you see why it matters.',
];

/** Share/save calls to action of the viral variation. */
export const viralCallsToAction: PhrasePool = [
  () => 'Save this for later and share it with someone who needs to see it.',
  () => "Share this with a friend who'd love it 🔁",
  () => 'Save it, share it, and tag someone who needs this.',
];

/** Insight-led, measured openers. */
export const professionalHooks: PhrasePool = [
  (brief) => `One insight on ${brief.subject} worth sharing.`,
  (brief) => `A closer look at ${brief.subject}.`,
  (brief) => `What ${brief.subject} tells us about where things are heading.`,
  (brief) => `A practical perspective on ${brief.subject}.`,
];

const takeaways: Record<PostIntent, Phrase> = {
  promotion: (brief) =>
    `The takeaway: if ${brief.subject} is on your list, this is a good moment to evaluate it.`,
  event: (brief) => `The takeaway: showing up is the simplest way to get real value from ${brief.subject}.`,
  launch: (brief) =>
    `The takeaway: those who evaluate ${brief.subject} early will be better placed to benefit from it.`,
  howto: (brief) => `The takeaway: small, consistent steps with ${brief.subject} compound over time.`,
  story: (brief) => `The takeaway: progress with ${brief.subject} comes from persistence, not shortcuts.`,
  insight: (brief) =>
    `The takeaway: treat ${brief.subject} as a long-term investment rather than a one-off tactic.`,
};

/** The clear takeaway of the professional variation, chosen by the post's intent. */
export function writeTakeaway(brief: WriterBrief): string {
  return takeaways[brief.intent](brief);
}

const supportLines: Record<PostIntent, PhrasePool> = {
  promotion: [
    (brief) =>
      brief.audience
        ? `A good deal for ${brief.audience}, while it lasts.`
        : "It's a good deal, and it won't last long.",
    () => 'The offer is on for a limited time only.',
  ],
  event: [
    () => 'Save the date and bring a friend along.',
    (brief) =>
      brief.audience
        ? `It's made for ${brief.audience}, and everyone is welcome.`
        : 'Everyone is welcome, so spread the word.',
  ],
  launch: [
    (brief) => `It's built to make ${brief.subject} simpler, faster and more enjoyable.`,
    (brief) =>
      brief.audience
        ? `Designed with ${brief.audience} in mind.`
        : 'Designed with real people and real needs in mind.',
  ],
  howto: [
    (brief) => `Getting started with ${brief.subject} is simpler than it looks.`,
    (brief) =>
      brief.audience
        ? `Small changes make a real difference for ${brief.audience}.`
        : 'Small, steady changes make the biggest difference.',
  ],
  story: [
    () => 'Every step taught us something worth sharing.',
    () => 'It was never a straight line, and that is the point.',
  ],
  insight: [
    (brief) => `${titled(brief)} deserves more attention than it gets.`,
    (brief) =>
      brief.audience ? `It matters most for ${brief.audience}.` : 'It matters more than most people think.',
  ],
};

/** A supporting sentence by intent, used where the brief has no fact to offer. */
export function writeSupportLine(brief: WriterBrief, pick: (pool: PhrasePool) => Phrase): string {
  return pick(supportLines[brief.intent])(brief);
}

/** Professional closings (used when the page has no domain to point to). */
export const professionalCallsToAction: PhrasePool = [
  () => 'Follow for more practical insights.',
  () => 'Share this with a colleague who would find it useful.',
];

/** Audience questions that open the engaging variation. */
export const engagingHooks: PhrasePool = [
  (brief) => `Quick question: how do you feel about ${brief.subject}?`,
  (brief) => `Be honest: have you tried ${brief.subject} yet?`,
  (brief) => `What's the first thing that comes to mind when you think of ${brief.subject}?`,
  (brief) => `Where do you stand on ${brief.subject}?`,
];

/** Invitations to comment that close the engaging variation. */
export const engagingInvitations: PhrasePool = [
  () => 'Tell us in the comments 👇',
  () => 'Drop your answer below, we read every comment.',
  () => 'Comment with your answer and tag someone who should weigh in.',
];

/** The "moment" that opens a storytelling arc. */
export const storyMoments: PhrasePool = [
  () => 'It started with a single moment.',
  () => 'Picture this.',
  () => 'A while ago, this was just an idea.',
  () => 'We remember the day it clicked.',
];

/** The "tension" of a storytelling arc. */
export const storyTensions: PhrasePool = [
  (brief) => `But getting ${brief.subject} right wasn't easy.`,
  (brief) => `The hard part? Making ${brief.subject} work in real life, not just on paper.`,
  (brief) => `There was a catch: everyone had an opinion about ${brief.subject}, and few had answers.`,
];

/** The "resolution" of a storytelling arc. */
export const storyResolutions: PhrasePool = [
  (brief) =>
    brief.intent === 'launch' || brief.intent === 'event' || brief.intent === 'promotion'
      ? "Now it's here, and it was worth every step."
      : 'So we kept going, and the result speaks for itself.',
  (brief) => `Today, ${brief.subject} feels different, and that's the whole point.`,
  () => 'The lesson: the best results come from sticking with it.',
];

/** Storytelling closings: a question or an invitation to follow the story. */
export const storyClosings: PhrasePool = [
  (brief) => `What's your story with ${brief.subject}? Share it below.`,
  () => 'Follow along for the next chapter.',
];

/** Openers of the informative variation (a list follows). */
export const informativeHooks: PhrasePool = [
  (brief) => `${titled(brief)}: what you need to know.`,
  (brief) => `Here's what to know about ${brief.subject}.`,
  (brief) => `${titled(brief)}, explained in a few points.`,
  (brief) => `${titled(brief)}: the essentials.`,
];

/** Generic steps that fill an informative list when the brief has too few facts. */
export const informativeSteps: readonly Phrase[] = [
  (brief) => `Start with the basics of ${brief.subject}.`,
  () => 'Compare your options before you commit.',
  () => 'Track what works and adjust as you go.',
];

/** Informative closings: save/follow prompts. */
export const informativeCallsToAction: PhrasePool = [
  () => 'Save this post so you have it when you need it.',
  () => 'Bookmark this for later and share it with your team.',
  () => 'Follow for more practical tips.',
];

/** Closings of the normal variation when the page has no domain to point to. */
export const normalCallsToAction: PhrasePool = [
  () => 'Let us know what you think.',
  () => 'Follow us for more updates.',
  () => 'Thanks for reading, more soon.',
];

/** LinkedIn's professional closing question, added when a post has none. */
export const linkedinQuestions: PhrasePool = [
  (brief) => `What's your experience with ${brief.subject}? I'd value your perspective in the comments.`,
  (brief) => `How is your team approaching ${brief.subject}?`,
  (brief) => `What has worked for you with ${brief.subject}?`,
];

/** Facebook's conversational openers for the casual variations (disjoint, so first lines still differ). */
export const facebookOpeners: Partial<Record<VariationId, PhrasePool>> = {
  normal: [() => 'Hey everyone! 👋', () => 'Hi friends,'],
  engaging: [() => 'Quick one for you all:', () => 'Friends, we need your input!'],
  informative: [() => 'Something useful for you today:', () => 'Good to know, friends:'],
};

/** Facebook's conversational invitation, added when a post asks nothing. */
export const facebookQuestions: PhrasePool = [
  () => 'What do you think? Let us know in the comments.',
  (brief) => `Have you tried ${brief.subject}? Tell us below.`,
];
