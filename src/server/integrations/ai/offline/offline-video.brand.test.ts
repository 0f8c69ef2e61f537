import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findVideoSafeArea } from '../../../../shared/domain/video-frames';
import { extractVideoStill } from '../../../modules/media/video-still';
import type { BrandPalette, VideoProvider, VideoRequest } from '../types';
import { createOfflineVideoProvider } from './offline-video.provider';

let workDir: string;
let provider: VideoProvider;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'offline-video-brand-'));
  provider = createOfflineVideoProvider({ workDir: path.join(workDir, 'jobs') });
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

interface Rgb {
  r: number;
  g: number;
  b: number;
}
const distance = (a: Rgb, b: Rgb) => Math.hypot(a.r - b.r, a.g - b.g, a.b - b.b);

/** A red brand (far from Postforge's violet) with a light yellow background slot (the caption panel). */
const redPalette: BrandPalette = {
  primary: '#DC2626',
  secondary: '#7F1D1D',
  accent: '#F97316',
  background: '#FDE68A',
  text: '#FFFFFF',
};
const green = { r: 0, g: 255, b: 0 };

/** Renders a clip and reads its frame at 1 s as raw RGB. */
async function frameOf(request: VideoRequest, name: string) {
  const id = await provider.createVideo(request);
  for (;;) {
    const status = await provider.checkVideo(id);
    if (status.state === 'failed') throw new Error(status.error);
    if (status.state === 'completed') {
      if (status.video.kind !== 'bytes') throw new Error('expected bytes');
      const file = path.join(workDir, `${name}.mp4`);
      await writeFile(file, status.video.data);
      const still = await extractVideoStill(file, { atSeconds: 1 });
      return sharp(still).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Share of a frame's pixels (or of a region's) that `test` accepts, sampling every other pixel. */
function share(
  frame: { data: Buffer; info: { width: number; height: number } },
  test: (pixel: Rgb) => boolean,
  region = { left: 0, top: 0, width: frame.info.width, height: frame.info.height },
) {
  let hits = 0;
  let total = 0;
  for (let y = region.top; y < region.top + region.height; y += 2) {
    for (let x = region.left; x < region.left + region.width; x += 2) {
      const at = (y * frame.info.width + x) * 3;
      total += 1;
      if (test({ r: frame.data[at] ?? 0, g: frame.data[at + 1] ?? 0, b: frame.data[at + 2] ?? 0 })) hits += 1;
    }
  }
  return hits / total;
}

/** Near the gradient from `from` to `to` (within 60). */
const onGradient = (from: Rgb, to: Rgb) => (pixel: Rgb) =>
  Array.from({ length: 11 }, (_, step) => step / 10).some(
    (amount) =>
      distance(pixel, {
        r: from.r + (to.r - from.r) * amount,
        g: from.g + (to.g - from.g) * amount,
        b: from.b + (to.b - from.b) * amount,
      }) < 60,
  );
const red = [
  { r: 0xdc, g: 0x26, b: 0x26 },
  { r: 0x7f, g: 0x1d, b: 0x1d },
] as const;

describe('the brand pack on offline videos', () => {
  it("draws the card background in the pack's colours with its logo in the safe area", async () => {
    const request: VideoRequest = {
      prompt: 'Bakery opening',
      aspectRatio: '9:16',
      caption: 'Our second shop opens Saturday',
      quality: 'standard',
    };
    const logo = await sharp({ create: { width: 300, height: 100, channels: 3, background: green } })
      .png()
      .toBuffer();
    const plain = await frameOf(request, 'plain-card');
    const branded = await frameOf({ ...request, palette: redPalette, logo }, 'branded-card');

    expect(share(plain, onGradient(...red))).toBeLessThan(0.05);
    expect(share(branded, onGradient(...red))).toBeGreaterThan(0.5);

    const area = findVideoSafeArea('9:16', branded.info);
    const corner = {
      left: area.left + Math.round(area.width * 0.6),
      top: area.top,
      width: Math.round(area.width * 0.4),
      height: Math.round(branded.info.height * 0.05),
    };
    const isGreen = (pixel: Rgb) => distance(pixel, green) < 60;
    expect(share(branded, isGreen, corner)).toBeGreaterThan(0.2);
    expect(share(plain, isGreen)).toBe(0);
  }, 60_000);

  it("puts the caption of an image's clip on a panel in the pack's background colour", async () => {
    const image = await sharp({ create: { width: 800, height: 1200, channels: 3, background: '#1E3A8A' } })
      .png()
      .toBuffer();
    const request: VideoRequest = {
      prompt: 'Bakery opening',
      aspectRatio: '9:16',
      caption: 'Our second shop opens Saturday',
      quality: 'standard',
      image,
    };
    // #FDE68A two thirds over the dark blue picture.
    const panel = {
      r: 0.66 * 0xfd + 0.34 * 0x1e,
      g: 0.66 * 0xe6 + 0.34 * 0x3a,
      b: 0.66 * 0x8a + 0.34 * 0x8a,
    };
    const onPanel = (pixel: Rgb) => distance(pixel, panel) < 30;
    expect(share(await frameOf(request, 'plain-photo'), onPanel)).toBe(0);
    expect(
      share(await frameOf({ ...request, palette: redPalette }, 'branded-photo'), onPanel),
    ).toBeGreaterThan(0.03);
  }, 60_000);
});
