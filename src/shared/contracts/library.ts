import { z } from 'zod';
import { defineContract } from './contract';
import { idSchema, safeText } from './fields';
import { assetSchema } from './media';

/** The library's filters (spec 2 §9 plus favourites and archived); 'all' leaves archived assets out. */
export const libraryFilters = [
  'all',
  'uploaded-image',
  'uploaded-video',
  'ai-generated',
  'scraped',
  'reels',
  'image',
  'video',
  'audio',
  'document',
  'favorites',
  'archived',
] as const;
/** A library filter. */
export type LibraryFilter = (typeof libraryFilters)[number];

/** The seven sorts of spec 2 §9: Newest First, Oldest First, Name A-Z, Name Z-A, Largest, Smallest, Type A-Z. */
export const librarySorts = [
  'newest',
  'oldest',
  'name-asc',
  'name-desc',
  'largest',
  'smallest',
  'type-asc',
] as const;
/** A library sort. */
export type LibrarySort = (typeof librarySorts)[number];

/** Page size of the Content Studio list. */
export const libraryListPageSize = 48;
/** Most assets one bulk action or zip download takes. */
export const libraryBulkMax = 200;
/** Most tags an asset keeps, and the longest tag. */
export const libraryMaxTags = 30;
export const libraryTagMaxLength = 50;

/** A library asset: the media asset plus the library's own fields (favourite, archive, usage stats). */
export const libraryAssetSchema = assetSchema.extend({
  favorite: z.boolean(),
  archived: z.boolean(),
  /** The project the asset is in (at most one), or null. */
  projectId: z.string().nullable(),
  modifiedAt: z.string(),
  usage: z.object({
    views: z.number().int(),
    downloads: z.number().int(),
    shares: z.number().int(),
    lastAccessed: z.string().nullable(),
  }),
});
/** A library asset. */
export type LibraryAsset = z.infer<typeof libraryAssetSchema>;

/** How many unarchived assets of each type the workspace has (the count tiles). */
export const libraryCountsSchema = z.object({
  image: z.number().int(),
  video: z.number().int(),
  audio: z.number().int(),
  document: z.number().int(),
});

const assetParams = z.object({ assetId: idSchema });
const tagSchema = safeText(libraryTagMaxLength).trim().min(1);

/** GET /api/library/assets: a page of the library with a filter, a sort and a plain-text search. */
export const listLibraryContract = defineContract({
  method: 'GET',
  path: '/api/library/assets',
  summary: "The workspace's content library: filtered, sorted, searched, paged, with type counts",
  tags: ['library'],
  query: z.object({
    filter: z.enum(libraryFilters).optional(),
    sort: z.enum(librarySorts).optional(),
    search: safeText(200).optional(),
    /** Only the assets of this project (the library's project filter and the project detail). */
    project: idSchema.optional(),
    page: z.coerce.number().int().min(1).max(10_000).optional(),
  }),
  response: z.object({
    assets: z.array(libraryAssetSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    counts: libraryCountsSchema,
  }),
});

/** GET /api/library/assets/:assetId: one library asset. */
export const getLibraryAssetContract = defineContract({
  method: 'GET',
  path: '/api/library/assets/:assetId',
  summary: 'One library asset',
  tags: ['library'],
  params: assetParams,
  response: z.object({ asset: libraryAssetSchema }),
});

/** POST /api/library/assets/:assetId/views: the viewer opened the asset (counts a view, sets last accessed). */
export const recordLibraryViewContract = defineContract({
  method: 'POST',
  path: '/api/library/assets/:assetId/views',
  summary: 'Count a view of a library asset',
  tags: ['library'],
  params: assetParams,
  response: z.object({ asset: libraryAssetSchema }),
});

/** PATCH /api/library/assets/:assetId: name (its extension is kept), description, tags, favourite. */
export const updateLibraryAssetContract = defineContract({
  method: 'PATCH',
  path: '/api/library/assets/:assetId',
  summary: "Edit a library asset's name, description, tags or favourite mark",
  tags: ['library'],
  params: assetParams,
  body: z.object({
    title: safeText(255).trim().min(1).optional(),
    description: safeText(2000).optional(),
    tags: z.array(tagSchema).max(libraryMaxTags).optional(),
    favorite: z.boolean().optional(),
  }),
  response: z.object({ asset: libraryAssetSchema }),
});

/** The bulk actions (also used for one asset). */
export const libraryBulkActions = ['duplicate', 'archive', 'restore', 'delete', 'add-tags'] as const;

/**
 * POST /api/library/bulk: one action on several assets of the workspace; ids of other workspaces count as
 * missing. `tags` (add-tags) are merged without duplicates. Answers the assets made (duplicate) and how many
 * were changed.
 */
export const bulkLibraryContract = defineContract({
  method: 'POST',
  path: '/api/library/bulk',
  summary: 'Duplicate, archive, restore, delete or tag several library assets',
  tags: ['library'],
  body: z.object({
    action: z.enum(libraryBulkActions),
    assetIds: z.array(idSchema).min(1).max(libraryBulkMax),
    tags: z.array(tagSchema).max(libraryMaxTags).optional(),
  }),
  response: z.object({ count: z.number().int(), created: z.array(libraryAssetSchema) }),
});

/** GET /api/library/assets/:assetId/download: the file as an attachment; counts a download. */
export const downloadLibraryAssetContract = defineContract({
  method: 'GET',
  path: '/api/library/assets/:assetId/download',
  summary: 'Download one library file (counted)',
  tags: ['library'],
  params: assetParams,
  response: z.file(),
  responseKind: 'file',
});

/** GET /api/library/download?ids=a,b: a zip of the files (names made unique); counts a download each. */
export const downloadLibraryZipContract = defineContract({
  method: 'GET',
  path: '/api/library/download',
  summary: 'Download several library files as one zip (counted)',
  tags: ['library'],
  query: z.object({
    ids: z
      .string()
      .max(libraryBulkMax * 37)
      .transform((value) => [...new Set(value.split(',').filter(Boolean))])
      .pipe(z.array(idSchema).min(1).max(libraryBulkMax)),
  }),
  response: z.file(),
  responseKind: 'file',
});
