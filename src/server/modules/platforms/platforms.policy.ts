import {
  allowEveryone,
  canWriteWorkspace,
  definePolicy,
  isInstanceOwner,
  publicAction,
  sessionAction,
} from '../../http/authorize';
import { instanceOwnerOnlyMessage } from '../instance/instance.policy';

/** A viewer's refusal: connecting and disconnecting accounts changes where the workspace publishes. */
export const viewerConnectMessage = 'Viewers cannot connect or disconnect platform accounts.';

/**
 * Every member sees the workspace's platform cards; owners and editors connect and disconnect accounts; only
 * the instance owner sees and saves the platforms' OAuth clients (their secrets are the instance's).
 */
export const platformsPolicy = definePolicy('platforms', {
  list: sessionAction(allowEveryone),
  connect: sessionAction(canWriteWorkspace, viewerConnectMessage),
  callback: sessionAction(canWriteWorkspace, viewerConnectMessage),
  readAttempt: sessionAction(allowEveryone),
  disconnect: sessionAction(canWriteWorkspace, viewerConnectMessage),
  listClients: sessionAction(isInstanceOwner, instanceOwnerOnlyMessage),
  saveClient: sessionAction(isInstanceOwner, instanceOwnerOnlyMessage),
  // The signed link is the permission: the platform fetching a post's media has no session.
  readMedia: publicAction(allowEveryone),
});
