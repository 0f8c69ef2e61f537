import { randomBytes } from 'node:crypto';
import type { AccountsStore } from '../accounts/accounts.store';
import { hashToken } from '../accounts/accounts.rules';

/** How long an invitation link stays valid. */
export const invitationDays = 14;

/** Where a project invitation puts the account it registers. */
export interface InvitationTarget {
  workspaceId: string;
  projectId: string;
  role: 'editor';
}

/**
 * Issues invitations, the instance owner's and the projects' alike: a single-use token stored hashed, valid for
 * `invitationDays`, and the registration link that carries it. Sending the e-mail is the caller's.
 */
export function createInvitationIssuer(deps: { store: AccountsStore; publicUrl: string; clock: () => Date }) {
  const { store, publicUrl, clock } = deps;
  return {
    async issue(email: string, invitedBy: string, target?: InvitationTarget) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(clock().getTime() + invitationDays * 24 * 60 * 60 * 1000);
      const invitation = await store.createInvitation({
        email,
        tokenHash: hashToken(token),
        invitedBy,
        expiresAt,
        ...target,
      });
      return { invitation, link: `${publicUrl}/?invite=${token}` };
    },
  };
}

/** The invitation issuer. */
export type InvitationIssuer = ReturnType<typeof createInvitationIssuer>;
