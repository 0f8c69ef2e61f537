import { describe, expect, it } from 'vitest';
import { findCardSize } from './offline-image.card';
import { fitHeadline } from './offline-image.text-fit';
import { contrastRatio, parseHexColor, pickTextColor } from './offline-image.colors';

const area = { width: 900, height: 600, maxFontSize: 130, minFontSize: 48 };

describe('findCardSize', () => {
  it('is 1080 wide with an even height from the aspect ratio', () => {
    expect(findCardSize('1:1')).toEqual({ width: 1080, height: 1080 });
    expect(findCardSize('4:5')).toEqual({ width: 1080, height: 1350 });
    expect(findCardSize('9:16')).toEqual({ width: 1080, height: 1920 });
    expect(findCardSize('16:9')).toEqual({ width: 1080, height: 608 });
  });
});

describe('fitHeadline', () => {
  it('keeps a short headline at the largest size', () => {
    const fit = fitHeadline('Launch day', area);
    expect(fit).toEqual({ fontSize: 130, lines: ['Launch day'], isTruncated: false });
  });

  it('shrinks a medium headline until it fits the box', () => {
    const fit = fitHeadline(
      'Five ways to plan a whole week of posts in ten minutes flat, even on a Monday',
      area,
    );
    expect(fit.isTruncated).toBe(false);
    expect(fit.fontSize).toBeLessThan(130);
    expect(fit.fontSize).toBeGreaterThanOrEqual(48);
    expect(fit.lines.length * fit.fontSize * 1.12).toBeLessThanOrEqual(area.height);
    expect(fit.lines.join(' ')).toBe(
      'Five ways to plan a whole week of posts in ten minutes flat, even on a Monday',
    );
  });

  it('cuts a headline too long for the smallest size and ends it with an ellipsis', () => {
    const fit = fitHeadline('words that never end '.repeat(60), area);
    expect(fit.isTruncated).toBe(true);
    expect(fit.fontSize).toBe(48);
    expect(fit.lines.length * fit.fontSize * 1.12).toBeLessThanOrEqual(area.height);
    expect(fit.lines.at(-1)).toMatch(/…$/);
  });

  it('breaks a word longer than a line', () => {
    const fit = fitHeadline('x'.repeat(80), { ...area, minFontSize: 100, maxFontSize: 100 });
    expect(fit.lines.length).toBeGreaterThan(1);
    expect(fit.lines.every((line) => line.length < 80)).toBe(true);
  });

  it('gives no lines for an empty headline', () => {
    expect(fitHeadline('', area).lines).toEqual([]);
  });
});

describe('pickTextColor', () => {
  const violet = parseHexColor('#7C3AED');
  const indigo = parseHexColor('#4338CA');
  const cream = parseHexColor('#FEF9C3');
  const white = parseHexColor('#FFFFFF');
  const navy = parseHexColor('#1E1B4B');

  it('keeps the palette text colour when it reads well on the gradient', () => {
    if (!violet || !indigo || !white || !navy) throw new Error('bad fixture');
    expect(pickTextColor([violet, indigo], [white, navy])).toEqual(white);
  });

  it('switches to a colour with at least 4.5:1 contrast when the palette text would vanish', () => {
    if (!cream || !white) throw new Error('bad fixture');
    const chosen = pickTextColor([cream], [white, white]);
    expect(contrastRatio(chosen, cream)).toBeGreaterThanOrEqual(4.5);
  });

  it('parses short and long hex and rejects other notations', () => {
    expect(parseHexColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColor('#7C3AEDff')).toEqual({ r: 124, g: 58, b: 237 });
    expect(parseHexColor('purple')).toBeUndefined();
  });
});
