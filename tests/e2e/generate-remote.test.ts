import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../fakes/ai-provider.fake';
import { launchBrowser, openPage } from './support/browser';
import {
  choosePlatforms,
  expectDisabled,
  expectVisible,
  openGenerator,
  postCards,
  readImageWidths,
  runTimeoutMs,
  waitForRunCompleted,
} from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/** Generation through a remote (OpenAI-compatible) provider: the loopback fake, healthy and failing. */
describe('Generator with a remote AI provider (loopback fake)', () => {
  let fake: FakeAiProvider;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    fake = await startFakeAiProvider({ latencyMs: { tokensPerSecond: 2000 } });
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

  it("shows the provider's posts and images, with no Offline label", async () => {
    fake.setBehaviour({});
    const { context, page } = await openPage(browser, 'remote-run');
    await signIn(page, server.baseUrl);
    const screen = await openGenerator(page, server.baseUrl);
    const prompt = 'Our bakery now opens at 6 AM on weekdays';
    await screen.prompt.fill(prompt);
    await choosePlatforms(page, ['Instagram', 'LinkedIn']);
    await screen.generate.click();
    await page.waitForURL(/\/app\/review\?run=/, { timeout: runTimeoutMs });
    await waitForRunCompleted(page);

    const cards = postCards(page);
    await expect.poll(() => cards.count()).toBe(2);
    for (const [index, platform] of ['instagram', 'linkedin'].entries()) {
      const card = cards.nth(index);
      // The fake writes 'Something new: {idea}' with its own hashtags and strategy.
      await expectVisible(card.getByText(`Something new: ${prompt}`));
      await expectVisible(card.getByText(`Written for ${platform} in the normal style.`));
      await expectVisible(card.getByRole('list', { name: 'Hashtags' }).getByText('#Fake'));
      const widths = await readImageWidths(card);
      expect(widths).toHaveLength(1);
      expect(widths[0]).toBeGreaterThan(0);
    }
    expect(await page.getByText('Offline', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Offline/ }).count()).toBe(0);
    expect(await page.getByText('Postforge offline writer').count()).toBe(0);

    const postCalls = fake.requests.filter(
      (request) =>
        request.path === '/v1/chat/completions' &&
        (request.body as { max_tokens?: number } | undefined)?.max_tokens === 8000,
    );
    expect(postCalls.length).toBeGreaterThanOrEqual(1);
    expect(fake.requests.some((request) => request.path === '/v1/images/generations')).toBe(true);
    await context.close();
  });

  it("shows 'Failed to generate content. Please try again.' when the provider answers 500, keeping the prompt", async () => {
    fake.setBehaviour({ posts: 'error', chat: 'error' });
    const { context, page } = await openPage(browser, 'remote-failure');
    await signIn(page, server.baseUrl);
    const screen = await openGenerator(page, server.baseUrl);
    const prompt = 'Spring menu tasting night on Friday';
    await screen.prompt.fill(prompt);
    await choosePlatforms(page, ['Instagram']);
    await screen.generate.click();

    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Failed to generate content. Please try again.' });
    await expectVisible(alert, runTimeoutMs);
    expect(new URL(page.url()).pathname).toBe('/app/create');
    expect(await screen.prompt.inputValue()).toBe(prompt);
    // The user can try again once the run has failed.
    await expectDisabled(screen.generate, false);
    expect(await screen.generate.innerText()).toContain('Generate Content');

    // A retry after the provider recovered succeeds.
    fake.setBehaviour({});
    await screen.generate.click();
    await page.waitForURL(/\/app\/review\?run=/, { timeout: runTimeoutMs });
    await waitForRunCompleted(page);
    await expectVisible(postCards(page).getByText(`Something new: ${prompt}`));
    await context.close();
  });
});
