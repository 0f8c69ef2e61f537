import { describe, expect, it } from 'vitest';
import { decideAll, everyCaller, everySignedInCaller } from '../../testing/policy-roster';
import { instanceOwnerOnlyMessage } from '../instance/instance.policy';
import { platformsPolicy, viewerConnectMessage } from './platforms.policy';

const ownerOnly = {
  signedOut: '401',
  viewer: `403: ${instanceOwnerOnlyMessage}`,
  editor: `403: ${instanceOwnerOnlyMessage}`,
  owner: `403: ${instanceOwnerOnlyMessage}`,
  instanceOwner: 'allowed',
  instanceOwnerAsViewer: 'allowed',
};

const writers = {
  signedOut: '401',
  viewer: `403: ${viewerConnectMessage}`,
  editor: 'allowed',
  owner: 'allowed',
  instanceOwner: 'allowed',
  instanceOwnerAsViewer: `403: ${viewerConnectMessage}`,
};

describe('platforms policy', () => {
  it('shows every member the cards; owners and editors connect; only the instance owner sees OAuth clients', () => {
    expect(decideAll(platformsPolicy)).toEqual({
      list: everySignedInCaller,
      connect: writers,
      callback: writers,
      readAttempt: everySignedInCaller,
      disconnect: writers,
      listClients: ownerOnly,
      saveClient: ownerOnly,
      // The signed link is the permission (checked by the route): the platform fetching it has no session.
      readMedia: everyCaller,
    });
  });
});
