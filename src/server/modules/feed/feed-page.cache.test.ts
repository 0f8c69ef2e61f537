import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPost } from '../../../shared/contracts/feed';
import { registerInvitedUser, registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { insertFeedPosts } from '../../testing/feed.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createFeedPageCache, feedPageCacheTtlMs } from './feed-page.cache';

interface Page {
  posts: FeedPost[];
  nextCursor: string | null;
}

/** Polls `check` until it holds (a NOTIFY arrives on its own connection, a few milliseconds later). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

describe('feed: the anonymous page cache', () => {
  let t: TestApp;
  let owner: TestAccount;
  let bob: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    bob = await registerInvitedUser(t, owner.jar, { email: 'bob@example.com', name: 'Bob' });
    await t.container.realtime.ready();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('keeps a page for at most its lifetime, one load at a time, and not across a change', async () => {
    let clock = 0;
    const cache = createFeedPageCache({ realtime: t.container.realtime, now: () => clock });
    await t.container.realtime.ready();
    await new Promise((resolve) => setTimeout(resolve, 0));
    let loads = 0;
    const load = async () => `page ${++loads}`;

    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual(['page 1', 'page 1']);
    expect(await cache.get('k', load)).toBe('page 1');
    clock += feedPageCacheTtlMs - 1;
    expect(await cache.get('k', load)).toBe('page 1');
    clock += 1;
    expect(await cache.get('k', load)).toBe('page 2');

    // A change while a page is read: that page is answered but not kept.
    let finish: (value: string) => void = () => undefined;
    const slow = cache.get('slow', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('stale');
    expect(await slow).toBe('stale');
    expect(await cache.get('slow', load)).toBe('page 3');

    // A post added by any process (here: straight into the table) clears it through the feed's NOTIFY, long
    // before the lifetime is over (the clock stands still).
    // (the clear above emptied the cache: 'k' is read again, then kept)
    expect(await cache.get('k', load)).toBe('page 4');
    expect(await cache.get('k', load)).toBe('page 4');
    await insertFeedPosts(t, owner, 1);
    expect(await eventually(async () => (await cache.get('k', load)) !== 'page 4')).toBe(true);
  });

  it('shows a new post, a like and a comment to anonymous readers right away', async () => {
    const anonymousPage = async () => {
      const response = await t.request({ method: 'GET', url: '/api/feed' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      return response.json<Page>();
    };
    const [postId] = await insertFeedPosts(t, owner, 1, { startMs: Date.now() + 60_000 });
    expect(await eventually(async () => (await anonymousPage()).posts[0]?.id === postId)).toBe(true);
    expect((await anonymousPage()).posts[0]).toMatchObject({ likes: 0, comments: 0, isLiked: false });

    const liked = await t.request({
      method: 'PUT',
      url: `/api/feed/posts/${postId}/like`,
      cookies: bob.jar,
      payload: { liked: true },
    });
    expect(liked.statusCode, liked.body).toBe(200);
    expect((await anonymousPage()).posts[0]).toMatchObject({ id: postId, likes: 1, isLiked: false });

    const commented = await t.request({
      method: 'POST',
      url: `/api/feed/posts/${postId}/comments`,
      cookies: bob.jar,
      payload: { content: 'Lovely' },
    });
    expect(commented.statusCode, commented.body).toBe(201);
    expect((await anonymousPage()).posts[0]).toMatchObject({ id: postId, comments: 1 });

    // The signed-in reader gets their own marks (never from the anonymous cache).
    const mine = await t.request({ method: 'GET', url: '/api/feed', cookies: bob.jar });
    expect(mine.json<Page>().posts[0]).toMatchObject({ id: postId, likes: 1, isLiked: true });
  });

  it('refuses a malformed cursor whether or not pages are cached', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await t.request({ method: 'GET', url: '/api/feed?cursor=nonsense' });
      expect(response.statusCode).toBe(400);
    }
  });
});
