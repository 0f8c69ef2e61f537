import { definePolicy, isInstanceOwner, sessionAction } from '../../http/authorize';

/** The refusal of every instance setting to anyone but the instance owner. */
export const instanceOwnerOnlyMessage = 'Only the owner of this Postforge instance can do this.';

/** Instance settings (registration, invitations, outbox) are the instance owner's alone, whatever their role. */
export const instancePolicy = definePolicy('instance', {
  readOverview: sessionAction(isInstanceOwner, instanceOwnerOnlyMessage),
  setRegistration: sessionAction(isInstanceOwner, instanceOwnerOnlyMessage),
  invite: sessionAction(isInstanceOwner, instanceOwnerOnlyMessage),
});
