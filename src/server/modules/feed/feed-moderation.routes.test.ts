import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedComment, FeedReport, ModeratedAuthor } from '../../../shared/contracts/feed';
import { feedCommentsPerMinute } from '../../../shared/domain/feed';
import { registerInvitedUser, registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { insertFeedPosts } from '../../testing/feed.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { instanceOwnerOnlyMessage } from '../instance/instance.policy';

describe('feed moderation: authors list, reports, comment limits and links', () => {
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
    ids = await insertFeedPosts(t, alice, 3);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const listAuthors = (jar: string) => t.request({ method: 'GET', url: '/api/feed/authors', cookies: jar });

  it('lists the feed authors with their marks to the instance owner only', async () => {
    const refused = await listAuthors(bob.jar);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(instanceOwnerOnlyMessage);
    expect((await t.request({ method: 'GET', url: '/api/feed/authors' })).statusCode).toBe(401);

    const before = (await listAuthors(owner.jar)).json<{ authors: ModeratedAuthor[] }>().authors;
    expect(before).toEqual([
      expect.objectContaining({ id: alice.session.user!.id, name: 'Alice', posts: 3, verified: false }),
    ]);

    // Bob has no post: he appears once the owner marks him.
    await t.request({
      method: 'PUT',
      url: `/api/feed/authors/${bob.session.user!.id}`,
      cookies: owner.jar,
      payload: { isHidden: true },
    });
    const after = (await listAuthors(owner.jar)).json<{ authors: ModeratedAuthor[] }>().authors;
    expect(after.map((author) => [author.name, author.isHidden, author.posts])).toEqual([
      ['Alice', false, 3],
      ['Bob', true, 0],
    ]);
  });

  it('removing reported content closes its report; dismissing keeps the content', async () => {
    const comment = await t.request({
      method: 'POST',
      url: `/api/feed/posts/${ids[0]}/comments`,
      cookies: alice.jar,
      payload: { content: 'Buy followers now' },
    });
    const commentId = comment.json<{ comment: FeedComment }>().comment.id;
    for (const payload of [
      { commentId, reason: 'Spam' },
      { postId: ids[1], reason: 'Off-topic' },
    ]) {
      const report = await t.request({
        method: 'POST',
        url: '/api/feed/reports',
        cookies: owner.jar,
        payload,
      });
      expect(report.statusCode, report.body).toBe(201);
    }
    const open = async () =>
      (await t.request({ method: 'GET', url: '/api/feed/reports', cookies: owner.jar })).json<{
        reports: FeedReport[];
      }>().reports;
    expect((await open()).map((report) => [report.reason, report.content])).toEqual([
      ['Spam', 'Buy followers now'],
      ['Off-topic', 'Feed post number 1'],
    ]);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/feed/comments/${commentId}`,
      cookies: owner.jar,
    });
    expect(removed.statusCode).toBe(200);
    const [postReport] = await open();
    expect(postReport?.reason).toBe('Off-topic');
    const dismissed = await t.request({
      method: 'POST',
      url: `/api/feed/reports/${postReport!.id}/resolve`,
      cookies: owner.jar,
    });
    expect(dismissed.statusCode).toBe(200);
    expect(await open()).toEqual([]);
    expect((await t.request({ method: 'GET', url: `/api/feed/posts/${ids[1]}` })).statusCode).toBe(200);
  });

  it('shows links of a new account as text, and stops a fast commenter with a clear message', async () => {
    const userId = bob.session.user!.id;
    await t.request({
      method: 'PUT',
      url: `/api/feed/authors/${userId}`,
      cookies: owner.jar,
      payload: { isHidden: false },
    });
    const send = (content: string) =>
      t.request({
        method: 'POST',
        url: `/api/feed/posts/${ids[2]}/comments`,
        cookies: bob.jar,
        payload: { content },
      });
    const first = await send('See https://example.com');
    expect(first.json<{ comment: FeedComment }>().comment.linksAsText).toBe(true);

    // An account older than 7 days has its links shown as links.
    await t.container.database.pool.query(
      `update users set created_at = now() - interval '8 days' where id = $1`,
      [userId],
    );
    const comments = (await t.request({ method: 'GET', url: `/api/feed/posts/${ids[2]}/comments` })).json<{
      comments: FeedComment[];
    }>().comments;
    expect(comments.map((comment) => comment.linksAsText)).toEqual([false]);

    for (let index = 1; index < feedCommentsPerMinute; index += 1) {
      expect((await send(`Comment ${index}`)).statusCode).toBe(201);
    }
    const limited = await send('One too many');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: { message: string } }>().error.message).toBe(
      'You are commenting too fast: at most 5 comments a minute. Please wait a moment.',
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
