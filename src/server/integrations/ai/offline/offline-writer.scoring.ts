/**
 * Strategy notes and engagement predictions of the offline writer. Engagement is a rule score, not a
 * guess: variation base + platform fit + a question + a call to action + length against the platform's
 * ideal range; 6+ is 'very high', 4-5 'high', 2-3 'medium', below 'low'.
 */
import { platforms, type PlatformId, type VariationId } from '../../../../shared/domain/platforms';
import type { WrittenPost } from '../types';
import { countCharacters } from '../../../../shared/domain/counting';

/** An engagement prediction as the writer returns it. */
export type EngagementLevel = WrittenPost['engagement'];

const variationBase: Record<VariationId, number> = {
  viral: 2,
  engaging: 2,
  storytelling: 1,
  informative: 1,
  professional: 1,
  normal: 0,
};

const platformFit: Record<VariationId, readonly PlatformId[]> = {
  viral: ['twitter', 'instagram', 'tiktok'],
  professional: ['linkedin'],
  engaging: ['facebook', 'instagram'],
  storytelling: ['instagram', 'facebook', 'linkedin', 'youtube'],
  informative: ['linkedin', 'twitter', 'youtube'],
  normal: [],
};

/** Ideal length per platform (characters as the platform counts them), inclusive. */
const idealLength: Record<PlatformId, readonly [number, number]> = {
  instagram: [138, 1500],
  twitter: [71, 260],
  linkedin: [300, 1300],
  facebook: [40, 500],
  tiktok: [50, 300],
  youtube: [100, 1000],
};

/** What a post offers, as the engagement rules see it. */
export interface EngagementInput {
  platform: PlatformId;
  variation: VariationId;
  content: string;
  hasCallToAction: boolean;
}

function scoreLength(content: string, platformId: PlatformId): number {
  const [min, max] = idealLength[platformId];
  const length = countCharacters(content, platformId);
  if (length >= min && length <= max) return 1;
  return length < min / 2 || length > Math.min(max * 2, platforms[platformId].characterLimit) ? -1 : 0;
}

/** The engagement prediction of a finished post; deterministic. */
export function rateEngagement(input: EngagementInput): EngagementLevel {
  const score =
    variationBase[input.variation] +
    (platformFit[input.variation].includes(input.platform) ? 1 : 0) +
    (input.content.includes('?') ? 1 : 0) +
    (input.hasCallToAction ? 1 : 0) +
    scoreLength(input.content, input.platform);
  if (score >= 6) return 'very high';
  if (score >= 4) return 'high';
  if (score >= 2) return 'medium';
  return 'low';
}

const variationReasons: Record<VariationId, string> = {
  viral:
    'A bold hook and a curiosity gap stop the scroll, and the save-and-share ask turns attention into reach.',
  professional:
    'An insight-led, measured post builds credibility and leaves readers with a takeaway they can use.',
  engaging:
    'Opening with a direct question invites replies, and early comments tell the feed the post is worth showing.',
  storytelling:
    'A short arc from moment to tension to resolution keeps people reading and makes the message memorable.',
  informative: 'A scannable list delivers value fast, which earns saves and return visits.',
  normal: 'A clear, straightforward message is easy to read and works for a broad audience.',
};

const platformHints: Record<PlatformId, (hashtagCount: number) => string> = {
  instagram: (count) =>
    `On Instagram, line breaks keep it readable and ${count} hashtag${count === 1 ? '' : 's'} help discovery; post around 11 AM-1 PM or 7-9 PM.`,
  twitter: () => 'On X it stays short and within 280 characters; post on weekday mornings, 8-10 AM.',
  linkedin: () =>
    'On LinkedIn, short paragraphs and a closing question invite discussion; post Tuesday to Thursday, 8-10 AM.',
  facebook: () =>
    'On Facebook, a conversational tone encourages comments and shares; post on weekdays, 1-3 PM.',
  tiktok: () => 'On TikTok, a short caption lets the video carry the message; post in the evening, 6-9 PM.',
  youtube: () => 'On YouTube, a descriptive caption helps search; post in the afternoon, 2-4 PM.',
};

/** Prefix of the strategy note of fallback posts (remote answer unusable). */
export const fallbackStrategyPrefix =
  'Fallback post from the Postforge offline writer, because the AI answer was not a usable JSON array.';

/** The 1-2 sentence strategy note of a post; fallback posts say so first. */
export function writeStrategy(
  variation: VariationId,
  platformId: PlatformId,
  hashtagCount: number,
  isFallback: boolean,
): string {
  if (isFallback) return `${fallbackStrategyPrefix} ${variationReasons[variation]}`;
  return `${variationReasons[variation]} ${platformHints[platformId](hashtagCount)}`;
}
