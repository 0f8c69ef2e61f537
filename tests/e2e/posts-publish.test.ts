import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../fakes/ai-provider.fake';
import { expectAccessible, launchBrowser } from './support/browser';
import { expectHidden, expectVisible, generateThroughApi } from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/*
 * Posts, first step: Save as draft on a review card stores the draft (title, content, status) and the post
 * leaves the review list, after a reload too. The run is made through the API with the loopback fake provider.
 */

const csrf = { 'x-postforge-csrf': '1' };
type Post = { id: string; platform: string; content: string };
type PostRecord = {
  id: string;
  title: string;
  content: string;
  status: string;
  destinations: string[];
  generatedPostId: string;
  timeZone: string | null;
  scheduledFor: string | null;
  boostSettings: { enabled: boolean; budget: number; duration: number } | null;
};

describe('Posts: save as draft, post now, schedule', () => {
  let fake: FakeAiProvider;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let runId: string;
  let posts: Post[];

  beforeAll(async () => {
    fake = await startFakeAiProvider({ latencyMs: { tokensPerSecond: 5000, chat: 300 } });
    [server, browser] = await Promise.all([
      startServer({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: fake.apiKey }),
      launchBrowser(),
    ]);
    await signUpOwner(server.baseUrl);
    context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      colorScheme: 'light',
      timezoneId: 'Europe/Berlin',
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    await signIn(page, server.baseUrl);
    ({ runId, posts } = await generateThroughApi<Post>(page, server.baseUrl, {
      method: 'prompt',
      prompt: 'Our bakery opens a second shop on Main Street this Saturday',
      platforms: ['instagram', 'linkedin', 'facebook', 'twitter'],
      variations: ['normal'],
      aiImages: true,
    }));
    await page.goto(`${server.baseUrl}/app/review?run=${runId}`);
  }, 120_000);

  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    console.error(`server log:\n${server.output().slice(-4000)}`);
    await page
      .screenshot({ path: `test-results/posts-publish-${Date.now()}.png`, fullPage: true })
      .catch(() => undefined);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it('saves a post as a draft: a toast says so, and the post leaves the review list (after a reload too)', async () => {
    const instagram = posts.find((post) => post.platform === 'instagram')!;
    const linkedin = posts.find((post) => post.platform === 'linkedin')!;
    const card = page.locator(`[data-post-id="${instagram.id}"]`);
    await expectVisible(card);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/posts-publish-review-light-390.png', fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: 'test-results/posts-publish-review-dark-390.png', fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });

    await card.getByRole('button', { name: 'Save as draft' }).click();
    await expectVisible(page.getByText('Saved as draft. The post has left the review list.'));
    await expectHidden(card);
    await expectVisible(page.locator(`[data-post-id="${linkedin.id}"]`));

    const stored = (await (await page.request.get(`${server.baseUrl}/api/posts`)).json()) as {
      posts: PostRecord[];
    };
    expect(stored.posts).toHaveLength(1);
    expect(stored.posts[0]).toMatchObject({
      title: 'Instagram Draft Post',
      content: instagram.content,
      status: 'draft',
      generatedPostId: instagram.id,
    });

    await page.reload();
    await expectVisible(page.locator(`[data-post-id="${linkedin.id}"]`));
    expect(await page.locator(`[data-post-id="${instagram.id}"]`).count()).toBe(0);
  });

  it('refuses saving the same post twice, an unknown post and a malformed request', async () => {
    const instagram = posts.find((post) => post.platform === 'instagram')!;
    const again = await page.request.post(`${server.baseUrl}/api/posts/drafts`, {
      headers: csrf,
      data: { generatedPostId: instagram.id },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      'This post was saved already.',
    );
    const missing = await page.request.post(`${server.baseUrl}/api/posts/drafts`, {
      headers: csrf,
      data: { generatedPostId: crypto.randomUUID() },
    });
    expect(missing.status()).toBe(404);
    const malformed = await page.request.post(`${server.baseUrl}/api/posts/drafts`, {
      headers: csrf,
      data: { generatedPostId: '' },
    });
    expect(malformed.status()).toBe(400);
  });

  const storedPosts = async () =>
    ((await (await page.request.get(`${server.baseUrl}/api/posts`)).json()) as { posts: PostRecord[] }).posts;
  const openModal = async (platform: string) => {
    const post = posts.find((item) => item.platform === platform)!;
    const card = page.locator(`[data-post-id="${post.id}"]`);
    await card.getByRole('button', { name: 'Post now or schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post now or schedule' });
    await expectVisible(dialog);
    return { post, card, dialog };
  };

  it('posts now with a boost: the estimates are shown, the post is published and leaves the list', async () => {
    const { post, card, dialog } = await openModal('linkedin');
    await expect(
      dialog.getByRole('checkbox', { name: 'Community feed' }).getAttribute('aria-checked'),
    ).resolves.toBe('true');
    await expectVisible(dialog.getByText('No platform account is connected yet', { exact: false }));
    // No destination: both ways out are disabled and say why in one line; the server refuses it too.
    const community = dialog.getByRole('checkbox', { name: 'Community feed' });
    const reason = 'Choose at least one destination to post or schedule this post.';
    await community.click();
    await expectVisible(dialog.getByText(reason));
    for (const name of ['Post Now', 'Schedule for Later']) {
      const button = dialog.getByRole('button', { name });
      expect(await button.isDisabled()).toBe(true);
      await expect(button.getAttribute('aria-describedby')).resolves.toBeTruthy();
    }
    await page.screenshot({ path: 'test-results/posts-publish-no-destination-390.png', fullPage: true });
    const refused = await page.request.post(`${server.baseUrl}/api/posts/publish`, {
      headers: csrf,
      data: {
        generatedPostId: post.id,
        mode: 'now',
        timeZone: 'Europe/Berlin',
        destinations: [],
        boost: { enabled: false, budget: 5, duration: 3, useAITiming: false },
      },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Choose at least one destination for this post.',
    );
    await community.click();
    await expectHidden(dialog.getByText(reason));
    expect(await dialog.getByRole('button', { name: 'Post Now' }).isDisabled()).toBe(false);
    await dialog.getByRole('switch', { name: 'Boost this post' }).click();
    // $25 for 3 days: reach 2,600-4,550, engagement 156-364 (shared/domain/boost.ts).
    await expectVisible(dialog.getByText('2,600 – 4,550'));
    await expectVisible(dialog.getByText('156 – 364'));
    await expectVisible(dialog.getByText('Estimates only, not a promise of results.'));
    const typed = dialog.getByLabel('Budget (US$)');
    await typed.fill('abc');
    await typed.blur();
    await expectVisible(dialog.getByText('1,000 – 1,750'));
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/posts-publish-modal-light-390.png', fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: 'test-results/posts-publish-modal-dark-390.png', fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });
    await dialog.getByRole('button', { name: 'Post Now' }).click();
    await expectVisible(page.getByText('Posted to the community feed.'));
    await expectHidden(card);
    const deadline = Date.now() + 15_000;
    let stored = (await storedPosts()).find((item) => item.generatedPostId === post.id);
    while (stored?.status !== 'executed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      stored = (await storedPosts()).find((item) => item.generatedPostId === post.id);
    }
    expect(stored).toMatchObject({
      status: 'executed',
      destinations: ['community'],
      title: 'LinkedIn Post',
      timeZone: 'Europe/Berlin',
      boostSettings: { enabled: true, budget: 5, duration: 3 },
    });
  });

  it('schedules with the tomorrow 09:00 preset; Schedule Post is disabled without a time; Back returns', async () => {
    const { post, card, dialog } = await openModal('facebook');
    await dialog.getByRole('button', { name: 'Schedule for Later' }).click();
    const date = dialog.getByLabel('Date');
    const time = dialog.getByLabel('Time');
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Europe/Berlin',
    });
    expect(await date.inputValue()).toBe(tomorrow);
    expect(await time.inputValue()).toBe('09:00');
    const schedule = dialog.getByRole('button', { name: 'Schedule Post' });
    await time.fill('');
    expect(await schedule.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expectVisible(dialog.getByRole('button', { name: 'Post Now' }));
    await dialog.getByRole('button', { name: 'Schedule for Later' }).click();
    expect(await dialog.getByLabel('Time').inputValue()).toBe('09:00');
    await schedule.click();
    await expectVisible(page.getByText('Post scheduled.'));
    await expectHidden(card);
    const stored = (await storedPosts()).find((item) => item.generatedPostId === post.id);
    expect(stored).toMatchObject({ status: 'scheduled', timeZone: 'Europe/Berlin' });
    expect(new Date(stored!.scheduledFor!).toLocaleString('en-GB', { timeZone: 'Europe/Berlin' })).toContain(
      '09:00:00',
    );
  });

  it('blocks an X post over its limit: the reason is shown and both ways out are disabled', async () => {
    const x = posts.find((item) => item.platform === 'twitter')!;
    const edited = await page.request.patch(`${server.baseUrl}/api/review/posts/${x.id}`, {
      headers: csrf,
      data: { content: 'a'.repeat(300) },
    });
    expect(edited.status()).toBe(200);
    await page.reload();
    const { dialog } = await openModal('twitter');
    await expectVisible(dialog.getByRole('alert'));
    await expectVisible(dialog.getByText('over its platform’s character limit', { exact: false }));
    expect(await dialog.getByRole('button', { name: 'Post Now' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Schedule for Later' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(dialog);
  });
});
