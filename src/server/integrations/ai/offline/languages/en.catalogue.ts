/** The offline writer's English phrases (see `PhraseCatalogue`). Pools of different variations never share a phrasing. */
import type { PostIntent } from './reading-rules';
import type { Phrase, PhraseCatalogue } from './catalogue';
import { capitalize } from '../offline-writer.text';

const titled: Phrase = (brief) => capitalize(brief.subject);
const joinList = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
const isAnnouncement = (intent: PostIntent) =>
  intent === 'launch' || intent === 'event' || intent === 'promotion';

const angles: Record<PostIntent, readonly [string, string]> = {
  promotion: ['a clear offer and a reason to act now', 'upbeat, persuasive'],
  event: ['the when, the where and why it is worth attending', 'warm, inviting'],
  launch: ['what is new and why it matters', 'confident, exciting'],
  howto: ['practical, step-by-step value', 'helpful, clear'],
  story: ['a short behind-the-scenes story', 'authentic, personal'],
  insight: ['one sharp insight and a concrete takeaway', 'thoughtful, credible'],
};

/** English phrases. */
export const enCatalogue: PhraseCatalogue = {
  language: 'en',
  fallbackTopic: 'Something worth sharing',
  fallbackSubject: 'this topic',
  joinList,
  wasPrice: (price, original) => `${price} (was ${original})`,
  viral: {
    hooks: [
      (brief) => `🚨 Stop scrolling: ${titled(brief)}.`,
      (brief) => `${titled(brief)}: the short version 👇`,
      (brief) => `${titled(brief)} just got a lot more interesting 👀`,
      (brief) => `👀 Worth a look: ${titled(brief)}.`,
    ],
    curiosityGaps: [
      (brief) =>
        brief.isVideo
          ? 'Watch to the end for the part most people miss 👇'
          : "Here's the part most people miss 👇",
      () => "The best part? It's not what you'd expect.",
      () => 'Wait until you see why it matters.',
    ],
    callsToAction: [
      () => 'Save this for later and share it with someone who needs to see it.',
      () => "Share this with a friend who'd love it 🔁",
      () => 'Save it, share it, and tag someone who needs this.',
    ],
    priceLine: (price) => `Starting at ${price}`,
  },
  professional: {
    leads: ['Worth knowing:', 'The key point:'],
    hooks: [
      (brief) => `A closer look at ${brief.subject}.`,
      (brief) => `A practical perspective on ${brief.subject}.`,
    ],
    keyStrengths: (first, second) => `Key strengths: ${first} and ${second}.`,
    source: (title) => `Source: ${title}`,
  },
  supportLines: {
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
  },
  engaging: {
    hooks: [
      (brief) => `Quick question: how do you feel about ${brief.subject}?`,
      (brief) => `What's the first thing that comes to mind when you think of ${brief.subject}?`,
      (brief) => `Where do you stand on ${brief.subject}?`,
    ],
    invitations: [() => 'Tell us in the comments 👇', () => 'Comment and tag someone who should weigh in.'],
  },
  storytelling: {
    outcomeLead: 'What it means for you:',
    moments: [
      () => 'It started with a single moment.',
      () => 'Picture this.',
      () => 'A while ago, this was just an idea.',
      () => 'We remember the day it clicked.',
    ],
    tensions: [
      (brief) => `But getting ${brief.subject} right wasn't easy.`,
      (brief) => `The hard part? Making ${brief.subject} work in real life, not just on paper.`,
      (brief) => `There was a catch: everyone had an opinion about ${brief.subject}, and few had answers.`,
    ],
    resolutions: [
      (brief) =>
        isAnnouncement(brief.intent)
          ? "Now it's here, and it was worth every step."
          : 'So we kept going, and the result speaks for itself.',
      (brief) => `Today, ${brief.subject} feels different, and that's the whole point.`,
      () => 'The lesson: the best results come from sticking with it.',
    ],
  },
  informative: {
    hooks: [
      (brief) => `${titled(brief)}: what you need to know.`,
      (brief) => `Here's what to know about ${brief.subject}.`,
      (brief) => `${titled(brief)}, explained in a few points.`,
      (brief) => `${titled(brief)}: the essentials.`,
    ],
    callsToAction: [() => 'Save this post so you have it when you need it.'],
  },
  normal: {
    callsToAction: [() => 'Let us know what you think.', () => 'Share this with someone who should know.'],
  },
  platforms: {
    linkInBio: 'Link in bio.',
    facebookQuestions: [() => 'What do you think? Let us know in the comments.'],
  },
  notes: {
    variationReasons: {
      viral: 'A viral post: the key facts in short, punchy lines, written to be saved and shared.',
      professional:
        'A professional post: the outcome first, then the facts one paragraph each, measured and without hype.',
      engaging: 'An engaging post: it speaks to the reader directly and invites a reply.',
      storytelling:
        'A story: the situation first, then what changes, then what it means for the reader, all from the brief’s own facts.',
      informative:
        'An informative post: the key fact first, then the essentials point by point, quick to scan and worth saving.',
      normal: 'A plain post: the brief said as told, easy to read for a broad audience.',
    },
    figures: (f) =>
      `On ${f.platformName}: ${joinList([
        `${f.length}/${f.limit} characters (${{ short: 'short for this platform', ideal: 'in its usual sweet spot', long: 'long for this platform' }[f.fit]})`,
        ...(f.hashtags > 0 ? [f.hashtags === 1 ? '1 hashtag' : `${f.hashtags} hashtags`] : []),
        ...(f.emoji > 0 ? [`${f.emoji} emoji`] : []),
        ...(f.asksQuestion ? ['a question to the reader'] : []),
        ...(f.hasCallToAction ? ['a call to action'] : []),
        ...(f.figure ? [`the figure “${f.figure}”`] : []),
      ])}`,
    timing: {
      instagram: 'post around 11 AM-1 PM or 7-9 PM.',
      twitter: 'post on weekday mornings, 8-10 AM.',
      linkedin: 'post Tuesday to Thursday, 8-10 AM.',
      facebook: 'post on weekdays, 1-3 PM.',
      tiktok: 'post in the evening, 6-9 PM.',
      youtube: 'post in the afternoon, 2-4 PM.',
    },
    unusableAnswerPrefix:
      'Fallback post from the Postforge offline writer, because the AI answer was not a usable JSON array.',
    missingPairPrefix:
      'Fallback post from the Postforge offline writer, because the AI answer had no usable post for this platform and variation.',
  },
  enhancement: {
    marker: ' Write it for ',
    write: ({ base, intent, audience, subject, keyTerms }) => {
      const [angle, tone] = angles[intent];
      const reader = audience ?? (subject ? `people interested in ${subject}` : 'your audience');
      const feature = keyTerms.length > 0 ? ` Feature ${joinList(keyTerms)},` : '';
      return `${base}. Write it for ${reader}, with ${angle} and a ${tone} tone.${feature}${feature ? ' open' : ' Open'} with a strong hook and end with a clear call to action.`;
    },
  },
};
