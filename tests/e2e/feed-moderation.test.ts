import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import { submitLogin, waitForPath, hydrate } from './support/flows';
import { expectHidden, expectVisible } from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { generationOwner, signIn, signUpOwner, type TestAccount } from './support/session';

/*
 * Moderation and the remaining flows of the community feed: an anonymous visitor's like and comment complete
 * after the login dialog; Follow, the Following filter and the followers' empty state; a report reaches the
 * owner's Instance screen, who removes the post; an author deletes their own comment; hiding an author; the
 * comment rate limit's message; the post page's Open Graph tags. Posts go into community_posts directly, as
 * the publish job does.
 */

const member: TestAccount = {
  name: 'Molly Member',
  email: 'molly@example.com',
  password: 'amber orchard kettle',
};

describe('Community feed moderation', () => {
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
  const insertPost = async (email: string, content: string) => {
    const author = await userOf(email);
    const id = crypto.randomUUID();
    await db.query(
      `insert into community_posts (id, workspace_id, author_id, content, hashtags, platform, variation,
         published_at, idempotency_key) values ($1, $2, $3, $4, $5, 'linkedin', 'professional', now(), $6)`,
      [id, author.workspaceId, author.userId, content, ['#moderation'], `e2e:${id}`],
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
    await expectVisible(viewer.getByText(content));
    return viewer;
  };
  const signedInPage = async (name: string, account: TestAccount) => {
    const opened = await openPage(browser, name);
    await signIn(opened.page, server.baseUrl, account);
    return opened;
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
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

  it("completes an anonymous visitor's like and comment after the login dialog", async () => {
    await insertPost(generationOwner.email, 'Anonymous like target');
    const { context, page } = await openPage(browser, 'feed-anonymous');
    await page.goto(`${server.baseUrl}/`);
    await hydrate(page);
    // The landing's feed loads as the visitor scrolls towards it.
    await page.locator('#community').scrollIntoViewIfNeeded();
    let viewer = await openFeedPost(page, 'Anonymous like target');
    await viewer.getByRole('button', { name: /Like \(0\)/ }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Log in to Postforge' }));
    await submitLogin(page, member.email, member.password);
    await waitForPath(page, '/app/feed');
    viewer = page.getByRole('dialog', { name: /Post by/ });
    // Replayed after the sign-in's redirect: on a busy machine that took longer than the default 15 s once.
    await expectVisible(viewer.getByRole('button', { name: /Like \(1\)/, pressed: true }), 30_000);
    await context.close();

    // A comment written before logging in is sent after it.
    const second = await openPage(browser, 'feed-anonymous-comment');
    await second.page.goto(`${server.baseUrl}/`);
    await hydrate(second.page);
    await second.page.locator('#community').scrollIntoViewIfNeeded();
    viewer = await openFeedPost(second.page, 'Anonymous like target');
    await viewer.getByRole('textbox', { name: 'Add a comment...' }).fill('Written before login');
    await viewer.getByRole('button', { name: 'Send' }).click();
    await submitLogin(second.page, member.email, member.password);
    await waitForPath(second.page, '/app/feed');
    viewer = second.page.getByRole('dialog', { name: /Post by/ });
    await expectVisible(viewer.getByText('Written before login'));
    await second.context.close();
  });

  it('follows an author: the Following filter shows their posts; no followers yet', async () => {
    await insertPost(generationOwner.email, 'Post of someone to follow');
    const { context, page } = await signedInPage('feed-follow', member);
    await page.goto(`${server.baseUrl}/app/feed?tab=followers`);
    await expectVisible(page.getByText("You don't have any followers yet"));
    await page.getByRole('tab', { name: 'Following' }).first().click();
    await expectVisible(page.getByText('No posts from people you follow yet.'));
    await page.getByRole('tab', { name: 'All' }).click();
    const viewer = await openFeedPost(page, 'Post of someone to follow');
    await viewer.getByRole('button', { name: 'Follow', exact: true }).click();
    await expectVisible(viewer.getByRole('button', { name: 'Following', pressed: true }));
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Following' }).first().click();
    await expectVisible(page.getByRole('article').filter({ hasText: 'Post of someone to follow' }));
    await context.close();
  });

  it('reports a post; the owner sees it on the Instance screen and removes it from the feed', async () => {
    await insertPost(generationOwner.email, 'Post that breaks the rules');
    const reporter = await signedInPage('feed-report', member);
    await reporter.page.goto(`${server.baseUrl}/app/feed`);
    const viewer = await openFeedPost(reporter.page, 'Post that breaks the rules');
    await viewer.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = reporter.page.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expectVisible(dialog.getByText('Choose a reason', { exact: true }).last());
    await dialog.getByRole('combobox', { name: /Reason/ }).click();
    await reporter.page.getByRole('option', { name: 'Other' }).click();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expectVisible(dialog.getByText('Tell us what is wrong'));
    await dialog.getByRole('textbox', { name: /Details/ }).fill('Selling fake followers');
    await expectAccessible(reporter.page);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expectVisible(viewer.getByText('Thank you, the owner will look at it.'));
    await reporter.context.close();

    const owner = await signedInPage('feed-report-owner', generationOwner);
    await owner.page.goto(`${server.baseUrl}/app/admin`);
    const report = owner.page.getByRole('listitem').filter({ hasText: 'Post that breaks the rules' });
    await expectVisible(report.getByText('Other: Selling fake followers'));
    await expectVisible(report.getByText('Reported by Molly Member:'));
    await expectAccessible(owner.page);
    await report.getByRole('button', { name: 'Remove content' }).click();
    const confirm = owner.page.getByRole('dialog', { name: 'Remove this post from the community feed?' });
    await confirm.getByRole('button', { name: 'Remove content' }).click();
    await expectVisible(owner.page.getByText('No open reports.'));
    await owner.page.goto(`${server.baseUrl}/app/feed`);
    await expectVisible(owner.page.getByRole('article').first());
    await expectHidden(owner.page.getByText('Post that breaks the rules'));
    await owner.context.close();
  });

  it("hides an author's posts and grants the verified tick from the Instance screen", async () => {
    const postId = await insertPost(member.email, 'Post by Molly to hide');
    const gina = await userOf(generationOwner.email);
    await db.query(
      `insert into feed_reports (id, post_id, reporter_id, reason) values ($1, $2, $3, 'Spam')`,
      [crypto.randomUUID(), postId, gina.userId],
    );
    const owner = await signedInPage('feed-authors', generationOwner);
    await owner.page.goto(`${server.baseUrl}/app/admin`);
    // From the report: hide every post of its author.
    const report = owner.page.getByRole('listitem').filter({ hasText: 'Post by Molly to hide' });
    await report.getByRole('button', { name: 'Hide all posts by Molly Member' }).click();
    await expectVisible(owner.page.getByText('All posts by Molly Member are hidden.'));
    const row = owner.page.getByRole('row').filter({ hasText: 'Molly Member' });
    await expectVisible(row.getByText('Hidden'));
    await report.getByRole('button', { name: 'Dismiss' }).click();
    await expectVisible(owner.page.getByText('No open reports.'));
    await row.getByRole('button', { name: 'Grant verified tick Molly Member' }).click();
    await expectVisible(row.getByRole('img', { name: 'Verified' }));
    const hidden = await (await fetch(`${server.baseUrl}/api/feed`)).json();
    expect(JSON.stringify(hidden)).not.toContain('Post by Molly to hide');
    await row.getByRole('button', { name: 'Show posts again Molly Member' }).click();
    await expectHidden(row.getByText('Hidden'));
    const shown = (await (await fetch(`${server.baseUrl}/api/feed`)).json()) as {
      posts: { content: string; author: { verified: boolean } }[];
    };
    expect(shown.posts.find((post) => post.content === 'Post by Molly to hide')?.author.verified).toBe(true);
    await owner.context.close();
  });

  it('lets an author delete their own comment (after a cancelled first try)', async () => {
    await insertPost(generationOwner.email, 'Post to comment on');
    const { context, page } = await signedInPage('feed-delete-comment', member);
    await page.goto(`${server.baseUrl}/app/feed`);
    const viewer = await openFeedPost(page, 'Post to comment on');
    await viewer.getByRole('textbox', { name: 'Add a comment...' }).fill('A comment I regret');
    await viewer.getByRole('button', { name: 'Send' }).click();
    const comment = viewer.getByRole('listitem').filter({ hasText: 'A comment I regret' });
    await comment.getByRole('button', { name: 'Delete' }).click();
    let confirm = page.getByRole('dialog', { name: 'Delete this comment and its replies?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(confirm);
    await expectVisible(comment);
    await comment.getByRole('button', { name: 'Delete' }).click();
    confirm = page.getByRole('dialog', { name: 'Delete this comment and its replies?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectVisible(viewer.getByText('Comment deleted.'));
    await expectHidden(viewer.getByText('A comment I regret'));
    await expectVisible(viewer.getByText('No comments yet.'));
    await expectVisible(viewer.getByText('1 view', { exact: true }));

    // Molly's account is new: the address in her comment is text, not a link.
    await viewer.getByRole('textbox', { name: 'Add a comment...' }).fill('Read https://example.com/guide');
    await viewer.getByRole('button', { name: 'Send' }).click();
    await expectVisible(viewer.getByText('Read https://example.com/guide'));
    expect(await viewer.getByRole('link', { name: 'https://example.com/guide' }).count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });

  it('lets an author delete their own post from the viewer', async () => {
    await insertPost(member.email, 'My own post to delete');
    const { context, page } = await signedInPage('feed-delete-post', member);
    await page.goto(`${server.baseUrl}/app/feed`);
    const viewer = await openFeedPost(page, 'My own post to delete');
    await expect(viewer.getByRole('button', { name: 'Report', exact: true }).count()).resolves.toBe(0);
    await viewer.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this post from the community feed?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectHidden(viewer);
    await expectHidden(page.getByText('My own post to delete'));
    const feed = await (await fetch(`${server.baseUrl}/api/feed`)).text();
    expect(feed).not.toContain('My own post to delete');
    await context.close();
  });

  it('tells a fast commenter the limit; the post page has its Open Graph tags', async () => {
    const postId = await insertPost(generationOwner.email, 'Post with many comments');
    const { context, page } = await signedInPage('feed-rate-limit', member);
    await page.goto(`${server.baseUrl}/app/feed`);
    const viewer = await openFeedPost(page, 'Post with many comments');
    const input = viewer.getByRole('textbox', { name: 'Add a comment...' });
    await expect
      .poll(
        async () => {
          await input.fill(`Comment at ${Date.now()}`);
          await viewer.getByRole('button', { name: 'Send' }).click();
          await page.waitForTimeout(300);
          return viewer.getByRole('alert').count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await expectVisible(
      viewer.getByText('You are commenting too fast: at most 5 comments a minute. Please wait a moment.'),
    );
    await context.close();

    const html = await (await fetch(`${server.baseUrl}/p/${postId}`)).text();
    expect(html).toContain('<meta property="og:title" content="Gina Generator on Postforge">');
    expect(html).toContain('<meta property="og:description" content="Post with many comments">');
    expect(html).toContain(`<meta property="og:url" content="${server.baseUrl}/p/${postId}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
  });
});
