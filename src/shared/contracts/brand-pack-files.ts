import { z } from 'zod';
import { brandFontRoles } from '../domain/brand-packs';
import { defineContract } from './contract';
import { idSchema } from './fields';

/** An uploaded font of a pack: its file name, type, size in bytes and the URL it is served from. */
export const brandFontFileSchema = z.object({
  id: z.string(),
  role: z.enum(brandFontRoles),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
  createdAt: z.string(),
});
/** An uploaded font of a pack. */
export type BrandFontFile = z.infer<typeof brandFontFileSchema>;

/** A background or overlay of a pack: a library image, with its URL and title. */
export const brandImageFileSchema = z.object({
  id: z.string(),
  kind: z.enum(['background', 'overlay']),
  assetId: z.string(),
  title: z.string(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: z.string(),
});
/** A background or overlay of a pack. */
export type BrandImageFile = z.infer<typeof brandImageFileSchema>;

/** Every file of a pack: its fonts by role (null when none is uploaded), its backgrounds and overlays. */
export const brandPackFilesSchema = z.object({
  fonts: z.object({ primary: brandFontFileSchema.nullable(), secondary: brandFontFileSchema.nullable() }),
  backgrounds: z.array(brandImageFileSchema),
  overlays: z.array(brandImageFileSchema),
});
/** Every file of a pack. */
export type BrandPackFiles = z.infer<typeof brandPackFilesSchema>;

const packParams = z.object({ brandPackId: idSchema });
const fontParams = packParams.extend({ role: z.enum(brandFontRoles) });

/** GET /api/brand-packs/:brandPackId/files: the pack's fonts, backgrounds and overlays. */
export const listBrandPackFilesContract = defineContract({
  method: 'GET',
  path: '/api/brand-packs/:brandPackId/files',
  summary: "A brand pack's fonts, backgrounds and overlays",
  tags: ['brand-packs'],
  params: packParams,
  response: brandPackFilesSchema,
});

/**
 * POST /api/brand-packs/:brandPackId/fonts/:role: uploads the pack's primary or secondary font (TTF, OTF or
 * WOFF, at most 5MB; it must lay out 'Ag'), replacing the one there.
 */
export const uploadBrandFontContract = defineContract({
  method: 'POST',
  path: '/api/brand-packs/:brandPackId/fonts/:role',
  summary: "Upload a brand pack's primary or secondary font",
  tags: ['brand-packs'],
  params: fontParams,
  form: z.object({ file: z.file().describe('A TTF, OTF or WOFF font, at most 5MB (WOFF2 is refused)') }),
  response: brandPackFilesSchema,
});

/** DELETE /api/brand-packs/:brandPackId/fonts/:role: removes the pack's font of that role. */
export const deleteBrandFontContract = defineContract({
  method: 'DELETE',
  path: '/api/brand-packs/:brandPackId/fonts/:role',
  summary: "Remove a brand pack's font",
  tags: ['brand-packs'],
  params: fontParams,
  response: brandPackFilesSchema,
});

/** GET /api/brand-packs/:brandPackId/fonts/:role/file: the font file, with its font type and `nosniff`. */
export const getBrandFontFileContract = defineContract({
  method: 'GET',
  path: '/api/brand-packs/:brandPackId/fonts/:role/file',
  summary: "A brand pack's font file",
  tags: ['brand-packs'],
  params: fontParams,
  response: z.file(),
  responseKind: 'file',
});

/** POST /api/brand-packs/:brandPackId/files: adds a library image as a background or an overlay of the pack. */
export const addBrandPackImageContract = defineContract({
  method: 'POST',
  path: '/api/brand-packs/:brandPackId/files',
  summary: 'Add a library image to a brand pack as a background or an overlay',
  tags: ['brand-packs'],
  params: packParams,
  body: z.object({ kind: z.enum(['background', 'overlay']), assetId: idSchema }),
  response: brandPackFilesSchema,
});

/** DELETE /api/brand-packs/:brandPackId/files/:fileId: removes a background or overlay (the image stays). */
export const removeBrandPackImageContract = defineContract({
  method: 'DELETE',
  path: '/api/brand-packs/:brandPackId/files/:fileId',
  summary: 'Remove a background or an overlay from a brand pack',
  tags: ['brand-packs'],
  params: packParams.extend({ fileId: idSchema }),
  response: brandPackFilesSchema,
});

/** An overlay of one of the workspace's packs, as the image editor's overlay picker lists it. */
export const brandPackOverlaySchema = z.object({
  brandPackId: z.string(),
  packName: z.string(),
  assetId: z.string(),
  title: z.string(),
  url: z.string(),
});
/** An overlay of a pack. */
export type BrandPackOverlay = z.infer<typeof brandPackOverlaySchema>;

/**
 * GET /api/brand-packs/overlays: every pack's overlays (the active pack's first, then newest pack first, each
 * pack's in the order they were added), for the image editor's overlay picker.
 */
export const listBrandPackOverlaysContract = defineContract({
  method: 'GET',
  path: '/api/brand-packs/overlays',
  summary: "The overlays of the workspace's brand packs",
  tags: ['brand-packs'],
  response: z.object({ overlays: z.array(brandPackOverlaySchema) }),
});
