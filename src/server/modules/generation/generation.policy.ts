import { allowEveryone, canWriteWorkspace, definePolicy, sessionAction } from '../../http/authorize';

/** The refusal of a new run to a viewer. */
export const viewerGenerateMessage = 'Viewers cannot generate content in this workspace.';

/**
 * Owners and editors start runs in their workspace; every member may read runs and follow their events (only
 * their own workspace's: another's run is a 404 from the scoped query), enhance a prompt or transcribe a clip.
 */
export const generationPolicy = definePolicy('generation', {
  startRun: sessionAction(canWriteWorkspace, viewerGenerateMessage),
  readRun: sessionAction(allowEveryone),
  listRuns: sessionAction(allowEveryone),
  watchRun: sessionAction(allowEveryone),
  enhancePrompt: sessionAction(allowEveryone),
  transcribe: sessionAction(allowEveryone),
});
