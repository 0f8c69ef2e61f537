import { getVideoModelContract, saveVideoModelContract } from '../../../shared/contracts/ai-providers';
import type { FastifyInstance } from 'fastify';
import {
  createRunContract,
  enhancePromptContract,
  getGenerationCapabilitiesContract,
  getGenerationSettingsContract,
  getRunContract,
  listRunsContract,
  runEventsContract,
  transcribeContract,
  updateGenerationSettingsContract,
  type GenerationRun,
} from '../../../shared/contracts/generation';
import { bindRawRoute, bindRoute } from '../../http/contract-binding';
import { translate } from '../../i18n/i18n';
import { localeOfRequest } from '../../i18n/request-locale';
import type { RunEvents } from './generation.events';
import { generationPolicy } from './generation.policy';
import type { GenerationService } from './generation.service';
import { streamRun } from './generation.stream';
import type { RunWatchers } from './generation.watchers';

const isSettled = (run: GenerationRun) =>
  run.status !== 'running' &&
  !run.posts.some((post) => post.videoStatus === 'pending' || post.videoStatus === 'in-progress');

/** Generation endpoints, including the live event stream of a run. */
export function registerGenerationRoutes(
  app: FastifyInstance,
  service: GenerationService,
  events: RunEvents,
  watchers?: RunWatchers,
): void {
  const policy = generationPolicy;
  bindRoute(app, createRunContract, policy.startRun, async ({ auth, body, request }) =>
    service.createRun(auth, body, localeOfRequest(request)),
  );
  bindRoute(app, getRunContract, policy.readRun, async ({ auth, params }) =>
    service.getRun(auth, params.runId),
  );
  bindRoute(app, listRunsContract, policy.listRuns, async ({ auth }) => service.listRuns(auth));
  bindRoute(app, enhancePromptContract, policy.enhancePrompt, async ({ body }) =>
    service.enhancePrompt(body.prompt, body.language),
  );
  bindRoute(app, transcribeContract, policy.transcribe, async ({ auth, body }) =>
    service.transcribe(auth, body.assetId, body.browserTranscript, body.language),
  );
  bindRoute(app, getGenerationSettingsContract, policy.readSettings, async ({ auth }) =>
    service.getSettings(auth),
  );
  bindRoute(app, updateGenerationSettingsContract, policy.changeSettings, async ({ auth, body }) =>
    service.updateSettings(auth, body),
  );

  bindRoute(app, getVideoModelContract, policy.readSettings, async ({ auth }) =>
    service.videoModel.get(auth),
  );
  bindRoute(app, saveVideoModelContract, policy.changeSettings, async ({ auth, body }) =>
    service.videoModel.save(auth, body.modelId),
  );

  bindRoute(app, getGenerationCapabilitiesContract, policy.readCapabilities, async () =>
    service.getCapabilities(),
  );

  bindRawRoute(app, runEventsContract, policy.watchRun, async ({ auth, params, request, reply }) => {
    const { runId } = params;
    await service.getRun(auth, runId); // 404 before the stream opens
    // The author counts as watching the run while the stream is open (see generation.watchers.ts).
    const unwatch = watchers?.watch(auth.userId, runId);
    if (unwatch) reply.raw.on('close', unwatch);
    await streamRun(reply, {
      runId,
      events,
      load: () => service.getRun(auth, runId),
      isSettled,
      failureFallback: translate(localeOfRequest(request), 'Failed to generate content. Please try again.'),
    });
    return reply;
  });
}
