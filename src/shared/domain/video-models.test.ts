import { describe, expect, it } from 'vitest';
import { defaultVideoConfig } from './video';
import {
  defaultVideoModelId,
  findVideoModel,
  fitVideoConfigToModel,
  isSelectableVideoModel,
  videoModels,
  type VideoModelOption,
} from './video-models';

describe('video model catalogue', () => {
  it('matches the spec prices, statuses and durations', () => {
    expect(videoModels.map((model) => [model.id, model.pricing, model.status, model.maxDuration])).toEqual([
      ['seedance-1-lite', '$2.89 per generation', 'coming-soon', 10],
      ['hailuo-02', '$0.49 per generation', 'available', 5],
      ['veo-3', '$1.38 per second', 'coming-soon', 60],
      ['kling-2-master', '$0.53 per second', 'active', 5],
      ['kling-1-6-standard', '$0.37 per second', 'available', 5],
      ['runway-gen4-turbo', '$0.153 per second', 'available', 4],
    ]);
    expect(findVideoModel('veo-3')?.name).toBe('Veo 3 (Google)');
  });

  it('defaults to the active model and refuses coming-soon or unknown ones', () => {
    expect(findVideoModel(defaultVideoModelId)?.status).toBe('active');
    expect(isSelectableVideoModel('hailuo-02')).toBe(true);
    expect(isSelectableVideoModel('seedance-1-lite')).toBe(false);
    expect(isSelectableVideoModel('nope')).toBe(false);
  });

  it("fits a video configuration to a model's longest clip and aspect ratios", () => {
    const runway = findVideoModel('runway-gen4-turbo') as VideoModelOption;
    const fitted = fitVideoConfigToModel({ ...defaultVideoConfig, duration: 60, aspectRatio: '4:5' }, runway);
    expect(fitted).toMatchObject({ duration: 4, aspectRatio: '16:9' });
    const kling = findVideoModel('kling-2-master') as VideoModelOption;
    expect(
      fitVideoConfigToModel({ ...defaultVideoConfig, duration: 3, aspectRatio: '4:5' }, kling),
    ).toMatchObject({
      duration: 3,
      aspectRatio: '4:5',
    });
    expect(new Set(videoModels.map((model) => model.providerModel)).size).toBe(videoModels.length);
  });
});
