import { z } from 'zod';
import {
  projectColors,
  projectContentTypes,
  projectDescriptionMaxLength,
  projectMaxCollaborators,
  projectNameMaxLength,
  projectOutputFormats,
} from '../domain/projects';
import { defineContract } from './contract';
import { idSchema, safeText } from './fields';
import { libraryBulkMax } from './library';

/** What the caller may do with a project (computed on the server from their role and the project's permissions). */
export const projectAccessSchema = z.object({
  canEdit: z.boolean(),
  canShare: z.boolean(),
  canDelete: z.boolean(),
  canChangePermissions: z.boolean(),
});
/** The caller's rights on a project. */
export type ProjectAccess = z.infer<typeof projectAccessSchema>;

/** A project (spec 2 §3): its fields, how many assets it holds, its cover and the caller's rights. */
export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.enum(projectColors),
  contentType: z.enum(projectContentTypes),
  outputFormats: z.array(z.enum(projectOutputFormats)),
  collaborators: z.array(z.string()),
  permissions: z.object({ canEdit: z.boolean(), canShare: z.boolean(), canDelete: z.boolean() }),
  createdAt: z.string(),
  modifiedAt: z.string(),
  /** The creator's display name; null when the account is gone. */
  createdBy: z.string().nullable(),
  assetCount: z.number().int(),
  /** The newest image's (or video still's) URL, null for a project without one. */
  coverUrl: z.string().nullable(),
  access: projectAccessSchema,
});
/** A project. */
export type Project = z.infer<typeof projectSchema>;

const projectParams = z.object({ projectId: idSchema });
const collaboratorSchema = z.email().max(254);

/** The editable fields of a project; the name must not be empty after trimming (spec 2 §5). */
const projectFields = z.object({
  name: safeText(projectNameMaxLength).trim().min(1),
  description: safeText(projectDescriptionMaxLength).trim(),
  color: z.enum(projectColors),
  contentType: z.enum(projectContentTypes),
  outputFormats: z.array(z.enum(projectOutputFormats)).max(projectOutputFormats.length),
  collaborators: z.array(collaboratorSchema).max(projectMaxCollaborators),
  permissions: z.object({ canEdit: z.boolean(), canShare: z.boolean(), canDelete: z.boolean() }),
});

/** GET /api/projects: the workspace's projects, newest first, optionally searched by name or description. */
export const listProjectsContract = defineContract({
  method: 'GET',
  path: '/api/projects',
  summary: "The workspace's projects with their asset counts and covers",
  tags: ['projects'],
  query: z.object({ search: safeText(200).optional() }),
  response: z.object({ projects: z.array(projectSchema) }),
});

/** POST /api/projects: a new project (description, colour, content type and settings have defaults). */
export const createProjectContract = defineContract({
  method: 'POST',
  path: '/api/projects',
  summary: 'Create a project',
  tags: ['projects'],
  status: 201,
  body: projectFields.partial().required({ name: true }),
  response: z.object({ project: projectSchema }),
});

/** GET /api/projects/:projectId: one project. */
export const getProjectContract = defineContract({
  method: 'GET',
  path: '/api/projects/:projectId',
  summary: 'One project',
  tags: ['projects'],
  params: projectParams,
  response: z.object({ project: projectSchema }),
});

/** PATCH /api/projects/:projectId: changes some fields (collaborators need canShare, permissions the creator). */
export const updateProjectContract = defineContract({
  method: 'PATCH',
  path: '/api/projects/:projectId',
  summary: 'Edit a project',
  tags: ['projects'],
  params: projectParams,
  body: projectFields.partial(),
  response: z.object({ project: projectSchema }),
});

/** DELETE /api/projects/:projectId: removes the project; its assets stay in the library. */
export const deleteProjectContract = defineContract({
  method: 'DELETE',
  path: '/api/projects/:projectId',
  summary: 'Delete a project (its assets stay in the library)',
  tags: ['projects'],
  params: projectParams,
  response: z.object({ ok: z.literal(true) }),
});

const assetIdsBody = z.object({ assetIds: z.array(idSchema).min(1).max(libraryBulkMax) });

/**
 * POST /api/projects/:projectId/assets: puts library assets into the project (an asset is in at most one
 * project, so it leaves its previous one, which the caller must be able to edit too); answers how many moved.
 */
export const addProjectAssetsContract = defineContract({
  method: 'POST',
  path: '/api/projects/:projectId/assets',
  summary: 'Add library assets to a project',
  tags: ['projects'],
  params: projectParams,
  body: assetIdsBody,
  response: z.object({ count: z.number().int() }),
});

/** POST /api/projects/:projectId/assets/remove: takes assets out of the project (they stay in the library). */
export const removeProjectAssetsContract = defineContract({
  method: 'POST',
  path: '/api/projects/:projectId/assets/remove',
  summary: 'Remove assets from a project',
  tags: ['projects'],
  params: projectParams,
  body: assetIdsBody,
  response: z.object({ count: z.number().int() }),
});

/** A pending project invitation: an address with no account yet, shown as 'Invited' until it registers. */
export const projectInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
/** A pending project invitation. */
export type ProjectInvitation = z.infer<typeof projectInvitationSchema>;

/** GET /api/projects/:projectId/invitations: the project's pending (not accepted, not expired) invitations. */
export const listProjectInvitationsContract = defineContract({
  method: 'GET',
  path: '/api/projects/:projectId/invitations',
  summary: "A project's pending e-mail invitations",
  tags: ['projects'],
  params: projectParams,
  response: z.object({ invitations: z.array(projectInvitationSchema) }),
});

/**
 * POST /api/projects/:projectId/invitations: invites an address to collaborate (canShare). An editor of the
 * workspace is added to the collaborators at once ('added'); an address without an account gets an invitation
 * e-mail whose registration joins the workspace as an editor and the project ('invited'); an existing account
 * outside the workspace is refused (there is no workspace switcher yet).
 */
export const inviteToProjectContract = defineContract({
  method: 'POST',
  path: '/api/projects/:projectId/invitations',
  summary: 'Invite a collaborator to a project by e-mail',
  tags: ['projects'],
  status: 201,
  params: projectParams,
  body: z.object({ email: safeText(254).trim().min(1, 'Email is required') }),
  response: z.object({
    outcome: z.enum(['added', 'invited']),
    project: projectSchema,
    invitation: projectInvitationSchema.nullable(),
  }),
});

/** DELETE /api/projects/:projectId/invitations/:invitationId: withdraws a pending invitation (canShare). */
export const withdrawProjectInvitationContract = defineContract({
  method: 'DELETE',
  path: '/api/projects/:projectId/invitations/:invitationId',
  summary: 'Withdraw a pending project invitation',
  tags: ['projects'],
  params: z.object({ projectId: idSchema, invitationId: idSchema }),
  response: z.object({ ok: z.literal(true) }),
});
