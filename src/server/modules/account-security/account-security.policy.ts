import { allowEveryone, definePolicy, sessionAction } from '../../http/authorize';
import type { AuthContext } from '../../http/auth-context';

/** The refusal of deleting the instance owner's account: the instance has one owner and would have none. */
export const soleOwnerDeletionMessage =
  'This account owns this Postforge instance and is its only owner, so it cannot be deleted.';

function isNotInstanceOwner(actor: AuthContext): boolean {
  return !actor.isInstanceOwner;
}

/**
 * The signed-in user's own security settings: every signed-in user manages their sessions, e-mail address and
 * data, whatever their workspace role; which rows they reach is the user-scoped query's business. Deleting an
 * account is refused to the instance owner, its only owner.
 */
export const accountSecurityPolicy = definePolicy('security', {
  listSessions: sessionAction(allowEveryone),
  endSession: sessionAction(allowEveryone),
  endOtherSessions: sessionAction(allowEveryone),
  requestEmailChange: sessionAction(allowEveryone),
  readEmailChange: sessionAction(allowEveryone),
  confirmEmailChange: sessionAction(allowEveryone),
  exportData: sessionAction(allowEveryone),
  deleteAccount: sessionAction(isNotInstanceOwner, soleOwnerDeletionMessage),
});
