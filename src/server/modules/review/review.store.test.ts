import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerInvitedUser, registerOwner } from '../../testing/accounts.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createGenerationStore } from '../generation/generation.store';
import { createReviewService } from './review.service';
import { createReviewStore } from './review.store';

describe('post versions', () => {
  let t: TestApp;
  let review: ReturnType<typeof createReviewService>;
  let mine: string;
  let theirs: string;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.container.database.db;
    review = createReviewService({ store: createReviewStore(db) });
    const owner = await registerOwner(t);
    mine = owner.session.workspace?.id ?? '';
    userId = owner.session.user?.id ?? '';
    const other = await registerInvitedUser(t, owner.jar, { email: 'other@example.com' });
    theirs = other.session.workspace?.id ?? '';
    const generation = createGenerationStore(db);
    await generation.insertRun(mine, {
      id: 'run-v',
      method: 'prompt',
      status: 'completed',
      prompt: 'p',
      input: {},
    });
    await generation.insertPostsWithRun(
      mine,
      'run-v',
      [
        {
          id: 'post-v',
          position: 1,
          platform: 'x',
          variation: 'normal',
          title: 'A post',
          content: 'First words',
          hashtags: ['bread'],
          imagePrompt: 'a loaf',
          generationMethod: 'prompt',
        },
      ],
      {},
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the previous state of every change, with who and why, and restores any of them', async () => {
    const edited = await review.updatePost(mine, 'post-v', { content: 'Second words' }, 'edit', userId);
    expect(edited.content).toBe('Second words');
    await review.updatePost(
      mine,
      'post-v',
      { hashtags: ['bread', 'bakery'], imagePrompt: 'two loaves' },
      'image',
    );
    // A change that changes nothing records nothing.
    await review.updatePost(mine, 'post-v', { content: 'Second words' }, 'edit', userId);

    const versions = await review.listVersions(mine, 'post-v');
    expect(versions.map((v) => [v.reason, v.content, v.hashtags, v.imagePrompt, v.createdBy])).toEqual([
      ['image', 'Second words', ['bread'], 'a loaf', null],
      ['edit', 'First words', ['bread'], 'a loaf', userId],
    ]);

    const first = versions[1];
    if (!first) throw new Error('no version');
    const restored = await review.restoreVersion(mine, 'post-v', first.id, userId);
    expect([restored.content, restored.hashtags, restored.imagePrompt]).toEqual([
      'First words',
      ['bread'],
      'a loaf',
    ]);
    const after = await review.listVersions(mine, 'post-v');
    expect(after).toHaveLength(3);
    expect([after[0]?.reason, after[0]?.content, after[0]?.hashtags]).toEqual([
      'restore',
      'Second words',
      ['bread', 'bakery'],
    ]);
  });

  it('refuses another workspace: no change, no versions, no restore', async () => {
    await expect(
      review.updatePost(theirs, 'post-v', { content: 'taken over' }, 'edit'),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(review.listVersions(theirs, 'post-v')).rejects.toMatchObject({ code: 'not_found' });
    const [version] = await review.listVersions(mine, 'post-v');
    await expect(review.restoreVersion(theirs, 'post-v', version?.id ?? '', null)).rejects.toMatchObject({
      code: 'not_found',
    });
    expect((await review.listVersions(mine, 'post-v'))[0]?.content).not.toBe('taken over');
  });
});
