import { describe, expect, it } from 'vitest';
import { decideAll, everySignedInCaller, writersOnly } from '../../testing/policy-roster';
import { postsPolicy, viewerPostRecordMessage } from './posts.policy';

describe('posts policy', () => {
  it('lets owners and editors save drafts, and every member read stored posts', () => {
    expect(decideAll(postsPolicy)).toEqual({
      saveDraft: writersOnly(viewerPostRecordMessage),
      publishPost: writersOnly(viewerPostRecordMessage),
      retryPublish: writersOnly(viewerPostRecordMessage),
      listPosts: everySignedInCaller,
      getPost: everySignedInCaller,
    });
  });
});
