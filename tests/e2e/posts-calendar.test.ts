import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../fakes/ai-provider.fake';
import { expectAccessible, launchBrowser } from './support/browser';
import {
  choosePlatforms,
  expectHidden,
  expectVisible,
  generateAndWaitForReview,
  generateThroughApi,
  generatorScreen,
} from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/*
 * Calendar (/app/calendar): a scheduled and a published post in the month and week views (Europe/Berlin);
 * dragging the scheduled post to another day reschedules it at the same time; the keyboard path (Enter on
 * the post, Reschedule, a new date) does the same; choosing + on an empty day opens /app/create with that
 * day's 09:00 as the Schedule preset of the posts of the run started there, and of no other run's posts.
 */

const csrf = { 'x-postforge-csrf': '1' };
const zone = 'Europe/Berlin';
type Post = { id: string; platform: string };
type PostRecord = { id: string; title: string; status: string; scheduledFor: string | null };

/** The Berlin calendar date `days` from now. */
const berlinDate = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: zone });
/** The Berlin date and time of an instant as 'YYYY-MM-DD HH:mm'. */
const berlinMinute = (instant: string) =>
  `${new Date(instant).toLocaleDateString('en-CA', { timeZone: zone })} ${new Date(instant).toLocaleTimeString('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' })}`;

