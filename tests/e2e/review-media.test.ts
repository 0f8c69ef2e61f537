import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import { expectVisible, runTimeoutMs, waitForRunCompleted } from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/** A 3 s 360×640 clip with sound, made with ffmpeg. */
function makeClip(directory: string): Buffer {
  const file = join(directory, 'oven.mp4');
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=360x640:rate=25:duration=3',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=3',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  return readFileSync(file);
}

async function uploadClip(page: Page, baseUrl: string, clip: Buffer): Promise<string> {
  const response = await page.request.post(`${baseUrl}/api/media/uploads`, {
    headers: { 'x-postforge-csrf': '1' },
    multipart: { file: { name: 'oven.mp4', mimeType: 'video/mp4', buffer: clip } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { asset: { id: string } }).asset.id;
}

async function startRun(page: Page, baseUrl: string, body: object): Promise<string> {
  const response = await page.request.post(`${baseUrl}/api/generation/runs`, {
    headers: { 'x-postforge-csrf': '1' },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(202);
  return ((await response.json()) as { runId: string }).runId;
}

describe('Review: Media Management modal, reels editor and export', () => {
  let server: RunningServer;
  let browser: Browser;
  let scratch: string;
  let clip: Buffer;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    await signUpOwner(server.baseUrl);
    scratch = mkdtempSync(join(tmpdir(), 'postforge-e2e-media-'));
    clip = makeClip(scratch);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('shows every tab and empty state, refuses a bad upload, edits the video with progress, exports a zip', async () => {
    const { context, page } = await openPage(browser, 'review-media', { acceptDownloads: true });
    await signIn(page, server.baseUrl);
    const clipId = await uploadClip(page, server.baseUrl, clip);
    const runId = await startRun(page, server.baseUrl, {
      method: 'upload',
      prompt: 'Our oven at dawn',
      platforms: ['instagram'],
      variations: ['normal'],
      aiImages: false,
      uploadedAssetIds: [clipId],
    });
    await page.goto(`${server.baseUrl}/app/review?run=${runId}`);
    await waitForRunCompleted(page);

    await page
      .getByRole('button', { name: /^Manage the media of / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Media Management' });
    await expectVisible(dialog);
    const tab = (name: string) =>
      dialog.getByRole('tablist', { name: 'Media sections' }).getByRole('tab', { name, exact: true });
    for (const name of [
      'Preview',
      'Reels Editor',
      'Scraped Images',
      'Uploaded Content',
      'Regenerate',
      'Upload',
      'Settings',
      'Folders',
    ]) {
      await expectVisible(tab(name));
    }
    await expectVisible(dialog.getByLabel("The post's video"));
    await expectAccessible(page);

    await tab('Scraped Images').click();
    await expectVisible(dialog.getByText('No Scraped Images'));
    await tab('Folders').click();
    await expectVisible(dialog.getByText('No projects yet'));
    await tab('Settings').click();
    await expectVisible(dialog.getByText('360 × 640 px'));

    // Library: the clip is listed; a search that matches nothing shows the spec's empty state.
    await tab('Uploaded Content').click();
    await expectVisible(dialog.getByRole('tab', { name: 'AI Generate' }));
    await expectVisible(dialog.getByText('oven.mp4'));
    await dialog.getByRole('searchbox', { name: 'Search the library' }).fill('no such file anywhere');
    await expectVisible(dialog.getByText('No content found in library'));
    await expectVisible(dialog.getByText('Try adjusting your search or filter'));

    // A bad file goes through the one validator and is refused with its message.
    await tab('Upload').click();
    await dialog.getByLabel('Choose an image or video').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await expectVisible(dialog.getByRole('alert'));

    // Reels editor: nothing selected says so; an effect with a trim previews, then applies with progress.
    await tab('Reels Editor').click();
    await dialog.getByRole('button', { name: 'Apply Changes' }).click();
    await expectVisible(
      dialog.getByText('Nothing selected: choose an effect, an aspect ratio or a trim first.'),
    );
    await dialog.getByRole('button', { name: 'Monochrome' }).click();
    await expectVisible(dialog.getByRole('slider', { name: 'Intensity of Monochrome' }));
    await dialog.getByRole('switch', { name: 'Trim' }).click();
    await dialog.getByLabel('End (s)').fill('9');
    await expectVisible(dialog.getByText(/^The trim must lie within the clip/));
    await dialog.getByLabel('End (s)').fill('2.5');
    await dialog.getByLabel('Start (s)').fill('0.5');
    await dialog.getByRole('button', { name: 'Preview frame' }).click();
    await expectVisible(dialog.getByRole('img', { name: 'A frame of the video with the changes applied' }));
    await dialog.getByRole('button', { name: 'Apply Changes' }).click();
    const progress = dialog.getByRole('progressbar', { name: 'Applying changes' });
    const done = dialog.getByText("Changes applied: the edited video is the post's new version.");
    await expect
      .poll(async () => (await progress.isVisible()) || (await done.isVisible()), { timeout: 30_000 })
      .toBe(true);
    await expectVisible(done, runTimeoutMs);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // Export all: a zip with the text, the (edited) video and the manifest; the card then says Exported.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export all as zip' }).click(),
    ]);
    const path = join(scratch, 'run.zip');
    await download.saveAs(path);
    const files = unzipSync(new Uint8Array(readFileSync(path)));
    const names = Object.keys(files);
    expect(names).toContain('manifest.csv');
    const text = names.find((name) => name.endsWith('/post.txt')) ?? '';
    expect(strFromU8(files[text]!).length).toBeGreaterThan(10);
    const video = names.find((name) => name.endsWith('/video.mp4')) ?? '';
    expect(files[video]?.length).toBeGreaterThan(1000);
    expect(strFromU8(files['manifest.csv']!)).toContain(video);
    await page.reload();
    await expectVisible(page.getByText('Exported', { exact: true }).first());
    await context.close();
  }, 180_000);

  it("offers the reels editor only for video, and makes a library item the post's media", async () => {
    const { context, page } = await openPage(browser, 'review-media-image', {
      viewport: { width: 390, height: 844 },
    });
    await signIn(page, server.baseUrl);
    const runId = await startRun(page, server.baseUrl, {
      method: 'prompt',
      prompt: 'Fresh sourdough every morning at our bakery',
      platforms: ['linkedin'],
      variations: ['normal'],
    });
    await page.goto(`${server.baseUrl}/app/review?run=${runId}`);
    await waitForRunCompleted(page);
    await page
      .getByRole('button', { name: /^Manage the media of / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Media Management' });
    await dialog.getByRole('tab', { name: 'Reels Editor' }).click();
    await expectVisible(dialog.getByText('No video content'));
    await expectVisible(dialog.getByText('This feature is only available for video content'));
    await dialog.getByRole('tab', { name: 'Uploaded Content' }).click();
    await dialog
      .getByRole('button', { name: /^Use this.*oven/ })
      .first()
      .click();
    await expectVisible(page.getByText("The post's media was changed."));
    await page.keyboard.press('Escape');
    await expectVisible(page.locator('video').first());
    await context.close();
  }, 120_000);
});
