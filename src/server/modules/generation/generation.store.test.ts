import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerInvitedUser, registerOwner } from '../../testing/accounts.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createGenerationStore, type NewPost } from './generation.store';

const newPost = (id: string, position: number): NewPost => ({
  id,
  position,
  platform: 'instagram',
  variation: 'normal',
  title: 'A post',
  content: 'Fresh bread every morning',
  generationMethod: 'prompt',
});

describe('generation store', () => {
  let t: TestApp;
  let store: ReturnType<typeof createGenerationStore>;
  let mine: string;
  let theirs: string;
  beforeAll(async () => {
    t = await createTestApp();
    store = createGenerationStore(t.container.database.db);
    const owner = await registerOwner(t);
    mine = owner.session.workspace?.id ?? '';
    const other = await registerInvitedUser(t, owner.jar, { email: 'other@example.com' });
    theirs = other.session.workspace?.id ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  const insertRun = (id: string, workspaceId: string) =>
    store.insertRun(workspaceId, { id, method: 'prompt', status: 'running', prompt: 'p', input: {} });

  it('reads and changes a run and its posts only through their own workspace', async () => {
    await insertRun('run-a', mine);
    await store.insertPostsWithRun(mine, 'run-a', [newPost('post-a', 1)], { step: 2 });

    expect(await store.findRun(theirs, 'run-a')).toBeUndefined();
    expect(await store.findPosts(theirs, 'run-a')).toEqual([]);
    expect(await store.findPost(theirs, 'post-a')).toBeUndefined();
    expect(await store.updatePost(theirs, 'post-a', { content: 'taken over' })).toBeUndefined();
    await store.updateRun(theirs, 'run-a', { status: 'failed' });
    expect(await store.listRuns(theirs)).toEqual([]);

    expect((await store.findRun(mine, 'run-a'))?.status).toBe('running');
    expect((await store.findPost(mine, 'post-a'))?.content).toBe('Fresh bread every morning');
    expect((await store.listRuns(mine)).map(({ run, postCount }) => [run.id, postCount])).toEqual([
      ['run-a', 1],
    ]);
  });

  it('stores a run’s posts and its progress together or not at all', async () => {
    await insertRun('run-b', mine);
    const duplicate = newPost('post-b', 2);
    await expect(
      store.insertPostsWithRun(mine, 'run-b', [newPost('post-b', 1), duplicate], {
        progress: { scrapedAssetIds: [], notices: [] },
        step: 2,
      }),
    ).rejects.toThrow();
    expect(await store.findPosts(mine, 'run-b')).toEqual([]);
    expect(await store.findRun(mine, 'run-b')).toMatchObject({ progress: null, step: 0 });

    await store.insertPostsWithRun(mine, 'run-b', [newPost('post-b', 1)], {
      progress: { scrapedAssetIds: [], notices: ['kept'] },
      step: 2,
    });
    expect(await store.findPosts(mine, 'run-b')).toHaveLength(1);
    expect(await store.findRun(mine, 'run-b')).toMatchObject({ progress: { notices: ['kept'] }, step: 2 });
  });

  it('lists the unfinished runs and clips of every workspace for a worker’s recovery', async () => {
    await insertRun('run-c', theirs);
    const unfinished = await store.listUnfinishedRuns();
    expect(unfinished).toEqual(
      expect.arrayContaining([
        { id: 'run-a', workspaceId: mine },
        { id: 'run-c', workspaceId: theirs },
      ]),
    );
    await store.insertPostsWithRun(
      theirs,
      'run-c',
      [{ ...newPost('post-c', 1), videoStatus: 'pending' }],
      {},
    );
    expect(await store.listUnfinishedVideos()).toEqual([{ id: 'post-c', workspaceId: theirs }]);
  });
});
