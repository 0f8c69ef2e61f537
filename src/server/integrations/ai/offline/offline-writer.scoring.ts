/**
 * Strategy notes and engagement predictions of the offline writer. Engagement is a rule score, not a
 * guess: variation base + platform fit + a question + a call to action + length against the platform's
 * ideal range; 6+ is 'very high', 4-5 'high', 2-3 'medium', below 'low'.
 */
import { platforms, type PlatformId, type VariationId } from '../../../../shared/domain/platforms';
import type { ContentLanguage } from '../../../../shared/domain/content-languages';
import type { WrittenPost } from '../types';
import { findCatalogue } from './languages/catalogue';
import { enCatalogue } from './languages/en.catalogue';
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

/** Why a post was written by the offline writer: asked for, or standing in for an unusable AI answer. */
export type OfflinePostReason = 'requested' | 'unusable-answer' | 'missing-pair';

/** Prefix of the strategy note of fallback posts (remote answer unusable), in English. */
export const fallbackStrategyPrefix = enCatalogue.notes.unusableAnswerPrefix;
/** Prefix of the strategy note of a post filled in for a pair the AI answer left out, in English. */
export const missingPairStrategyPrefix = enCatalogue.notes.missingPairPrefix;

/**
 * The 1-2 sentence strategy note of a post, in the run's language (English for a language without a
 * catalogue); a fallback post says first why it is one.
 */
export function writeStrategy(
  input: { variation: VariationId; platform: PlatformId; hashtagCount: number; language: ContentLanguage },
  reason: OfflinePostReason,
): string {
  const { notes } = findCatalogue(input.language) ?? enCatalogue;
  const why = notes.variationReasons[input.variation];
  if (reason === 'unusable-answer') return `${notes.unusableAnswerPrefix} ${why}`;
  if (reason === 'missing-pair') return `${notes.missingPairPrefix} ${why}`;
  return `${why} ${notes.platformHints[input.platform](input.hashtagCount)}`;
}
