import type { TFunction } from 'i18next';

const platformIds = ['instagram', 'twitter', 'linkedin', 'facebook', 'tiktok', 'youtube'] as const;
const variationIds = ['viral', 'professional', 'engaging', 'storytelling', 'informative', 'normal'] as const;

/** The label of a platform id (the id itself for one the catalogue does not name). */
export function platformLabel(t: TFunction<'feed'>, id: string): string {
  return (platformIds as readonly string[]).includes(id)
    ? t(`platforms.${id as (typeof platformIds)[number]}`)
    : id;
}

/** The label of a variation id (the id itself for one the catalogue does not name). */
export function variationLabel(t: TFunction<'feed'>, id: string): string {
  return (variationIds as readonly string[]).includes(id)
    ? t(`variations.${id as (typeof variationIds)[number]}`)
    : id;
}
