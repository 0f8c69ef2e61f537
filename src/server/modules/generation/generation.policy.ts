import { allowEveryone, canWriteWorkspace, definePolicy, sessionAction } from '../../http/authorize';

/** The refusal of a new run to a viewer. */
export const viewerGenerateMessage = 'Viewers cannot generate content in this workspace.';

/** The refusal of a settings change to a viewer. */
export const viewerSettingsMessage = 'Viewers cannot change the settings of this workspace.';

/**
 * Owners and editors start runs in their workspace, and only they may spend the instance's AI work on the steps
 * before a run (enhance a prompt, transcribe a clip): a viewer cannot generate, so these would serve nothing.
 * Owners and editors change the workspace's generation settings (its default language); every member reads them
 * and which AI capabilities run offline.
 * Every member may read runs and follow their events (only their own workspace's: another's run is a 404 from
 * the scoped query).
 */
export const generationPolicy = definePolicy('generation', {
  startRun: sessionAction(canWriteWorkspace, viewerGenerateMessage),
  readRun: sessionAction(allowEveryone),
  listRuns: sessionAction(allowEveryone),
  watchRun: sessionAction(allowEveryone),
  enhancePrompt: sessionAction(canWriteWorkspace, viewerGenerateMessage),
  transcribe: sessionAction(canWriteWorkspace, viewerGenerateMessage),
  readSettings: sessionAction(allowEveryone),
  readCapabilities: sessionAction(allowEveryone),
  changeSettings: sessionAction(canWriteWorkspace, viewerSettingsMessage),
});
