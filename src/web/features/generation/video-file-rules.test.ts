import { beforeAll, describe, expect, it } from 'vitest';
import { startEnglishInterface } from './testing/english-interface';
import { findUploadSizeProblem, findVideoFileProblem } from './video-file-rules';

beforeAll(startEnglishInterface);

const limit = 100 * 1024 * 1024;

describe('findVideoFileProblem', () => {
  it("answers the spec's alerts for a non-video and for a video over 100MB", () => {
    expect(findVideoFileProblem({ size: 10, type: 'image/png' } as Blob)).toBe(
      'Please select a valid video file.',
    );
    expect(findVideoFileProblem({ size: 10, type: 'image/png' } as Blob, 'drop')).toBe(
      'Please drop a valid video file.',
    );
    expect(findVideoFileProblem({ size: limit + 1, type: 'video/mp4' } as Blob)).toBe(
      'Video file is too large. Please select a file smaller than 100MB.',
    );
    expect(findVideoFileProblem({ size: limit, type: 'video/webm' } as Blob)).toBeNull();
  });
});

describe('findUploadSizeProblem', () => {
  it('refuses any file over 100MB with the wording of its kind, before it is sent', () => {
    expect(findUploadSizeProblem({ size: limit + 1, type: 'video/quicktime' })).toBe(
      'Video file is too large. Please select a file smaller than 100MB.',
    );
    expect(findUploadSizeProblem({ size: limit + 1, type: 'image/png' })).toBe(
      'File is too large. Please select a file smaller than 100MB.',
    );
    expect(findUploadSizeProblem({ size: limit, type: 'image/png' })).toBeNull();
  });
});
