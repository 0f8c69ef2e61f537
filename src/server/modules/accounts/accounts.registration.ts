import { normalizeEmail } from '../../../shared/domain/email';
import { AppError } from '../../http/app-error';
import {
  accountMessages,
  hashToken,
  validEmail,
  validPassword,
  type AccountsDependencies,
  type SessionResult,
} from './accounts.rules';
import type { AccountSessions } from './accounts.sessions';

/**
 * Registration: what the register view offers a visitor (owner set-up, invitation, open, waitlist), the new
 * account with its workspace, and the private beta's waitlist.
 */
export function createAccountRegistration(
  {
    loadAuth,
    store,
    clock,
    inTransaction,
  }: Pick<AccountsDependencies, 'loadAuth' | 'store' | 'clock' | 'inTransaction'>,
  sessions: Pick<AccountSessions, 'startSession' | 'rememberOwner'>,
) {
  async function findUsableInvitation(token: string | undefined) {
    if (!token) return undefined;
    const invitation = await store.findInvitationByTokenHash(hashToken(token));
    if (!invitation || invitation.acceptedAt || invitation.expiresAt <= clock()) return undefined;
    return invitation;
  }

  return {
    /** What the register view offers this visitor. */
    async getRegistrationMode(inviteToken?: string) {
      if ((await store.countUsers()) === 0) return { mode: 'owner-setup' as const };
      const invitation = await findUsableInvitation(inviteToken);
      if (invitation) return { mode: 'invitation' as const, invitedEmail: invitation.email };
      const settings = await store.findInstanceSettings();
      return { mode: settings?.isRegistrationOpen ? ('open' as const) : ('waitlist' as const) };
    },

    /**
     * Creates an account (first owner, open registration or invitation) with its personal workspace, signed
     * in; a project invitation also makes it a member of the inviting workspace and a collaborator of the
     * project. User, credential, session, workspace, ownership and the invitation's use commit together or
     * not at all: a failure part-way leaves no account that cannot log in or has no workspace, and an
     * invitation or the ownership two registrations race for goes to one of them.
     */
    async register(
      input: { name: string; email: string; password: string; invitationToken?: string },
      headers: Headers,
      address: string,
    ): Promise<SessionResult> {
      const email = validEmail(input.email);
      validPassword(input.password);
      const { setCookies, isOwner, userId } = await inTransaction(async () => {
        const isFirstUser = (await store.countUsers()) === 0;
        const invitation = await findUsableInvitation(input.invitationToken);
        if (invitation && normalizeEmail(invitation.email) !== email) {
          throw new AppError('forbidden', accountMessages.invitationMismatch, {
            email: accountMessages.invitationMismatch,
          });
        }
        const isOpen = (await store.findInstanceSettings())?.isRegistrationOpen ?? false;
        if (!isFirstUser && !invitation && !isOpen)
          throw new AppError('forbidden', accountMessages.registrationClosed);
        if (await store.findUserByEmail(email))
          throw new AppError('conflict', accountMessages.emailTaken, { email: accountMessages.emailTaken });

        const auth = await loadAuth();
        const { headers: answer, response } = await auth.api.signUpEmail({
          body: { name: input.name, email, password: input.password, rememberMe: false },
          headers,
          returnHeaders: true,
        });
        const userId = response.user.id;
        await store.createPersonalWorkspace(userId, `${input.name}'s workspace`);
        const isOwner = isFirstUser && (await store.claimOwnership(userId));
        // Lost races: another first registration became the owner, or used the invitation, meanwhile.
        if (isFirstUser && !isOwner && !invitation && !isOpen)
          throw new AppError('forbidden', accountMessages.registrationClosed);
        if (invitation && !(await store.markInvitationAccepted(invitation.id)))
          throw new AppError('forbidden', accountMessages.registrationClosed);
        // A project invitation: the account joins the inviting workspace (and the project); its requests are
        // scoped there from now on (findPrimaryMembership), the personal workspace stays theirs.
        if (invitation?.workspaceId) {
          await store.joinInvitedWorkspace(userId, email, {
            workspaceId: invitation.workspaceId,
            role: invitation.role ?? 'editor',
            projectId: invitation.projectId,
          });
        }
        return { setCookies: answer.getSetCookie(), isOwner, userId };
      });
      if (isOwner) sessions.rememberOwner(userId);
      return sessions.startSession(setCookies, headers, address);
    },

    async joinWaitlist(rawEmail: string, wantsUpdates: boolean): Promise<void> {
      await store.addToWaitlist(validEmail(rawEmail), wantsUpdates);
    },
  };
}
