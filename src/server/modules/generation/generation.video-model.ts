/**
 * The workspace's video model (Settings > LLM Integration) and what it rules: the model id sent to the video
 * provider, and the longest duration and the aspect ratios a run's video settings may ask for.
 */
import type { z } from 'zod';
import type { createRunSchema } from '../../../shared/contracts/generation';
import {
  defaultVideoModelId,
  findVideoModel,
  isSelectableVideoModel,
  type VideoModelId,
  type VideoModelOption,
} from '../../../shared/domain/video-models';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import { userText } from '../../i18n/user-text';
import type { GenerationStore } from './generation.store';

/** Refusal of a coming-soon model. */
export const comingSoonModelMessage = 'This model is coming soon and cannot be selected yet.';

/** The workspace's video model (the default one for an unknown stored id). */
export async function findWorkspaceVideoModel(
  store: GenerationStore,
  workspaceId: string,
): Promise<VideoModelOption> {
  const stored = await store.findWorkspaceVideoModel(workspaceId);
  const model = stored === undefined ? undefined : findVideoModel(stored);
  return model ?? (findVideoModel(defaultVideoModelId) as VideoModelOption);
}

/** Reading and choosing the workspace's video model. */
export function createVideoModelSettings(store: GenerationStore) {
  return {
    async get(auth: AuthContext): Promise<{ modelId: VideoModelId }> {
      return { modelId: (await findWorkspaceVideoModel(store, auth.workspaceId)).id };
    },
    /** Selects a model (who may: the generation policy's `changeSettings`); coming-soon models are refused. */
    async save(auth: AuthContext, modelId: VideoModelId): Promise<{ modelId: VideoModelId }> {
      if (!isSelectableVideoModel(modelId)) throw new AppError('validation_failed', comingSoonModelMessage);
      await store.updateWorkspaceVideoModel(auth.workspaceId, modelId);
      return { modelId };
    },
  };
}

/**
 * Refuses a run whose video settings ask for more than the workspace's model makes: a longer duration than
 * its longest clip, or an aspect ratio it does not make.
 */
export async function checkRunAgainstVideoModel(
  store: GenerationStore,
  workspaceId: string,
  input: z.output<typeof createRunSchema>,
): Promise<void> {
  const config = input.videoConfig;
  if (!input.aiVideos || !config) return;
  const model = await findWorkspaceVideoModel(store, workspaceId);
  if (config.duration > model.maxDuration) {
    throw new AppError(
      'validation_failed',
      userText('{{model}} makes videos of at most {{seconds}} seconds.', {
        model: model.name,
        seconds: model.maxDuration,
      }),
    );
  }
  if (!model.aspectRatios.includes(config.aspectRatio)) {
    throw new AppError(
      'validation_failed',
      userText('{{model}} does not make videos in the {{ratio}} aspect ratio.', {
        model: model.name,
        ratio: config.aspectRatio,
      }),
    );
  }
}
