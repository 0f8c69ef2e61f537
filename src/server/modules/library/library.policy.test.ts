import { describe, expect, it } from 'vitest';
import { decideAll, everySignedInCaller, writersOnly } from '../../testing/policy-roster';
import { libraryPolicy, viewerLibraryMessage } from './library.policy';

describe('library policy', () => {
  it('lets every member read and download, and only owners and editors change the library', () => {
    expect(decideAll(libraryPolicy)).toEqual({
      list: everySignedInCaller,
      read: everySignedInCaller,
      recordView: everySignedInCaller,
      download: everySignedInCaller,
      downloadZip: everySignedInCaller,
      export: everySignedInCaller,
      update: writersOnly(viewerLibraryMessage),
      bulk: writersOnly(viewerLibraryMessage),
      edit: writersOnly(viewerLibraryMessage),
    });
  });
});
