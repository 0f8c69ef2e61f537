import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryAsset } from '../../../shared/contracts/library';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { renderMp4, renderPng, uploadAsset } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { overlayNotImageMessage } from './asset-edit.plan';

const run = promisify(execFile);

/** The pixel (r, g, b) of raw image data at (x, y). */
async function pixelsOf(image: Buffer) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number): [number, number, number] => {
    const at = (y * info.width + x) * info.channels;
    return [data[at]!, data[at + 1]!, data[at + 2]!];
  };
}

describe('asset editor: an image of the library laid over a picture or a video', () => {
  let t: TestApp;
  let owner: TestAccount;
  let logo: { id: string };

  const edit = (assetId: string, operations: object[]) =>
    t.request({
      method: 'POST',
      url: `/api/library/assets/${assetId}/edits`,
      cookies: owner.jar,
      payload: { operations },
    });
  const applied = async (assetId: string, operations: object[]) => {
    const response = await edit(assetId, operations);
    expect(response.statusCode, response.body).toBe(200);
    const asset = response.json<{ asset: LibraryAsset }>().asset;
    const file = await t.request({
      method: 'GET',
      url: `/api/library/assets/${asset.id}/download`,
      cookies: owner.jar,
    });
    return { asset, bytes: file.rawPayload };
  };
  const upload = (name: string, data: Buffer, contentType = 'image/png') =>
    uploadAsset(t, owner.jar, { data, filename: name, contentType }, { purpose: 'library' });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    // A 40 × 20 pure blue logo.
    logo = await upload('Logo.png', await renderPng(40, 20, { r: 0, g: 0, b: 255 }));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('lays the logo at its place and share of the width, at full and at half opacity', async () => {
    const photo = await upload('Photo.png', await renderPng(200, 100, { r: 255, g: 255, b: 255 }));
    // 25 % of 200 px wide = 50 × 25, centred on (0.75, 0.5) → left 125, top 38.
    const { asset, bytes } = await applied(photo.id, [
      { type: 'overlay', assetId: logo.id, x: 0.75, y: 0.5, scale: 0.25, opacity: 1 },
    ]);
    expect(asset).toMatchObject({ title: 'Photo (edited).png', width: 200, height: 100 });
    const pixel = await pixelsOf(bytes);
    expect(pixel(150, 50)).toEqual([0, 0, 255]);
    expect(pixel(127, 40)).toEqual([0, 0, 255]);
    expect(pixel(120, 50)).toEqual([255, 255, 255]);
    expect(pixel(50, 50)).toEqual([255, 255, 255]);

    const half = await pixelsOf(
      (
        await applied(photo.id, [
          { type: 'overlay', assetId: logo.id, x: 0.75, y: 0.5, scale: 0.25, opacity: 0.5 },
        ])
      ).bytes,
    );
    const [red, green, blue] = half(150, 50);
    expect(blue).toBe(255);
    expect(red).toBeGreaterThan(110);
    expect(red).toBeLessThan(145);
    expect(green).toBe(red);
  }, 60_000);

  it('places the overlay on the cropped picture, before the upscale doubles it', async () => {
    const photo = await upload('Wide.png', await renderPng(300, 100, { r: 255, g: 255, b: 255 }));
    const { asset, bytes } = await applied(photo.id, [
      { type: 'crop', x: 100, y: 0, width: 100, height: 100 },
      { type: 'overlay', assetId: logo.id, x: 0, y: 0, scale: 0.5, opacity: 1 },
      { type: 'upscale', factor: 2 },
    ]);
    expect(asset).toMatchObject({ width: 200, height: 200 });
    const pixel = await pixelsOf(bytes);
    // 50 × 25 in the top-left corner of the 100 × 100 crop, doubled: 100 × 50.
    expect(pixel(90, 40)).toEqual([0, 0, 255]);
    expect(pixel(110, 40)).toEqual([255, 255, 255]);
    expect(pixel(50, 60)).toEqual([255, 255, 255]);
  }, 60_000);

  it('refuses an overlay that is not an image of the library', async () => {
    const photo = await upload('Refused.png', await renderPng(64, 48));
    const clip = await upload('Clip.mp4', await renderMp4(1, 'green'), 'video/mp4');
    for (const assetId of [clip.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await edit(photo.id, [
        { type: 'overlay', assetId, x: 0.5, y: 0.5, scale: 0.5, opacity: 1 },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(overlayNotImageMessage);
    }
    const tooSmall = await edit(photo.id, [
      { type: 'overlay', assetId: logo.id, x: 0.5, y: 0.5, scale: 0.01, opacity: 1 },
    ]);
    expect(tooSmall.statusCode).toBe(400);
  }, 60_000);

  it('lays the logo on every frame of a video', async () => {
    const clip = await upload('Green.mp4', await renderMp4(2, 'green'), 'video/mp4');
    // The 160 × 120 clip: 50 % = 80 × 40, top-left corner.
    const { asset, bytes } = await applied(clip.id, [
      { type: 'overlay', assetId: logo.id, x: 0, y: 0, scale: 0.5, opacity: 1 },
    ]);
    expect(asset).toMatchObject({ type: 'video', width: 160, height: 120 });
    const directory = await mkdtemp(path.join(os.tmpdir(), 'edit-overlay-'));
    try {
      const file = path.join(directory, 'edited.mp4');
      await writeFile(file, bytes);
      for (const second of ['0.2', '1.5']) {
        const framePath = path.join(directory, `frame-${second}.png`);
        await run('ffmpeg', [
          ...['-v', 'error', '-ss', second, '-i', file, '-frames:v', '1'],
          ...['-f', 'image2', '-c:v', 'png', framePath],
        ]);
        const pixel = await pixelsOf(await readFile(framePath));
        const [red, green, blue] = pixel(30, 15);
        expect(blue, `blue logo at ${second} s`).toBeGreaterThan(200);
        expect(red + green).toBeLessThan(60);
        const [, outsideGreen, outsideBlue] = pixel(120, 90);
        expect(outsideGreen).toBeGreaterThan(100);
        expect(outsideBlue).toBeLessThan(40);
      }
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }, 120_000);
});
