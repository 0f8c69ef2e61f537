import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseCardFonts, withBrandFonts } from './offline-image.brand-fonts';
import { createCardRenderPool } from './offline-image.pool';
import { renderOfflineCard, type OfflineCardInput } from './offline-image.provider';
import { findDefaultFontsDir, keepDrawableText, loadInterFonts } from './offline-image.render';
import { renderCaptionOverlay } from './offline-video.caption';

const dejaVuSerif = () => readFile('/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf');
const palette = {
  primary: '#111111',
  secondary: '#111111',
  accent: '#111111',
  background: '#111111',
  text: '#FFFFFF',
};
const card: OfflineCardInput = {
  headline: 'Handmade bread every morning',
  seed: 'bakery',
  aspectRatio: '1:1',
  palette,
};

/** The horizontal extent (first and last column) of bright pixels in rows `top`..`bottom` of a PNG. */
async function measureInk(png: Buffer, rows: { top: number; bottom: number }) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let left = info.width;
  let right = -1;
  let bright = 0;
  for (let y = rows.top; y < rows.bottom; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const at = (y * info.width + x) * 3;
      if ((data[at] ?? 0) > 200 && (data[at + 1] ?? 0) > 200 && (data[at + 2] ?? 0) > 200) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        bright += 1;
      }
    }
  }
  return { left, right, bright };
}

/** How many pixels differ between two PNGs of the same size. */
async function countDifferentPixels(first: Buffer, second: Buffer): Promise<number> {
  const [a, b] = await Promise.all(
    [first, second].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  expect(a?.info.width).toBe(b?.info.width);
  let different = 0;
  for (let index = 0; index < (a?.data.length ?? 0); index += 3) {
    if (a?.data[index] !== b?.data[index] || a?.data[index + 1] !== b?.data[index + 1]) different += 1;
  }
  return different;
}

describe('offline cards in the brand pack fonts', () => {
  const pool = createCardRenderPool(1);
  afterAll(() => pool.close());

  it('draws the headline in the primary font: DejaVu Serif sets it wider than Inter', async () => {
    const serif = await dejaVuSerif();
    const fonts = withBrandFonts(await loadInterFonts(), { primary: serif });
    const choice = await chooseCardFonts(fonts, { primary: serif });
    expect(choice.headlineFamily).not.toBe('Inter');
    expect(choice.bodyFamily).toBe('Inter');
    expect(choice.headlineWidthRatio).toBeGreaterThan(1.05);

    const inter = await renderOfflineCard(card);
    const branded = await renderOfflineCard({ ...card, brandFonts: { primary: serif } });
    expect(branded.width).toBe(inter.width);
    // The headline band (the card's middle, away from accent shapes at the edges) differs in shape.
    expect(await countDifferentPixels(inter.data, branded.data)).toBeGreaterThan(5_000);
    const band = { top: 300, bottom: 800 };
    const [interInk, serifInk] = await Promise.all([
      measureInk(inter.data, band),
      measureInk(branded.data, band),
    ]);
    expect(interInk.bright).toBeGreaterThan(1_000);
    expect(serifInk.bright).toBeGreaterThan(1_000);
    expect(serifInk.bright).not.toBe(interInk.bright);
    // Fitted into less room for a wider font: the headline still stays inside the card's insets.
    expect(serifInk.left).toBeGreaterThanOrEqual(Math.floor(1080 * 0.075) - 2);
    expect(serifInk.right).toBeLessThanOrEqual(1080 - Math.floor(1080 * 0.075) + 2);
  }, 60_000);

  it('draws the other text in the secondary font, the headline staying in Inter', async () => {
    const serif = await dejaVuSerif();
    const inter = await renderOfflineCard({ ...card, platform: 'instagram' });
    const body = await renderOfflineCard({
      ...card,
      platform: 'instagram',
      brandFonts: { secondary: serif },
    });
    // The platform label (top) and the mark (bottom) change; the headline band does not.
    const top = { top: 60, bottom: 160 };
    const middle = { top: 420, bottom: 660 };
    expect((await measureInk(body.data, top)).bright).not.toBe((await measureInk(inter.data, top)).bright);
    expect(await measureInk(body.data, middle)).toEqual(await measureInk(inter.data, middle));
  }, 60_000);

  it('falls back to Inter for glyphs the pack font lacks and still leaves out what no font has', async () => {
    // Inter's Latin subset as the pack font: no Cyrillic letters, which the Inter Cyrillic subset then draws.
    const latinOnly = await readFile(path.join(findDefaultFontsDir(), 'inter-latin-700-normal.woff'));
    const fonts = withBrandFonts(await loadInterFonts(), { primary: latinOnly });
    expect(await keepDrawableText('Привет Bakery 🍞', fonts)).toBe('Привет Bakery');
    const drawn = await renderOfflineCard({
      ...card,
      headline: 'Привет',
      brandFonts: { primary: latinOnly },
    });
    expect((await measureInk(drawn.data, { top: 300, bottom: 800 })).bright).toBeGreaterThan(1_000);
  }, 60_000);

  it('passes the font bytes through the render workers unchanged', async () => {
    const serif = await dejaVuSerif();
    const input = { ...card, brandFonts: { primary: serif } };
    const [direct, pooled] = await Promise.all([renderOfflineCard(input), pool.render(input)]);
    expect(pooled.data.equals(direct.data)).toBe(true);
  }, 60_000);

  it('draws video captions in the primary font', async () => {
    const serif = await dejaVuSerif();
    const size = { width: 720, height: 1280 };
    const inter = await renderCaptionOverlay('Fresh bread daily', '9:16', size);
    const branded = await renderCaptionOverlay('Fresh bread daily', '9:16', size, undefined, undefined, {
      primary: serif,
    });
    expect(inter && branded).toBeTruthy();
    expect(await countDifferentPixels(inter ?? Buffer.alloc(0), branded ?? Buffer.alloc(0))).toBeGreaterThan(
      2_000,
    );
  }, 60_000);
});
