import { describe, expect, it } from 'vitest';
import { decideAll, everySignedInCaller, writersOnly } from '../../testing/policy-roster';
import { mediaPolicy, viewerUploadMessage } from './media.policy';

describe('media policy', () => {
  it('lets owners and editors upload and every member read files', () => {
    expect(viewerUploadMessage).toBe('Viewers cannot upload to this workspace.');
    expect(decideAll(mediaPolicy)).toEqual({
      upload: writersOnly(viewerUploadMessage),
      readFile: everySignedInCaller,
      readThumbnail: everySignedInCaller,
      listLibrary: everySignedInCaller,
      readAsset: everySignedInCaller,
    });
  });
});
