import { describe, expect, it } from 'vitest';
import { fitFrame, mediaFormatRules } from './media-formats';
import { platformIds } from './platforms';
import { findPublishProblems, publishProblemTemplates as t } from './publish-check';

const video = (size: number, durationSeconds?: number) => ({
  contentType: 'video/mp4',
  size,
  durationSeconds,
});
const image = { contentType: 'image/png', size: 200_000 };

describe('the pre-publish check', () => {
  it('has format rules for all six platforms', () => {
    expect(Object.keys(mediaFormatRules).sort()).toEqual([...platformIds].sort());
    expect(mediaFormatRules.instagram.imageOutputType).toBe('image/jpeg');
  });

  it('counts X text as X does (weighted) and names the platform', () => {
    // 150 CJK characters weigh 300 on X, 150 elsewhere.
    const content = '漢'.repeat(150);
    const problems = findPublishProblems({ content, destinationIds: ['twitter:a', 'instagram:b', 'feed'] });
    expect(problems).toEqual([
      {
        destinationId: 'twitter:a',
        platform: 'twitter',
        key: 'tooLong',
        template: t.tooLong,
        values: { platform: 'Twitter/X', limit: 280, length: 300 },
      },
    ]);
  });

  it('refuses a post without a video for a video-only platform, and lists every problem', () => {
    const problems = findPublishProblems({
      content: 'x'.repeat(2300),
      media: image,
      destinationIds: ['tiktok:1', 'youtube:2', 'twitter:3'],
    });
    expect(problems.map((problem) => [problem.destinationId, problem.template])).toEqual([
      ['tiktok:1', t.tooLong],
      ['tiktok:1', t.noImages],
      ['tiktok:1', t.videoOnly],
      ['youtube:2', t.noImages],
      ['youtube:2', t.videoOnly],
      ['twitter:3', t.tooLong],
    ]);
    expect(findPublishProblems({ content: 'hi', destinationIds: ['tiktok:1'] })[0]!.template).toBe(
      t.videoOnly,
    );
  });

  it('refuses a video too large or too long, and takes one within the limits', () => {
    const problems = findPublishProblems({
      content: 'A clip',
      media: video(600 * 1024 * 1024, 200),
      destinationIds: ['twitter:1', 'youtube:2', 'tiktok:3'],
    });
    expect(problems.map((problem) => [problem.destinationId, problem.template, problem.values])).toEqual([
      ['twitter:1', t.videoTooLarge, { platform: 'Twitter/X', limit: 512, size: 600 }],
      ['twitter:1', t.tooLongVideo, { platform: 'Twitter/X', limit: 140, duration: 200 }],
      ['youtube:2', t.tooLongVideo, { platform: 'YouTube', limit: 180, duration: 200 }],
    ]);
    expect(
      findPublishProblems({ content: 'A clip', media: video(5_000_000, 30), destinationIds: ['tiktok:3'] }),
    ).toEqual([]);
  });

  it('fits a frame into an aspect range by padding, then under the largest side, with even sides', () => {
    expect(fitFrame(1000, 1000, { min: 9 / 16, max: 9 / 16 }, 4096)).toEqual({
      width: 1000,
      height: 1778,
      padded: true,
    });
    expect(fitFrame(3000, 1000, { min: 0.8, max: 1.91 }, 1440)).toEqual({
      width: 1440,
      height: 754,
      padded: true,
    });
    expect(fitFrame(1080, 1350, { min: 0.8, max: 1.91 }, 1440)).toEqual({
      width: 1080,
      height: 1350,
      padded: false,
    });
  });

  it('answers each problem with its message key, the key of its template', () => {
    const problems = findPublishProblems({
      content: 'x'.repeat(300),
      media: image,
      destinationIds: ['twitter:1', 'tiktok:2'],
    });
    expect(problems.map((problem) => problem.key)).toEqual(['tooLong', 'noImages', 'videoOnly']);
    for (const problem of problems) expect(problem.template).toBe(t[problem.key]);
  });

  it('checks media known only by kind (the web dialog) without its type, size or length', () => {
    const byKind = (contentType: string, destinationIds: string[]) =>
      findPublishProblems({ content: 'Hello', media: { contentType }, destinationIds }).map(
        (problem) => `${problem.destinationId} ${problem.key}`,
      );
    expect(byKind('image/*', ['twitter:1', 'linkedin:2', 'instagram:3'])).toEqual([]);
    expect(byKind('image/*', ['tiktok:4'])).toEqual(['tiktok:4 noImages', 'tiktok:4 videoOnly']);
    expect(byKind('video/*', ['tiktok:4', 'youtube:5', 'twitter:1'])).toEqual([]);
  });
});
