import type { BrandPack } from '../../../shared/contracts/brand-packs';
import { assetUrl } from '../media/media.presenter';
import type { BrandPackListing } from './brand-packs.store';

/** Maps a brand pack with its card data to the API shape. */
export function presentBrandPack({ pack, creatorName, logoTitle }: BrandPackListing): BrandPack {
  return {
    id: pack.id,
    name: pack.name,
    description: pack.description,
    colors: pack.colors,
    fonts: { primary: pack.fontPrimary, secondary: pack.fontSecondary },
    logo:
      pack.logoAssetId && logoTitle !== null
        ? { assetId: pack.logoAssetId, url: assetUrl(pack.logoAssetId), title: logoTitle }
        : null,
    guidelines: pack.guidelines,
    platforms: pack.platforms,
    isActive: pack.isActive,
    createdAt: pack.createdAt.toISOString(),
    modifiedAt: pack.modifiedAt.toISOString(),
    createdBy: creatorName,
  };
}
