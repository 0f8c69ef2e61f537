import { describe, expect, it } from 'vitest';
import { decideAll, everySignedInCaller, writersOnly } from '../../testing/policy-roster';
import { brandPacksPolicy, viewerBrandPackMessage } from './brand-packs.policy';

describe('brand packs policy', () => {
  it('lets every member read and export brand packs and their files and only owners and editors change them', () => {
    expect(decideAll(brandPacksPolicy)).toEqual({
      list: everySignedInCaller,
      export: everySignedInCaller,
      create: writersOnly(viewerBrandPackMessage),
      update: writersOnly(viewerBrandPackMessage),
      delete: writersOnly(viewerBrandPackMessage),
      activate: writersOnly(viewerBrandPackMessage),
      listFiles: everySignedInCaller,
      readFont: everySignedInCaller,
      uploadFont: writersOnly(viewerBrandPackMessage),
      removeFont: writersOnly(viewerBrandPackMessage),
      addImage: writersOnly(viewerBrandPackMessage),
      removeImage: writersOnly(viewerBrandPackMessage),
    });
  });
});
