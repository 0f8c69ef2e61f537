import { describe, expect, it } from 'vitest';
import { decideAll, everySignedInCaller, writersOnly } from '../../testing/policy-roster';
import { reelsPolicy, viewerEditMessage } from './reels.policy';

describe('reels policy', () => {
  it('lets owners and editors edit and preview, and every member follow an edit', () => {
    expect(decideAll(reelsPolicy)).toEqual({
      startEdit: writersOnly(viewerEditMessage),
      previewEdit: writersOnly(viewerEditMessage),
      readEdit: everySignedInCaller,
    });
  });
});
