import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedComment, FeedPost } from '../../../shared/contracts/feed';
import { registerInvitedUser, registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { insertFeedPosts } from '../../testing/feed.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('feed: content of hidden authors', () => {
  let t: TestApp;
  let owner: TestAccount;
  let alice: TestAccount;
  let bob: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    alice = await registerInvitedUser(t, owner.jar, { email: 'alice@example.com', name: 'Alice' });
    bob = await registerInvitedUser(t, owner.jar, { email: 'bob@example.com', name: 'Bob' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const setHidden = (account: TestAccount, isHidden: boolean) =>
    t.request({
      method: 'PUT',
      url: `/api/feed/authors/${account.session.user!.id}`,
      cookies: owner.jar,
      payload: { isHidden },
    });
  const comment = async (account: TestAccount, postId: string, content: string) =>
    (
      await t.request({
        method: 'POST',
        url: `/api/feed/posts/${postId}/comments`,
        cookies: account.jar,
        payload: { content },
      })
    ).json<{ comment: FeedComment; comments: number }>();
  const exists = async (table: string, id: string) =>
    (await t.container.database.pool.query(`select 1 from ${table} where id = $1`, [id])).rows.length > 0;

  it('the owner removes a reported post and comment of a hidden author; the author removes their own', async () => {
    const [reported, own] = await insertFeedPosts(t, bob, 2);
    const [alicePost] = await insertFeedPosts(t, alice, 1, { content: () => 'Alice writes' });
    const bobComment = (await comment(bob, alicePost!, 'Spam from Bob')).comment;
    for (const payload of [
      { postId: reported!, reason: 'Spam' },
      { commentId: bobComment.id, reason: 'Spam' },
    ]) {
      const report = await t.request({
        method: 'POST',
        url: '/api/feed/reports',
        cookies: alice.jar,
        payload,
      });
      expect(report.statusCode, report.body).toBe(201);
    }
    expect((await setHidden(bob, true)).statusCode).toBe(200);

    // Alice may not remove Bob's content, hidden or not.
    const refused = await t.request({
      method: 'DELETE',
      url: `/api/feed/posts/${reported}`,
      cookies: alice.jar,
    });
    expect(refused.statusCode).toBe(403);

    for (const url of [`/api/feed/posts/${reported}`, `/api/feed/comments/${bobComment.id}`]) {
      const removed = await t.request({ method: 'DELETE', url, cookies: owner.jar });
      expect(removed.statusCode, removed.body).toBe(200);
    }
    expect(await exists('community_posts', reported!)).toBe(false);
    expect(await exists('feed_comments', bobComment.id)).toBe(false);
    const reports = await t.request({ method: 'GET', url: '/api/feed/reports', cookies: owner.jar });
    expect(reports.json<{ reports: unknown[] }>().reports).toEqual([]);

    const ownRemoved = await t.request({ method: 'DELETE', url: `/api/feed/posts/${own}`, cookies: bob.jar });
    expect(ownRemoved.statusCode, ownRemoved.body).toBe(200);
    expect(await exists('community_posts', own!)).toBe(false);
    await setHidden(bob, false);
  });

  it('comment counts leave out hidden authors as the list does; their posts take no comment likes', async () => {
    const [postId] = await insertFeedPosts(t, alice, 1, { content: () => 'Counted post' });
    await comment(alice, postId!, 'First');
    const fromBob = await comment(bob, postId!, 'Second');
    expect(fromBob.comments).toBe(2);
    await setHidden(bob, true);

    const read = async () =>
      (await t.request({ method: 'GET', url: `/api/feed/posts/${postId}` })).json<{ post: FeedPost }>().post;
    const list = async () =>
      (await t.request({ method: 'GET', url: `/api/feed/posts/${postId}/comments` })).json<{
        comments: FeedComment[];
      }>().comments;
    expect((await list()).map((item) => item.content)).toEqual(['First']);
    expect((await read()).comments).toBe(1);
    const page = (await t.request({ method: 'GET', url: '/api/feed', cookies: alice.jar })).json<{
      posts: FeedPost[];
    }>().posts;
    expect(page.find((post) => post.id === postId)?.comments).toBe(1);
    expect((await comment(alice, postId!, 'Third')).comments).toBe(2);
    await setHidden(bob, false);
    expect((await read()).comments).toBe(3);

    // A comment on a post whose author is hidden cannot be liked.
    const [hiddenPost] = await insertFeedPosts(t, bob, 1, { content: () => 'Bob post' });
    const onHidden = (await comment(alice, hiddenPost!, 'Nice')).comment;
    await setHidden(bob, true);
    const like = await t.request({
      method: 'PUT',
      url: `/api/feed/comments/${onHidden.id}/like`,
      cookies: alice.jar,
      payload: { liked: true },
    });
    expect(like.statusCode).toBe(404);
  });
});
