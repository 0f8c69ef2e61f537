import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../fakes/ai-provider.fake';
import { expectAccessible, launchBrowser } from './support/browser';
import { expectHidden, expectVisible, generateThroughApi } from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/*
 * Post history (/app/history): the drafts of a run made through the API are listed with a 120-character
 * preview; filters and search narrow the list; edit, duplicate, boost (history ranges), post (schedule),
 * reschedule and delete (with confirmation) work from the list; New Post opens /app/create.
 */

const csrf = { 'x-postforge-csrf': '1' };
type Post = { id: string; platform: string; content: string };
type PostRecord = {
  id: string;
  title: string;
  content: string;
  status: string;
  platforms: string[];
  scheduledFor: string | null;
  boostSettings: { enabled: boolean; budget: number; duration: number } | null;
};

describe('Post history', () => {
  let fake: FakeAiProvider;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let drafts: PostRecord[];

  const history = async (query = '') =>
    (
      (await (await page.request.get(`${server.baseUrl}/api/posts/history?limit=50${query}`)).json()) as {
        posts: PostRecord[];
      }
    ).posts;
  const items = () => page.getByRole('list', { name: 'Posts' }).getByRole('article');
  const itemOf = (title: string) => page.getByRole('article', { name: title, exact: true });

  beforeAll(async () => {
    fake = await startFakeAiProvider({ latencyMs: { tokensPerSecond: 5000, chat: 300 } });
    [server, browser] = await Promise.all([
      startServer({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: fake.apiKey }),
      launchBrowser(),
    ]);
    await signUpOwner(server.baseUrl);
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      colorScheme: 'light',
      timezoneId: 'Europe/Berlin',
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    await signIn(page, server.baseUrl);
    const { posts } = await generateThroughApi<Post>(page, server.baseUrl, {
      method: 'prompt',
      prompt: 'Our bakery opens a second shop on Main Street this Saturday',
      platforms: ['instagram', 'linkedin', 'facebook', 'twitter'],
      variations: ['normal'],
      aiImages: false,
    });
    for (const post of posts) {
      const saved = await page.request.post(`${server.baseUrl}/api/posts/drafts`, {
        headers: csrf,
        data: { generatedPostId: post.id },
      });
      expect(saved.status()).toBe(200);
    }
    drafts = await history();
  }, 120_000);

  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    console.error(`server log:\n${server.output().slice(-4000)}`);
    await page
      .screenshot({ path: `test-results/posts-history-${Date.now()}.png`, fullPage: true })
      .catch(() => undefined);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it('lists every post with a 120-character preview, from the side navigation', async () => {
    await page.goto(`${server.baseUrl}/app`);
    await page.getByRole('link', { name: 'Post History' }).first().click();
    await page.waitForURL('**/app/history');
    await expectVisible(page.getByRole('heading', { name: 'Post History', level: 1 }));
    await expectVisible(items().first());
    expect(await items().count()).toBe(4);
    const long = drafts.find((post) => post.content.length > 120);
    if (long) await expectVisible(page.getByText(`${long.content.slice(0, 117)}...`, { exact: true }));
    await expectAccessible(page);
  });

  it('filters by platform, status and date, and searches title and content', async () => {
    await page.getByRole('combobox', { name: 'Platform' }).click();
    await page.getByRole('option', { name: 'LinkedIn' }).click();
    await expectVisible(itemOf('LinkedIn Draft Post'));
    await expect.poll(() => items().count()).toBe(1);
    await page.getByRole('combobox', { name: 'Platform' }).click();
    await page.getByRole('option', { name: 'All platforms' }).click();
    await expect.poll(() => items().count()).toBe(4);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Published' }).click();
    await expectVisible(page.getByText('No posts match'));
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All statuses' }).click();
    await expect.poll(() => items().count()).toBe(4);

    await page.getByLabel('From', { exact: true }).fill('2001-01-01');
    await page.getByLabel('To', { exact: true }).fill('2001-01-31');
    await expectVisible(page.getByText('No posts match'));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => items().count()).toBe(4);
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('');

    const facebook = drafts.find((post) => post.platforms[0] === 'facebook')!;
    const words = facebook.content.split(/\s+/).slice(0, 3).join(' ');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Facebook Draft');
    await page.getByRole('button', { name: 'Search posts' }).click();
    await expect.poll(() => items().count()).toBe(1);
    await expectVisible(itemOf('Facebook Draft Post'));
    await page.getByRole('searchbox', { name: 'Search' }).fill(words);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expectVisible(itemOf('Facebook Draft Post'));
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect.poll(() => items().count()).toBe(4);
  });

  it('edits a draft, duplicates it and boosts the copy with the history ranges', async () => {
    await itemOf('Instagram Draft Post').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit: Instagram Draft Post' });
    await edit.getByLabel('Title').fill('Opening day on Main Street');
    await edit.getByLabel('Content').fill('Fresh sourdough from Saturday at our second shop.');
    await edit.getByLabel('Hashtags').fill('bakery #sourdough');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(page.getByText('Changes saved.'));
    const edited = itemOf('Opening day on Main Street');
    await expectVisible(edited.getByText('Fresh sourdough from Saturday at our second shop.'));

    await edited.getByRole('button', { name: 'Duplicate' }).click();
    await expectVisible(page.getByText('A copy was saved as a draft.'));
    const copy = itemOf('Instagram Draft Post');
    await expectVisible(copy);
    await expect.poll(() => items().count()).toBe(5);

    await copy.getByRole('button', { name: 'Boost' }).click();
    const boost = page.getByRole('dialog', { name: 'Boost: Instagram Draft Post' });
    const typed = boost.getByLabel('Budget (US$)');
    await typed.fill('5000');
    await typed.blur();
    // $5,000 for 3 days: reach 400,600-701,050 (shared/domain/boost.ts), beyond the post modal's $200 cap.
    await expectVisible(boost.getByText('400,600 – 701,050'));
    expect(await boost.getByRole('slider').getAttribute('aria-valuemax')).toBe('1000');
    await expectAccessible(page);
    await boost.getByRole('button', { name: 'Save boost' }).click();
    await expectVisible(page.getByText('Boost saved.'));
    const stored = (await history('&q=Fresh%20sourdough')).find(
      (post) => post.title === 'Instagram Draft Post',
    );
    expect(stored?.boostSettings).toMatchObject({ enabled: true, budget: 5000, duration: 3 });
    expect(stored?.content).toBe('Fresh sourdough from Saturday at our second shop.');
  });

  it('schedules a draft from the history, reschedules it, and deletes a draft after confirming', async () => {
    await itemOf('LinkedIn Draft Post').getByRole('button', { name: 'Post' }).click();
    const publish = page.getByRole('dialog', { name: 'Post: LinkedIn Draft Post' });
    await publish.getByRole('button', { name: 'Schedule for Later' }).click();
    expect(await publish.getByLabel('Time').inputValue()).toBe('09:00');
    await publish.getByRole('button', { name: 'Schedule Post' }).click();
    await expectVisible(page.getByText('Post scheduled.'));
    const scheduled = itemOf('LinkedIn Post');
    await expectVisible(scheduled.getByText('Scheduled', { exact: true }));

    await scheduled.getByRole('button', { name: 'Reschedule' }).click();
    const move = page.getByRole('dialog', { name: 'Reschedule: LinkedIn Post' });
    await move.getByLabel('Time').fill('14:30');
    await move.getByRole('button', { name: 'Move post' }).click();
    await expectVisible(page.getByText('Post rescheduled.'));
    const linkedin = (await history('&platform=linkedin'))[0]!;
    expect(linkedin.status).toBe('scheduled');
    expect(new Date(linkedin.scheduledFor!).toLocaleTimeString('en-GB', { timeZone: 'Europe/Berlin' })).toBe(
      '14:30:00',
    );

    const twitter = itemOf('Twitter/X Draft Post');
    await twitter.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Twitter/X Draft Post?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(confirm);
    await expectVisible(twitter);
    await twitter.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete post' }).click();
    await expectVisible(page.getByText('Post deleted.'));
    await expectHidden(twitter);
    expect((await history('&platform=twitter')).length).toBe(0);

    await page.screenshot({ path: '/tmp/posts-history-light-1280.png', fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: '/tmp/posts-history-dark-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/posts-history-dark-390.png', fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: '/tmp/posts-history-light-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('pages with Load more, and New Post opens the generator', async () => {
    const first = (await history())[0]!;
    for (let index = 0; index < 20; index += 1) {
      const copy = await page.request.post(`${server.baseUrl}/api/posts/${first.id}/duplicate`, {
        headers: csrf,
      });
      expect(copy.status()).toBe(200);
    }
    await page.reload();
    await expectVisible(items().first());
    expect(await items().count()).toBe(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => items().count()).toBe(24);
    await expectHidden(page.getByRole('button', { name: 'Load more' }));

    await page.getByRole('link', { name: 'New Post' }).first().click();
    await page.waitForURL('**/app/create');
  });
});
