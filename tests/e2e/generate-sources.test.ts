import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatFileSize, truncateText } from '../../src/shared/domain/formatting';
import { scrapeLimits } from '../../src/shared/domain/limits';
import { startPageServer, type PageServer } from '../fakes/pages/page-server';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
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

/** Images of the product fixture that live on the page server (the others point at hosts tests never reach). */
const productImagePaths = [
  '/img/logo.png',
  '/img/trail-runner-2-side.jpg',
  '/img/trail-runner-2-top.jpg',
  '/img/trail-runner-2-back-400.jpg',
  '/img/trail-runner-2-back-1200.jpg',
  '/img/trail-runner-2-sole.jpg',
];

/** Width of the page server's image number `index`, so a post's image can be told apart from a rendered card. */
const imageWidth = (index: number) => 321 + index * 10;

async function renderJpeg(width: number, height: number, hue: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: hue, g: 120, b: 200 - hue / 2 } },
  })
    .jpeg()
    .toBuffer();
}

/** Clicks a button that opens the file chooser and hands it the given files. */
async function chooseFiles(
  page: Page,
  buttonName: string,
  files: string | Array<{ name: string; mimeType: string; buffer: Buffer }>,
): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: buttonName, exact: true }).click(),
  ]);
  await chooser.setFiles(files);
}

const textFile = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture\n') };

/**
 * The other sources of the generator on the offline providers: From URL (loopback page server allowed by
 * SSRF_ALLOWLIST), Upload Media and Video Reels (Chromium's fake camera).
 */
