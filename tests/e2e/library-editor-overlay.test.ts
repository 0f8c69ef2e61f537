import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/browser';
import { expectHidden, expectVisible } from './support/generator';
import { uploadPngs, useOwnerSuite } from './support/owner-suite';
import type { RunningServer } from './support/server';

/*
 * The asset editor's overlay: a brand pack's logo chosen in the Advanced tab, sized and placed with the
 * sliders, previewed where the server lays it, and stored in a NEW version whose pixels hold the logo; an
 * overlay image deleted before Save Changes gives the server's message and keeps the editor as it was; a
 * pack's overlays are listed after the pack logos and before the library.
 */

const csrf = { 'x-postforge-csrf': '1' };
const solidPng = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

interface ListedAsset {
  id: string;
  title: string;
  width: number;
  height: number;
}

describe('asset editor: overlays', () => {
  let server: RunningServer;
  let page: Page;

  const libraryList = () => page.getByRole('list', { name: 'Content Library' });
  const assets = async () => {
    const response = await page.request.get(`${server.baseUrl}/api/library/assets?sort=oldest`);
    return ((await response.json()) as { assets: ListedAsset[] }).assets;
  };
  const uploadFiles = async (files: { name: string; buffer: Buffer }[]) => {
    await page.goto(`${server.baseUrl}/app/content`);
    await uploadPngs(page, files);
  };
  const openAdvanced = async (title: string) => {
    await page.goto(`${server.baseUrl}/app/content`);
    await libraryList()
      .getByRole('button', { name: `Open ${title}` })
      .click();
    const editor = page.getByRole('dialog', { name: title });
    await editor.getByRole('button', { name: 'Edit' }).click();
    await editor.getByRole('tab', { name: 'Advanced' }).click();
    return editor;
  };
  const chooseOverlay = async (editor: ReturnType<Page['getByRole']>, option: string) => {
    await editor.getByRole('combobox', { name: 'Overlay image' }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  useOwnerSuite('library-editor-overlay', (suite) => ({ server, page } = suite));

  it("lays the brand pack's logo where the preview shows it, in a new version", async () => {
    // A white 400 × 200 photo and a 100 × 50 pure blue logo.
    await uploadFiles([
      { name: 'photo.png', buffer: await solidPng(400, 200, '#ffffff') },
      { name: 'logo.png', buffer: await solidPng(100, 50, '#0000ff') },
    ]);
    const logo = (await assets()).find((asset) => asset.title === 'logo.png')!;
    const created = await page.request.post(`${server.baseUrl}/api/brand-packs`, {
      headers: csrf,
      data: { name: 'Harbour Bakery', logoAssetId: logo.id },
    });
    expect(created.status(), await created.text()).toBe(201);

    const editor = await openAdvanced('photo.png');
    await chooseOverlay(editor, 'Harbour Bakery logo');
    const overlay = editor.getByTestId('edit-overlay-preview');
    await expectVisible(overlay);
    // Size 25 % of the width (from the 20 % start: five PageUp/arrow steps of 1 %), centre at 25 % × 50 %.
    const size = editor.getByRole('slider', { name: 'Overlay size' });
    await size.focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => size.getAttribute('aria-valuenow')).toBe('25');
    const horizontal = editor.getByRole('slider', { name: 'Overlay horizontal position' });
    await horizontal.focus();
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('PageDown');
    await expect.poll(() => horizontal.getAttribute('aria-valuenow')).toBe('25');
    const vertical = editor.getByRole('slider', { name: 'Overlay vertical position' });
    await vertical.focus();
    for (let step = 0; step < 35; step += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => vertical.getAttribute('aria-valuenow')).toBe('50');
    // The preview: 100 × 50 px of 400 × 200 at left 50, top 75 → 25 % wide, left 12.5 %, top 37.5 %.
    await expect
      .poll(() =>
        overlay.evaluate((image) => [
          image.style.left,
          image.style.top,
          image.style.width,
          image.style.height,
        ]),
      )
      .toEqual(['12.5%', '37.5%', '25%', '25%']);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/library-editor-overlay.png' });

    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(page.getByText('Saved as a new version: photo (edited).png'), 60_000);
    const edited = (await assets()).find((asset) => asset.title === 'photo (edited).png')!;
    expect([edited.width, edited.height]).toEqual([400, 200]);
    const file = await page.request.get(`${server.baseUrl}/api/library/assets/${edited.id}/download`);
    const { data, info } = await sharp(await file.body())
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * 400 + x) * info.channels, (y * 400 + x) * info.channels + 3),
    ];
    expect(at(100, 100)).toEqual([0, 0, 255]);
    expect(at(52, 77)).toEqual([0, 0, 255]);
    expect(at(45, 100)).toEqual([255, 255, 255]);
    expect(at(300, 100)).toEqual([255, 255, 255]);
    await page.keyboard.press('Escape');
  }, 180_000);

  it('keeps the editor as it was when the overlay image is gone by Save Changes', async () => {
    await uploadFiles([{ name: 'stamp.png', buffer: await solidPng(60, 60, '#ff0000') }]);
    const editor = await openAdvanced('photo.png');
    await chooseOverlay(editor, 'stamp.png');
    await expectVisible(editor.getByTestId('edit-overlay-preview'));
    const stamp = (await assets()).find((asset) => asset.title === 'stamp.png')!;
    const deleted = await page.request.post(`${server.baseUrl}/api/library/bulk`, {
      headers: csrf,
      data: { action: 'delete', assetIds: [stamp.id] },
    });
    expect(deleted.status(), await deleted.text()).toBe(200);
    const before = (await assets()).length;

    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(page.getByText('The overlay must be an image from your library.'));
    await expectVisible(editor.getByTestId('edit-overlay-preview'));
    await expect(editor.getByRole('combobox', { name: 'Overlay image' }).textContent()).resolves.toContain(
      'stamp.png',
    );
    expect((await assets()).length).toBe(before);
    // No overlay: nothing to lay, and the choice goes back to 'No overlay'.
    await chooseOverlay(editor, 'No overlay');
    await expectHidden(editor.getByTestId('edit-overlay-preview'));
  }, 120_000);

  it("lists the pack logos first, then the packs' overlays, then the library", async () => {
    await page.keyboard.press('Escape');
    await uploadFiles([{ name: 'badge.png', buffer: await solidPng(40, 40, '#00ff00') }]);
    const badge = (await assets()).find((asset) => asset.title === 'badge.png')!;
    const packs = await page.request.get(`${server.baseUrl}/api/brand-packs`);
    const [pack] = ((await packs.json()) as { brandPacks: { id: string }[] }).brandPacks;
    const added = await page.request.post(`${server.baseUrl}/api/brand-packs/${pack?.id}/files`, {
      headers: csrf,
      data: { kind: 'overlay', assetId: badge.id },
    });
    expect(added.status(), await added.text()).toBe(200);
    const editor = await openAdvanced('photo.png');
    await editor.getByRole('combobox', { name: 'Overlay image' }).click();
    const options = await page.getByRole('option').allTextContents();
    expect(options.slice(0, 3)).toEqual([
      'No overlay',
      'Harbour Bakery logo',
      'Harbour Bakery overlay: badge.png',
    ]);
    expect(options).toContain('photo.png');
    // The pack's overlay is not listed a second time among the library's images.
    expect(options.filter((option) => option.includes('badge.png'))).toHaveLength(1);
    await page.getByRole('option', { name: 'Harbour Bakery overlay: badge.png' }).click();
    await expectVisible(editor.getByTestId('edit-overlay-preview'));
    await page.keyboard.press('Escape');
  }, 120_000);
});
