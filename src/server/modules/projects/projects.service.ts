import type { Project, ProjectAccess } from '../../../shared/contracts/projects';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import { authorize } from '../../http/authorize';
import { userText } from '../../i18n/user-text';
import { projectAccessPolicy, type ProjectGuard } from './projects.policy';
import { presentProject } from './projects.presenter';
import type { ProjectListing, ProjectsStore, ProjectValues } from './projects.store';

/** The message of a project that is not in the caller's workspace. */
export const projectNotFoundMessage = 'This project does not exist.';

/** The editable fields of a project as the contracts carry them. */
export interface ProjectChanges extends Omit<ProjectValues, 'canEdit' | 'canShare' | 'canDelete'> {
  permissions?: { canEdit: boolean; canShare: boolean; canDelete: boolean };
}

const notFound = () => new AppError('not_found', projectNotFoundMessage);

/** True when `authorize` lets the caller do the project-level action. */
function allows(auth: AuthContext, action: keyof typeof projectAccessPolicy, project: ProjectGuard): boolean {
  return projectAccessPolicy[action].allow(auth, project);
}

/** What the caller may do with a project; a viewer may do nothing. */
export function accessOf(auth: AuthContext, project: ProjectGuard): ProjectAccess {
  return {
    canEdit: allows(auth, 'edit', project),
    canShare: allows(auth, 'share', project),
    canDelete: allows(auth, 'delete', project),
    canChangePermissions: allows(auth, 'changePermissions', project),
  };
}

/** Collaborator addresses lower-cased, trimmed and without duplicates. */
function normaliseEmails(emails: string[]): string[] {
  return [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
}

/**
 * Projects of a workspace (spec 2 §3): create, list with asset counts and covers, edit, delete (assets stay in
 * the library), and put library assets in or out (an asset is in at most one project). Collaborators must be
 * members of the workspace; the project-level permissions are checked here on the loaded project.
 */
export function createProjectsService({ store }: { store: ProjectsStore }) {
  const present = (auth: AuthContext, listing: ProjectListing) =>
    presentProject(listing, accessOf(auth, listing.project));

  async function load(auth: AuthContext, projectId: string): Promise<ProjectListing> {
    const listing = await store.find(auth.workspaceId, projectId);
    if (!listing) throw notFound();
    return listing;
  }

  async function checkCollaborators(auth: AuthContext, emails: string[]): Promise<string[]> {
    const wanted = normaliseEmails(emails);
    const members = await store.memberEmails(auth.workspaceId, wanted);
    const stranger = wanted.find((email) => !members.has(email));
    if (stranger) {
      const message = userText('{{email}} is not a member of this workspace.', { email: stranger });
      throw new AppError('bad_request', message, { collaborators: message });
    }
    return wanted;
  }

  function toValues(changes: ProjectChanges): ProjectValues {
    const { permissions, ...fields } = changes;
    return { ...fields, ...(permissions ?? {}) };
  }

  return {
    /** The workspace's projects, newest first. */
    async list(auth: AuthContext, search?: string): Promise<Project[]> {
      return (await store.list(auth.workspaceId, search)).map((listing) => present(auth, listing));
    },

    /** One project of the workspace. */
    async get(auth: AuthContext, projectId: string): Promise<Project> {
      return present(auth, await load(auth, projectId));
    },

    /** A new project of the caller (its creator manages it). */
    async create(auth: AuthContext, changes: ProjectChanges & { name: string }): Promise<Project> {
      const collaborators = changes.collaborators
        ? await checkCollaborators(auth, changes.collaborators)
        : undefined;
      const row = await store.insert(auth.workspaceId, auth.userId, {
        ...toValues(changes),
        name: changes.name,
        ...(collaborators ? { collaborators } : {}),
      });
      return this.get(auth, row.id);
    },

    /** Changes a project: details need canEdit, collaborators canShare, permissions the manager. */
    async update(auth: AuthContext, projectId: string, changes: ProjectChanges): Promise<Project> {
      const { project } = await load(auth, projectId);
      const { collaborators, permissions, ...details } = changes;
      if (Object.keys(details).length > 0) authorize(auth, projectAccessPolicy.edit, project);
      let nextCollaborators: string[] | undefined;
      if (collaborators) {
        authorize(auth, projectAccessPolicy.share, project);
        nextCollaborators = await checkCollaborators(auth, collaborators);
      }
      if (permissions) authorize(auth, projectAccessPolicy.changePermissions, project);
      const row = await store.update(auth.workspaceId, projectId, {
        ...toValues({ ...details, ...(permissions ? { permissions } : {}) }),
        ...(nextCollaborators ? { collaborators: nextCollaborators } : {}),
      });
      if (!row) throw notFound();
      return this.get(auth, projectId);
    },

    /** Deletes a project (canDelete); its assets stay in the library, in no project. */
    async remove(auth: AuthContext, projectId: string): Promise<void> {
      const { project } = await load(auth, projectId);
      authorize(auth, projectAccessPolicy.delete, project);
      if (!(await store.remove(auth.workspaceId, projectId))) throw notFound();
    },

    /**
     * Puts library assets into a project (canEdit on it, and on any project they leave); ids not in the
     * workspace are skipped. Answers how many assets moved.
     */
    async addAssets(auth: AuthContext, projectId: string, assetIds: string[]): Promise<number> {
      const { project } = await load(auth, projectId);
      authorize(auth, projectAccessPolicy.edit, project);
      const ids = [...new Set(assetIds)];
      for (const previousId of await store.projectsOfAssets(auth.workspaceId, ids, projectId)) {
        const previous = await store.find(auth.workspaceId, previousId);
        if (previous) authorize(auth, projectAccessPolicy.edit, previous.project);
      }
      return store.setAssetsProject(auth.workspaceId, ids, projectId);
    },

    /** Refuses (404, 403) a project the caller may not put assets in: a generation run's media land there. */
    async checkCanAddAssets(auth: AuthContext, projectId: string): Promise<void> {
      const { project } = await load(auth, projectId);
      authorize(auth, projectAccessPolicy.edit, project);
    },

    /** Takes assets out of a project (canEdit); they stay in the library. Answers how many left it. */
    async removeAssets(auth: AuthContext, projectId: string, assetIds: string[]): Promise<number> {
      const { project } = await load(auth, projectId);
      authorize(auth, projectAccessPolicy.edit, project);
      return store.setAssetsProject(auth.workspaceId, [...new Set(assetIds)], null, projectId);
    },
  };
}

/** The projects service. */
export type ProjectsService = ReturnType<typeof createProjectsService>;
