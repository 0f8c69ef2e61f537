import { describe, expect, it } from 'vitest';
import { decideAll, everySignedInCaller } from '../../testing/policy-roster';
import { accountSecurityPolicy, soleOwnerDeletionMessage } from './account-security.policy';

describe('account security policy', () => {
  it('lets every signed-in user manage their own account; the instance owner cannot delete theirs', () => {
    expect(decideAll(accountSecurityPolicy)).toEqual({
      listSessions: everySignedInCaller,
      endSession: everySignedInCaller,
      endOtherSessions: everySignedInCaller,
      requestEmailChange: everySignedInCaller,
      readEmailChange: everySignedInCaller,
      confirmEmailChange: everySignedInCaller,
      exportData: everySignedInCaller,
      deleteAccount: {
        ...everySignedInCaller,
        instanceOwner: `403: ${soleOwnerDeletionMessage}`,
        instanceOwnerAsViewer: `403: ${soleOwnerDeletionMessage}`,
      },
    });
  });
});
