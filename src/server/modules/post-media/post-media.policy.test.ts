import { describe, expect, it } from 'vitest';
import { decideAll, writersOnly } from '../../testing/policy-roster';
import { postMediaPolicy, viewerPostMediaMessage } from './post-media.policy';

describe('post media policy', () => {
  it('lets owners and editors change media and export', () => {
    expect(decideAll(postMediaPolicy)).toEqual({
      chooseMedia: writersOnly(viewerPostMediaMessage),
      generateImage: writersOnly(viewerPostMediaMessage),
      exportPost: writersOnly(viewerPostMediaMessage),
      exportRun: writersOnly(viewerPostMediaMessage),
      markExported: writersOnly(viewerPostMediaMessage),
    });
  });
});
