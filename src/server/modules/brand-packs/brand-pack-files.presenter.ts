import type {
  BrandFontFile,
  BrandImageFile,
  BrandPackFiles,
} from '../../../shared/contracts/brand-pack-files';
import type { BrandFontRole } from '../../../shared/domain/brand-packs';
import { assetUrl } from '../media/media.presenter';
import type { BrandImageListing, BrandPackFileRow } from './brand-pack-files.store';

/**
 * Same-origin URL of a pack's font file; `version` (the file row's id) changes with every upload, so a
 * replaced font is never read from the browser's year-long cache.
 */
export const brandFontUrl = (packId: string, role: BrandFontRole, version: string) =>
  `/api/brand-packs/${packId}/fonts/${role}/file?v=${version}`;

/** Maps a font row to the API shape (no storage key leaves the server). */
function presentFont(packId: string, row: BrandPackFileRow, role: BrandFontRole): BrandFontFile {
  return {
    id: row.id,
    role,
    fileName: row.fileName ?? '',
    contentType: row.contentType ?? '',
    size: row.size ?? 0,
    url: brandFontUrl(packId, role, row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Maps a background or overlay to the API shape. */
function presentImage(listing: BrandImageListing, kind: 'background' | 'overlay'): BrandImageFile {
  const assetId = listing.file.assetId ?? '';
  return {
    id: listing.file.id,
    kind,
    assetId,
    title: listing.title,
    url: assetUrl(assetId),
    width: listing.width,
    height: listing.height,
    createdAt: listing.file.createdAt.toISOString(),
  };
}

/** Maps a pack's file rows to the API shape. */
export function presentBrandPackFiles(
  packId: string,
  fonts: BrandPackFileRow[],
  images: BrandImageListing[],
): BrandPackFiles {
  const fontOf = (role: BrandFontRole) => {
    const row = fonts.find((font) => font.role === role);
    return row ? presentFont(packId, row, role) : null;
  };
  return {
    fonts: { primary: fontOf('primary'), secondary: fontOf('secondary') },
    backgrounds: images
      .filter((image) => image.file.kind === 'background')
      .map((image) => presentImage(image, 'background')),
    overlays: images
      .filter((image) => image.file.kind === 'overlay')
      .map((image) => presentImage(image, 'overlay')),
  };
}
