import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProjectColor, ProjectContentType, ProjectOutputFormat } from '../../../shared/domain/projects';
import { users } from './auth';
import { workspaces } from './workspaces';

/**
 * A project of a workspace (spec 2 §3 Project): a named group of library assets with a colour, a content type,
 * output formats, collaborators (e-mail addresses of workspace members) and the permissions those collaborators
 * get (canEdit, canShare, canDelete). An asset belongs to at most one project (`assets.project_id`).
 */
export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    color: text('color').$type<ProjectColor>().notNull().default('purple'),
    contentType: text('content_type').$type<ProjectContentType>().notNull().default('general'),
    outputFormats: text('output_formats').array().$type<ProjectOutputFormat[]>().notNull().default([]),
    /** Lower-cased e-mail addresses of workspace members working on the project. */
    collaborators: text('collaborators').array().notNull().default([]),
    canEdit: boolean('can_edit').notNull().default(true),
    canShare: boolean('can_share').notNull().default(true),
    canDelete: boolean('can_delete').notNull().default(true),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('projects_workspace_idx').on(table.workspaceId, table.createdAt)],
);
