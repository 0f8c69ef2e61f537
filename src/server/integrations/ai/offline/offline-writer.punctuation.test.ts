import { describe, expect, it } from 'vitest';
import { tidyPunctuation } from './offline-writer.punctuation';
import { styleProblems } from './offline-writer.quality-style';

describe('the punctuation pass of the offline writer', () => {
  it('finds what a careful copywriter would fix, and fixes it without making the post longer', () => {
    const messy =
      'offer: 20% off all jackets.. Until Sunday!.\n\nThe first 50 guests , get a croissant?.\n\n#SpringSale #Lyon';
    expect(styleProblems(messy).length).toBeGreaterThanOrEqual(4);
    const tidy = tidyPunctuation(messy, 'en');
    expect(tidy).toBe(
      'Offer: 20% off all jackets. Until Sunday!\n\nThe first 50 guests, get a croissant?\n\n#SpringSale #Lyon',
    );
    expect(styleProblems(tidy)).toEqual([]);
    expect(tidy.length).toBeLessThanOrEqual(messy.length);
  });

  it('puts a no-break space before French ? : ! and leaves links, abbreviations and ellipses alone', () => {
    expect(tidyPunctuation('Des questions ? Posez-les en commentaire.', 'fr')).toBe(
      'Des questions\u00a0? Posez-les en commentaire.',
    );
    expect(styleProblems('Des questions ? Posez-les.')).toHaveLength(1);
    const clean = 'Prof. Helen Park opens on Sept. 12 at 10 am… see https://example.com/a.b\n\nwww.shop.com';
    expect(tidyPunctuation(clean, 'en')).toBe(clean);
    expect(styleProblems('Sept. 12 at 10 am. Entry is free...')).toEqual([]);
  });
});
