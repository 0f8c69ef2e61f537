import { z } from 'zod';
import {
  brandColorPattern,
  brandDescriptionMaxLength,
  brandFontMaxLength,
  brandGuidelinesMaxLength,
  brandNameMaxLength,
  brandPlatforms,
} from '../domain/brand-packs';
import { defineContract } from './contract';
import { idSchema, safeText } from './fields';

/** The message of a palette colour that is not '#' and six hexadecimal digits. */
export const brandColorMessage = 'Enter each colour as # and six hexadecimal digits, for example #7C3AED.';

const colorSchema = z.string().max(7).regex(brandColorPattern, brandColorMessage);

/** A brand pack (spec 2 §3): its fields, its logo's URL, and whether it is the workspace's active pack. */
export const brandPackSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  colors: z.object({
    primary: z.string(),
    secondary: z.string(),
    accent: z.string(),
    background: z.string(),
    text: z.string(),
  }),
  fonts: z.object({ primary: z.string(), secondary: z.string() }),
  /** The logo asset (an image of the library), null when the pack has none. */
  logo: z.object({ assetId: z.string(), url: z.string(), title: z.string() }).nullable(),
  guidelines: z.string(),
  platforms: z.array(z.enum(brandPlatforms)),
  isActive: z.boolean(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  /** The creator's display name; null when the account is gone. */
  createdBy: z.string().nullable(),
});
/** A brand pack. */
export type BrandPack = z.infer<typeof brandPackSchema>;

const brandPackParams = z.object({ brandPackId: idSchema });

/** The editable fields of a pack; the name must not be empty after trimming. */
const brandPackFields = z.object({
  name: safeText(brandNameMaxLength).trim().min(1),
  description: safeText(brandDescriptionMaxLength).trim(),
  colors: z.object({
    primary: colorSchema,
    secondary: colorSchema,
    accent: colorSchema,
    background: colorSchema,
    text: colorSchema,
  }),
  fonts: z.object({
    primary: safeText(brandFontMaxLength).trim(),
    secondary: safeText(brandFontMaxLength).trim(),
  }),
  /** An image asset of the workspace as the logo; null removes it. */
  logoAssetId: idSchema.nullable(),
  guidelines: safeText(brandGuidelinesMaxLength).trim(),
  platforms: z.array(z.enum(brandPlatforms)).max(brandPlatforms.length),
});

/** GET /api/brand-packs: the workspace's packs, the active one first, then newest first. */
export const listBrandPacksContract = defineContract({
  method: 'GET',
  path: '/api/brand-packs',
  summary: "The workspace's brand packs",
  tags: ['brand-packs'],
  response: z.object({ brandPacks: z.array(brandPackSchema) }),
});

/** POST /api/brand-packs: a new pack (everything but the name has a default; it starts inactive). */
export const createBrandPackContract = defineContract({
  method: 'POST',
  path: '/api/brand-packs',
  summary: 'Create a brand pack',
  tags: ['brand-packs'],
  status: 201,
  body: brandPackFields.partial().required({ name: true }),
  response: z.object({ brandPack: brandPackSchema }),
});

/** PATCH /api/brand-packs/:brandPackId: changes some fields of a pack. */
export const updateBrandPackContract = defineContract({
  method: 'PATCH',
  path: '/api/brand-packs/:brandPackId',
  summary: 'Edit a brand pack',
  tags: ['brand-packs'],
  params: brandPackParams,
  body: brandPackFields.partial(),
  response: z.object({ brandPack: brandPackSchema }),
});

/** DELETE /api/brand-packs/:brandPackId: removes a pack (its logo stays in the library). */
export const deleteBrandPackContract = defineContract({
  method: 'DELETE',
  path: '/api/brand-packs/:brandPackId',
  summary: 'Delete a brand pack',
  tags: ['brand-packs'],
  params: brandPackParams,
  response: z.object({ ok: z.literal(true) }),
});

/**
 * POST /api/brand-packs/:brandPackId/active: makes the pack the workspace's active one (every other pack is
 * deactivated, spec 2 §4) or, with `isActive: false`, leaves the workspace without an active pack.
 */
export const setActiveBrandPackContract = defineContract({
  method: 'POST',
  path: '/api/brand-packs/:brandPackId/active',
  summary: 'Activate or deactivate a brand pack (one active pack per workspace)',
  tags: ['brand-packs'],
  params: brandPackParams,
  body: z.object({ isActive: z.boolean() }),
  response: z.object({ brandPack: brandPackSchema }),
});

/**
 * GET /api/brand-packs/:brandPackId/export: the pack as a zip, `brand-pack.json` (its fields) and its logo
 * file (`logo.<ext>`) when it has one; every member may export.
 */
export const exportBrandPackContract = defineContract({
  method: 'GET',
  path: '/api/brand-packs/:brandPackId/export',
  summary: 'Export a brand pack as a zip (its fields as JSON and its logo file)',
  tags: ['brand-packs'],
  params: brandPackParams,
  response: z.file(),
  responseKind: 'file',
});

/** The name of the pack's fields in an exported zip. */
export const brandPackExportJsonName = 'brand-pack.json';
