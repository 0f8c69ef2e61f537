import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import {
  choosePlatforms,
  expectDisabled,
  expectHidden,
  expectVisible,
  openGenerator,
  postCards,
  runTimeoutMs,
  waitForRunCompleted,
} from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

async function renderPng(hue: number): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: hue, g: 120, b: 90 } } })
    .png()
    .toBuffer();
}

/** Clicks 'Choose Files' and hands the file chooser the given files. */
async function chooseFiles(page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Choose Files', exact: true }).click(),
  ]);
  await chooser.setFiles(files);
}

/**
 * Upload Media with only the automatic campaign instruction ('Create a social media campaign using these 2
 * media files'): Generate asks for one line about the subject and starts no run until it is given; the posts
 * are written from that line and never copy the instruction.
 */
describe('Generator: a media instruction waits for one line about the subject (offline providers)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    await signUpOwner(server.baseUrl);
  });

  afterEach(({ task }) => {
    if (task.result?.state === 'fail') console.error(`server log:\n${server.output().slice(-6000)}`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('asks for the subject, refuses a blank line, then writes posts from it without the instruction', async () => {
    const { context, page } = await openPage(browser, 'media-instruction');
    await signIn(page, server.baseUrl);
    const screen = await openGenerator(page, server.baseUrl);
    await screen.tab('Upload Media').click();
    const runRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/generation\/runs$/u.test(request.url()))
        runRequests.push(request.url());
    });

    await chooseFiles(page, [
      { name: 'latte-front.png', mimeType: 'image/png', buffer: await renderPng(40) },
      { name: 'latte-side.png', mimeType: 'image/png', buffer: await renderPng(160) },
    ]);
    await expectVisible(page.getByRole('region', { name: 'Selected files (2)' }));
    expect(await page.getByLabel('Prompt', { exact: true }).inputValue()).toBe(
      'Create a social media campaign using these 2 media files',
    );
    const subject = page.getByRole('textbox', { name: 'One line about the subject' });
    expect(await subject.count()).toBe(0);
    await choosePlatforms(page, ['Instagram']);

    // Generate with only the instruction: the field appears with its message, focused; no run starts.
    await screen.generate.click();
    await expectVisible(subject);
    const message = page
      .getByRole('alert')
      .filter({ hasText: 'Your prompt only says what to do with the files.' });
    await expectVisible(message);
    expect(await subject.getAttribute('aria-invalid')).toBe('true');
    expect(await subject.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectAccessible(page);

    // A blank line is no subject: still waiting.
    await subject.fill('   ');
    await screen.generate.click();
    await expectVisible(message);
    expect(new URL(page.url()).pathname).toBe('/app/create');
    expect(runRequests).toEqual([]);

    // The user's own prompt instead of the instruction needs no extra line: the field goes.
    await page.getByLabel('Prompt', { exact: true }).fill('Our oat latte in two pictures');
    await expectHidden(subject);
    await page
      .getByLabel('Prompt', { exact: true })
      .fill('Create a social media campaign using these 2 media files');
    await expectVisible(subject);

    await subject.fill('Our new oat latte, €3.20 from Monday at Bean There');
    await expectHidden(message);
    await expectDisabled(screen.generate, false);
    await screen.generate.click();
    await page.waitForURL(/\/app\/review\?run=/, { timeout: runTimeoutMs });
    expect(runRequests).toHaveLength(1);
    await waitForRunCompleted(page);
    const cards = postCards(page);
    await expect.poll(() => cards.count()).toBe(1);
    const text = await cards.first().innerText();
    expect(text).toContain('€3.20');
    expect(text).toMatch(/oat latte/iu);
    expect(text).not.toMatch(/media files?|social media campaign/iu);
    await context.close();
  });

  it('asks for the subject of a single image too', async () => {
    const { context, page } = await openPage(browser, 'media-instruction-one');
    await signIn(page, server.baseUrl);
    const screen = await openGenerator(page, server.baseUrl);
    await screen.tab('Upload Media').click();
    await chooseFiles(page, [{ name: 'latte.png', mimeType: 'image/png', buffer: await renderPng(80) }]);
    expect(await page.getByLabel('Prompt', { exact: true }).inputValue()).toBe(
      'Create engaging social media content for this image',
    );
    await choosePlatforms(page, ['Instagram']);
    await screen.generate.click();
    await expectVisible(page.getByRole('textbox', { name: 'One line about the subject' }));
    expect(new URL(page.url()).pathname).toBe('/app/create');
    await context.close();
  });
});
