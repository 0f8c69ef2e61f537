import type { Project, ProjectInvitation } from '../../../shared/contracts/projects';
import { isEmailShaped, normalizeEmail } from '../../../shared/domain/email';
import type { InterfaceLocale } from '../../../shared/domain/locales';
import { projectMaxCollaborators } from '../../../shared/domain/projects';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import { authorize } from '../../http/authorize';
import { userText } from '../../i18n/user-text';
import type { Mailer } from '../../integrations/email/mailer';
import type { AccountsStore } from '../accounts/accounts.store';
import { composeProjectInvitationEmail } from '../instance/instance.emails';
import { invitationDays, type InvitationIssuer } from '../instance/instance.invitations';
import { projectAccessPolicy } from './projects.policy';
import { projectNotFoundMessage, type ProjectsService } from './projects.service';
import type { ProjectsStore } from './projects.store';

/** Refusals of a project invitation. */
export const projectInvitationMessages = {
  invalidEmail: 'Please enter a valid email address.',
  viewer: '{{email}} is a viewer of this workspace; only editors can work on a project.',
  outside:
    '{{email}} already has a Postforge account outside this workspace. Accounts cannot join another workspace yet.',
  alreadyInvited: '{{email}} has already been invited to this project.',
  tooMany: 'A project can have at most {{max}} collaborators.',
  invitationNotFound: 'This invitation does not exist or was already accepted.',
} as const;

/** What inviting an address did: added a member at once, or e-mailed an invitation. */
export interface InviteOutcome {
  outcome: 'added' | 'invited';
  project: Project;
  invitation: ProjectInvitation | null;
}

const presentInvitation = (row: {
  id: string;
  email: string;
  createdAt: Date;
  expiresAt: Date;
}): ProjectInvitation => ({
  id: row.id,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * Inviting collaborators to a project by e-mail (issue #14), for whoever may share it (canShare). An editor (or
 * owner) of the workspace joins the collaborators at once; an address without an account gets an invitation
 * (the instance's invitations, naming the workspace, the role 'editor' and the project) whose registration
 * joins both; an account outside the workspace is refused, as there is no workspace switcher to join it with.
 */
export function createProjectInvitationsService(deps: {
  store: ProjectsStore;
  accounts: AccountsStore;
  issuer: InvitationIssuer;
  mailer: Mailer;
  projects: ProjectsService;
  clock: () => Date;
}) {
  const { store, accounts, issuer, mailer, projects, clock } = deps;

  async function loadShareable(auth: AuthContext, projectId: string) {
    const listing = await store.find(auth.workspaceId, projectId);
    if (!listing) throw new AppError('not_found', projectNotFoundMessage);
    authorize(auth, projectAccessPolicy.share, listing.project);
    return listing.project;
  }

  return {
    /** The project's pending invitations (every member of the workspace may see them, like its collaborators). */
    async list(auth: AuthContext, projectId: string): Promise<ProjectInvitation[]> {
      const listing = await store.find(auth.workspaceId, projectId);
      if (!listing) throw new AppError('not_found', projectNotFoundMessage);
      return (await store.pendingInvitations(auth.workspaceId, projectId, clock())).map(presentInvitation);
    },

    /** Invites `rawEmail` to the project; the e-mail is in `locale`, the inviter's language. */
    async invite(
      auth: AuthContext,
      projectId: string,
      rawEmail: string,
      locale: InterfaceLocale,
    ): Promise<InviteOutcome> {
      const project = await loadShareable(auth, projectId);
      const email = normalizeEmail(rawEmail);
      if (!isEmailShaped(email)) {
        const message = projectInvitationMessages.invalidEmail;
        throw new AppError('validation_failed', message, { email: message });
      }
      const added = async (): Promise<InviteOutcome> => ({
        outcome: 'added',
        project: await projects.get(auth, projectId),
        invitation: null,
      });
      if (project.collaborators.includes(email)) return added();
      const pending = await store.pendingInvitations(auth.workspaceId, projectId, clock());
      if (project.collaborators.length + pending.length >= projectMaxCollaborators) {
        const message = userText(projectInvitationMessages.tooMany, { max: projectMaxCollaborators });
        throw new AppError('bad_request', message, { email: message });
      }
      const role = await store.memberRole(auth.workspaceId, email);
      if (role === 'viewer') {
        const message = userText(projectInvitationMessages.viewer, { email });
        throw new AppError('bad_request', message, { email: message });
      }
      if (role) {
        await store.update(auth.workspaceId, projectId, { collaborators: [...project.collaborators, email] });
        return added();
      }
      if (await accounts.findUserByEmail(email)) {
        const message = userText(projectInvitationMessages.outside, { email });
        throw new AppError('conflict', message, { email: message });
      }
      if (pending.some((invitation) => invitation.email === email)) {
        const message = userText(projectInvitationMessages.alreadyInvited, { email });
        throw new AppError('conflict', message, { email: message });
      }
      const { invitation, link } = await issuer.issue(email, auth.userId, {
        workspaceId: auth.workspaceId,
        projectId,
        role: 'editor',
      });
      await mailer.send(
        composeProjectInvitationEmail(
          locale,
          { email, link, validDays: invitationDays },
          { inviter: auth.name, project: project.name, workspace: auth.workspaceName },
        ),
      );
      await accounts.markWaitlistInvited(email);
      return {
        outcome: 'invited',
        project: await projects.get(auth, projectId),
        invitation: presentInvitation(invitation),
      };
    },

    /** Withdraws a pending invitation of the project (canShare): its link no longer registers anyone. */
    async withdraw(auth: AuthContext, projectId: string, invitationId: string): Promise<void> {
      await loadShareable(auth, projectId);
      if (!(await store.withdrawInvitation(auth.workspaceId, projectId, invitationId)))
        throw new AppError('not_found', projectInvitationMessages.invitationNotFound);
    },
  };
}

/** The project invitations service. */
export type ProjectInvitationsService = ReturnType<typeof createProjectInvitationsService>;
