import { maxVariations, type VariationId } from './platforms';

/** Label and one-line description of each generator variation, for pickers and badges. */
export const variationInfo: Record<VariationId, { id: VariationId; label: string; description: string }> = {
  viral: { id: 'viral', label: 'Viral', description: 'Bold hooks and shareable angles built to spread' },
  professional: {
    id: 'professional',
    label: 'Professional',
    description: 'Polished, credible tone for a business audience',
  },
  engaging: { id: 'engaging', label: 'Engaging', description: 'Questions and prompts that invite replies' },
  storytelling: {
    id: 'storytelling',
    label: 'Storytelling',
    description: 'A short narrative with a beginning, middle and end',
  },
  informative: { id: 'informative', label: 'Informative', description: 'Facts, tips and clear takeaways' },
  normal: { id: 'normal', label: 'Normal', description: 'A balanced, natural post' },
};

/** Content-style picker ids (spec 1 §1, §9). */
export const contentStyleIds = [
  'viral',
  'engaging',
  'educational',
  'storytelling',
  'entertainment',
  'inspirational',
  'trending',
  'community',
] as const;
/** A content style. */
export type ContentStyleId = (typeof contentStyleIds)[number];

/** Content styles with labels and descriptions, in the spec's order. */
export const contentStyles: ReadonlyArray<{ id: ContentStyleId; label: string; description: string }> = [
  { id: 'viral', label: 'Viral', description: 'Designed to be shared widely' },
  { id: 'engaging', label: 'Engaging', description: 'Sparks comments and conversation' },
  { id: 'educational', label: 'Educational', description: 'Teaches something useful' },
  { id: 'storytelling', label: 'Storytelling', description: 'Tells a memorable story' },
  { id: 'entertainment', label: 'Entertainment', description: 'Light, fun and playful' },
  { id: 'inspirational', label: 'Inspirational', description: 'Motivates and uplifts' },
  { id: 'trending', label: 'Trending', description: 'Rides current topics and formats' },
  { id: 'community', label: 'Community', description: 'Brings your audience together' },
];

/** How a post's source material was supplied (spec 1 §3 generationMethod). */
export const generationMethods = ['prompt', 'url', 'reels', 'upload'] as const;
/** A generation method. */
export type GenerationMethod = (typeof generationMethods)[number];
/** What a post carries as media. */
export type PostMediaType = 'image' | 'video';

const titlePrefixes: Record<GenerationMethod, string> = {
  prompt: 'AI Generated',
  url: 'Web Scraped',
  reels: 'Reels Video',
  upload: 'Uploaded Content',
};

/**
 * Default title of a generated post (spec 1 §3): '{AI Generated|Web Scraped|Reels Video|Uploaded Content}
 * {platform} Post' ('Video' instead of 'Post' for video media), plus ' - {Variation}' unless normal.
 * Example: defaultPostTitle('url', 'Instagram', 'viral', 'image') is 'Web Scraped Instagram Post - Viral'.
 */
export function defaultPostTitle(
  source: GenerationMethod,
  platformName: string,
  variation: VariationId,
  mediaType: PostMediaType,
): string {
  const base = `${titlePrefixes[source]} ${platformName} ${mediaType === 'video' ? 'Video' : 'Post'}`;
  return variation === 'normal' ? base : `${base} - ${variationInfo[variation].label}`;
}

/** Title of a stored post record (spec 1 §3): '{platform} Draft Post' for drafts, else '{platform} Post'. */
export function storedPostTitle(platformName: string, isDraft: boolean): string {
  return isDraft ? `${platformName} Draft Post` : `${platformName} Post`;
}

/**
 * Variation facts of a generated result (spec 1 §3): hasVariations is true when the posts use more than one
 * distinct variation; variations lists the distinct non-normal ones in first-seen order.
 */
export function summarizeVariations(posts: ReadonlyArray<{ variation: VariationId }>): {
  hasVariations: boolean;
  variations: VariationId[];
} {
  const distinct = [...new Set(posts.map((post) => post.variation))];
  return { hasVariations: distinct.length > 1, variations: distinct.filter((id) => id !== 'normal') };
}

/** Posts a run is expected to return: platforms x variations, where no picked variation means one (normal). */
export function expectedPostCount(platformCount: number, variationCount: number): number {
  return platformCount * Math.max(1, variationCount);
}

/**
 * Whether a variation checkbox is enabled: a selected one can always be unticked; an unselected one only
 * while fewer than `limit` (default 3) are selected (spec 1 §5).
 */
export function canSelectVariation(
  selected: readonly VariationId[],
  id: VariationId,
  limit: number = maxVariations,
): boolean {
  return selected.includes(id) || selected.length < limit;
}
