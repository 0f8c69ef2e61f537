import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BrandColors, BrandFileKind, BrandFontRole } from '../../../shared/domain/brand-packs';
import type { PlatformId } from '../../../shared/domain/platforms';
import { users } from './auth';
import { assets } from './media';
import { workspaces } from './workspaces';

/**
 * A brand pack of a workspace (spec 2 §3 Brand pack): name, description, the five-colour palette, two font
 * family names, a logo (an image asset of the library), guidelines (the voice the writer is told) and target
 * platforms. At most one pack of a workspace is active (a partial unique index): the one generation uses.
 */
export const brandPacks = pgTable(
  'brand_packs',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    colors: jsonb('colors').$type<BrandColors>().notNull(),
    fontPrimary: text('font_primary').notNull().default(''),
    fontSecondary: text('font_secondary').notNull().default(''),
    /** The pack's logo: an image asset of the same workspace; deleting the asset leaves the pack without one. */
    logoAssetId: text('logo_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    guidelines: text('guidelines').notNull().default(''),
    platforms: text('platforms').array().$type<PlatformId[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(false),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('brand_packs_workspace_idx').on(table.workspaceId, table.createdAt),
    uniqueIndex('brand_packs_one_active_idx')
      .on(table.workspaceId)
      .where(sql`${table.isActive}`),
  ],
);

/**
 * The files of a brand pack (issue #14): its two fonts (uploaded font files in the media storage, one per
 * role) and its backgrounds and overlays (image assets of the same workspace's library, by `assetId`).
 * Deleting the pack deletes its rows (a font's stored file is then swept as unused); deleting an asset drops
 * it from every pack.
 */
export const brandPackFiles = pgTable(
  'brand_pack_files',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    brandPackId: text('brand_pack_id')
      .notNull()
      .references(() => brandPacks.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BrandFileKind>().notNull(),
    /** Fonts only: which of the pack's two fonts this is. */
    role: text('role').$type<BrandFontRole>(),
    /** Backgrounds and overlays: the library image. */
    assetId: text('asset_id').references(() => assets.id, { onDelete: 'cascade' }),
    /** Fonts only: where the validated font file is stored. */
    storageKey: text('storage_key'),
    /** Fonts only: the uploaded file's (cleaned) name, its validated type and size in bytes. */
    fileName: text('file_name'),
    contentType: text('content_type'),
    size: integer('size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('brand_pack_files_pack_idx').on(table.brandPackId, table.createdAt),
    index('brand_pack_files_workspace_key_idx').on(table.workspaceId, table.storageKey),
    uniqueIndex('brand_pack_files_one_font_idx')
      .on(table.brandPackId, table.role)
      .where(sql`${table.kind} = 'font'`),
    uniqueIndex('brand_pack_files_one_asset_idx')
      .on(table.brandPackId, table.kind, table.assetId)
      .where(sql`${table.assetId} is not null`),
    check(
      'brand_pack_files_shape_check',
      sql`(${table.kind} = 'font' and ${table.role} is not null and ${table.storageKey} is not null and ${table.assetId} is null) or (${table.kind} in ('background', 'overlay') and ${table.assetId} is not null and ${table.role} is null and ${table.storageKey} is null)`,
    ),
  ],
);
