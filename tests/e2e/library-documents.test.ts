import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildDocx, buildPdf } from '../../src/server/modules/media/document.fixtures';
import { expectAccessible } from './support/browser';
import { expectHidden, expectVisible } from './support/generator';
import { useOwnerSuite } from './support/owner-suite';
import type { RunningServer } from './support/server';

/*
 * Documents in the Content Studio: a PDF, a DOCX and a text file through the Upload Assets dialog, an HTML page
 * named .pdf refused with the server's message, the PDF's first-page thumbnail, the PDF in the viewer's frame,
 * 'Open Document' downloading a DOCX, the Documents tile, and the favourite star with its filter.
 */
describe('Content Studio documents', () => {
  let server: RunningServer;
  let page: Page;

  useOwnerSuite('library-documents', (suite) => ({ server, page } = suite), {
    acceptDownloads: true,
  });

  const library = () => page.getByRole('list', { name: 'Content Library' });
  // Built once: a zip carries its build time, so each build differs.
  const letter = buildDocx('Dear reader');

  it('uploads a PDF, a DOCX and a text file, and refuses an HTML page named .pdf', async () => {
    await page.goto(`${server.baseUrl}/app/content`);
    await expectVisible(page.getByText('No Files Uploaded'));
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Assets' });
    const picker = dialog.getByLabel('Choose files');
    await expect(picker.getAttribute('accept')).resolves.toMatch(/\.pdf.*\.doc.*\.docx.*\.txt/);
    await picker.setInputFiles([
      { name: 'Report.pdf', mimeType: 'application/pdf', buffer: buildPdf('Quarterly report') },
      {
        name: 'Letter.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: letter,
      },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Shopping list\n- bread\n') },
      {
        name: 'invoice.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'),
      },
    ]);
    await dialog.getByRole('button', { name: 'Upload files' }).click();
    const files = dialog.getByRole('list', { name: 'Files to upload' });
    const refused = files.locator('li[data-status="error"]');
    await expectVisible(refused);
    await expect(refused.textContent()).resolves.toMatch(
      /invoice\.pdf.*Error: "invoice\.pdf" is not a supported file type/,
    );
    await expect.poll(() => files.locator('li[data-status="completed"]').count()).toBe(3);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expectHidden(dialog);

    await expect.poll(() => library().getByRole('listitem').count()).toBe(3);
    await expectVisible(page.getByRole('button', { name: /3\s*Documents/ }));
  });

  it("shows the PDF's first page on its card, and the other documents as icons", async () => {
    const pdfCard = library().getByRole('button', { name: 'Open Report.pdf' });
    const thumbnail = pdfCard.locator('img');
    await expectVisible(thumbnail);
    await expect(thumbnail.getAttribute('src')).resolves.toMatch(/\/thumbnail$/);
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(640);
    await expect(
      library().getByRole('button', { name: 'Open Letter.docx' }).locator('img').count(),
    ).resolves.toBe(0);

    await page.getByRole('button', { name: /Documents/ }).click();
    await expect.poll(() => library().getByRole('listitem').count()).toBe(3);
    await page.getByRole('button', { name: /Documents/ }).click();
    await page.screenshot({ path: 'test-results/library-documents-grid.png' });
  });

  it('shows the PDF in the viewer in our own frame, with Open Document', async () => {
    const pdfResponse = page.waitForResponse(
      (response) =>
        /\/media\/[^/]+$/.test(new URL(response.url()).pathname) &&
        response.request().frame() !== page.mainFrame(),
    );
    await library().getByRole('button', { name: 'Open Report.pdf' }).click();
    const viewer = page.getByRole('dialog', { name: 'Report.pdf' });
    const frame = viewer.locator('iframe[title="Report.pdf (PDF preview)"]');
    await expectVisible(frame);
    const response = await pdfResponse;
    expect(response.status()).toBe(200);
    const headers = await response.allHeaders();
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-security-policy']).toMatch(/sandbox$/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    const open = viewer.getByRole('link', { name: 'Open Document' });
    await expect(open.getAttribute('href')).resolves.toBe(await frame.getAttribute('src'));
    await expect(open.getAttribute('target')).resolves.toBe('_blank');
    await expectVisible(viewer.getByText('Report.pdf').last());
    await expectAccessible(page);
    await page.waitForTimeout(1500); // the browser's PDF viewer draws the page
    await page.screenshot({ path: 'test-results/library-documents-pdf-viewer.png' });
    await page.keyboard.press('Escape');
    await expectHidden(viewer);
  });

  it('offers a DOCX through Open Document as a download with its name and size', async () => {
    await library().getByRole('button', { name: 'Open Letter.docx' }).click();
    const viewer = page.getByRole('dialog', { name: 'Letter.docx' });
    await expectVisible(viewer.getByText('Document preview not available'));
    await expectVisible(viewer.getByText(/^\d+(\.\d)? (B|KB)$/).first());
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      viewer.getByRole('button', { name: 'Open Document' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Letter.docx');
    expect((await readFile(await download.path())).equals(letter)).toBe(true);
    await page.keyboard.press('Escape');
    await expectHidden(viewer);
  });

  it('stars a file and finds it under the Favourites filter', async () => {
    const card = library().getByRole('listitem').filter({ hasText: 'notes.txt' });
    const star = card.getByRole('button', { name: 'Favourite' });
    await expect(star.getAttribute('aria-pressed')).resolves.toBe('false');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Favourites' }).click();
    await expect.poll(() => library().getByRole('listitem').count()).toBe(1);
    await expectVisible(library().getByRole('button', { name: 'Name: notes.txt' }));
  });

  it('lays the PDF viewer out on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'All files' }).click();
    await expect.poll(() => library().getByRole('listitem').count()).toBe(3);
    await library().getByRole('button', { name: 'Open Report.pdf' }).click();
    const viewer = page.getByRole('dialog', { name: 'Report.pdf' });
    await expectVisible(viewer.getByRole('link', { name: 'Open Document' }));
    const width = await viewer.evaluate((element) => element.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.waitForTimeout(1000);
    await page.screenshot({ path: 'test-results/library-documents-phone.png' });
    await page.keyboard.press('Escape');
  });

  it('keeps an upload completed when only its tag step fails, and says so', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Assets' });
    await dialog
      .getByLabel('Choose files')
      .setInputFiles([{ name: 'draft.txt', mimeType: 'text/plain', buffer: Buffer.from('A first draft\n') }]);
    // A tag longer than the library allows (50 characters): the server refuses the tag step only.
    await dialog.getByLabel('Tags', { exact: true }).fill('x'.repeat(60));
    await dialog.getByRole('button', { name: 'Upload files' }).click();
    const files = dialog.getByRole('list', { name: 'Files to upload' });
    const row = files.locator('li[data-status="completed"]');
    await expectVisible(row.getByText(/^Uploaded, but the tags could not be added: /));
    await expect(files.locator('li[data-status="error"]').count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expectVisible(library().getByRole('button', { name: 'Name: draft.txt' }));
  });
});