describe('Generator: From URL, Upload Media and Video Reels (offline providers)', () => {
  let server: RunningServer;
  let browser: Browser;
  let pages: PageServer;
  let scratch: string;

  beforeAll(async () => {
    pages = await startPageServer();
    [server, browser] = await Promise.all([startServer({ SSRF_ALLOWLIST: '127.0.0.1/32' }), launchBrowser()]);
    await signUpOwner(server.baseUrl);
    scratch = mkdtempSync(join(tmpdir(), 'postforge-e2e-files-'));
    for (const [index, path] of productImagePaths.entries()) {
      const jpeg = await renderJpeg(imageWidth(index), 240, index * 40);
      pages.route(path, (_request, response) => {
        response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length });
        response.end(jpeg);
      });
    }
  });

  afterEach(({ task }) => {
    if (task.result?.state === 'fail') console.error(`server log:\n${server.output().slice(-6000)}`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await pages?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('From URL: checks the address, previews the product page and reviews Web Scraped posts', async () => {
    const { context, page } = await openPage(browser, 'from-url');
    await signIn(page, server.baseUrl);
    const screen = await openGenerator(page, server.baseUrl);
    await screen.tab('From URL').click();
    const urlInput = page.getByLabel('Website URL');
    const scrapeButton = page.getByRole('button', { name: 'Scrape Content' });
    await expectDisabled(scrapeButton);
    await expectDisabled(screen.generate);

    await urlInput.fill('ftp://example.com/catalogue');
    await scrapeButton.click();
    await expectVisible(page.getByText('Please enter a valid URL (must start with http:// or https://)'));
    expect(await urlInput.getAttribute('aria-invalid')).toBe('true');
    await expectDisabled(screen.generate);

    await urlInput.fill(`${pages.origin}/product-page.html`);
    await scrapeButton.click();
    const status = page.getByRole('status').filter({ hasText: 'Content scraped successfully' });
    await expectVisible(status, 30_000);
    expect(await status.innerText()).toContain('127.0.0.1');
    const preview = page.getByRole('region', { name: /Trail Runner 2/ });
    await expectVisible(preview);
    expect(await preview.getByRole('heading').innerText()).toBe(
      'Trail Runner 2 – Lightweight Trail Running Shoe | Acme Outdoor',
    );
    await expectVisible(preview.getByText(/\d+ images found/));
    const previewImages = await preview.getByRole('listitem').count();
    expect(previewImages).toBeGreaterThan(0);
    expect(previewImages).toBeLessThanOrEqual(scrapeLimits.previewImages);
    // The prompt is filled in from the page; the preview shows the first 200 characters of the page's text.
    const filledPrompt = await page.getByLabel('Prompt', { exact: true }).inputValue();
    expect(filledPrompt).toContain(
      '"Trail Runner 2 – Lightweight Trail Running Shoe | Acme Outdoor" (127.0.0.1)',
    );
    const pageText = filledPrompt.split('\n\n').slice(1).join('\n\n').trim();
    expect(pageText.length).toBeGreaterThan(scrapeLimits.previewExcerptLength);
    const excerpt = await preview.locator('p').nth(1).innerText();
    const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(normalize(excerpt)).toBe(normalize(truncateText(pageText, scrapeLimits.previewExcerptLength)));
    await expectAccessible(page);

    await choosePlatforms(page, ['Instagram', 'Twitter/X']);
    await screen.generate.click();
    await page.waitForURL(/\/app\/review\?run=/, { timeout: runTimeoutMs });
    await waitForRunCompleted(page);

    const about = page.getByRole('list', { name: 'About this generation' });
    await expectVisible(about.getByText(/^\d+ scraped images? used$/));
    const usedText = await about.getByText(/scraped images? used/).innerText();
    const used = Number(/\d+/.exec(usedText)?.[0]);
    expect(used).toBeGreaterThanOrEqual(2);
    await expectVisible(about.getByText(/Trail Runner 2 .*· 127\.0\.0\.1/));
    const cards = postCards(page);
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Web Scraped Instagram Post',
      'Web Scraped Twitter/X Post',
    ]);
    // Each post shows one of the page's own images (the page server's JPEGs), not a rendered card.
    const servedWidths = productImagePaths.map((_path, index) => imageWidth(index));
    const widths = await readImageWidths(cards);
    expect(widths).toHaveLength(2);
    for (const width of widths) expect(servedWidths).toContain(width);
    await context.close();
  });

  it('From URL: a blocked address gives the failure alert and usable fallback content', async () => {
    const { context, page } = await openPage(browser, 'from-url-blocked');
    await signIn(page, server.baseUrl);
    const screen = await openGenerator(page, server.baseUrl);
    await screen.tab('From URL').click();
    await page.getByLabel('Website URL').fill('http://10.0.0.1/admin');
    await page.getByRole('button', { name: 'Scrape Content' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to scrape URL: ' });
    await expectVisible(alert, 30_000);
    // The refusal never says what the address is or resolves to.
    expect(await alert.innerText()).toContain('Failed to scrape URL: This address is not allowed');
    await expectVisible(alert.getByText('Content built from the domain name is filled in below'));
    expect(await page.getByLabel('Prompt', { exact: true }).inputValue()).toContain('10.0.0.1');
    await expectDisabled(screen.generate, false);
    await context.close();
  });

  it('Upload Media: refuses other files, lists an image and puts it on the posts', async () => {
    const { context, page } = await openPage(browser, 'upload-media');
    await signIn(page, server.baseUrl);
    const screen = await openGenerator(page, server.baseUrl);
    await screen.tab('Upload Media').click();
    await expectDisabled(screen.generate);

    await chooseFiles(page, 'Choose Files', [textFile]);
    await expectVisible(
      page.getByRole('alert').filter({ hasText: 'Please select valid image or video files' }),
    );
    await expectDisabled(screen.generate);

    const png = await sharp({
      create: { width: 480, height: 360, channels: 4, background: { r: 20, g: 160, b: 90, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const pngPath = join(scratch, 'bottle-photo.png');
    writeFileSync(pngPath, png);
    await chooseFiles(page, 'Choose Files', pngPath);
    const list = page.getByRole('region', { name: 'Selected files (1)' });
    await expectVisible(list);
    await expectVisible(list.getByText('bottle-photo.png'));
    await expectVisible(list.getByText(formatFileSize(png.length), { exact: true }));
    await expectVisible(list.getByRole('button', { name: 'Remove bottle-photo.png' }));
    expect(await page.getByLabel('Prompt', { exact: true }).inputValue()).toBe(
      'Create engaging social media content for this image',
    );

    // A second pick of the same image, then removing it again.
    await chooseFiles(page, 'Choose Files', pngPath);
    await expectVisible(page.getByRole('region', { name: 'Selected files (2)' }));
    expect(await page.getByLabel('Prompt', { exact: true }).inputValue()).toBe(
      'Create a social media campaign using these 2 media files',
    );
    await page.getByRole('button', { name: 'Remove bottle-photo.png' }).last().click();
    await expectVisible(page.getByRole('region', { name: 'Selected files (1)' }));
    await expectAccessible(page);

    await choosePlatforms(page, ['Instagram']);
    await expectDisabled(screen.generate, false);
    // The automatic one-image prompt says nothing about the subject: Generate asks for one line first.
    await screen.generate.click();
    const subject = page.getByRole('textbox', { name: 'One line about the subject' });
    await expectVisible(subject);
    await subject.fill('Our steel water bottle keeps drinks cold for 24 hours');
    await screen.generate.click();
    await page.waitForURL(/\/app\/review\?run=/, { timeout: runTimeoutMs });
    await waitForRunCompleted(page);
    const cards = postCards(page);
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.getByRole('heading', { level: 3 }).innerText()).toBe(
      'Uploaded Content Instagram Post',
    );
    expect(await cards.first().innerText()).toContain('24 hours');
    // The uploaded picture itself (re-encoded, same size), not a rendered card.
    expect(await readImageWidths(cards)).toEqual([480]);
    // Labelled as the user's own upload, not as an offline card.
    await expectVisible(cards.getByText('Your upload', { exact: true }));
    await expectVisible(page.getByText('Your uploads', { exact: true }));
    expect(await page.getByText('Postforge offline card').count()).toBe(0);
    await context.close();
  });

  it('Video Reels: refuses a non-video file', async () => {
    const { context, page } = await openPage(browser, 'reels-invalid-file');
    await signIn(page, server.baseUrl);
    const screen = await openGenerator(page, server.baseUrl);
    await screen.tab('Video Reels').click();
    await chooseFiles(page, 'Choose Video', [textFile]);
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Please select a valid video file.' }));
    await expectDisabled(screen.generate);
    await context.close();
  });

  it('Video Reels: records with the camera, transcribes and reviews video posts', async () => {
    const { context, page, consoleErrors } = await openPage(browser, 'reels-record');
    await signIn(page, server.baseUrl);
    const screen = await openGenerator(page, server.baseUrl);
    await screen.tab('Video Reels').click();
    await expectDisabled(screen.generate);

    await page.getByRole('button', { name: 'Turn on camera' }).click();
    await expectVisible(page.getByLabel('Camera preview'));
    await page.getByRole('button', { name: 'Start Recording' }).click();
    // Record about two seconds, measured by the recorder's own clock.
    await expectVisible(page.getByText(/REC 0:0[2-9]/), 15_000);
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await expectVisible(page.getByLabel('Recorded clip'));
    await page.getByRole('button', { name: 'Use this clip' }).click();

    // Uploaded and transcribed: the fake camera has no speech, so the generic description is used.
    const clip = page.getByRole('region', { name: 'Your clip' });
    await expectVisible(clip, 60_000);
    const transcript = await clip.getByLabel('Transcript').inputValue();
    expect(transcript.trim().length).toBeGreaterThanOrEqual(10);
    await expectVisible(clip.getByText(/No usable speech was found/));
    // With a clip, the variations picker shows.
    await expectVisible(page.getByRole('group', { name: 'Content Variations' }));
    await expectAccessible(page);

    await choosePlatforms(page, ['Instagram']);
    await screen.generate.click();
    await page.waitForURL(/\/app\/review\?run=/, { timeout: runTimeoutMs });
    await waitForRunCompleted(page);
    const cards = postCards(page);
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.getByRole('heading', { level: 3 }).innerText()).toBe('Reels Video Instagram Video');
    const video = cards.locator('video');
    expect(await video.count()).toBe(1);
    const src = (await video.getAttribute('src')) ?? '';
    expect(src).not.toBe('');
    const response = await page.request.get(new URL(src, server.baseUrl).toString());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^video\//);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
