/**
 * Strategy notes and engagement predictions of the offline writer, both made from the post as written (its
 * length against the platform's limit, hashtags, emoji, a question, a call to action, a price or percentage)
 * and never from what the variation meant to write: a platform may have cut the call to action or the
 * hashtags to fit. Engagement is a rule score, not a guess: variation base + platform fit + a question + a
 * call to action + length against the platform's ideal range; 6+ is 'very high', 4-5 'high', 2-3 'medium',
 * below 'low'. The note names the same figures, so it explains the prediction.
 */
import { platforms, type PlatformId, type VariationId } from '../../../../shared/domain/platforms';
import type { ContentLanguage } from '../../../../shared/domain/content-languages';
import { withoutTrailingHashtags } from '../../../../shared/domain/post-body';
import { countCharacters } from '../../../../shared/domain/counting';
import type { WrittenPost } from '../types';
import { findCatalogue, type NoteFigures } from './languages/catalogue';
import { enCatalogue } from './languages/en.catalogue';

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
export const idealLength: Record<PlatformId, readonly [number, number]> = {
  instagram: [138, 1500],
  twitter: [71, 260],
  linkedin: [300, 1300],
  facebook: [40, 500],
  tiktok: [50, 300],
  youtube: [100, 1000],
};

/** What a written post holds, measured on its text. */
export interface PostMeasure {
  platform: PlatformId;
  variation: VariationId;
  length: number;
  limit: number;
  fit: NoteFigures['fit'];
  hashtags: number;
  emoji: number;
  asksQuestion: boolean;
  hasCallToAction: boolean;
  figure: string | undefined;
}

const emojiPattern = /\p{Extended_Pictographic}/gu;
/** A price or a percentage as written ('€2.50', '$29.99', '15 €', '20%', '30 %'). */
export const figurePattern =
  /[$€£¥₹]\s?\d[\d.,]*\d|[$€£¥₹]\s?\d|\d[\d.,]*\s?(?:[€$£%]|\u00a0[€%]|\u202f[€%])/u;

function lengthFit(length: number, platform: PlatformId): NoteFigures['fit'] {
  const [min, max] = idealLength[platform];
  if (length < min) return 'short';
  return length > max ? 'long' : 'ideal';
}

/** Measures a finished post; `hasCallToAction` says whether a call to action survived the platform's cuts. */
export function measurePost(input: {
  platform: PlatformId;
  variation: VariationId;
  content: string;
  hashtags: readonly string[];
  hasCallToAction: boolean;
}): PostMeasure {
  const body = withoutTrailingHashtags(input.content, input.hashtags);
  const length = countCharacters(input.content, input.platform);
  return {
    platform: input.platform,
    variation: input.variation,
    length,
    limit: platforms[input.platform].characterLimit,
    fit: lengthFit(length, input.platform),
    hashtags: input.hashtags.length,
    emoji: body.match(emojiPattern)?.length ?? 0,
    asksQuestion: /[?？]/u.test(body),
    hasCallToAction: input.hasCallToAction,
    figure: figurePattern.exec(body)?.[0].trim(),
  };
}

function scoreLength(measure: PostMeasure): number {
  const [min, max] = idealLength[measure.platform];
  if (measure.fit === 'ideal') return 1;
  return measure.length < min / 2 || measure.length > Math.min(max * 2, measure.limit) ? -1 : 0;
}

/** The engagement prediction of a finished post; deterministic. */
export function rateEngagement(measure: PostMeasure): EngagementLevel {
  const score =
    variationBase[measure.variation] +
    (platformFit[measure.variation].includes(measure.platform) ? 1 : 0) +
    (measure.asksQuestion ? 1 : 0) +
    (measure.hasCallToAction ? 1 : 0) +
    scoreLength(measure);
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
 * The 2-sentence strategy note of a post, in the run's language (English for a language without a
 * catalogue): what the variation does, then the post's own figures and when to post; a fallback post says
 * first why it is one, then what the variation does.
 */
export function writeStrategy(
  measure: PostMeasure,
  language: ContentLanguage,
  reason: OfflinePostReason,
): string {
  const catalogue = findCatalogue(language) ?? enCatalogue;
  const { notes } = catalogue;
  const why = notes.variationReasons[measure.variation];
  if (reason === 'unusable-answer') return `${notes.unusableAnswerPrefix} ${why}`;
  if (reason === 'missing-pair') return `${notes.missingPairPrefix} ${why}`;
  const format = new Intl.NumberFormat(catalogue.language);
  const figures = notes.figures({
    platformName: platforms[measure.platform].name,
    length: format.format(measure.length),
    limit: format.format(measure.limit),
    fit: measure.fit,
    hashtags: measure.hashtags,
    emoji: measure.emoji,
    asksQuestion: measure.asksQuestion,
    hasCallToAction: measure.hasCallToAction,
    figure: measure.figure,
  });
  const semicolon = catalogue.language === 'fr' ? '\u202f;' : ';';
  return `${why} ${figures}${semicolon} ${notes.timing[measure.platform]}`;
}
