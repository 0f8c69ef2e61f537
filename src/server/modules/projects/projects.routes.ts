import type { FastifyInstance } from 'fastify';
import {
  addProjectAssetsContract,
  createProjectContract,
  deleteProjectContract,
  getProjectContract,
  inviteToProjectContract,
  listProjectInvitationsContract,
  listProjectsContract,
  removeProjectAssetsContract,
  updateProjectContract,
  withdrawProjectInvitationContract,
} from '../../../shared/contracts/projects';
import { bindRoute } from '../../http/contract-binding';
import { localeOfRequest } from '../../i18n/request-locale';
import type { ProjectInvitationsService } from './projects.invitations';
import { projectsPolicy } from './projects.policy';
import type { ProjectsService } from './projects.service';

/**
 * Projects of the Content Studio: list, create, read, edit, delete, their assets in and out, and inviting
 * collaborators by e-mail.
 */
export function registerProjectsRoutes(
  app: FastifyInstance,
  deps: { projects: ProjectsService; invitations: ProjectInvitationsService },
): void {
  const { projects, invitations } = deps;

  bindRoute(app, listProjectsContract, projectsPolicy.list, async ({ auth, query }) => ({
    projects: await projects.list(auth, query.search),
  }));

  bindRoute(app, createProjectContract, projectsPolicy.create, async ({ auth, body }) => ({
    project: await projects.create(auth, body),
  }));

  bindRoute(app, getProjectContract, projectsPolicy.read, async ({ auth, params }) => ({
    project: await projects.get(auth, params.projectId),
  }));

  bindRoute(app, updateProjectContract, projectsPolicy.update, async ({ auth, params, body }) => ({
    project: await projects.update(auth, params.projectId, body),
  }));

  bindRoute(app, deleteProjectContract, projectsPolicy.delete, async ({ auth, params }) => {
    await projects.remove(auth, params.projectId);
    return { ok: true as const };
  });

  bindRoute(app, addProjectAssetsContract, projectsPolicy.changeAssets, async ({ auth, params, body }) => ({
    count: await projects.addAssets(auth, params.projectId, body.assetIds),
  }));

  bindRoute(
    app,
    removeProjectAssetsContract,
    projectsPolicy.changeAssets,
    async ({ auth, params, body }) => ({
      count: await projects.removeAssets(auth, params.projectId, body.assetIds),
    }),
  );

  bindRoute(
    app,
    listProjectInvitationsContract,
    projectsPolicy.readInvitations,
    async ({ auth, params }) => ({
      invitations: await invitations.list(auth, params.projectId),
    }),
  );

  bindRoute(app, inviteToProjectContract, projectsPolicy.invite, async ({ auth, params, body, request }) =>
    invitations.invite(auth, params.projectId, body.email, localeOfRequest(request)),
  );

  bindRoute(
    app,
    withdrawProjectInvitationContract,
    projectsPolicy.withdrawInvitation,
    async ({ auth, params }) => {
      await invitations.withdraw(auth, params.projectId, params.invitationId);
      return { ok: true as const };
    },
  );
}
