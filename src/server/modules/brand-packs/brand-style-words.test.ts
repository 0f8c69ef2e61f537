import { describe, expect, it } from 'vitest';
import { defaultBrandColors } from '../../../shared/domain/brand-packs';
import { describeBrandLook, nameColor } from './brand-style-words';

describe('nameColor', () => {
  it('names hues with their lightness, and greys', () => {
    expect(nameColor('#DC2626')).toBe('red');
    expect(nameColor('#7F1D1D')).toBe('dark red');
    expect(nameColor('#FACC15')).toBe('yellow');
    expect(nameColor('#7C3AED')).toBe('violet');
    expect(nameColor('#16a34a')).toBe('green');
    expect(nameColor('#BFDBFE')).toBe('light blue');
    expect(nameColor('#F472B6')).toBe('pink');
    expect(nameColor('#F97316')).toBe('orange');
    expect(nameColor('#FFFFFF')).toBe('white');
    expect(nameColor('#000000')).toBe('black');
    expect(nameColor('#808080')).toBe('gray');
    expect(nameColor('red')).toBe('');
  });
});

describe('describeBrandLook', () => {
  it("gives the pack's name, description and named palette", () => {
    expect(
      describeBrandLook({
        name: ' Night Owl ',
        description: '  Calm,\n minimal.  ',
        colors: defaultBrandColors,
      }),
    ).toBe(
      'Brand look of Night Owl: Calm, minimal. Brand colours: violet (#7C3AED), blue (#4338CA) and pink (#F472B6) on a dark blue (#1E1B4B) background.',
    );
  });

  it('leaves out an empty description and keeps a long one short', () => {
    expect(describeBrandLook({ name: 'Plain', description: '', colors: defaultBrandColors })).toMatch(
      /^Brand look of Plain\. Brand colours: /u,
    );
    const long = describeBrandLook({
      name: 'Long',
      description: 'word '.repeat(400),
      colors: defaultBrandColors,
    });
    expect(long.length).toBeLessThan(450);
  });
});