describe('Post calendar', () => {
  let fake: FakeAiProvider;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let scheduled: PostRecord;

  const read = async (postId: string) =>
    ((await (await page.request.get(`${server.baseUrl}/api/posts/${postId}`)).json()) as { post: PostRecord })
      .post;
  /** Shows the month holding `date` (moving forward when the grid does not hold it yet). */
  const showDate = async (date: string) => {
    await expectVisible(page.locator('[data-date]'));
    for (let step = 0; step < 2 && (await page.locator(`[data-date="${date}"]`).count()) === 0; step += 1)
      await page.getByRole('button', { name: 'Next' }).click();
  };

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
      timezoneId: zone,
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    await signIn(page, server.baseUrl);
    const { posts } = await generateThroughApi<Post>(page, server.baseUrl, {
      method: 'prompt',
      prompt: 'Our bakery opens a second shop on Main Street this Saturday',
      platforms: ['instagram', 'facebook'],
      variations: ['normal'],
      aiImages: true,
    });
    const boost = { enabled: false, budget: 25, duration: 3, useAITiming: true };
    const tomorrowTen = new Date(`${berlinDate(1)}T10:00:00`);
    // 10:00 in Berlin: the offset of that day.
    const offset =
      new Date(tomorrowTen.toLocaleString('en-US', { timeZone: zone })).getTime() - tomorrowTen.getTime();
    const at = new Date(tomorrowTen.getTime() - offset).toISOString();
    for (const post of posts) {
      const saved = await page.request.post(`${server.baseUrl}/api/posts/drafts`, {
        headers: csrf,
        data: { generatedPostId: post.id },
      });
      const draft = ((await saved.json()) as { post: PostRecord }).post;
      const isInstagram = post.platform === 'instagram';
      const published = await page.request.post(`${server.baseUrl}/api/posts/${draft.id}/publish`, {
        headers: csrf,
        data: {
          mode: isInstagram ? 'schedule' : 'now',
          ...(isInstagram ? { scheduledFor: at } : {}),
          timeZone: zone,
          destinations: ['community'],
          boost,
        },
      });
      expect(published.status(), await published.text()).toBe(200);
      if (isInstagram) scheduled = ((await published.json()) as { post: PostRecord }).post;
    }
    expect(berlinMinute(scheduled.scheduledFor!)).toBe(`${berlinDate(1)} 10:00`);
  }, 120_000);

  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    console.error(`server log:\n${server.output().slice(-4000)}`);
    await page
      .screenshot({ path: `test-results/posts-calendar-${Date.now()}.png`, fullPage: true })
      .catch(() => undefined);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it('shows scheduled and published posts in the month and week views', async () => {
    await page.goto(`${server.baseUrl}/app/history`);
    await page.locator('#main').getByRole('link', { name: 'Calendar' }).click();
    await page.waitForURL('**/app/calendar');
    await expectVisible(page.getByRole('heading', { name: 'Calendar', level: 1 }));
    await showDate(berlinDate(1));
    const chip = page.locator(`[data-date="${berlinDate(1)}"] [data-post-id="${scheduled.id}"]`);
    await expectVisible(chip);
    expect(await chip.getAttribute('aria-label')).toBe('10:00 Instagram Post, Scheduled');
    await page.goto(`${server.baseUrl}/app/calendar`);
    await expectVisible(page.locator('[data-status="executed"]').first());
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/posts-calendar-month-light-1280.png', fullPage: true });

    await page.getByRole('button', { name: 'Week' }).click();
    expect(await page.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    await expectVisible(page.locator('[data-status="executed"]').first());
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: '/tmp/posts-calendar-week-dark-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/posts-calendar-week-dark-390.png', fullPage: true });
    await page.getByRole('button', { name: 'Month' }).click();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: '/tmp/posts-calendar-month-light-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('reschedules a scheduled post by dragging it to another day, at the same time', async () => {
    await page.goto(`${server.baseUrl}/app/calendar`);
    await showDate(berlinDate(2));
    const chip = page.locator(`[data-post-id="${scheduled.id}"]`);
    await expectVisible(chip);
    await chip.dragTo(page.locator(`[data-date="${berlinDate(2)}"]`));
    await expectVisible(page.getByText('Post rescheduled.'));
    await expectVisible(page.locator(`[data-date="${berlinDate(2)}"] [data-post-id="${scheduled.id}"]`));
    const moved = await read(scheduled.id);
    expect(moved.status).toBe('scheduled');
    expect(berlinMinute(moved.scheduledFor!)).toBe(`${berlinDate(2)} 10:00`);
  });

  it('moves it with the keyboard: Enter on the post, Reschedule, a new date', async () => {
    const chip = page.locator(`[data-post-id="${scheduled.id}"]`);
    await chip.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Instagram Post' });
    await expectVisible(details);
    await details.getByRole('button', { name: 'Reschedule' }).focus();
    await page.keyboard.press('Enter');
    const move = page.getByRole('dialog', { name: 'Reschedule: Instagram Post' });
    await move.getByLabel('Date').fill(berlinDate(3));
    await move.getByLabel('Time').fill('16:45');
    await move.getByRole('button', { name: 'Move post' }).focus();
    await page.keyboard.press('Enter');
    await expectHidden(move);
    // The toast of the drag may still show: wait for the stored time instead.
    await expect
      .poll(async () => berlinMinute((await read(scheduled.id)).scheduledFor!))
      .toBe(`${berlinDate(3)} 16:45`);
    await expectVisible(page.locator(`[data-date="${berlinDate(3)}"] [data-post-id="${scheduled.id}"]`));
  });

  it("starts a new post from an empty day: its run's Schedule step presets that time, another run's does not", async () => {
    await page.goto(`${server.baseUrl}/app/calendar`);
    const day = berlinDate(5);
    await showDate(day);
    await page
      .locator(`[data-date="${day}"]`)
      .getByRole('button', { name: /^New post for / })
      .click();
    await page.waitForURL('**/app/create?slot=*');
    const slot = new URL(page.url()).searchParams.get('slot');
    expect(berlinMinute(slot!)).toBe(`${day} 09:00`);

    // The post started from the slot: its Schedule step shows the slot's day and time.
    const screen = generatorScreen(page);
    await expectVisible(screen.heading);
    await screen.prompt.fill('Our bakery bakes a pumpkin loaf for the harvest market');
    await choosePlatforms(page, ['Instagram']);
    const slotRunId = await generateAndWaitForReview(page);
    const scheduleStep = async () => {
      await page.getByRole('button', { name: 'Post now or schedule' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Post now or schedule' });
      await dialog.getByRole('button', { name: 'Schedule for Later' }).click();
      const values = [
        await dialog.getByLabel('Date').inputValue(),
        await dialog.getByLabel('Time').inputValue(),
      ];
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expectHidden(dialog);
      return values.join(' ');
    };
    expect(await scheduleStep()).toBe(`${day} 09:00`);

    // An unrelated run in the same tab, while the slot is still remembered: the usual tomorrow 09:00.
    const { runId: otherRunId } = await generateThroughApi<Post>(page, server.baseUrl, {
      method: 'prompt',
      prompt: 'Our bakery now delivers sourdough by bicycle on Fridays',
      platforms: ['linkedin'],
      variations: ['normal'],
      aiImages: false,
    });
    expect(otherRunId).not.toBe(slotRunId);
    await page.goto(`${server.baseUrl}/app/review?run=${otherRunId}`);
    expect(await scheduleStep()).toBe(`${berlinDate(1)} 09:00`);
    // Back on the slot's run, its preset still applies.
    await page.goto(`${server.baseUrl}/app/review?run=${slotRunId}`);
    expect(await scheduleStep()).toBe(`${day} 09:00`);
  }, 180_000);
});
