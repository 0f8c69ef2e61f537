import { describe, expect, it } from 'vitest';
import { decideAll, everySignedInCaller, writersOnly } from '../../testing/policy-roster';
import { generationPolicy, viewerGenerateMessage, viewerSettingsMessage } from './generation.policy';

describe('generation policy', () => {
  it('lets owners and editors start runs, enhance and transcribe, and every member read and follow runs', () => {
    expect(viewerGenerateMessage).toBe('Viewers cannot generate content in this workspace.');
    expect(decideAll(generationPolicy)).toEqual({
      startRun: writersOnly(viewerGenerateMessage),
      readRun: everySignedInCaller,
      listRuns: everySignedInCaller,
      watchRun: everySignedInCaller,
      enhancePrompt: writersOnly(viewerGenerateMessage),
      transcribe: writersOnly(viewerGenerateMessage),
      readSettings: everySignedInCaller,
      readCapabilities: everySignedInCaller,
      changeSettings: writersOnly(viewerSettingsMessage),
    });
  });
});
