import { describe, expect, it } from 'vitest';
import { canTransition, isImageMedia, postRecordTitle } from './post-records';

describe('post records', () => {
  it('titles a draft "{platform} Draft Post" and anything else "{platform} Post"', () => {
    expect(postRecordTitle('instagram', 'draft')).toBe('Instagram Draft Post');
    expect(postRecordTitle('linkedin', 'scheduled')).toBe('LinkedIn Post');
    expect(postRecordTitle('linkedin', 'executed')).toBe('LinkedIn Post');
  });

  it('allows draft → scheduled → publishing → executed and refuses going back from executed', () => {
    expect(canTransition('draft', 'scheduled')).toBe(true);
    expect(canTransition('scheduled', 'publishing')).toBe(true);
    expect(canTransition('publishing', 'executed')).toBe(true);
    expect(canTransition('publishing', 'failed')).toBe(true);
    expect(canTransition('failed', 'publishing')).toBe(true);
    expect(canTransition('executed', 'publishing')).toBe(false);
    expect(canTransition('executed', 'draft')).toBe(false);
    expect(canTransition('draft', 'executed')).toBe(false);
  });

  it('counts a post as image media when it has an image, no video and never asked for one', () => {
    expect(isImageMedia({ hasImage: true, hasVideo: false, videoStatus: 'none' })).toBe(true);
    expect(isImageMedia({ hasImage: true, hasVideo: true, videoStatus: 'none' })).toBe(false);
    expect(isImageMedia({ hasImage: false, hasVideo: false, videoStatus: 'none' })).toBe(false);
    // A video asked for it already (being made, or failed): its state stays visible with its Retry.
    expect(isImageMedia({ hasImage: true, hasVideo: false, videoStatus: 'failed' })).toBe(false);
  });
});
