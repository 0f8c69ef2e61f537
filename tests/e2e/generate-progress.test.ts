import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../fakes/ai-provider.fake';
import { launchBrowser, openPage } from './support/browser';
import {
  choosePlatforms,
  expectVisible,
  openGenerator,
  postCards,
  runTimeoutMs,
  waitForRunCompleted,
} from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/** Reads the progress bar's percent (aria-valuenow). */
async function readPercent(page: Page): Promise<number> {
  const value = await page.getByRole('progressbar', { name: /^Step \d of 4$/ }).getAttribute('aria-valuenow');
  return Number(value);
}

/** The progress panel follows a run whose images are slow (the loopback fake delays each image). */
describe('Generator progress with slow media (loopback fake)', () => {
  let fake: FakeAiProvider;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    fake = await startFakeAiProvider({ latencyMs: { chat: 200, image: 2500 } });
    [server, browser] = await Promise.all([
      startServer({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: fake.apiKey }),
      launchBrowser(),
    ]);
    await signUpOwner(server.baseUrl);
  });

  afterEach(({ task }) => {
    if (task.result?.state === 'fail') console.error(`server log:\n${server.output().slice(-6000)}`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it('counts the images, stays below 100% while they are made, and survives leaving /app/create', async () => {
    const { context, page } = await openPage(browser, 'progress-slow-media');
    await signIn(page, server.baseUrl);
    const screen = await openGenerator(page, server.baseUrl);
    await screen.prompt.fill('Our bakery now opens at 6 AM on weekdays');
    await choosePlatforms(page, ['Instagram', 'LinkedIn']);
    await screen.generate.click();

    // The media step with its own count, while the images are still being made.
    const images = page.getByTestId('media-progress');
    await expectVisible(images.getByText(/^images [0-2] of 2$/), runTimeoutMs);
    await expectVisible(page.getByText(/^Step 3 of 4$/));
    const percent = await readPercent(page);
    expect(percent).toBeGreaterThanOrEqual(50);
    expect(percent).toBeLessThan(100);
    expect(await page.getByRole('heading', { name: 'Content ready' }).count()).toBe(0);

    // Leaving the screen during the run and coming back shows that run's progress again.
    await page.goto(`${server.baseUrl}/app`);
    await page.waitForURL((url) => !url.pathname.startsWith('/app/create'));
    await page.goto(`${server.baseUrl}/app/create`);
    await expectVisible(page.getByRole('heading', { name: 'Generating content' }));
    await expectVisible(page.getByText(/^Step [3-4] of 4$/));

    // The run completes: the review opens and the next visit starts with a fresh form.
    await page.waitForURL(/\/app\/review\?run=/, { timeout: runTimeoutMs });
    await waitForRunCompleted(page);
    await expect.poll(() => postCards(page).count()).toBe(2);
    await page.goto(`${server.baseUrl}/app/create`);
    await expectVisible(screen.heading);
    expect(await page.getByRole('heading', { name: 'Generating content' }).count()).toBe(0);
    await context.close();
  });
});
