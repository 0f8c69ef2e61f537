import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../fakes/ai-provider.fake';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import { expectVisible, generateThroughApi } from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/*
 * The user's stored time zone wins over the browser's: the browser runs in America/New_York, the first
 * visit stores that zone, Settings › Profile changes it to Pacific/Auckland, and a post scheduled for 10:00
 * shows at 10:00 on its Auckland day in the history and the calendar (16:00 or 17:00 the day before in New
 * York). Bad input: a search that matches nothing, and a save the server refuses.
 */

const csrf = { 'x-postforge-csrf': '1' };
const storedZone = 'Pacific/Auckland';
const browserZone = 'America/New_York';
type Post = { id: string; platform: string };
type PostRecord = {
  id: string;
  title: string;
  status: string;
  scheduledFor: string | null;
  timeZone: string;
};

/** The calendar date in `zone`, `days` from now. */
const dateIn = (zone: string, days: number, from = Date.now()) =>
  new Date(from + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: zone });
/** 'HH:mm' of an instant in `zone`. */
const clockIn = (zone: string, instant: string) =>
  new Date(instant).toLocaleTimeString('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' });

describe('per-user time zone', () => {
  let fake: FakeAiProvider;
  let server: RunningServer;
  let browser: Browser;

  const sessionZone = async (page: Page) =>
    ((await (await page.request.get(`${server.baseUrl}/api/session`)).json()) as { timeZone: string | null })
      .timeZone;
  const waitForZone = async (page: Page, zone: string) => {
    const deadline = Date.now() + 15_000;
    while ((await sessionZone(page)) !== zone && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await sessionZone(page)).toBe(zone);
  };

  beforeAll(async () => {
    fake = await startFakeAiProvider({ latencyMs: { tokensPerSecond: 5000, chat: 300 } });
    [server, browser] = await Promise.all([
      startServer({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: fake.apiKey }),
      launchBrowser(),
    ]);
    await signUpOwner(server.baseUrl);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it('stores the browser zone at first sign-in, changes it in Settings, and shows times in it', async () => {
    const { context, page, consoleErrors } = await openPage(browser, 'posts-time-zone', {
      colorScheme: 'light',
      timezoneId: browserZone,
    });
    await signIn(page, server.baseUrl);
    expect(await sessionZone(page)).toBeNull();
    await page.goto(`${server.baseUrl}/app/settings?tab=profile`);
    await waitForZone(page, browserZone);

    // Settings › Profile: search, a search that matches nothing, then Auckland.
    await expectVisible(page.getByRole('heading', { name: 'Time zone', level: 2 }));
    const search = page.getByRole('searchbox', { name: 'Search time zones' });
    await search.fill('no such place');
    await expectVisible(page.getByText('No time zone matches your search.'));
    await search.fill('auckland');
    const list = page.getByRole('listbox', { name: 'Time zone' });
    await list.selectOption(storedZone);

    // The server refuses once (a failure shown, nothing stored) ...
    await page.route('**/api/preferences', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'bad_request', message: 'This time zone is not known.' } }),
      }),
    );
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await expectVisible(page.getByText(/Could not save the time zone/));
    expect(await sessionZone(page)).toBe(browserZone);
    await page.unroute('**/api/preferences');
    // ... then saves.
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await expectVisible(page.getByText(`Time zone saved: ${storedZone}`));
    await waitForZone(page, storedZone);
    await page.screenshot({ path: 'test-results/time-zone-settings.png', fullPage: true });
    await expectAccessible(page, ['[data-sonner-toaster]']);

    // A post scheduled for 10:00 two days from now in Auckland; the request names New York, the stored zone wins.
    const { posts } = await generateThroughApi<Post>(page, server.baseUrl, {
      method: 'prompt',
      prompt: 'Our bakery opens a second shop on Main Street this Saturday',
      platforms: ['instagram'],
      variations: ['normal'],
      aiImages: false,
    });
    const saved = await page.request.post(`${server.baseUrl}/api/posts/drafts`, {
      headers: csrf,
      data: { generatedPostId: posts[0]!.id },
    });
    const draft = ((await saved.json()) as { post: PostRecord }).post;
    const aucklandDay = dateIn(storedZone, 2);
    const answer = await page.request.post(`${server.baseUrl}/api/posts/${draft.id}/publish`, {
      headers: csrf,
      data: {
        mode: 'schedule',
        localTime: { date: aucklandDay, time: '10:00' },
        timeZone: browserZone,
        destinations: ['community'],
        boost: { enabled: false, budget: 5, duration: 3, useAITiming: false },
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const post = ((await answer.json()) as { post: PostRecord }).post;
    expect(post.timeZone).toBe(storedZone);
    expect(clockIn(storedZone, post.scheduledFor!)).toBe('10:00');
    const newYorkClock = clockIn(browserZone, post.scheduledFor!);
    expect(newYorkClock).not.toBe('10:00');

    // History: the row's time is 10:00 (Auckland), not New York's.
    await page.goto(`${server.baseUrl}/app/history`);
    const row = page.getByRole('article', { name: post.title }).first();
    await expectVisible(row);
    const rowTime = (await row.locator('p.text-xs').first().textContent()) ?? '';
    expect(rowTime).toMatch(/10:00\sAM/);
    expect(rowTime).not.toMatch(new RegExp(newYorkClock.replace(/^0/, '')));

    // Calendar: on its Auckland day, at 10:00.
    await page.goto(`${server.baseUrl}/app/calendar`);
    await expectVisible(page.locator('[data-date]'));
    for (
      let step = 0;
      step < 2 && (await page.locator(`[data-date="${aucklandDay}"]`).count()) === 0;
      step += 1
    )
      await page.getByRole('button', { name: 'Next' }).click();
    const chip = page.locator(`[data-date="${aucklandDay}"] [data-post-id="${post.id}"]`);
    await expectVisible(chip);
    expect(await chip.getAttribute('aria-label')).toContain('10:00');
    await expectVisible(page.getByText(storedZone).first());
    await page.screenshot({ path: 'test-results/time-zone-calendar.png', fullPage: true });

    // The reschedule dialog presets and explains the Auckland time.
    await chip.click();
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText(storedZone));
    expect(await dialog.getByLabel('Time').inputValue()).toBe('10:00');
    expect(await dialog.getByLabel('Date').inputValue()).toBe(aucklandDay);

    await page.keyboard.press('Escape');

    // Phone layout: the time zone card fits 390 px without a sideways scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/app/settings?tab=profile`);
    await expectVisible(page.getByRole('listbox', { name: 'Time zone' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('heading', { name: 'Time zone', level: 2 }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/time-zone-phone.png' });

    expect(consoleErrors.filter((text) => !text.includes('400'))).toEqual([]);
    await context.close();
  });
});
