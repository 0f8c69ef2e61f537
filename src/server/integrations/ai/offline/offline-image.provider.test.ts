import sharp from 'sharp';
import type { SatoriNode } from 'satori';
import { describe, expect, it } from 'vitest';
import { variationIds } from '../../../../shared/domain/platforms';
import { aspectRatios, type AspectRatio } from '../../../../shared/domain/video';
import type { GeneratedImage, ImageRequest } from '../types';
import { buildCardElement, findCardSize } from './offline-image.card';
import { defaultBrandPalette } from './offline-image.colors';
import { findCardLayout } from './offline-image.layouts';
import { createOfflineImageProvider } from './offline-image.provider';
import { keepDrawableText, loadInterFonts, renderElementToPng } from './offline-image.render';

const provider = createOfflineImageProvider();

function buildRequest(overrides: Partial<ImageRequest> = {}): ImageRequest {
  return {
    prompt: 'A bright launch announcement for a coffee subscription',
    platform: 'instagram',
    aspectRatio: '1:1',
    headline: 'Fresh beans at your door every Monday',
    palette: defaultBrandPalette,
    ...overrides,
  };
}

function bytesOf(image: GeneratedImage): Buffer {
  if (image.kind !== 'bytes') throw new Error('expected bytes');
  return image.data;
}

const expectedSizes: Record<AspectRatio, { width: number; height: number }> = {
  '1:1': { width: 1080, height: 1080 },
  '4:5': { width: 1080, height: 1350 },
  '9:16': { width: 1080, height: 1920 },
  '16:9': { width: 1080, height: 608 },
};

describe('offline image provider', () => {
  it('is labelled as the offline card', () => {
    expect(provider.kind).toBe('offline');
    expect(provider.label).toBe('Postforge offline card');
  });

  it.each(aspectRatios)('draws a %s card as a PNG of the right size', async (aspectRatio) => {
    const image = await provider.generateImage(buildRequest({ aspectRatio }));
    expect(image).toMatchObject({ kind: 'bytes', contentType: 'image/png', ...expectedSizes[aspectRatio] });
    const metadata = await sharp(bytesOf(image)).metadata();
    expect(metadata.format).toBe('png');
    expect({ width: metadata.width, height: metadata.height }).toEqual(expectedSizes[aspectRatio]);
  });

  it('gives identical bytes for the same request and different ones for another prompt', async () => {
    const first = bytesOf(await provider.generateImage(buildRequest()));
    const second = bytesOf(await provider.generateImage(buildRequest()));
    const otherPrompt = bytesOf(
      await provider.generateImage(buildRequest({ prompt: 'Autumn blend tasting notes' })),
    );
    expect(first.equals(second)).toBe(true);
    expect(first.equals(otherPrompt)).toBe(false);
  });

  it('uses the palette: a light brand pack gets dark text on a light gradient', async () => {
    const palette = {
      primary: '#FEF9C3',
      secondary: '#FDE68A',
      accent: '#F59E0B',
      background: '#FFFFFF',
      text: '#FFFFFF',
    };
    const data = bytesOf(await provider.generateImage(buildRequest({ palette })));
    const { data: pixels, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
    let darkest = 255;
    for (let offset = 0; offset < pixels.length; offset += info.channels) {
      darkest = Math.min(
        darkest,
        ((pixels[offset] ?? 0) + (pixels[offset + 1] ?? 0) + (pixels[offset + 2] ?? 0)) / 3,
      );
    }
    const corner = await sharp(data).extract({ left: 4, top: 4, width: 1, height: 1 }).raw().toBuffer();
    expect(Math.min(...corner)).toBeGreaterThan(180);
    expect(darkest).toBeLessThan(60);
  });

  it('leaves out emoji and CJK it cannot draw instead of throwing or drawing boxes', async () => {
    const withSymbols = await provider.generateImage(
      buildRequest({ headline: 'Fresh beans 🚀☕ at your door 你好 every Monday 👩🏽‍💻' }),
    );
    const plain = await provider.generateImage(buildRequest());
    expect(bytesOf(withSymbols).equals(bytesOf(plain))).toBe(true);
  });

  it('falls back to the prompt when the headline has nothing drawable', async () => {
    const cjkOnly = await provider.generateImage(buildRequest({ headline: '新鲜咖啡豆 🚀' }));
    const promptAsHeadline = await provider.generateImage(buildRequest({ headline: buildRequest().prompt }));
    expect(bytesOf(cjkOnly).equals(bytesOf(promptAsHeadline))).toBe(true);
  });

  it('keeps Latin, Cyrillic, Greek and Vietnamese letters and ™ ©, drops emoji and CJK', async () => {
    const fonts = await loadInterFonts();
    await expect(
      keepDrawableText('Café™ ©️ 2025 Привет Ελλάδα Tiếng Việt 🚀 你好 1️⃣ 🇫🇷 👩🏽‍💻 ok', fonts),
    ).resolves.toBe('Café™ © 2025 Привет Ελλάδα Tiếng Việt 1 ok');
    await expect(keepDrawableText('你好 🚀', fonts)).resolves.toBe('');
  });

  it.each(aspectRatios)(
    'clamps a very long %s headline inside the card, above the offline mark, in every variation layout',
    async (aspectRatio) => {
      const size = findCardSize(aspectRatio);
      const headline =
        'Plan a whole month of posts in one sitting with templates, batching and a calendar '.repeat(12);
      for (const variation of variationIds) {
        const element = buildCardElement(
          {
            headline,
            seed: 'long',
            palette: defaultBrandPalette,
            platform: { name: 'LinkedIn', color: '#0A66C2' },
            layout: findCardLayout(variation),
          },
          size,
          defaultBrandPalette,
        );
        const nodes: SatoriNode[] = [];
        await renderElementToPng(element, {
          ...size,
          fonts: await loadInterFonts(),
          onNodeDetected: (node) => nodes.push(node),
        });
        const mark = nodes.find((node) => node.textContent === 'Postforge · offline');
        // The headline's lines: every text but the label, the mark and the storytelling quotation mark.
        const lines = nodes.filter(
          (node) =>
            (node.textContent?.length ?? 0) > 1 &&
            !['Postforge · offline', 'LinkedIn'].includes(node.textContent ?? ''),
        );
        expect(mark).toBeDefined();
        expect(lines.length).toBeGreaterThan(2);
        if (!mark) return;
        expect(lines.at(-1)?.textContent).toMatch(/…$/);
        for (const line of lines) {
          expect(line.left).toBeGreaterThan(0);
          expect(line.left + line.width).toBeLessThan(size.width);
          expect(line.top + line.height).toBeLessThanOrEqual(mark.top);
        }
        expect(mark.top + mark.height).toBeLessThanOrEqual(size.height);
      }
    },
  );

  it('stops when the signal is already aborted', async () => {
    await expect(provider.generateImage(buildRequest(), AbortSignal.abort())).rejects.toThrow();
  });
});
