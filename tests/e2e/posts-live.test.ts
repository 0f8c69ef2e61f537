import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../fakes/ai-provider.fake';
import { launchBrowser } from './support/browser';
import { expectVisible, generateThroughApi } from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/*
 * Live post events: the same user in two browsers (two contexts, two sessions) looks at the same review list.
 * A post published in the first appears in the second without a reload: a toast says it was published, and
 * the review list there refreshes (the post leaves it). Fed by GET /api/events over PostgreSQL LISTEN/NOTIFY.
 */

type Post = { id: string; platform: string; content: string };

describe('Posts: live events reach the other open browsers', () => {
  let fake: FakeAiProvider;
  let server: RunningServer;
  let browser: Browser;
  let first: BrowserContext;
  let second: BrowserContext;
  let firstPage: Page;
  let secondPage: Page;
  let runId: string;
  let posts: Post[];

  beforeAll(async () => {
    fake = await startFakeAiProvider({ latencyMs: { tokensPerSecond: 5000, chat: 300 } });
    [server, browser] = await Promise.all([
      startServer({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: fake.apiKey }),
      launchBrowser(),
    ]);
    await signUpOwner(server.baseUrl);
    first = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Berlin' });
    second = await browser.newContext({
      viewport: { width: 390, height: 844 },
      colorScheme: 'dark',
      timezoneId: 'Europe/Berlin',
    });
    first.setDefaultTimeout(15_000);
    second.setDefaultTimeout(15_000);
    firstPage = await first.newPage();
    secondPage = await second.newPage();
    await signIn(firstPage, server.baseUrl);
    await signIn(secondPage, server.baseUrl);
    ({ runId, posts } = await generateThroughApi<Post>(firstPage, server.baseUrl, {
      method: 'prompt',
      prompt: 'Our bakery opens a second shop on Main Street this Saturday',
      platforms: ['instagram', 'linkedin'],
      variations: ['normal'],
      aiImages: false,
    }));
  }, 120_000);

  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    console.error(`server log:\n${server.output().slice(-4000)}`);
    await secondPage
      .screenshot({ path: `test-results/posts-live-${Date.now()}.png`, fullPage: true })
      .catch(() => undefined);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it('a post published in one browser shows a toast and leaves the review list in the other, without reload', async () => {
    const instagram = posts.find((post) => post.platform === 'instagram')!;
    const linkedin = posts.find((post) => post.platform === 'linkedin')!;
    // The second browser listens before anything happens.
    const streamOpen = secondPage.waitForResponse((response) => response.url().endsWith('/api/events'));
    await Promise.all([
      firstPage.goto(`${server.baseUrl}/app/review?run=${runId}`),
      secondPage.goto(`${server.baseUrl}/app/review?run=${runId}`),
    ]);
    expect((await streamOpen).status()).toBe(200);
    const secondCard = secondPage.locator(`[data-post-id="${instagram.id}"]`);
    await expectVisible(secondCard);

    const card = firstPage.locator(`[data-post-id="${instagram.id}"]`);
    await card.getByRole('button', { name: 'Post now or schedule' }).click();
    const dialog = firstPage.getByRole('dialog', { name: 'Post now or schedule' });
    await dialog.getByRole('button', { name: 'Post Now' }).click();

    // Without a reload: the toast in the second browser, and its review list no longer shows the post.
    const toast = secondPage.getByText('Post published to Instagram');
    await expectVisible(toast);
    await expect.poll(() => secondCard.count(), { timeout: 15_000 }).toBe(0);
    await expectVisible(secondPage.locator(`[data-post-id="${linkedin.id}"]`));
    await secondPage.screenshot({ path: '/tmp/posts-live-toast-dark-390.png' });
    await firstPage.screenshot({ path: '/tmp/posts-live-first-light-1280.png' });
  });
});
