import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/browser';
import { expectHidden, expectVisible } from './support/generator';
import { uploadPngs, useOwnerSuite } from './support/owner-suite';
import type { RunningServer } from './support/server';

/*
 * The asset editor's Advanced and AI tabs: crop to 1:1 (the box moved by keyboard and pointer), brightness
 * previewed live with the CSS filter, Save Changes storing a NEW version whose pixels the server changed; the
 * AI tab's auto-enhance making another version, as does the bulk bar's Enhance on one selected file. The
 * original stays in the library. A video edit shows ffmpeg's real percentage in a progress bar while it runs.
 */

/** A 12-second 480 × 270 moving test pattern as MP4: its edit takes seconds, long enough to watch. */
async function patternMp4(): Promise<Buffer> {
  const directory = await mkdtemp(join(tmpdir(), 'postforge-e2e-clip-'));
  try {
    const output = join(directory, 'pattern.mp4');
    await promisify(execFile)(process.env.FFMPEG_PATH ?? 'ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=480x270:r=25:d=12'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-y', output],
    ]);
    return await readFile(output);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** 300 × 200: the left half blue-grey (64, 96, 160), the right half brown (160, 96, 64). */
async function twoTonePng(): Promise<Buffer> {
  const half = await sharp({ create: { width: 150, height: 200, channels: 3, background: '#a06040' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#4060a0' } })
    .composite([{ input: half, left: 150, top: 0 }])
    .png()
    .toBuffer();
}

interface ListedAsset {
  id: string;
  title: string;
  width: number;
  height: number;
}

describe('asset editor: Advanced and AI tabs', () => {
  let server: RunningServer;
  let page: Page;

  const libraryList = () => page.getByRole('list', { name: 'Content Library' });
  const assets = async () => {
    const response = await page.request.get(`${server.baseUrl}/api/library/assets?sort=oldest`);
    return (await response.json()) as { assets: ListedAsset[] };
  };
  const pixels = async (assetId: string) => {
    const file = await page.request.get(`${server.baseUrl}/api/library/assets/${assetId}/download`);
    return sharp(await file.body())
      .raw()
      .toBuffer({ resolveWithObject: true });
  };

  useOwnerSuite('library-editor', (suite) => ({ server, page } = suite));

  it('crops to 1:1, brightens, and Save Changes stores a new version', async () => {
    await page.goto(`${server.baseUrl}/app/content`);
    await uploadPngs(page, [{ name: 'harbour.png', buffer: await twoTonePng() }]);

    await libraryList().getByRole('button', { name: 'Open harbour.png' }).click();
    const editor = page.getByRole('dialog', { name: 'harbour.png' });
    await editor.getByRole('button', { name: 'Edit' }).click();
    await editor.getByRole('tab', { name: 'Advanced' }).click();
    await editor.getByRole('button', { name: '1:1' }).click();
    const box = editor.getByRole('group', { name: 'Crop area' });
    await expectVisible(box);
    const hint = editor.locator('p[aria-live="polite"]');
    await expect.poll(() => hint.textContent()).toContain('x 50, y 0, 200 × 200 px');
    // Keyboard: 1 % of the width (3 px) a step.
    await box.focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => hint.textContent()).toContain('x 41, y 0');
    // Pointer: dragged far right, the box stops at the picture's edge.
    const area = await box.boundingBox();
    if (!area) throw new Error('crop box not laid out');
    await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
    await page.mouse.down();
    await page.mouse.move(area.x + area.width / 2 + 400, area.y + area.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => hint.textContent()).toContain('x 100, y 0');
    // Back to the left edge with Home-less keys: Shift+ArrowLeft is 10 % (30 px) a step.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(() => hint.textContent()).toContain('x 0, y 0');

    const brightness = editor.getByRole('slider', { name: 'Brightness' });
    await brightness.focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('PageUp');
    await expect.poll(() => brightness.getAttribute('aria-valuenow')).toBe('30');
    const preview = editor.getByTestId('edit-preview').locator('img');
    await expect.poll(() => preview.evaluate((image) => image.style.filter)).toContain('brightness(1.3)');
    await editor.getByRole('button', { name: 'Preview' }).click();
    await expect
      .poll(() => editor.getByTestId('edit-preview').evaluate((frame) => frame.getBoundingClientRect()))
      .toSatisfy((rect: DOMRect) => Math.abs(rect.width - rect.height) < 2);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/library-editor-advanced.png' });

    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(page.getByText('Saved as a new version: harbour (edited).png'), 60_000);
    const version = page.getByRole('dialog', { name: 'harbour (edited).png' });
    await expectVisible(version.getByText('200 × 200'));

    const listed = (await assets()).assets;
    expect(listed.map((asset) => [asset.title, asset.width, asset.height])).toEqual([
      ['harbour.png', 300, 200],
      ['harbour (edited).png', 200, 200],
    ]);
    const { data, info } = await pixels(listed[1]!.id);
    const at = (x: number, y: number) => [
      ...data.subarray((y * 200 + x) * info.channels, (y * 200 + x) * info.channels + 3),
    ];
    // (64, 96, 160) × 1.3 on the left; the brown half starts at x 150 of the crop from x 0.
    const near = (actual: number[], expected: number[]) =>
      actual.every((value, index) => Math.abs(value - expected[index]!) <= 1);
    expect(near(at(10, 10), [83, 125, 208]), String(at(10, 10))).toBe(true);
    expect(near(at(190, 10), [208, 125, 83]), String(at(190, 10))).toBe(true);
    await page.keyboard.press('Escape');
    await expectHidden(version);
  }, 180_000);

  it('auto-enhances from the AI tab as another version', async () => {
    await libraryList().getByRole('button', { name: 'Open harbour.png' }).click();
    const editor = page.getByRole('dialog', { name: 'harbour.png' });
    await editor.getByRole('button', { name: 'Edit' }).click();
    await editor.getByRole('tab', { name: 'AI' }).click();
    await expectVisible(
      editor.getByText('Doubles width and height with Lanczos resampling', { exact: false }),
    );
    await editor.getByRole('button', { name: 'Auto-enhance' }).click();
    await expect.poll(async () => (await assets()).assets.length, { timeout: 60_000 }).toBe(3);
    await expectVisible(page.getByRole('dialog', { name: 'harbour (edited).png' }));
    await page.screenshot({ path: 'test-results/library-editor-ai.png' });

    const listed = (await assets()).assets;
    const enhanced = listed[2]!;
    expect([enhanced.width, enhanced.height]).toEqual([300, 200]);
    const { data, info } = await pixels(enhanced.id);
    const luma = (x: number) => {
      const index = (100 * 300 + x) * info.channels;
      return 0.2126 * data[index]! + 0.7152 * data[index + 1]! + 0.0722 * data[index + 2]!;
    };
    // Before: luma 90 (left) and 109 (right); normalised, the two tones lie much further apart.
    expect(Math.abs(luma(250) - luma(50))).toBeGreaterThan(60);
  }, 120_000);

  it('enhances the one selected file from the bulk bar, and only one', async () => {
    await page.keyboard.press('Escape');
    await page.goto(`${server.baseUrl}/app/content`);
    await libraryList().getByRole('checkbox', { name: 'Select harbour.png' }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: 'Enhance' }).click();
    await expectVisible(page.getByText('Enhanced copy saved: harbour (edited).png'), 60_000);
    await expect.poll(async () => (await assets()).assets.length, { timeout: 30_000 }).toBe(4);
    // Two selected: Enhance takes one item only, and says so.
    await libraryList().getByRole('checkbox', { name: 'Select harbour.png' }).check();
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    const enhance = bar.getByRole('button', { name: 'Enhance' });
    await expect(enhance.isDisabled()).resolves.toBe(true);
    await expect(enhance.getAttribute('title')).resolves.toBe('Select one image or video to enhance it.');
    await bar.getByRole('button', { name: 'Clear Selection' }).click();
    await expectHidden(bar);
  }, 120_000);
  it('fits a phone in dark mode, with the added text previewed in the crop box', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${server.baseUrl}/app/content`);
    await libraryList().getByRole('button', { name: 'Open harbour.png' }).click();
    const editor = page.getByRole('dialog', { name: 'harbour.png' });
    await editor.getByRole('button', { name: 'Edit' }).click();
    await editor.getByRole('tab', { name: 'Advanced' }).click();
    await editor.getByRole('button', { name: '16:9' }).click();
    await editor.getByLabel('Text', { exact: true }).fill('Summer sale');
    await expectVisible(editor.getByTestId('edit-text-preview'));
    await expect(
      editor.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth),
    ).resolves.toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/library-editor-phone-dark.png' });
    await editor.getByRole('button', { name: 'Reset' }).click();
    await expect(editor.getByLabel('Text', { exact: true }).inputValue()).resolves.toBe('');
    await expectHidden(editor.getByRole('group', { name: 'Crop area' }));
  }, 120_000);

  it("shows a video edit's real progress, then the new version", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${server.baseUrl}/app/content`);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Assets' });
    await upload
      .getByLabel('Choose files')
      .setInputFiles([{ name: 'pattern.mp4', mimeType: 'video/mp4', buffer: await patternMp4() }]);
    await upload.getByRole('button', { name: 'Upload files' }).click();
    await expect
      .poll(() => upload.locator('li[data-status="completed"]').count(), { timeout: 60_000 })
      .toBe(1);
    await upload.getByRole('button', { name: 'Close' }).first().click();
    await expectHidden(upload);

    await libraryList().getByRole('button', { name: 'Open pattern.mp4' }).click();
    const editor = page.getByRole('dialog', { name: 'pattern.mp4' });
    await editor.getByRole('button', { name: 'Edit' }).click();
    await editor.getByRole('tab', { name: 'Advanced' }).click();
    const brightness = editor.getByRole('slider', { name: 'Brightness' });
    await brightness.focus();
    await page.keyboard.press('PageUp');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    const bar = editor.getByRole('progressbar', { name: 'Applying the edits to the video…' });
    await expectVisible(bar);
    await page.screenshot({ path: 'test-results/library-editor-video-progress.png' });
    // Every value the bar shows until the new version opens.
    const seen = new Set<number>();
    const done = page.getByText('Saved as a new version: pattern (edited).mp4');
    const deadline = Date.now() + 90_000;
    while (!(await done.isVisible()) && Date.now() < deadline) {
      const now = await bar.getAttribute('aria-valuenow', { timeout: 1000 }).catch(() => null);
      if (now !== null) seen.add(Number(now));
      await page.waitForTimeout(100);
    }
    await expectVisible(done);
    expect(
      [...seen].some((value) => value > 0 && value < 100),
      JSON.stringify([...seen]),
    ).toBe(true);
    await expectVisible(page.getByRole('dialog', { name: 'pattern (edited).mp4' }));
  }, 150_000);
});
