import { describe, expect, it } from 'vitest';
import { fitHeadline } from './offline-image.text-fit';

describe('fitHeadline', () => {
  it('shrinks the text rather than cutting a word in the middle', () => {
    const text = 'Launching our recycled ocean-plastic water bottle for commuters.';
    const fit = fitHeadline(text, { width: 930, height: 700, maxFontSize: 150, minFontSize: 40 });
    expect(fit.isTruncated).toBe(false);
    expect(fit.lines.join(' ')).toBe(text);
  });

  it('cuts a word only when even the smallest size cannot hold it', () => {
    const word = 'Supercalifragilisticexpialidocious'.repeat(3);
    const fit = fitHeadline(word, { width: 300, height: 400, maxFontSize: 80, minFontSize: 40 });
    expect(fit.fontSize).toBe(40);
    expect(fit.lines.length).toBeGreaterThan(1);
  });

  it('adds no ellipsis when the text fits at the smallest size once a too-long word is broken', () => {
    const text = 'Donaudampfschifffahrtsgesellschaftskapitänsmütze ist da';
    const fit = fitHeadline(text, { width: 400, height: 400, maxFontSize: 80, minFontSize: 40 });
    expect(fit.isTruncated).toBe(false);
    expect(fit.lines.at(-1)).toMatch(/ist da$/u);
    expect(fit.lines[0]).toMatch(/-$/u);
  });
});
