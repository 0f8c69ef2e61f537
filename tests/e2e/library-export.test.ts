import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser } from './support/browser';
import { expectHidden, expectVisible } from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/*
 * The Export Settings dialog: two selected images exported on the server as WebP at a resolution preset with
 * batch names, the zip downloaded from 'Export Complete!' and its files checked (magic bytes, sizes); one image
 * exported as PDF; a format that does not apply gives the server's message in the dialog.
 */

describe('Content Studio export', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const libraryList = () => page.getByRole('list', { name: 'Content Library' });
  const dialog = () => page.getByRole('dialog', { name: 'Export Settings' });
  const choose = async (label: string, option: string) => {
    await dialog().getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  const downloadFromDialog = async () => {
    await expectVisible(dialog().getByText('Export Complete!'), 60_000);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog()
        .getByRole('link', { name: /^Download / })
        .click(),
    ]);
    const path = await download.path();
    return { name: download.suggestedFilename(), data: await readFile(path ?? '') };
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    await signUpOwner(server.baseUrl);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    await signIn(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/app/content`);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Assets' });
    await upload.getByLabel('Choose files').setInputFiles(
      await Promise.all(
        [
          { name: 'wide.png', width: 800, height: 400, colour: '#ff0000' },
          { name: 'tall.png', width: 300, height: 600, colour: '#0000ff' },
        ].map(async (file) => ({
          name: file.name,
          mimeType: 'image/png',
          buffer: await sharp({
            create: { width: file.width, height: file.height, channels: 3, background: file.colour },
          })
            .png()
            .toBuffer(),
        })),
      ),
    );
    await upload.getByRole('button', { name: 'Upload files' }).click();
    await upload.locator('li[data-status="completed"]').nth(1).waitFor({ timeout: 60_000 });
    await upload.getByRole('button', { name: 'Close' }).first().click();
    await expectHidden(upload);
  }, 180_000);

  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    console.error(`server log:\n${server.output().slice(-4000)}`);
    await page
      .screenshot({ path: `test-results/library-export-${Date.now()}.png`, fullPage: true })
      .catch(() => undefined);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('exports two images as WebP at 1280 × 720 with batch names, as a zip', async () => {
    await libraryList().getByRole('checkbox', { name: 'Select wide.png' }).click();
    await libraryList().getByRole('checkbox', { name: 'Select tall.png' }).click();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Export' }).click();
    await expectVisible(dialog().getByText('2 files selected'));
    expect(
      (
        await dialog().getByRole('list', { name: 'Selected files' }).getByRole('listitem').allInnerTexts()
      ).sort(),
    ).toEqual(['tall.png', 'wide.png']);
    await choose('Format', 'WebP');
    await choose('Resolution', '1280 × 720');
    await dialog().getByLabel('Prefix').fill('launch-');
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/export-dialog.png' });
    await dialog().getByRole('button', { name: 'Export 2 files' }).click();
    const { name, data } = await downloadFromDialog();
    expect(name).toBe('export.zip');
    const files = unzipSync(new Uint8Array(data));
    expect(Object.keys(files).sort()).toEqual(['launch-tall-002.webp', 'launch-wide-001.webp']);
    const sizes = await Promise.all(
      ['launch-wide-001.webp', 'launch-tall-002.webp'].map(async (file) => {
        const bytes = Buffer.from(files[file] ?? new Uint8Array());
        expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
        const metadata = await sharp(bytes).metadata();
        return [metadata.width, metadata.height];
      }),
    );
    // 800×400 and 300×600 fitted inside 1280×720.
    expect(sizes).toEqual([
      [1280, 640],
      [360, 720],
    ]);
    await dialog().getByRole('button', { name: 'Done' }).click();
    await expectHidden(dialog());
  }, 120_000);

  it('exports one image as a PDF, and shows the server message for a format that does not apply', async () => {
    await page
      .getByRole('region', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Clear Selection' })
      .click();
    await libraryList().getByRole('checkbox', { name: 'Select wide.png' }).click();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Export' }).click();
    await choose('Format', 'MP4');
    await dialog().getByRole('button', { name: 'Export 1 file' }).click();
    await expectVisible(
      dialog().getByRole('alert').filter({ hasText: 'wide.png cannot be exported as MP4.' }),
    );
    await choose('Format', 'PDF');
    await dialog().getByRole('button', { name: 'Export 1 file' }).click();
    const { name, data } = await downloadFromDialog();
    expect(name).toBe('wide-001.pdf');
    expect(data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(data.toString('latin1')).toContain('/MediaBox [0 0 800 400]');
  }, 120_000);
});
