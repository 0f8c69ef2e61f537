import { describe, expect, it } from 'vitest';
import { aspectRatios, videoQualityIds } from '../../../../shared/domain/video';
import {
  findVideoFrameSize,
  findVideoSafeArea,
  isOfflineVideoQuality,
  type FrameRect,
} from '../../../../shared/domain/video-frames';
import { layoutCaption } from './offline-video.layout';

const captions = {
  en: 'Our spring collection is here: hand-stitched linen shirts from Porto, 20% off until Sunday and a free tote bag with every order over 50 euros!',
  de: 'Unsere neue Donaudampfschifffahrtsgesellschaftskapitänsmütze ist da: handgenäht in Hamburg, 20 % Rabatt bis Sonntag und eine kostenlose Stofftasche zu jeder Bestellung!',
  short: 'Fresh beans, every Monday',
};

function isInside(inner: FrameRect, outer: FrameRect): boolean {
  return (
    inner.left >= outer.left &&
    inner.top >= outer.top &&
    inner.left + inner.width <= outer.left + outer.width &&
    inner.top + inner.height <= outer.top + outer.height
  );
}

describe('video frames', () => {
  it('sizes 720p and 1080p frames per aspect ratio and has no offline size for 4K', () => {
    expect(findVideoFrameSize('9:16', 'standard')).toEqual({ width: 720, height: 1280 });
    expect(findVideoFrameSize('9:16', 'high')).toEqual({ width: 1080, height: 1920 });
    expect(findVideoFrameSize('16:9', 'high')).toEqual({ width: 1920, height: 1080 });
    expect(findVideoFrameSize('4:5', 'standard')).toEqual({ width: 720, height: 900 });
    expect(findVideoFrameSize('1:1', 'high')).toEqual({ width: 1080, height: 1080 });
    expect(isOfflineVideoQuality('ultra')).toBe(false);
    expect(() => findVideoFrameSize('1:1', 'ultra')).toThrow(/4K/);
  });

  it('keeps the bottom fifth and the right edge of vertical clips out of the safe area (platform buttons)', () => {
    const safe = findVideoSafeArea('9:16', { width: 1080, height: 1920 });
    expect(safe.top + safe.height).toBeLessThanOrEqual(1920 * 0.8);
    expect(safe.left + safe.width).toBeLessThanOrEqual(1080 * 0.88);
  });
});

describe('caption layout', () => {
  const qualities = videoQualityIds.filter(isOfflineVideoQuality);
  for (const aspectRatio of aspectRatios) {
    for (const quality of qualities) {
      for (const [name, caption] of Object.entries(captions)) {
        it(`keeps every word of the ${name} caption inside the safe area of ${aspectRatio} ${quality}`, () => {
          const size = findVideoFrameSize(aspectRatio, quality);
          const layout = layoutCaption(caption, aspectRatio, size);
          expect(isInside(layout.panel, layout.safeArea)).toBe(true);
          expect(layout.words.length).toBeGreaterThan(2);
          for (const word of layout.words) {
            expect({ word: word.text, inside: isInside(word.box, layout.panel) }).toEqual({
              word: word.text,
              inside: true,
            });
          }
          // No two lines overlap, and the text reads like the caption (a cut ends with '…').
          for (const [index, line] of layout.lines.slice(1).entries()) {
            const previous = layout.lines[index];
            if (!previous) throw new Error('missing line');
            expect(line.box.top).toBeGreaterThanOrEqual(previous.box.top + previous.box.height);
          }
          const drawn = layout.lines.map((line) => line.text).join(' ');
          const start = drawn.replace(/…$/u, '').replace(/- /gu, '').split(' ').slice(0, 2).join(' ');
          expect(caption.startsWith(start)).toBe(true);
        });
      }
    }
  }

  it('breaks a word longer than the panel with a hyphen instead of running past the edge', () => {
    const layout = layoutCaption(captions.de, '9:16', findVideoFrameSize('9:16', 'standard'));
    const broken = layout.lines.find((line) => line.text.endsWith('-'));
    expect(broken?.text).toMatch(/Donaudampf\S+-$/u);
  });
});
