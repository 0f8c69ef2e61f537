import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { variationIds } from '../../../../shared/domain/platforms';
import { defaultBrandPalette } from './offline-image.colors';
import { findCardLayout } from './offline-image.layouts';
import { renderOfflineCard } from './offline-image.provider';

describe('card layouts per variation', () => {
  it('gives each variation its own layout', () => {
    const layouts = variationIds.map((variation) => JSON.stringify(findCardLayout(variation)));
    expect(new Set(layouts).size).toBe(variationIds.length);
  });

  it('draws visibly different cards for the variations of one post', async () => {
    const pixels = await Promise.all(
      variationIds.map(async (variation) => {
        const card = await renderOfflineCard({
          headline: 'Linen shirts from Porto, 20% off until Sunday',
          seed: 'one post',
          aspectRatio: '4:5',
          palette: defaultBrandPalette,
          platform: 'instagram',
          variation,
        });
        return sharp(card.data).resize(54, 68).removeAlpha().raw().toBuffer();
      }),
    );
    for (const [index, first] of pixels.entries()) {
      for (const second of pixels.slice(index + 1)) {
        let difference = 0;
        for (let byte = 0; byte < first.length; byte += 1)
          difference += Math.abs((first[byte] ?? 0) - (second[byte] ?? 0));
        // Mean difference per channel, 0-255: the same card with another layout differs well past noise.
        expect(difference / first.length).toBeGreaterThan(4);
      }
    }
  });
});
