import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser } from './support/browser';
import { expectVisible } from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { generationOwner, signIn, signUpOwner } from './support/session';

/*
 * The community feed in the browser: loading and empty states, 10 cards then 10 more on scroll, the viewer
 * (like, comment, reply), live arrival of a post published from elsewhere, and the /p/{id} page's Open Graph
 * tags. Posts are put in the community_posts table directly, as the publish job does.
 */

describe('Community feed', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let db: pg.Client;
  let author: { userId: string; workspaceId: string };

  const insertPosts = async (count: number, label: string, startMs = Date.now() - count * 1000) => {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const id = crypto.randomUUID();
      ids.push(id);
      await db.query(
        `insert into community_posts (id, workspace_id, author_id, content, hashtags, platform, variation,
           published_at, idempotency_key) values ($1, $2, $3, $4, $5, 'instagram', 'viral', $6, $7)`,
        [
          id,
          author.workspaceId,
          author.userId,
          `${label} ${index}`,
          ['#launch'],
          new Date(startMs + index * 1000),
          `e2e:${id}`,
        ],
      );
    }
    return ids;
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    await signUpOwner(server.baseUrl);
    db = new pg.Client({
      connectionString: readFileSync(join(server.dataDir, 'database-url'), 'utf8').trim(),
    });
    await db.connect();
    const { rows } = await db.query<{ user_id: string; workspace_id: string }>(
      `select m.user_id, m.workspace_id from memberships m join users u on u.id = m.user_id where u.email = $1`,
      [generationOwner.email],
    );
    author = { userId: rows[0]!.user_id, workspaceId: rows[0]!.workspace_id };
    context = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'light' });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    await signIn(page, server.baseUrl);
  }, 120_000);
  afterAll(async () => {
    await db?.end();
    await browser?.close();
    await server?.stop();
  });

  it('shows the empty state, then 10 cards and 10 more on scroll', async () => {
    await page.goto(`${server.baseUrl}/app/feed`);
    await expectVisible(page.getByText('No posts in the community feed yet...'));
    await insertPosts(15, 'Scroll post');
    // Pages as the server sends them: the first has 10 posts; the second comes when the end of the grid is
    // within 1000 px (at once when 10 short cards leave the end that close, so the DOM count alone would race).
    const pages: number[] = [];
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname !== '/api/feed' || !response.ok()) return;
      pages.push(((await response.json()) as { posts: unknown[] }).posts.length);
    });
    await page.reload();
    const cards = page.getByRole('list', { name: 'Community posts' }).getByRole('article');
    await expectVisible(page.getByText('Scroll post 14'));
    await expect.poll(() => pages[0]).toBe(10);
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => cards.count()).toBe(15);
    await expect.poll(() => pages).toEqual([10, 5]);
    await expectAccessible(page);
  });

  it('opens the viewer: like, comment and reply, counts follow', async () => {
    await page
      .getByRole('button', { name: /Open the post by Gina Generator/ })
      .first()
      .click();
    const viewer = page.getByRole('dialog');
    await expectVisible(viewer.getByText('Scroll post 14'));
    const like = viewer.getByRole('button', { name: /Like \(0\)/ });
    await like.click();
    await expectVisible(viewer.getByRole('button', { name: /Like \(1\)/, pressed: true }));
    const send = viewer.getByRole('button', { name: 'Send' });
    await expect(send.isDisabled()).resolves.toBe(true);
    await viewer.getByRole('textbox', { name: 'Add a comment...' }).fill('   ');
    await expect(send.isDisabled()).resolves.toBe(true);
    await viewer.getByRole('textbox', { name: 'Add a comment...' }).fill('Lovely launch');
    await send.click();
    await expectVisible(viewer.getByText('Lovely launch'));
    await viewer.getByRole('button', { name: 'Reply' }).click();
    await viewer.getByRole('textbox', { name: 'Reply to Gina Generator...' }).fill('Thank you');
    await viewer.getByRole('button', { name: 'Send' }).first().click();
    await expectVisible(viewer.getByText('Thank you'));
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    const card = page.getByRole('article').filter({ hasText: 'Scroll post 14' });
    await expectVisible(card.getByText('2 comments'));
    await expectVisible(card.getByText('1 like'));
  });

  it('shows a post published elsewhere at the top without a reload', async () => {
    await page.waitForTimeout(500);
    const [id] = await insertPosts(1, 'Live arrival', Date.now());
    await expectVisible(page.getByRole('article').first().getByText('Live arrival 0'));
    const html = await (await fetch(`${server.baseUrl}/p/${id}`)).text();
    expect(html).toContain('<meta property="og:title" content="Gina Generator on Postforge">');
    expect(html).toContain('<meta property="og:description" content="Live arrival 0">');
  });
});
