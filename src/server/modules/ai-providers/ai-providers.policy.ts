import { allowEveryone, definePolicy, isInstanceOwner, sessionAction } from '../../http/authorize';
import { instanceOwnerOnlyMessage } from '../instance/instance.policy';

/**
 * Every signed-in user sees which provider serves each AI capability (without addresses or keys); only the
 * instance owner sees the in-app settings, changes them and tests endpoints (the server calls the address
 * they give, so the call is theirs alone).
 */
export const aiProvidersPolicy = definePolicy('providers', {
  list: sessionAction(allowEveryone),
  save: sessionAction(isInstanceOwner, instanceOwnerOnlyMessage),
  test: sessionAction(isInstanceOwner, instanceOwnerOnlyMessage),
});
