import { describe, expect, it } from 'vitest';
import { videoEffectIds } from '../../../shared/domain/video-effects';
import { checkTrim, isEmptyEdit, normalizeEdit } from '../../../shared/domain/video-edit';
import {
  aspectSize,
  buildEditGraph,
  buildRenderArgs,
  buildStillArgs,
  effectChain,
  motionBlurFrames,
} from './reels.filters';

const portrait = { width: 1080, height: 1920 };

describe('effect mapping', () => {
  it('maps every effect to a filter that grows with intensity and vanishes at 0', () => {
    for (const id of videoEffectIds) {
      const graph = buildEditGraph({ effect: { id, intensity: 0.5 } }, portrait);
      expect(graph.filterComplex, id).not.toBe(buildEditGraph({}, portrait).filterComplex);
      expect(buildEditGraph({ effect: { id, intensity: 0 } }, portrait).filterComplex, id).toBe(
        buildEditGraph({}, portrait).filterComplex,
      );
      expect(graph.filterComplex, id).not.toBe(
        buildEditGraph({ effect: { id, intensity: 1 } }, portrait).filterComplex,
      );
    }
  });

  it('writes the exact parameters of the colour filters', () => {
    expect(effectChain('monochrome', 1)).toBe('hue=s=0');
    expect(effectChain('monochrome', 0.3)).toBe('hue=s=0.7');
    expect(effectChain('dramatic', 0.5)).toBe('eq=contrast=1.3:brightness=-0.03:saturation=1.125');
    expect(effectChain('vibrant', 0.5)).toBe('eq=saturation=1.5:contrast=1.05');
    expect(effectChain('cool', 1)).toBe("lutyuv=u='val+16':v='val-10'");
    expect(effectChain('vintage', 1)).toBe(
      "lutyuv=y='(val-128)*0.85+128':u='(val-128)*0.4+128-14':v='(val-128)*0.4+128+14'",
    );
    expect(effectChain('soft', 0)).toBeNull();
    expect(effectChain('motion_blur', 0.5)).toBe('tmix=frames=3');
    expect(motionBlurFrames(0.1)).toBe(2);
    expect(motionBlurFrames(1)).toBe(4);
  });

  it('keeps the centre sharp over a blurred copy for blur_background', () => {
    const graph = buildEditGraph({ effect: { id: 'blur_background', intensity: 0.5 } }, portrait);
    expect(graph.filterComplex).toContain('split=2');
    expect(graph.filterComplex).toContain('crop=864:1536');
    expect(graph.filterComplex).toContain('boxblur=6:1');
    expect(graph).toMatchObject({ width: 1080, height: 1920 });
  });

  it('drops the blended lead-in frames of a motion blur in a still only', () => {
    const edit = { effect: { id: 'motion_blur' as const, intensity: 1 } };
    expect(buildEditGraph(edit, portrait, { forStill: true }).filterComplex).toContain('trim=start_frame=3');
    expect(buildEditGraph(edit, portrait).filterComplex).not.toContain('trim=');
  });
});

describe('aspect mapping', () => {
  it('crops to the largest centred rectangle of the ratio', () => {
    expect(aspectSize(1080, 1920, { ratio: '1:1', fit: 'crop' })).toEqual({ width: 1080, height: 1080 });
    expect(aspectSize(1080, 1920, { ratio: '16:9', fit: 'crop' })).toEqual({ width: 1080, height: 608 });
    expect(aspectSize(1920, 1080, { ratio: '9:16', fit: 'crop' })).toEqual({ width: 608, height: 1080 });
    expect(aspectSize(1080, 1920, { ratio: '4:5', fit: 'crop' })).toEqual({ width: 1080, height: 1350 });
  });

  it('pads to the smallest rectangle of the ratio around the picture, on a blurred backdrop', () => {
    expect(aspectSize(1080, 1920, { ratio: '16:9', fit: 'pad' })).toEqual({ width: 3414, height: 1920 });
    const graph = buildEditGraph({ aspect: { ratio: '16:9', fit: 'pad' } }, portrait);
    expect(graph.filterComplex).toContain('boxblur=8:1');
    expect(graph.filterComplex).toContain('overlay=(W-w)/2:(H-h)/2');
    // capped to 1920 on the long side
    expect(graph).toMatchObject({ width: 1920, height: 1080 });
  });

  it('leaves a clip already in the ratio alone', () => {
    const graph = buildEditGraph({ aspect: { ratio: '9:16', fit: 'crop' } }, portrait);
    expect(graph.filterComplex).toBe('[0:v]setsar=1,format=yuv420p[e0]');
    expect(graph.outputLabel).toBe('e0');
  });

  it('evens out odd source sizes first', () => {
    expect(buildEditGraph({}, { width: 361, height: 641 }).filterComplex).toMatch(
      /^\[0:v\]scale=362:642\[e0\]/,
    );
  });
});

describe('render and still arguments', () => {
  it('seeks and cuts for a trim, maps the audio when there is some, reports progress', () => {
    const args = buildRenderArgs(
      { trim: { startSeconds: 1.25, endSeconds: 4 } },
      portrait,
      'file:/in.mp4',
      '/out.mp4',
    );
    expect(args.slice(args.indexOf('-ss'), args.indexOf('-ss') + 4)).toEqual(['-ss', '1.25', '-t', '2.75']);
    expect(args.indexOf('-ss')).toBeLessThan(args.indexOf('-i'));
    expect(args).toContain('0:a:0?');
    expect(args).toContain('-progress');
    expect(args.at(-1)).toBe('file:/out.mp4');
    expect(buildRenderArgs({}, portrait, 'file:/in.mp4', '/out.mp4')).not.toContain('-ss');
  });

  it('takes the still inside the trimmed clip', () => {
    const args = buildStillArgs({ trim: { startSeconds: 2, endSeconds: 5 } }, portrait, 'file:/in.mp4', 1);
    expect(args[args.indexOf('-ss') + 1]).toBe('3');
    expect(args).toContain('-frames:v');
  });
});

describe('edit validation', () => {
  it('accepts a trim inside the clip and refuses the others with their reason', () => {
    expect(checkTrim({ startSeconds: 0, endSeconds: 5 }, 5)).toBeNull();
    expect(checkTrim({ startSeconds: 1, endSeconds: 1.4 }, 5)).toBe('short');
    expect(checkTrim({ startSeconds: 3, endSeconds: 2 }, 5)).toBe('order');
    expect(checkTrim({ startSeconds: -1, endSeconds: 2 }, 5)).toBe('range');
    expect(checkTrim({ startSeconds: 1, endSeconds: 6 }, 5)).toBe('range');
    expect(checkTrim({ startSeconds: Number.NaN, endSeconds: 2 }, 5)).toBe('range');
  });

  it('tells an empty edit and rounds intensities to the slider step', () => {
    expect(isEmptyEdit({})).toBe(true);
    expect(isEmptyEdit({ effect: null, aspect: null, trim: null })).toBe(true);
    expect(isEmptyEdit({ trim: { startSeconds: 0, endSeconds: 1 } })).toBe(false);
    expect(normalizeEdit({ effect: { id: 'soft', intensity: 0.44 } }).effect).toEqual({
      id: 'soft',
      intensity: 0.4,
    });
    expect(normalizeEdit({ effect: { id: 'cool', intensity: 7 } }).effect?.intensity).toBe(1);
  });
});
