import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BrandColors } from '../../../shared/domain/brand-packs';
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
