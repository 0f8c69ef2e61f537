import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savePendingFeedAction, takePendingFeedAction } from './pending-action';

/** The part of the Storage API the pending action uses, in memory (the unit tests run in Node). */
function createMemoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('pending feed action', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', createMemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a visitor comment or reply for after login, once', () => {
    savePendingFeedAction({ kind: 'comment', postId: 'p1', content: 'Nice one', parentId: 'c1' });
    expect(takePendingFeedAction()).toEqual({
      kind: 'comment',
      postId: 'p1',
      content: 'Nice one',
      parentId: 'c1',
    });
    expect(takePendingFeedAction()).toBeUndefined();
    savePendingFeedAction({ kind: 'follow', postId: 'p1', userId: 'u1' });
    expect(takePendingFeedAction()).toEqual({ kind: 'follow', postId: 'p1', userId: 'u1' });
  });

  it("keeps a visitor's comment like with the comment it is for", () => {
    savePendingFeedAction({ kind: 'likeComment', postId: 'p1', commentId: 'c1' });
    expect(takePendingFeedAction()).toEqual({ kind: 'likeComment', postId: 'p1', commentId: 'c1' });
    sessionStorage.setItem(
      'postforge.feed.pending-action',
      JSON.stringify({ kind: 'likeComment', postId: 'p1' }),
    );
    expect(takePendingFeedAction()).toBeUndefined();
  });

  it('drops what it did not write: blank comments, unknown kinds, broken JSON', () => {
    for (const text of [
      JSON.stringify({ kind: 'comment', postId: 'p1', content: '   ' }),
      JSON.stringify({ kind: 'delete', postId: 'p1' }),
      JSON.stringify({ kind: 'follow', postId: 'p1' }),
      '{not json',
    ]) {
      sessionStorage.setItem('postforge.feed.pending-action', text);
      expect(takePendingFeedAction()).toBeUndefined();
    }
  });

  it('works without storage (private mode): nothing kept, nothing thrown', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(() => savePendingFeedAction({ kind: 'like', postId: 'p1' })).not.toThrow();
    expect(takePendingFeedAction()).toBeUndefined();
  });
});
