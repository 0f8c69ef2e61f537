import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import { submitLogin, waitForPath, hydrate } from './support/flows';
import { expectVisible } from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { generationOwner, signIn, signUpOwner, type TestAccount } from './support/session';

/*
 * The community feed across users: a post a run writes arrives in its author's 'My posts' live; shared to the
 * community from there, it arrives in another user's open feed (a second browser context) without a reload,
 * with its AI prompt; Share copies the post's /p/{id} link and counts; a video post shows its video and the
 * VIDEO badge; a visitor's bookmark, follow, reply and comment like complete after the login dialog.
 */

const member: TestAccount = {
  name: 'Molly Member',
  email: 'molly@example.com',
  password: 'amber orchard kettle',
};
const prompt = 'Our bakery opens a second shop on Main Street this Saturday with fresh sourdough';

describe('Community feed across users', () => {
  let server: RunningServer;
  let browser: Browser;
  let db: pg.Client;

  const userOf = async (email: string) => {
    const { rows } = await db.query<{ user_id: string; workspace_id: string }>(
      `select m.user_id, m.workspace_id from memberships m join users u on u.id = m.user_id where u.email = $1`,
      [email],
    );
    return { userId: rows[0]!.user_id, workspaceId: rows[0]!.workspace_id };
  };
  const insertPost = async (content: string, mediaAssetId: string | null = null) => {
    const author = await userOf(generationOwner.email);
    const id = crypto.randomUUID();
    await db.query(
      `insert into community_posts (id, workspace_id, author_id, content, hashtags, platform, variation,
         media_asset_id, published_at, idempotency_key)
       values ($1, $2, $3, $4, $5, 'instagram', 'normal', $6, now(), $7)`,
      [id, author.workspaceId, author.userId, content, ['#flows'], mediaAssetId, `e2e:${id}`],
    );
    return id;
  };
  const openFeedPost = async (page: Page, content: string) => {
    await page
      .getByRole('article')
      .filter({ hasText: content })
      .getByRole('button', { name: /Open the post by/ })
      .click();
    const viewer = page.getByRole('dialog', { name: /Post by/ });
    await expectVisible(viewer.getByText(content, { exact: true }));
    return viewer;
  };
  /** A visitor on the landing page with the post's viewer open. */
  const visitorViewer = async (name: string, content: string) => {
    const opened = await openPage(browser, name);
    await opened.page.goto(`${server.baseUrl}/`);
    await hydrate(opened.page);
    await opened.page.locator('#community').scrollIntoViewIfNeeded();
    return { ...opened, viewer: await openFeedPost(opened.page, content) };
  };
  /** Logs the visitor in through the dialog their action opened; the app's feed opens the viewer again. */
  const logInFromDialog = async (page: Page) => {
    await expectVisible(page.getByRole('dialog', { name: 'Log in to Postforge' }));
    await submitLogin(page, member.email, member.password);
    await waitForPath(page, '/app/feed');
    return page.getByRole('dialog', { name: /Post by/ });
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ OPENAI_API_KEY: '' }), launchBrowser()]);
    await signUpOwner(server.baseUrl);
    // The owner opens registration so a second person can sign up.
    const headers = { 'content-type': 'application/json', 'x-postforge-csrf': '1', origin: server.baseUrl };
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: generationOwner.email, password: generationOwner.password }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const opened = await fetch(`${server.baseUrl}/api/admin/registration`, {
      method: 'PUT',
      headers: { ...headers, cookie },
      body: JSON.stringify({ isOpen: true }),
    });
    expect(opened.status, await opened.text()).toBe(200);
    await signUpOwner(server.baseUrl, member);
    db = new pg.Client({
      connectionString: readFileSync(join(server.dataDir, 'database-url'), 'utf8').trim(),
    });
    await db.connect();
  }, 120_000);
  afterAll(async () => {
    await db?.end();
    await browser?.close();
    await server?.stop();
  });

  it("a run's post reaches My posts live; shared from there it reaches another user's open feed live", async () => {
    const owner = await openPage(browser, 'feed-flows-owner');
    await signIn(owner.page, server.baseUrl);
    await owner.page.goto(`${server.baseUrl}/app/feed`);
    await expectVisible(owner.page.getByText('No posts in the community feed yet...'));

    const second = await openPage(browser, 'feed-flows-member');
    await signIn(second.page, server.baseUrl, member);
    await second.page.goto(`${server.baseUrl}/app/feed?tab=mine`);
    await expectVisible(second.page.getByText('You have no posts yet.'));
    // The run starts outside this page (another tab, say): its post arrives through the live stream.
    const started = await second.page.request.post(`${server.baseUrl}/api/generation/runs`, {
      headers: { 'x-postforge-csrf': '1' },
      data: { method: 'prompt', prompt, platforms: ['linkedin'], variations: ['normal'], aiImages: false },
    });
    expect(started.status(), await started.text()).toBe(202);
    const share = second.page.getByRole('button', { name: 'Share to community' });
    await expectVisible(share);
    await expectVisible(second.page.getByText('Generated', { exact: true }));
    await expectAccessible(second.page);
    await share.click();
    await expectVisible(second.page.getByText('Shared to the community feed'));
    await expect(share.count()).resolves.toBe(0);

    // The owner's feed, open all along in its own browser context, shows it at the top without a reload.
    const first = owner.page.getByRole('article').first();
    await expectVisible(first.getByText('Molly Member'));
    await first.getByRole('button', { name: /Open the post by Molly Member/ }).click();
    const viewer = owner.page.getByRole('dialog', { name: /Post by/ });
    await expectVisible(viewer.getByText('AI prompt'));
    await expectVisible(viewer.getByText(prompt));
    await second.context.close();
    await owner.context.close();
  }, 120_000);

  it('Share copies the link to the post page and counts the share', async () => {
    const postId = await insertPost('Share me please');
    const { context, page } = await openPage(browser, 'feed-flows-share');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    await signIn(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/app/feed`);
    const viewer = await openFeedPost(page, 'Share me please');
    await viewer.getByRole('button', { name: 'Share (0)' }).click();
    await expectVisible(viewer.getByRole('button', { name: 'Share (1)' }));
    await expectVisible(viewer.getByText('Link copied'));
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      `${server.baseUrl}/p/${postId}`,
    );
    await page.keyboard.press('Escape');
    await expectVisible(
      page.getByRole('article').filter({ hasText: 'Share me please' }).getByText('1 share'),
    );
    const shares = await db.query<{ shares: number }>(
      'select shares from feed_post_stats where post_id = $1',
      [postId],
    );
    expect(shares.rows[0]?.shares).toBe(1);
    await context.close();
  });

  it('shows a video post with its video and the VIDEO badge', async () => {
    const owner = await userOf(generationOwner.email);
    const assetId = crypto.randomUUID();
    await db.query(
      `insert into assets (id, workspace_id, type, source, title, storage_key, content_type, size)
       values ($1, $2, 'video', 'ai-generated', 'Clip', $3, 'video/mp4', 1000)`,
      [assetId, owner.workspaceId, `e2e/${assetId}.mp4`],
    );
    await insertPost('A clip of the new shop', assetId);
    const { context, page } = await openPage(browser, 'feed-flows-video');
    await page.goto(`${server.baseUrl}/`);
    await hydrate(page);
    await page.locator('#community').scrollIntoViewIfNeeded();
    const card = page.getByRole('article').filter({ hasText: 'A clip of the new shop' });
    await expectVisible(card.getByText('VIDEO', { exact: true }));
    await expect(card.locator('video').getAttribute('src')).resolves.toBe(`/feed-media/${assetId}`);
    const viewer = await openFeedPost(page, 'A clip of the new shop');
    await expect(viewer.locator('video').getAttribute('src')).resolves.toBe(`/feed-media/${assetId}`);
    await context.close();
  });

  it("completes a visitor's bookmark, follow, reply and comment like after the login dialog", async () => {
    const postId = await insertPost('Visitor target post');
    const owner = await userOf(generationOwner.email);
    await db.query(`insert into feed_comments (id, post_id, author_id, content) values ($1, $2, $3, $4)`, [
      crypto.randomUUID(),
      postId,
      owner.userId,
      'First comment by Gina',
    ]);

    // The action waiting for the login is replayed after the sign-in's redirect: on a busy machine (two browser
    // files at once) that took longer than the default 15 s once.
    const replayTimeoutMs = 30_000;
    const bookmark = await visitorViewer('feed-flows-bookmark', 'Visitor target post');
    await bookmark.viewer.getByRole('button', { name: 'Bookmark' }).click();
    let viewer = await logInFromDialog(bookmark.page);
    await expectVisible(viewer.getByRole('button', { name: 'Bookmark', pressed: true }), replayTimeoutMs);
    await bookmark.context.close();

    const follow = await visitorViewer('feed-flows-follow', 'Visitor target post');
    await follow.viewer.getByRole('button', { name: 'Follow', exact: true }).click();
    viewer = await logInFromDialog(follow.page);
    await expectVisible(viewer.getByRole('button', { name: 'Following', pressed: true }), replayTimeoutMs);
    await follow.context.close();

    const reply = await visitorViewer('feed-flows-reply', 'Visitor target post');
    await reply.viewer.getByRole('button', { name: 'Reply' }).click();
    await reply.viewer
      .getByRole('textbox', { name: 'Reply to Gina Generator...' })
      .fill('Reply before login');
    await reply.viewer.getByRole('button', { name: 'Send' }).first().click();
    viewer = await logInFromDialog(reply.page);
    await expectVisible(viewer.getByText('Reply before login'), replayTimeoutMs);
    await reply.context.close();

    const like = await visitorViewer('feed-flows-comment-like', 'Visitor target post');
    await like.viewer.getByRole('button', { name: 'Like (0 likes)' }).first().click();
    viewer = await logInFromDialog(like.page);
    await expectVisible(
      viewer.getByRole('button', { name: 'Like (1 like)', pressed: true }),
      replayTimeoutMs,
    );
    await like.context.close();

    const marks = await db.query<{ bookmarked: boolean; following: boolean; liked: boolean }>(
      `select
         exists(select 1 from feed_bookmarks b join users u on u.id = b.user_id
                where b.post_id = $1 and u.email = $2) as bookmarked,
         exists(select 1 from feed_follows f join users u on u.id = f.follower_id
                where f.followee_id = $3 and u.email = $2) as following,
         exists(select 1 from feed_comment_likes l join users u on u.id = l.user_id
                join feed_comments c on c.id = l.comment_id where c.post_id = $1 and u.email = $2) as liked`,
      [postId, member.email, owner.userId],
    );
    expect(marks.rows[0]).toEqual({ bookmarked: true, following: true, liked: true });
  }, 120_000);
});
