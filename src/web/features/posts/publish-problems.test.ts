import { describe, expect, it } from 'vitest';
import type { GeneratedPost } from '../../../shared/contracts/generation';
import * as check from '../../../shared/domain/publish-check';
import { findDialogProblems, mediaOfPost, serverProblems } from './publish-problems';

const post = (changes: Partial<GeneratedPost>) =>
  ({ content: 'Hello', mediaType: 'image', imageAssetId: null, videoUrl: null, ...changes }) as GeneratedPost;

describe("the dialog's publish problems", () => {
  it("checks the post's text and media kind against the chosen destinations", () => {
    const long = post({ content: 'word '.repeat(70) });
    expect(findDialogProblems(check, long, ['community']).length).toBe(0);
    expect(findDialogProblems(check, long, ['community', 'twitter:1']).map((problem) => problem.key)).toEqual(
      ['tooLong'],
    );
    expect(findDialogProblems(check, long, ['linkedin:2'])).toEqual([]);
    const withImage = post({ imageAssetId: 'a1' });
    expect(mediaOfPost(withImage)).toEqual({ contentType: 'image/*' });
    expect(findDialogProblems(check, withImage, ['tiktok:3']).map((problem) => problem.key)).toEqual([
      'noImages',
      'videoOnly',
    ]);
    const withVideo = post({ mediaType: 'video', videoUrl: '/v.mp4', imageAssetId: 'a1' });
    expect(mediaOfPost(withVideo)).toEqual({ contentType: 'video/*' });
    expect(findDialogProblems(check, withVideo, ['tiktok:3'])).toEqual([]);
    expect(mediaOfPost(post({ mediaType: 'video', imageAssetId: 'a1' }))).toBeUndefined();
  });

  it("reads a 400 answer's problems in their order, and nothing else", () => {
    expect(
      serverProblems({
        'problems.10': 'k',
        'problems.2': 'b',
        title: 'x',
        'problems.0': 'a',
        'problems.x': 'y',
      }),
    ).toEqual(['a', 'b', 'k']);
    expect(serverProblems({})).toEqual([]);
  });
});
