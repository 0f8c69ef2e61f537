import { describe, expect, it } from 'vitest';
import { decideAll, everySignedInCaller, writersOnly } from '../../testing/policy-roster';
import { generationPolicy, viewerGenerateMessage } from './generation.policy';

describe('generation policy', () => {
  it('lets owners and editors start runs and every member read, follow, enhance and transcribe', () => {
    expect(viewerGenerateMessage).toBe('Viewers cannot generate content in this workspace.');
    expect(decideAll(generationPolicy)).toEqual({
      startRun: writersOnly(viewerGenerateMessage),
      readRun: everySignedInCaller,
      listRuns: everySignedInCaller,
      watchRun: everySignedInCaller,
      enhancePrompt: everySignedInCaller,
      transcribe: everySignedInCaller,
    });
  });
});
