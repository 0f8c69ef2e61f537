import { describe, expect, it } from 'vitest';
import { decideAll, everySignedInCaller, writersOnly } from '../../testing/policy-roster';
import { historyPolicy } from './posts.history.policy';
import { viewerPostRecordMessage } from './posts.policy';

describe('history policy', () => {
  it('lets every member read the history and calendar, and only owners and editors change posts', () => {
    const writers = writersOnly(viewerPostRecordMessage);
    expect(decideAll(historyPolicy)).toEqual({
      listHistory: everySignedInCaller,
      listCalendar: everySignedInCaller,
      editPost: writers,
      reschedulePost: writers,
      duplicatePost: writers,
      deletePost: writers,
      publishDraft: writers,
      boostPost: writers,
      regenerateVideo: writers,
    });
  });
});
