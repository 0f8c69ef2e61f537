import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/browser';
import { expectHidden, expectVisible } from './support/generator';
import { useOwnerSuite } from './support/owner-suite';
import type { RunningServer } from './support/server';

/*
 * Content Studio: upload through the dialog (per-file status, a refused file shows the server's message), the
 * count tiles, filters, sorts and search, inline rename, the viewer (counted view), bulk zip download and delete.
 */

const png = (width: number, colour: string) =>
  sharp({ create: { width, height: width, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('Content Studio library', () => {
  let server: RunningServer;
  let page: Page;

  useOwnerSuite('library', (suite) => ({ server, page } = suite), {
    acceptDownloads: true,
  });

  it('shows the empty state, then uploads files with their status and refuses a disguised one', async () => {
    await page.goto(`${server.baseUrl}/app/content`);
    await expectVisible(page.getByRole('heading', { name: 'Content Studio' }));
    await expectVisible(page.getByText('No Files Uploaded'));
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Assets' });
    await expectVisible(dialog);
    await dialog.getByLabel('Choose files').setInputFiles([
      { name: 'red square.png', mimeType: 'image/png', buffer: await png(120, '#ff0000') },
      { name: 'blue.png', mimeType: 'image/png', buffer: await png(40, '#0000ff') },
      { name: 'setup.png', mimeType: 'image/png', buffer: Buffer.from('MZ\x90\x00 this is not an image') },
    ]);
    await dialog.getByLabel('Tags', { exact: true }).fill('summer, promo');
    await dialog.getByRole('button', { name: 'Upload files' }).click();
    const files = dialog.getByRole('list', { name: 'Files to upload' });
    await expectVisible(files.locator('li[data-status="completed"]').nth(1));
    const refused = files.locator('li[data-status="error"]');
    await expectVisible(refused);
    await expect(refused.textContent()).resolves.toMatch(/Error: .+/);
    await expect(files.locator('li[data-status="completed"]').count()).resolves.toBe(2);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    const library = page.getByRole('list', { name: 'Content Library' });
    await expectVisible(library.getByRole('listitem').nth(1));
    await expect(library.getByRole('listitem').count()).resolves.toBe(2);
    await expectVisible(library.getByText('promo').first());
    await expectVisible(page.getByRole('button', { name: /2\s*Images/ }));
  });

  it('sorts, filters by tile and searches', async () => {
    const library = page.getByRole('list', { name: 'Content Library' });
    const firstName = () =>
      library
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: /^Name:/ });
    await page.getByRole('combobox', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'Name A-Z' }).click();
    await expect.poll(() => firstName().textContent()).toBe('blue.png');
    await page.getByRole('combobox', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'Largest First' }).click();
    await expect.poll(() => firstName().textContent()).toBe('red square.png');

    await page.getByRole('button', { name: /Videos/ }).click();
    await expectVisible(page.getByText('No Assets Found'));
    await page.getByRole('button', { name: /Videos/ }).click();
    await page.getByLabel('Search the library').fill('square');
    await expect.poll(() => library.getByRole('listitem').count()).toBe(1);
    await page.getByLabel('Search the library').fill('');
    await expect.poll(() => library.getByRole('listitem').count()).toBe(2);
  });

  it('renames inline keeping the extension, and the viewer counts a view', async () => {
    const library = page.getByRole('list', { name: 'Content Library' });
    await library.getByRole('button', { name: 'Name: blue.png' }).click();
    const field = library.getByRole('textbox', { name: 'Name' });
    await field.fill('Ocean');
    await field.press('Enter');
    await expectVisible(library.getByRole('button', { name: 'Name: Ocean.png' }));

    await library.getByRole('button', { name: 'Open Ocean.png' }).click();
    const viewer = page.getByRole('dialog', { name: 'Ocean.png' });
    await expectVisible(viewer.getByRole('button', { name: 'Reset zoom' }));
    const views = viewer.locator('dt', { hasText: 'Views' }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => views.textContent()).toBe('1');
    await page.keyboard.press('Escape');
    await expectHidden(viewer);
  });

  it('downloads the selection as a zip and deletes after the confirmation', async () => {
    await page.getByLabel('Select all').click();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expectVisible(bar.getByText('2 selected'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      bar.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('content-library.zip');
    const zipped = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(Object.keys(zipped).sort()).toEqual(['Ocean.png', 'red square.png']);

    await bar.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete files' });
    await expectVisible(confirm.getByText('Are you sure you want to delete 2 file(s)?'));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectVisible(page.getByText('No Files Uploaded'));
  });
});
