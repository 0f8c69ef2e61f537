import { describe, expect, it } from 'vitest';
import { decideAll } from '../../testing/policy-roster';
import { instanceOwnerOnlyMessage, instancePolicy } from './instance.policy';

const ownerOnly = {
  signedOut: '401',
  viewer: `403: ${instanceOwnerOnlyMessage}`,
  editor: `403: ${instanceOwnerOnlyMessage}`,
  owner: `403: ${instanceOwnerOnlyMessage}`,
  instanceOwner: 'allowed',
  instanceOwnerAsViewer: 'allowed',
};

describe('instance policy', () => {
  it("gives the instance settings to the instance owner only, whatever anyone's workspace role", () => {
    expect(instanceOwnerOnlyMessage).toBe('Only the owner of this Postforge instance can do this.');
    expect(decideAll(instancePolicy)).toEqual({
      readOverview: ownerOnly,
      setRegistration: ownerOnly,
      invite: ownerOnly,
    });
  });
});
