import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/browser';
import { expectHidden, expectVisible } from './support/generator';
import { uploadPngs, useOwnerSuite } from './support/owner-suite';
import { signIn } from './support/session';
import type { RunningServer } from './support/server';

/*
 * A brand pack's detail view (issue #14): opened from its card, empty states, a font uploaded and its name shown
 * in its own face, a refused font file's message, a background added from the library, and the export zip
 * holding the font and the background; light at 1280 px and dark at 390 px.
 */

const dejaVuSerifPath = '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf';

describe('Content Studio brand pack detail', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  const primarySlot = () => page.getByTestId('brand-font-primary');
  const secondarySlot = () => page.getByTestId('brand-font-secondary');

  useOwnerSuite('library-brand-pack-detail', (suite) => ({ server, browser, page } = suite), {
    acceptDownloads: true,
  });

  it('opens a new pack from its card with its empty sections', async () => {
    await page.goto(`${server.baseUrl}/app/content`);
    await uploadPngs(page, [
      {
        name: 'sunset.png',
        buffer: await sharp({ create: { width: 320, height: 180, channels: 3, background: '#f97316' } })
          .png()
          .toBuffer(),
      },
    ]);
    await page.getByRole('tab', { name: 'Brand Packs' }).click();
    await page.getByRole('button', { name: 'New Brand Pack' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Brand Pack' });
    await dialog.getByLabel('Brand name').fill('Serif Studio');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expectHidden(dialog);

    await page.getByRole('button', { name: 'Open Serif Studio' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Serif Studio', level: 2 }));
    await expectVisible(page.getByText('No backgrounds yet'));
    await expectVisible(page.getByText('No overlays yet'));
    await expectVisible(page.getByText('#7C3AED'));
    await expect
      .poll(() => primarySlot().getByText('No font file uploaded', { exact: false }).count())
      .toBe(1);
  }, 90_000);

  it('uploads a font and shows its name in its own face', async () => {
    await page.getByLabel('Primary font file', { exact: true }).setInputFiles({
      name: 'DejaVu_Serif.ttf',
      mimeType: 'font/ttf',
      buffer: await readFile(dejaVuSerifPath),
    });
    await expectVisible(primarySlot().getByText(/DejaVu_Serif\.ttf · [\d,.]+ KB/));
    // The pack had no primary font name: the file's name becomes it.
    const sample = primarySlot().getByText('DejaVu Serif', { exact: true });
    await expectVisible(sample);
    await expect.poll(() => sample.getAttribute('data-font-status')).toBe('ready');
    const drawn = await sample.evaluate((element) => {
      const family = getComputedStyle(element).fontFamily;
      const face = family.split(',')[0]?.trim() ?? '';
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return { family, isLoaded: false, ownWidth: 0, fallbackWidth: 0 };
      context.font = `40px ${face}`;
      const ownWidth = context.measureText('Handmade bread').width;
      context.font = '40px sans-serif';
      const fallbackWidth = context.measureText('Handmade bread').width;
      return { family, isLoaded: document.fonts.check(`40px ${face}`), ownWidth, fallbackWidth };
    });
    expect(drawn.family).toContain('BrandPackFont-');
    expect(drawn.isLoaded).toBe(true);
    expect(Math.abs(drawn.ownWidth - drawn.fallbackWidth)).toBeGreaterThan(1);
    await expectVisible(primarySlot().getByRole('button', { name: 'Replace font (Primary font)' }));
  }, 60_000);

  it("shows a bad font file's message and keeps the slot empty", async () => {
    await page.getByLabel('Secondary font file', { exact: true }).setInputFiles({
      name: 'broken.ttf',
      mimeType: 'font/ttf',
      buffer: Buffer.concat([Buffer.from('true'), Buffer.alloc(400, 3)]),
    });
    await expectVisible(secondarySlot().getByRole('alert'));
    expect(await secondarySlot().getByRole('alert').textContent()).toContain('has no letters A and g');
    await page.getByLabel('Secondary font file', { exact: true }).setInputFiles({
      name: 'Inter.woff2',
      mimeType: 'font/woff2',
      buffer: Buffer.concat([Buffer.from('wOF2'), Buffer.alloc(400, 3)]),
    });
    await expect
      .poll(() => secondarySlot().getByRole('alert').textContent())
      .toContain('convert the font to TTF, OTF or WOFF');
    await expectVisible(secondarySlot().getByText('No font file uploaded', { exact: false }));
  }, 60_000);

  it('adds a background from the library', async () => {
    await page.getByRole('button', { name: 'Add background' }).click();
    const picker = page.getByRole('dialog', { name: 'Add a background from your library' });
    await picker.getByRole('button', { name: 'sunset.png' }).click();
    await expectHidden(picker);
    const backgrounds = page.getByRole('list', { name: 'Backgrounds' });
    await expectVisible(backgrounds.getByRole('img', { name: 'sunset.png' }));
    await expectVisible(page.getByText('No overlays yet'));
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/brand-pack-detail.png', fullPage: true });
  }, 60_000);

  it('exports a zip holding the font and the background', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export Serif Studio as a zip' }).click(),
    ]);
    const files = unzipSync(new Uint8Array(await readFile((await download.path()) ?? '')));
    expect(Object.keys(files).sort()).toEqual([
      'backgrounds/sunset.png',
      'brand-pack.json',
      'fonts/primary-DejaVu_Serif.ttf',
    ]);
    expect(
      Buffer.from(files['fonts/primary-DejaVu_Serif.ttf'] ?? []).equals(await readFile(dejaVuSerifPath)),
    ).toBe(true);
    const fields = JSON.parse(Buffer.from(files['brand-pack.json'] ?? []).toString('utf8')) as {
      fonts: { primary: string };
    };
    expect(fields.fonts.primary).toBe('DejaVu Serif');
  }, 60_000);

  it('fits a phone screen in dark mode', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const phonePage = await phone.newPage();
    await signIn(phonePage, server.baseUrl);
    await phonePage.goto(`${server.baseUrl}/app/content?tab=brand-packs`);
    await phonePage.getByRole('button', { name: 'Open Serif Studio' }).click();
    await expectVisible(phonePage.getByRole('heading', { name: 'Serif Studio', level: 2 }));
    await expect
      .poll(() =>
        phonePage
          .getByTestId('brand-font-primary')
          .getByText('DejaVu Serif')
          .getAttribute('data-font-status'),
      )
      .toBe('ready');
    const overflow = await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(phonePage);
    await phonePage.screenshot({ path: 'test-results/brand-pack-detail-phone-dark.png', fullPage: true });
    await phone.close();
  }, 60_000);
});
