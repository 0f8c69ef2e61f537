import type { VariationId } from '../../../shared/domain/platforms';
import type { GenerationMethod, PostMediaType } from '../../../shared/domain/variations';
import { userText, type UserText } from '../../i18n/user-text';

/** The title templates of `defaultPostTitle` (spec 1 §3), by source and media type: one catalogue key each. */
const titleTemplates: Record<GenerationMethod, Record<PostMediaType, string>> = {
  prompt: { image: 'AI Generated {{platform}} Post', video: 'AI Generated {{platform}} Video' },
  url: { image: 'Web Scraped {{platform}} Post', video: 'Web Scraped {{platform}} Video' },
  reels: { image: 'Reels Video {{platform}} Post', video: 'Reels Video {{platform}} Video' },
  upload: { image: 'Uploaded Content {{platform}} Post', video: 'Uploaded Content {{platform}} Video' },
};

/** The variations' labels as titles name them (`variationInfo[id].label`). */
const variationLabels: Record<Exclude<VariationId, 'normal'>, string> = {
  viral: 'Viral',
  professional: 'Professional',
  engaging: 'Engaging',
  storytelling: 'Storytelling',
  informative: 'Informative',
};

/**
 * The default title of a generated post in any language; in English exactly `defaultPostTitle`'s
 * ('Web Scraped Instagram Post - Viral'). The platform's name is a product name, never translated.
 */
export function defaultPostTitleText(
  source: GenerationMethod,
  platformName: string,
  variation: VariationId,
  mediaType: PostMediaType,
): UserText {
  const title = userText(titleTemplates[source][mediaType], { platform: platformName });
  if (variation === 'normal') return title;
  return userText('{{title}} - {{variation}}', { title, variation: userText(variationLabels[variation]) });
}
