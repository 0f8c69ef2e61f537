import { describe, expect, it } from 'vitest';
import {
  buildColourSteps,
  buildCssFilter,
  editedTitle,
  fitAspectBox,
  neutralAdjust,
  placeOverlay,
} from './asset-edit';

describe('asset editor rules', () => {
  it('leaves colours as they are at the neutral adjustment', () => {
    const { scale, offset, matrix } = buildColourSteps(neutralAdjust);
    expect([scale, offset]).toEqual([1, 0]);
    matrix.forEach((row, index) =>
      row.forEach((value, column) => expect(value).toBeCloseTo(index === column ? 1 : 0, 10)),
    );
    expect(buildCssFilter(neutralAdjust)).toBe('brightness(1) contrast(1) saturate(1) hue-rotate(0deg)');
  });

  it('follows the CSS maths: brightness scales, contrast pivots on the middle grey, saturate 0 is grey', () => {
    expect(buildColourSteps({ ...neutralAdjust, brightness: 30 }).scale).toBeCloseTo(1.3);
    const contrast = buildColourSteps({ ...neutralAdjust, contrast: 50 });
    expect(127.5 * contrast.scale + contrast.offset).toBeCloseTo(127.5);
    const grey = buildColourSteps({ ...neutralAdjust, saturation: -100 }).matrix;
    // Every output channel is the same luminance mix: rows are equal.
    expect(grey[0]).toEqual(grey[1]);
    expect(grey[0].reduce((sum, value) => sum + value, 0)).toBeCloseTo(1);
  });

  it('fits the largest centred box of an aspect', () => {
    expect(fitAspectBox(300, 200, 1)).toEqual({ x: 50, y: 0, width: 200, height: 200 });
    expect(fitAspectBox(300, 200, 9 / 16)).toEqual({ x: 93, y: 0, width: 113, height: 200 });
    expect(fitAspectBox(100, 400, 16 / 9)).toEqual({ x: 0, y: 172, width: 100, height: 56 });
  });

  it("names an edited version once '(edited)', with the output's extension", () => {
    expect(editedTitle('harbour.png', 'png')).toBe('harbour (edited).png');
    expect(editedTitle('harbour (edited).png', 'png')).toBe('harbour (edited).png');
    expect(editedTitle('clip.mov', 'mp4')).toBe('clip (edited).mp4');
    expect(editedTitle('notes', 'png')).toBe('notes (edited).png');
  });

  it('places an overlay at its width share and proportions, smaller when too tall, inside the picture', () => {
    // A 200 × 100 logo at 25 % of a 400 × 300 picture, centred.
    expect(
      placeOverlay({ width: 400, height: 300 }, { width: 200, height: 100 }, { x: 0.5, y: 0.5, scale: 0.25 }),
    ).toEqual({
      left: 150,
      top: 125,
      width: 100,
      height: 50,
    });
    // A tall overlay at full width is cut down to the picture's height, keeping its proportions.
    expect(
      placeOverlay({ width: 400, height: 300 }, { width: 100, height: 200 }, { x: 0.5, y: 0.5, scale: 1 }),
    ).toEqual({
      left: 125,
      top: 0,
      width: 150,
      height: 300,
    });
    // A corner position keeps the whole overlay inside.
    expect(
      placeOverlay({ width: 400, height: 300 }, { width: 100, height: 100 }, { x: 1, y: 0, scale: 0.2 }),
    ).toEqual({
      left: 320,
      top: 0,
      width: 80,
      height: 80,
    });
  });
});
