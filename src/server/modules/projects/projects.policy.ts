import type { AuthContext } from '../../http/auth-context';
import { allowEveryone, canWriteWorkspace, definePolicy, sessionAction } from '../../http/authorize';

/** The refusal of a project change to a viewer of the workspace. */
export const viewerProjectMessage = 'Viewers cannot change the projects of this workspace.';
/** Refusals of the project-level permissions (spec 2 §3: canEdit, canShare, canDelete). */
export const projectEditMessage = 'You do not have permission to edit this project.';
export const projectShareMessage = 'You do not have permission to change who works on this project.';
export const projectDeleteMessage = 'You do not have permission to delete this project.';
export const projectPermissionsMessage =
  'Only the creator of this project or the workspace owner can change its permissions.';

/** What the project-level rules look at. */
export interface ProjectGuard {
  createdBy: string | null;
  collaborators: string[];
  canEdit: boolean;
  canShare: boolean;
  canDelete: boolean;
}

/** The workspace owner and the project's creator (unless a viewer) manage it fully. */
export function managesProject(actor: AuthContext, project: ProjectGuard): boolean {
  if (actor.role === 'owner') return true;
  return actor.role === 'editor' && project.createdBy !== null && project.createdBy === actor.userId;
}

/** An editor of the workspace whose e-mail address is on the project's collaborator list. */
export function collaboratesOn(actor: AuthContext, project: ProjectGuard): boolean {
  return actor.role === 'editor' && project.collaborators.includes(actor.email.toLowerCase());
}

/**
 * Projects: every member reads them; owners and editors may create one; viewers change nothing. On one project,
 * its manager (workspace owner, creator) may do everything; a collaborator (an editor on its list) only what the
 * project's permissions allow: canEdit (details and assets), canShare (its collaborators), canDelete; anyone
 * else in the workspace reads it. Another workspace's project is a 404 from the scoped queries, never a 403.
 */
export const projectsPolicy = definePolicy('projects', {
  list: sessionAction(allowEveryone),
  read: sessionAction(allowEveryone),
  create: sessionAction(canWriteWorkspace, viewerProjectMessage),
  update: sessionAction(canWriteWorkspace, viewerProjectMessage),
  delete: sessionAction(canWriteWorkspace, viewerProjectMessage),
  changeAssets: sessionAction(canWriteWorkspace, viewerProjectMessage),
  readInvitations: sessionAction(allowEveryone),
  invite: sessionAction(canWriteWorkspace, viewerProjectMessage),
  withdrawInvitation: sessionAction(canWriteWorkspace, viewerProjectMessage),
});

/** The resource-level decisions on one project, checked in the service once the project is loaded. */
export const projectAccessPolicy = definePolicy('projects', {
  edit: sessionAction<ProjectGuard>(
    (actor, project) => managesProject(actor, project) || (collaboratesOn(actor, project) && project.canEdit),
    projectEditMessage,
  ),
  share: sessionAction<ProjectGuard>(
    (actor, project) =>
      managesProject(actor, project) || (collaboratesOn(actor, project) && project.canShare),
    projectShareMessage,
  ),
  delete: sessionAction<ProjectGuard>(
    (actor, project) =>
      managesProject(actor, project) || (collaboratesOn(actor, project) && project.canDelete),
    projectDeleteMessage,
  ),
  changePermissions: sessionAction<ProjectGuard>(managesProject, projectPermissionsMessage),
});
