import { describe, expect, it } from 'vitest';
import { decideAll, everySignedInCaller, writersOnly } from '../../testing/policy-roster';
import { reviewPolicy, viewerEditPostMessage } from './review.policy';

describe('review policy', () => {
  it('lets owners and editors change posts, and every member read their versions', () => {
    expect(decideAll(reviewPolicy)).toEqual({
      editPost: writersOnly(viewerEditPostMessage),
      listVersions: everySignedInCaller,
      restoreVersion: writersOnly(viewerEditPostMessage),
      regeneratePost: writersOnly(viewerEditPostMessage),
      regenerateImage: writersOnly(viewerEditPostMessage),
      shortenPost: writersOnly(viewerEditPostMessage),
    });
  });
});
