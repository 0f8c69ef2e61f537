import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/browser';
import {
  choosePlatforms,
  expectDisabled,
  expectHidden,
  expectVisible,
  generateAndWaitForReview,
  openGenerator,
  postCards,
} from './support/generator';
import { settleAnimations } from './support/flows';
import { uploadPngs, useOwnerSuite } from './support/owner-suite';
import { signIn } from './support/session';
import type { RunningServer } from './support/server';

/*
 * Brand packs: the Brand Packs tab (empty state, New Brand Pack with its checks, a card with palette, fonts,
 * logo and 3 platforms then '+1', Set active with one active pack per workspace, Delete with a confirmation),
 * the active pack named on /app/create, and a new run's offline card drawn in the pack's colours with its logo.
 */

const red = {
  primary: '#DC2626',
  secondary: '#7F1D1D',
  accent: '#FACC15',
  background: '#450A0A',
  text: '#FFFFFF',
};

/** Share of a PNG's pixels near the primary→secondary gradient, and of pure green (logo) in its top-right. */
async function measureCard(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const from = { r: 0xdc, g: 0x26, b: 0x26 };
  const to = { r: 0x7f, g: 0x1d, b: 0x1d };
  let onGradient = 0;
  let green = 0;
  let corner = 0;
  let sampled = 0;
  for (let y = 0; y < info.height; y += 3) {
    for (let x = 0; x < info.width; x += 3) {
      const at = (y * info.width + x) * 3;
      const [r, g, b] = [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
      sampled += 1;
      const near = Array.from({ length: 11 }, (_, step) => step / 10).some(
        (share) =>
          Math.hypot(
            r - (from.r + (to.r - from.r) * share),
            g - (from.g + (to.g - from.g) * share),
            b - (from.b + (to.b - from.b) * share),
          ) < 60,
      );
      if (near) onGradient += 1;
      if (y < info.height * 0.15 && x > info.width * 0.7) {
        corner += 1;
        if (g > 200 && r < 60 && b < 60) green += 1;
      }
    }
  }
  return { gradientShare: onGradient / sampled, logoShare: green / corner };
}

describe('Content Studio brand packs', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  const packList = () => page.getByRole('list', { name: 'Brand Packs' });
  const card = (name: string) => packList().getByRole('listitem', { name, exact: true });

  const createPack = async (
    name: string,
    fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
  ) => {
    await page.getByRole('button', { name: 'New Brand Pack' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Brand Pack' });
    await dialog.getByLabel('Brand name').fill(name);
    await fill?.(dialog);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expectHidden(dialog);
    await expectVisible(card(name));
  };

  useOwnerSuite('library-brand-packs', (suite) => ({ server, browser, page } = suite), {
    acceptDownloads: true,
  });

  it('creates a pack with the spec fields, checking the name and every colour', async () => {
    // The logo: an image of the library.
    await page.goto(`${server.baseUrl}/app/content`);
    await uploadPngs(page, [
      {
        name: 'bakery-logo.png',
        buffer: await sharp({ create: { width: 300, height: 100, channels: 3, background: '#00ff00' } })
          .png()
          .toBuffer(),
      },
    ]);

    await page.getByRole('tab', { name: 'Brand Packs' }).click();
    await expectVisible(page.getByText('No brand packs yet'));
    await page.getByRole('button', { name: 'New Brand Pack' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Brand Pack' });
    const create = dialog.getByRole('button', { name: 'Create' });
    await expectDisabled(create);
    await dialog.getByLabel('Brand name').fill('   ');
    await expectDisabled(create);
    await dialog.getByLabel('Brand name').fill(' Red Bakery ');
    await dialog.getByLabel('Description').fill('Our shop brand');
    const colour = (slot: string) => dialog.getByRole('textbox', { name: slot, exact: true });
    await colour('Accent').fill('orange');
    await expectVisible(dialog.getByText('Enter a colour as # and six hexadecimal digits.'));
    await expectDisabled(create);
    for (const [slot, value] of Object.entries(red)) {
      await colour(slot[0]?.toUpperCase() + slot.slice(1)).fill(value);
    }
    await expectHidden(dialog.getByText('Enter a colour as # and six hexadecimal digits.'));
    await dialog.getByLabel('Primary font').fill('Inter');
    await dialog.getByLabel('Secondary font').fill('Georgia');
    await dialog.getByRole('combobox', { name: 'Logo' }).click();
    await page.getByRole('option', { name: 'bakery-logo.png' }).click();
    await dialog.getByLabel('Guidelines (tone and voice)').fill('Warm and plain. No exclamation marks.');
    for (const name of ['Instagram', 'LinkedIn', 'TikTok', 'YouTube']) {
      await dialog.getByRole('checkbox', { name }).click();
    }
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/brand-pack-dialog.png' });
    await expectDisabled(create, false);
    await create.click();
    await expectHidden(dialog);

    const pack = card('Red Bakery');
    await expectVisible(pack);
    await expectVisible(pack.getByText('Our shop brand'));
    await expectVisible(pack.getByText('Inter · Georgia'));
    await expectVisible(pack.getByRole('img', { name: 'bakery-logo.png' }));
    const platforms = pack.getByRole('list', { name: 'Target platforms' });
    expect(await platforms.getByRole('listitem').allInnerTexts()).toEqual([
      'Instagram',
      'LinkedIn',
      'TikTok',
      '+1',
    ]);
    expect(await pack.getByRole('list', { name: 'Colour palette' }).getByRole('listitem').count()).toBe(5);
    // The 'created' toast slides in: axe reads its colours once it stands still.
    await settleAnimations(page);
    await expectAccessible(page);
  }, 180_000);

  it("exports a pack as a zip of its fields and its logo file from the pack's card", async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card('Red Bakery').getByRole('link', { name: 'Export Red Bakery as a zip' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Red Bakery.zip');
    const files = unzipSync(new Uint8Array(await readFile((await download.path()) ?? '')));
    expect(Object.keys(files).sort()).toEqual(['brand-pack.json', 'logo.png']);
    const fields = JSON.parse(Buffer.from(files['brand-pack.json'] ?? []).toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(fields).toMatchObject({
      format: 'postforge-brand-pack',
      name: 'Red Bakery',
      description: 'Our shop brand',
      colors: red,
      fonts: { primary: 'Inter', secondary: 'Georgia' },
      guidelines: 'Warm and plain. No exclamation marks.',
      platforms: ['instagram', 'linkedin', 'tiktok', 'youtube'],
      logo: { file: 'logo.png', title: 'bakery-logo.png', contentType: 'image/png' },
    });
    const logo = await sharp(Buffer.from(files['logo.png'] ?? []))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(logo.info).toMatchObject({ width: 300, height: 100 });
    expect([...logo.data.subarray(0, 3)]).toEqual([0, 255, 0]);
  }, 60_000);

  it('keeps one pack active, deletes with a confirmation, and names the active pack on /app/create', async () => {
    await createPack('Christmas Campaign');
    await card('Red Bakery').getByRole('button', { name: 'Set active: Red Bakery' }).click();
    await expectVisible(card('Red Bakery').getByText('Active', { exact: true }));
    await card('Christmas Campaign').getByRole('button', { name: 'Set active: Christmas Campaign' }).click();
    await expectVisible(card('Christmas Campaign').getByText('Active', { exact: true }));
    await expectHidden(card('Red Bakery').getByText('Active', { exact: true }));

    await card('Christmas Campaign').getByRole('button', { name: 'Delete Christmas Campaign' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Christmas Campaign?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectHidden(confirm);
    await expectHidden(card('Christmas Campaign'));

    const screen = await openGenerator(page, server.baseUrl);
    await expectVisible(page.getByText('No brand pack active'));
    await page.getByRole('link', { name: 'Manage brand packs' }).click();
    await expectVisible(card('Red Bakery'));
    await card('Red Bakery').getByRole('button', { name: 'Set active: Red Bakery' }).click();
    await expectVisible(card('Red Bakery').getByText('Active', { exact: true }));
    await openGenerator(page, server.baseUrl);
    await expectVisible(page.getByText('Brand pack: Red Bakery'));
    await page.screenshot({ path: 'test-results/brand-pack-create.png' });
    expect(screen).toBeTruthy();
  }, 120_000);

  it("draws a new run's offline card in the active pack's colours with its logo", async () => {
    const screen = await openGenerator(page, server.baseUrl);
    await screen.prompt.fill('Our bakery opens a second shop on Saturday at 8 am');
    await choosePlatforms(page, ['Instagram']);
    await generateAndWaitForReview(page);
    const image = postCards(page).first().locator('img').first();
    const source = await image.getAttribute('src');
    expect(source).toBeTruthy();
    const response = await page.request.get(new URL(source ?? '', server.baseUrl).toString());
    expect(response.status()).toBe(200);
    const measured = await measureCard(await response.body());
    expect(measured.gradientShare).toBeGreaterThan(0.5);
    expect(measured.logoShare).toBeGreaterThan(0.05);
  }, 120_000);

  it('fits a phone screen and dark mode', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const phonePage = await phone.newPage();
    await signIn(phonePage, server.baseUrl);
    await phonePage.goto(`${server.baseUrl}/app/content?tab=brand-packs`);
    await expectVisible(phonePage.getByRole('listitem', { name: 'Red Bakery', exact: true }));
    const overflow = await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(phonePage);
    await phonePage.screenshot({ path: 'test-results/brand-packs-phone-dark.png', fullPage: true });
    await phone.close();
  }, 60_000);
});
