import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandPack } from '../../../shared/contracts/brand-packs';
import { defaultBrandColors } from '../../../shared/domain/brand-packs';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate, renderPng, uploadAsset } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { extractVideoStill } from '../media/video-still';

/** A red brand, far from Postforge's violet default. */
const redPalette = {
  primary: '#DC2626',
  secondary: '#7F1D1D',
  accent: '#FACC15',
  background: '#450A0A',
  text: '#FFFFFF',
};
/** The logo: a pure green bar, a colour neither palette has. */
const logoColour = { r: 0, g: 255, b: 0 };

interface Rgb {
  r: number;
  g: number;
  b: number;
}
const parse = (hex: string): Rgb => ({
  r: Number.parseInt(hex.slice(1, 3), 16),
  g: Number.parseInt(hex.slice(3, 5), 16),
  b: Number.parseInt(hex.slice(5, 7), 16),
});
const distance = (a: Rgb, b: Rgb) => Math.hypot(a.r - b.r, a.g - b.g, a.b - b.b);

/**
 * Measures a card: the share of its pixels within 60 (RGB distance) of the segment between two colours (the
 * gradient), and the share of pure-green logo pixels in its top-right corner (the top 15 %, right 30 %).
 */
async function measure(png: Buffer, from: Rgb, to: Rgb) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let onGradient = 0;
  let logoInCorner = 0;
  let cornerPixels = 0;
  for (let y = 0; y < info.height; y += 2) {
    for (let x = 0; x < info.width; x += 2) {
      const offset = (y * info.width + x) * 3;
      const pixel = { r: data[offset] ?? 0, g: data[offset + 1] ?? 0, b: data[offset + 2] ?? 0 };
      const nearest = Math.min(
        ...Array.from({ length: 11 }, (_, step) => {
          const share = step / 10;
          return distance(pixel, {
            r: from.r + (to.r - from.r) * share,
            g: from.g + (to.g - from.g) * share,
            b: from.b + (to.b - from.b) * share,
          });
        }),
      );
      if (nearest < 60) onGradient += 1;
      if (y < info.height * 0.15 && x > info.width * 0.7) {
        cornerPixels += 1;
        if (distance(pixel, logoColour) < 40) logoInCorner += 1;
      }
    }
  }
  const sampled = Math.ceil(info.height / 2) * Math.ceil(info.width / 2);
  return { gradientShare: onGradient / sampled, logoShare: logoInCorner / cornerPixels };
}

describe('the active brand pack in generation', () => {
  let t: TestApp;
  let owner: TestAccount;

  const cardOf = async (prompt: string) => {
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt,
      platforms: ['instagram'],
      variations: ['normal'],
      aiImages: false,
    });
    const imageId = run.posts[0]?.imageAssetId;
    expect(imageId).toBeTruthy();
    const response = await t.request({ method: 'GET', url: `/media/${imageId}`, cookies: owner.jar });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it("draws offline cards in the active pack's colours with its logo, and in the default palette without one", async () => {
    const red = [parse(redPalette.primary), parse(redPalette.secondary)] as const;
    const violet = [parse(defaultBrandColors.primary), parse(defaultBrandColors.secondary)] as const;

    const before = await measure(await cardOf('Our bakery opens a second shop on Saturday'), ...violet);
    const beforeRed = await measure(await cardOf('Our bakery opens a second shop on Saturday'), ...red);

    const logo = await uploadAsset(t, owner.jar, {
      data: await renderPng(300, 100, logoColour),
      filename: 'logo.png',
      contentType: 'image/png',
    });
    const created = await t.request({
      method: 'POST',
      url: '/api/brand-packs',
      cookies: owner.jar,
      payload: { name: 'Red Bakery', colors: redPalette, logoAssetId: logo.id },
    });
    const pack = created.json<{ brandPack: BrandPack }>().brandPack;
    await t.request({
      method: 'POST',
      url: `/api/brand-packs/${pack.id}/active`,
      cookies: owner.jar,
      payload: { isActive: true },
    });
    const card = await cardOf('Our bakery opens a second shop on Saturday');
    const after = await measure(card, ...red);
    const afterViolet = await measure(card, ...violet);

    expect(before.gradientShare).toBeGreaterThan(0.5);
    expect(beforeRed.gradientShare).toBeLessThan(0.05);
    expect(before.logoShare).toBe(0);
    expect(after.gradientShare).toBeGreaterThan(0.5);
    expect(afterViolet.gradientShare).toBeLessThan(0.05);
    expect(after.logoShare).toBeGreaterThan(0.05);
  }, 120_000);

  it("makes the offline clip's caption panel in the active pack's background colour", async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/brand-packs',
      cookies: owner.jar,
      payload: {
        name: 'Harbour',
        colors: {
          primary: '#1E3A8A',
          secondary: '#172554',
          accent: '#DC2626',
          background: '#FDE68A',
          text: '#FFFFFF',
        },
      },
    });
    const pack = created.json<{ brandPack: BrandPack }>().brandPack;
    await t.request({
      method: 'POST',
      url: `/api/brand-packs/${pack.id}/active`,
      cookies: owner.jar,
      payload: { isActive: true },
    });
    const run = await generate(
      t,
      owner.jar,
      {
        method: 'prompt',
        prompt: 'Boat tours around the harbour start in May',
        platforms: ['instagram'],
        variations: ['normal'],
        aiImages: false,
        aiVideos: true,
        videoConfig: {
          format: 'cinematic',
          duration: 5,
          withSpeech: false,
          voiceType: 'neutral',
          quality: 'standard',
          aspectRatio: '9:16',
          music: false,
        },
      },
      150_000,
    );
    const post = run.posts[0];
    expect(post?.videoStatus).toBe('ready');
    const clip = await t.request({ method: 'GET', url: post?.videoUrl ?? '', cookies: owner.jar });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'brand-clip-'));
    try {
      await writeFile(path.join(dir, 'clip.mp4'), clip.rawPayload);
      const still = await extractVideoStill(path.join(dir, 'clip.mp4'), { atSeconds: 1 });
      const { data, info } = await sharp(still).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      // The light yellow panel two thirds over the dark blue card: no other part of the frame is yellowish.
      let panelPixels = 0;
      for (let at = 0; at < data.length; at += 3) {
        const [r, g, b] = [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
        if (r >= 150 && g >= 140 && b >= 100 && b <= 175 && r - b >= 20) panelPixels += 1;
      }
      expect(panelPixels / (info.width * info.height)).toBeGreaterThan(0.03);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
