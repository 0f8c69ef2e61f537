import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerInvitedUser, registerOwner } from '../../testing/accounts.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createMediaStore, type MediaStore, type NewAsset } from './media.store';

const newAsset = (storageKey: string): NewAsset => ({
  type: 'image',
  source: 'uploaded',
  title: 'shop.png',
  storageKey,
  contentType: 'image/png',
  size: 10,
  thumbnailKey: `${storageKey}.jpg`,
});

describe('media store', () => {
  let t: TestApp;
  let store: MediaStore;
  let mine: string;
  let theirs: string;
  beforeAll(async () => {
    t = await createTestApp();
    store = createMediaStore(t.container.database.db);
    const owner = await registerOwner(t);
    mine = owner.session.workspace?.id ?? '';
    const other = await registerInvitedUser(t, owner.jar, { email: 'other@example.com' });
    theirs = other.session.workspace?.id ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  it("stores an asset in the caller's workspace and shows it to no other", async () => {
    const asset = await store.insert(mine, newAsset('mine/a.png'));
    expect(asset.workspaceId).toBe(mine);

    expect(await store.find(theirs, asset.id)).toBeUndefined();
    expect(await store.findMany(theirs, [asset.id])).toEqual([]);
    expect(await store.findUsedKeys(theirs, ['mine/a.png', 'mine/a.png.jpg'])).toEqual(new Set());

    expect((await store.find(mine, asset.id))?.title).toBe('shop.png');
    expect((await store.findMany(mine, [asset.id])).map((row) => row.id)).toEqual([asset.id]);
    expect(await store.findUsedKeys(mine, ['mine/a.png', 'mine/a.png.jpg', 'mine/b.png'])).toEqual(
      new Set(['mine/a.png', 'mine/a.png.jpg']),
    );
  });
});
