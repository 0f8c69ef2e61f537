import { describe, expect, it } from 'vitest';
import { decideAll, everySignedInCaller } from '../../testing/policy-roster';
import { instanceOwnerOnlyMessage } from '../instance/instance.policy';
import { aiProvidersPolicy } from './ai-providers.policy';

const ownerOnly = {
  signedOut: '401',
  viewer: `403: ${instanceOwnerOnlyMessage}`,
  editor: `403: ${instanceOwnerOnlyMessage}`,
  owner: `403: ${instanceOwnerOnlyMessage}`,
  instanceOwner: 'allowed',
  instanceOwnerAsViewer: 'allowed',
};

describe('AI providers policy', () => {
  it('lets every signed-in user see the providers in use, and only the instance owner change or test them', () => {
    expect(decideAll(aiProvidersPolicy)).toEqual({
      list: everySignedInCaller,
      save: ownerOnly,
      test: ownerOnly,
    });
  });
});
