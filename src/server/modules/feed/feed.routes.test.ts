import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedComment, FeedPost } from '../../../shared/contracts/feed';
import { registerInvitedUser, registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { insertFeedPosts } from '../../testing/feed.factory';
import { renderPng, uploadAsset } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { notYourContentMessage } from './feed.policy';

interface Page {
  posts: FeedPost[];
  nextCursor: string | null;
}

describe('feed: public paging, counters, actions, permissions', () => {
  let t: TestApp;
  let owner: TestAccount;
  let alice: TestAccount;
  let bob: TestAccount;
  let ids: string[];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    alice = await registerInvitedUser(t, owner.jar, { email: 'alice@example.com', name: 'Alice' });
    bob = await registerInvitedUser(t, owner.jar, { email: 'bob@example.com', name: 'Bob' });
    ids = await insertFeedPosts(t, alice, 25);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const page = async (query = '', jar?: string) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/feed${query}`,
      ...(jar ? { cookies: jar } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };

  it('pages anonymously, 10 at a time, newest first, without gaps or repeats', async () => {
    const first = await page();
    expect(first.posts).toHaveLength(10);
    expect(first.posts[0]?.id).toBe(ids[24]);
    expect(first.posts[0]?.author.name).toBe('Alice');
    const second = await page(`?cursor=${first.nextCursor}`);
    const third = await page(`?cursor=${second.nextCursor}`);
    expect(third.posts).toHaveLength(5);
    expect(third.nextCursor).toBeNull();
    const seen = [...first.posts, ...second.posts, ...third.posts].map((post) => post.id);
    expect(seen).toEqual([...ids].reverse());
    expect((await t.request({ method: 'GET', url: '/api/feed?cursor=nonsense' })).statusCode).toBe(400);
  });

  it('refuses actions without an account and counts likes once per user', async () => {
    const postId = ids[0]!;
    const like = (jar: string | undefined, liked: boolean) =>
      t.request({
        method: 'PUT',
        url: `/api/feed/posts/${postId}/like`,
        ...(jar ? { cookies: jar } : {}),
        payload: { liked },
      });
    expect((await like(undefined, true)).statusCode).toBe(401);
    expect((await like(bob.jar, true)).json()).toEqual({ likes: 1, isLiked: true });
    expect((await like(bob.jar, true)).json()).toEqual({ likes: 1, isLiked: true });
    expect((await like(owner.jar, true)).json()).toEqual({ likes: 2, isLiked: true });
    expect((await like(owner.jar, false)).json()).toEqual({ likes: 1, isLiked: false });
    const post = (
      await t.request({ method: 'GET', url: `/api/feed/posts/${postId}`, cookies: bob.jar })
    ).json<{ post: FeedPost }>().post;
    expect(post.likes).toBe(1);
    expect(post.isLiked).toBe(true);
    expect(post.canDelete).toBe(false);
  });

  it('counts a view once per viewer, anonymous ones by their cookie', async () => {
    const postId = ids[1]!;
    const view = (cookie?: string) =>
      t.request({
        method: 'POST',
        url: `/api/feed/posts/${postId}/view`,
        ...(cookie ? { cookies: cookie } : {}),
      });
    const anonymous = await view();
    expect(anonymous.json()).toEqual({ views: 1 });
    const cookie = String(anonymous.headers['set-cookie']).split(';')[0]!;
    expect((await view(cookie)).json()).toEqual({ views: 1 });
    expect((await view(bob.jar)).json()).toEqual({ views: 2 });
    expect((await view(bob.jar)).json()).toEqual({ views: 2 });
    const share = await t.request({ method: 'POST', url: `/api/feed/posts/${postId}/share` });
    expect(share.json()).toEqual({ shares: 1 });
  });

  it('comments, replies and comment likes; blank comments refused; counts kept', async () => {
    const postId = ids[2]!;
    const comment = (jar: string | undefined, payload: object) =>
      t.request({
        method: 'POST',
        url: `/api/feed/posts/${postId}/comments`,
        ...(jar ? { cookies: jar } : {}),
        payload,
      });
    expect((await comment(undefined, { content: 'Hi' })).statusCode).toBe(401);
    expect((await comment(bob.jar, { content: '   ' })).statusCode).toBe(400);
    const first = await comment(bob.jar, { content: 'Great post, see https://example.com' });
    expect(first.statusCode, first.body).toBe(201);
    const added = first.json<{ comment: FeedComment; comments: number }>();
    expect(added.comments).toBe(1);
    expect(added.comment.linksAsText).toBe(true);
    const reply = await comment(alice.jar, { content: 'Thanks!', parentId: added.comment.id });
    expect(reply.json<{ comments: number }>().comments).toBe(2);
    const like = await t.request({
      method: 'PUT',
      url: `/api/feed/comments/${added.comment.id}/like`,
      cookies: alice.jar,
      payload: { liked: true },
    });
    expect(like.json()).toEqual({ likes: 1, isLiked: true });
    const list = (await t.request({ method: 'GET', url: `/api/feed/posts/${postId}/comments` })).json<{
      comments: FeedComment[];
    }>().comments;
    expect(list.map((entry) => entry.content)).toEqual(['Thanks!', 'Great post, see https://example.com']);
    expect(list[0]?.parentId).toBe(added.comment.id);

    // Another account cannot remove Bob's comment; Bob can, with its reply.
    const refused = await t.request({
      method: 'DELETE',
      url: `/api/feed/comments/${added.comment.id}`,
      cookies: alice.jar,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(notYourContentMessage);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/feed/comments/${added.comment.id}`,
      cookies: bob.jar,
    });
    expect(removed.statusCode).toBe(200);
    const post = (await t.request({ method: 'GET', url: `/api/feed/posts/${postId}` })).json<{
      post: FeedPost;
    }>().post;
    expect(post.comments).toBe(0);
  });

  it('follows, the Following filter and the follow lists', async () => {
    expect((await page('?filter=following', bob.jar)).posts).toHaveLength(0);
    const follow = await t.request({
      method: 'PUT',
      url: `/api/feed/users/${alice.session.user!.id}/follow`,
      cookies: bob.jar,
      payload: { following: true },
    });
    expect(follow.json()).toEqual({ isFollowing: true });
    const following = await page('?filter=following', bob.jar);
    expect(following.posts).toHaveLength(10);
    expect(following.posts[0]?.isFollowingAuthor).toBe(true);
    const followers = (
      await t.request({ method: 'GET', url: `/api/feed/users/${alice.session.user!.id}/followers` })
    ).json<{ users: { name: string }[] }>().users;
    expect(followers.map((user) => user.name)).toEqual(['Bob']);
  });

  it('serves a post media publicly only once it is in the feed, and the OG page', async () => {
    const asset = await uploadAsset(t, alice.jar, {
      filename: 'card.png',
      contentType: 'image/png',
      data: await renderPng(),
    });
    expect((await t.request({ method: 'GET', url: `/feed-media/${asset.id}` })).statusCode).toBe(404);
    const [postId] = await insertFeedPosts(t, alice, 1, {
      content: () => 'A <b>bold</b> launch & more',
      mediaAssetId: asset.id,
      startMs: Date.now(),
    });
    const media = await t.request({ method: 'GET', url: `/feed-media/${asset.id}` });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    const html = await t.request({ method: 'GET', url: `/p/${postId}` });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('<meta property="og:title" content="Alice on Postforge">');
    expect(html.body).toContain('content="A &lt;b&gt;bold&lt;/b&gt; launch &amp; more"');
    expect(html.body).toContain(`/feed-media/${asset.id}"`);
  });

  it('moderation: author or instance owner deletes, owner hides and verifies, reports', async () => {
    const [postId, otherId] = [ids[3]!, ids[4]!];
    const del = (id: string, jar: string) =>
      t.request({ method: 'DELETE', url: `/api/feed/posts/${id}`, cookies: jar });
    expect((await del(postId, bob.jar)).statusCode).toBe(403);
    expect((await del(postId, alice.jar)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/feed/posts/${postId}` })).statusCode).toBe(404);
    expect((await del(otherId, owner.jar)).statusCode).toBe(200);

    const report = await t.request({
      method: 'POST',
      url: '/api/feed/reports',
      cookies: bob.jar,
      payload: { postId: ids[5], reason: 'Spam' },
    });
    expect(report.statusCode, report.body).toBe(201);
    expect((await t.request({ method: 'GET', url: '/api/feed/reports', cookies: bob.jar })).statusCode).toBe(
      403,
    );
    const reports = (await t.request({ method: 'GET', url: '/api/feed/reports', cookies: owner.jar })).json<{
      reports: { id: string; reason: string; authorName: string }[];
    }>().reports;
    expect(reports).toMatchObject([{ reason: 'Spam', authorName: 'Alice' }]);

    const flags = (body: object, jar = owner.jar) =>
      t.request({
        method: 'PUT',
        url: `/api/feed/authors/${alice.session.user!.id}`,
        cookies: jar,
        payload: body,
      });
    expect((await flags({ isVerified: true }, bob.jar)).statusCode).toBe(403);
    expect((await flags({ isVerified: true })).json()).toEqual({ isVerified: true, isHidden: false });
    expect((await page()).posts[0]?.author.verified).toBe(true);
    expect((await flags({ isHidden: true })).json()).toEqual({ isVerified: true, isHidden: true });
    expect((await page()).posts).toHaveLength(0);
    await flags({ isHidden: false });
    expect((await page()).posts).toHaveLength(10);
  });
});
