import { describe, expect, it } from 'vitest';
import type { GeneratedPost, GenerationRun } from '../../../shared/contracts/generation';
import type { GenerationPlatformId, VariationId } from '../../../shared/domain/platforms';
import { planPostGrid } from './post-grid-plan';

function buildPost(position: number, platform: GenerationPlatformId, variation: VariationId): GeneratedPost {
  return {
    id: `post-${position}`,
    position,
    title: 'A post',
    content: 'Content',
    hashtags: [],
    platform,
    variation,
    strategy: '',
    engagement: 'High',
    image: null,
    imageAssetId: null,
    imagePrompt: null,
    imageStatus: 'none',
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
  };
}

function buildRun(overrides: Partial<GenerationRun>): GenerationRun {
  return {
    id: 'run-1',
    method: 'prompt',
    status: 'completed',
    step: 4,
    stepMessage: '',
    prompt: 'Launch day',
    platforms: ['instagram', 'twitter'],
    expectedPosts: 2,
    error: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    language: null,
    summary: null,
    posts: [],
    ...overrides,
  };
}

describe('planPostGrid', () => {
  it('gives one flat group in position order without variations', () => {
    const run = buildRun({ posts: [buildPost(2, 'twitter', 'normal'), buildPost(1, 'instagram', 'normal')] });
    const groups = planPostGrid(run);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.platform).toBeNull();
    expect(groups[0]?.posts.map((post) => post.position)).toEqual([1, 2]);
    expect(groups[0]?.pendingCount).toBe(0);
  });

  it('adds placeholders for posts not yet arrived while running', () => {
    const run = buildRun({
      status: 'running',
      expectedPosts: 2,
      posts: [buildPost(1, 'instagram', 'normal')],
    });
    expect(planPostGrid(run)[0]?.pendingCount).toBe(1);
  });

  it('groups by platform in the picked order when the run has variations', () => {
    const run = buildRun({
      platforms: ['twitter', 'instagram'],
      expectedPosts: 4,
      status: 'running',
      posts: [
        buildPost(1, 'instagram', 'viral'),
        buildPost(2, 'twitter', 'viral'),
        buildPost(3, 'twitter', 'professional'),
      ],
    });
    const groups = planPostGrid(run);
    expect(groups.map((group) => group.platform)).toEqual(['twitter', 'instagram']);
    expect(groups.map((group) => group.posts.length)).toEqual([2, 1]);
    expect(groups.map((group) => group.pendingCount)).toEqual([0, 1]);
  });

  it('follows the summary once it exists and shows no placeholders after the run ends', () => {
    const run = buildRun({
      expectedPosts: 4,
      status: 'completed',
      summary: {
        hasVariations: false,
        variations: [],
        sourceImages: [],
        webSearchSources: [],
        useWebSearch: false,
        mediaType: 'image',
        notices: [],
        textProvider: { label: 'Offline writer', isOffline: true },
        imageProvider: { label: 'Offline cards', isOffline: true },
        scrapedImagesUsed: 0,
        enhancedUrlData: null,
      },
      posts: [buildPost(1, 'instagram', 'normal')],
    });
    expect(planPostGrid(run)).toEqual([{ platform: null, posts: run.posts, pendingCount: 0 }]);
  });
});
