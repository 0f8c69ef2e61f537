import { describe, expect, it } from 'vitest';
import type { LibraryAsset } from '../../../../../shared/contracts/library';
import { neutralAdjust } from '../../../../../shared/domain/asset-edit';
import { clampBox, createInitialEdits, placeCropBox, toOperations } from './edit-state';

const asset = { width: 300, height: 200 } as LibraryAsset;

describe('the Advanced tab state', () => {
  it('sends nothing when nothing changed, or only a full-size crop', () => {
    expect(toOperations(createInitialEdits(), asset)).toEqual([]);
    const full = { ...createInitialEdits(), crop: { x: 0, y: 0, width: 300, height: 200 } };
    expect(toOperations(full, asset)).toEqual([]);
  });

  it('places a 1:1 box centred, scales it around its centre and keeps it inside', () => {
    const box = placeCropBox(asset, '1:1', 100);
    expect(box).toEqual({ x: 50, y: 0, width: 200, height: 200 });
    expect(placeCropBox(asset, '1:1', 50, box)).toEqual({ x: 100, y: 50, width: 100, height: 100 });
    expect(clampBox({ x: -40, y: 500, width: 100, height: 100 }, asset)).toEqual({
      x: 0,
      y: 100,
      width: 100,
      height: 100,
    });
  });

  it('sends crop, resize, colour and trimmed text; a resize equal to the crop is left out', () => {
    const crop = { x: 50, y: 0, width: 200, height: 200 };
    const edits = {
      ...createInitialEdits(),
      aspect: '1:1' as const,
      crop,
      resize: { width: 200, height: 200 },
      adjust: { ...neutralAdjust, brightness: 30 },
      text: { text: '  Sale  ', size: 40, color: '#ffffff', x: 0.5, y: 0.8 },
    };
    expect(toOperations(edits, asset)).toEqual([
      { type: 'crop', ...crop },
      { type: 'adjust', ...neutralAdjust, brightness: 30 },
      { type: 'text', text: 'Sale', size: 40, color: '#ffffff', x: 0.5, y: 0.8 },
    ]);
    expect(toOperations({ ...edits, resize: { width: 64, height: 64 } }, asset)[1]).toEqual({
      type: 'resize',
      width: 64,
      height: 64,
    });
  });
});
