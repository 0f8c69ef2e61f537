import { describe, expect, it } from 'vitest';
import type { GeneratedPost, GenerationRun } from '../../../shared/contracts/generation';
import { describeRunProgress, describeRunWork } from './run-progress';

describe('describeRunProgress', () => {
  it('shows step 0 as Step 1 of 4 at 25%', () => {
    expect(describeRunProgress(0)).toEqual({ stepNumber: 1, percent: 25 });
  });

  it('shows the last working step and the finished run as Step 4 of 4 at 100%', () => {
    expect(describeRunProgress(3)).toEqual({ stepNumber: 4, percent: 100 });
    expect(describeRunProgress(4)).toEqual({ stepNumber: 4, percent: 100 });
  });

  it('clamps values outside the range', () => {
    expect(describeRunProgress(-2)).toEqual({ stepNumber: 1, percent: 25 });
    expect(describeRunProgress(9)).toEqual({ stepNumber: 4, percent: 100 });
  });
});

function buildPost(overrides: Partial<GeneratedPost> = {}): GeneratedPost {
  return {
    id: crypto.randomUUID(),
    position: 0,
    title: 'A post',
    content: 'Content',
    hashtags: [],
    platform: 'instagram',
    variation: 'professional',
    strategy: '',
    engagement: 'High',
    image: null,
    imageAssetId: null,
    imagePrompt: null,
    imageStatus: 'pending',
    mediaType: 'image',
    videoUrl: null,
    videoThumbnailUrl: null,
    videoStatus: 'none',
    videoProgress: null,
    videoMessage: null,
    videoConfig: null,
    isUploadedVideo: false,
    isUploadedImage: false,
    generationMethod: 'prompt',
    alternativeAiImage: null,
    alternativeAiPrompt: null,
    scrapedImageIndex: null,
    webSearchSources: [],
    isFallback: false,
    isOffline: true,
    otherLanguage: null,
    exportedAt: null,
    ...overrides,
  };
}

function buildRun(overrides: Partial<GenerationRun> = {}): GenerationRun {
  return {
    id: 'run-1',
    method: 'prompt',
    status: 'running',
    step: 0,
    stepMessage: '',
    prompt: 'Spring sale',
    platforms: ['instagram'],
    expectedPosts: 4,
    error: null,
    createdAt: new Date(0).toISOString(),
    language: null,
    summary: null,
    posts: [],
    ...overrides,
  };
}

describe('describeRunWork', () => {
  it('moves through the writing step as posts arrive', () => {
    const early = describeRunWork(buildRun({ step: 1, posts: [buildPost()] }));
    const later = describeRunWork(buildRun({ step: 1, posts: [buildPost(), buildPost(), buildPost()] }));
    expect(early.stepNumber).toBe(2);
    expect(early.posts).toEqual({ done: 1, total: 4 });
    expect(later.percent).toBeGreaterThan(early.percent);
    expect(later.percent).toBeLessThan(50);
  });

  it('counts images per kind and moves the percent with each one made', () => {
    const posts = [
      buildPost({ imageStatus: 'ready' }),
      buildPost({ imageStatus: 'fallback' }),
      buildPost(),
      buildPost(),
    ];
    const work = describeRunWork(buildRun({ step: 2, posts }));
    expect(work.stepNumber).toBe(3);
    expect(work.images).toEqual({ done: 2, total: 4 });
    expect(work.videos).toEqual({ done: 0, total: 0 });
    expect(work.percent).toBeCloseTo(50 + 45 * 0.5);
  });

  it('counts clips apart from images, with a rendering clip counting by its own progress', () => {
    const posts = [
      buildPost({ mediaType: 'video', videoStatus: 'ready' }),
      buildPost({ mediaType: 'video', videoStatus: 'in-progress', videoProgress: 50 }),
      buildPost({ mediaType: 'video', videoStatus: 'pending' }),
      buildPost({ mediaType: 'video', videoStatus: 'failed' }),
    ];
    const work = describeRunWork(buildRun({ step: 2, posts }));
    expect(work.videos).toEqual({ done: 2, total: 4 });
    expect(work.images).toEqual({ done: 0, total: 0 });
    expect(work.percent).toBeCloseTo(50 + 45 * (2.5 / 4));
  });

  it('never shows 100% or the last step while clips of a completed run still render', () => {
    const posts = [
      buildPost({ mediaType: 'video', videoStatus: 'ready' }),
      buildPost({ mediaType: 'video', videoStatus: 'in-progress', videoProgress: 99 }),
    ];
    const work = describeRunWork(buildRun({ status: 'completed', step: 4, expectedPosts: 2, posts }));
    expect(work.isFinished).toBe(false);
    expect(work.hasPendingMedia).toBe(true);
    expect(work.stepNumber).toBe(3);
    expect(work.percent).toBeLessThan(100);
  });

  it('shows 100% once the run completed and every medium is made', () => {
    const posts = [
      buildPost({ mediaType: 'video', videoStatus: 'ready' }),
      buildPost({ imageStatus: 'ready' }),
    ];
    const work = describeRunWork(buildRun({ status: 'completed', step: 4, expectedPosts: 2, posts }));
    expect(work).toMatchObject({ stepNumber: 4, percent: 100, isFinished: true, hasPendingMedia: false });
  });

  it('stays below 100% on the optimising step', () => {
    const posts = [buildPost({ imageStatus: 'ready' })];
    const work = describeRunWork(buildRun({ step: 3, expectedPosts: 1, posts }));
    expect(work.stepNumber).toBe(4);
    expect(work.percent).toBeLessThan(100);
  });
});
