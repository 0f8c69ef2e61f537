import { createServer, type AddressInfo } from 'node:net';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../fakes/ai-provider.fake';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import {
  choosePlatforms,
  expectVisible,
  openAdvancedSettings,
  openGenerator,
  postCards,
  runTimeoutMs,
  waitForRunCompleted,
} from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

async function openLlmTab(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/app/settings?tab=llm`);
  await expectVisible(page.getByRole('radiogroup', { name: 'Video model' }));
}

const modelCard = (page: Page, name: string): Locator =>
  page.getByRole('radiogroup', { name: 'Video model' }).getByRole('radio', { name: new RegExp(`^${name}`) });

/** Settings > LLM Integration: the video model catalogue and the AI providers against the loopback fake. */
describe('Settings: LLM Integration', () => {
  let fake: FakeAiProvider;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    fake = await startFakeAiProvider({ latencyMs: { tokensPerSecond: 2000 } });
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
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

  it('selects a video model, keeps coming-soon cards unselectable, and keeps the choice after a reload', async () => {
    const { context, page } = await openPage(browser, 'settings-ai-models');
    await signIn(page, server.baseUrl);
    await openLlmTab(page, server.baseUrl);
    const current = page.getByTestId('current-model');
    await expect.poll(() => modelCard(page, 'Kling 2.0 Master').getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => current.textContent()).toBe('Kling 2.0 Master');
    await expectVisible(page.getByRole('heading', { name: 'Current Selection' }));

    const veo = modelCard(page, 'Veo 3');
    expect(await veo.getAttribute('aria-disabled')).toBe('true');
    // A user's click does nothing (Playwright refuses to click an aria-disabled element unless forced).
    await veo.click({ force: true });
    expect(await veo.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => current.textContent()).toBe('Kling 2.0 Master');

    await modelCard(page, 'Hailuo 02').click();
    await expect.poll(() => modelCard(page, 'Hailuo 02').getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => current.textContent()).toBe('Hailuo 02');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectVisible(page.getByRole('button', { name: 'Settings Saved!' }));
    await expectAccessible(page);

    await page.reload();
    await expectVisible(page.getByRole('radiogroup', { name: 'Video model' }));
    await expect.poll(() => modelCard(page, 'Hailuo 02').getAttribute('aria-checked')).toBe('true');

    // Arrow keys move the choice between the selectable cards, skipping the coming-soon Veo 3.
    await modelCard(page, 'Hailuo 02').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => modelCard(page, 'Kling 2.0 Master').getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => modelCard(page, 'Hailuo 02').getAttribute('aria-checked')).toBe('true');

    // The create screen offers only what Hailuo 02 makes.
    const screen = await openGenerator(page, server.baseUrl);
    await openAdvancedSettings(page);
    await screen.aiVideos.click();
    await expectVisible(
      page
        .getByText('Hailuo 02 (Settings > LLM Integration) makes clips of up to 5 s in 16:9, 9:16, 1:1.')
        .first(),
    );
    expect(await page.getByRole('radio', { name: '4:5', exact: true }).count()).toBe(0);
    // Clips are made offline on this server (no video provider yet): 4K cannot be chosen, and the hint says why.
    await expect.poll(() => page.getByRole('radio', { name: /^Ultra/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: /^High/ }).isChecked()).toBe(true);
    await expectVisible(page.getByText(/4K needs a video provider/).first());
    await context.close();
  });

  it('fills presets, tests the connection (success and each failure) and saves the text provider', async () => {
    const { context, page } = await openPage(browser, 'settings-ai-providers');
    await signIn(page, server.baseUrl);
    await openLlmTab(page, server.baseUrl);
    const text = page.getByRole('region', { name: 'Text', exact: true });
    await text.getByText('Change provider').click();
    await text.getByRole('radio', { name: 'OpenAI-compatible endpoint' }).check();
    const baseUrl = text.getByLabel('Base URL');
    const model = text.getByRole('textbox', { name: /^Model/ });
    const key = text.getByLabel('API key');

    await text.getByRole('button', { name: 'Ollama (local)' }).click();
    expect(await baseUrl.inputValue()).toBe('http://localhost:11434/v1');
    expect(await model.inputValue()).toBe('llama3.2');
    await text.getByRole('button', { name: 'OpenAI', exact: true }).click();
    expect(await baseUrl.inputValue()).toBe('https://api.openai.com/v1');
    expect(await model.inputValue()).toBe('gpt-4.1-mini');

    const result = text.getByTestId('test-result-text');
    const testConnection = async () => {
      await text.getByRole('button', { name: 'Test connection' }).click();
      await expectVisible(text.getByRole('button', { name: 'Test connection' }));
    };
    await baseUrl.fill(`${fake.baseUrl}/v1`);
    await key.fill('sk-wrong-key-000000');
    await testConnection();
    await expect
      .poll(() => result.textContent())
      .toMatch(/^The endpoint refused the key \(401\): .*Incorrect API key/);
    expect(await result.getAttribute('role')).toBe('alert');

    await baseUrl.fill(`http://127.0.0.1:${await closedPort()}/v1`);
    await key.fill(fake.apiKey);
    await testConnection();
    await expect.poll(() => result.textContent()).toMatch(/^The endpoint could not be reached: /);

    await baseUrl.fill(`${fake.baseUrl}/v1`);
    await model.fill('no-such-model');
    await testConnection();
    await expect
      .poll(() => result.textContent())
      .toBe('The endpoint answered, but it does not offer the model no-such-model.');

    await model.fill('gpt-4.1-mini');
    await testConnection();
    await expect
      .poll(() => result.textContent())
      .toBe('Connected: the endpoint offers gpt-4.1-mini (7 models).');
    expect(await result.getAttribute('role')).toBe('status');

    await text.getByRole('button', { name: 'Save provider' }).click();
    await expectVisible(text.getByText('Provider saved. The next call uses it.'));
    await expectVisible(text.getByText('Endpoint chosen in the app'));
    await expectVisible(text.getByText('Model: gpt-4.1-mini'));
    await expectVisible(text.getByText('A key ending in 6789 is stored. Leave this empty to keep it.'));
    expect(await key.inputValue()).toBe('');
    expect(await page.content()).not.toContain(fake.apiKey);
    await context.close();
  });

  it('generates on /app/create with the text provider configured in the app', async () => {
    fake.requests.length = 0;
    const { context, page } = await openPage(browser, 'settings-ai-generate');
    await signIn(page, server.baseUrl);
    const screen = await openGenerator(page, server.baseUrl);
    const prompt = 'Our florist now delivers on Sundays';
    await screen.prompt.fill(prompt);
    await choosePlatforms(page, ['Instagram']);
    await screen.generate.click();
    await page.waitForURL(/\/app\/review\?run=/, { timeout: runTimeoutMs });
    await waitForRunCompleted(page);
    await expectVisible(postCards(page).first().getByText(`Something new: ${prompt}`));
    expect(fake.requests.some((request) => request.path === '/v1/chat/completions')).toBe(true);
    await context.close();
  });
});
