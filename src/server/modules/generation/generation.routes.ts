import type { FastifyInstance } from 'fastify';
import {
  createRunContract,
  enhancePromptContract,
  getGenerationSettingsContract,
  getRunContract,
  listRunsContract,
  runEventsContract,
  transcribeContract,
  updateGenerationSettingsContract,
  type GenerationRun,
} from '../../../shared/contracts/generation';
import { bindRawRoute, bindRoute } from '../../http/contract-binding';
import type { RunEvents } from './generation.events';
import type { GenerationService } from './generation.service';
import { streamRun } from './generation.stream';

const isSettled = (run: GenerationRun) =>
  run.status !== 'running' &&
  !run.posts.some((post) => post.videoStatus === 'pending' || post.videoStatus === 'in-progress');

/** Generation endpoints, including the live event stream of a run. */
export function registerGenerationRoutes(
  app: FastifyInstance,
  service: GenerationService,
  events: RunEvents,
): void {
  bindRoute(app, createRunContract, async ({ auth, body }) => service.createRun(auth, body));
  bindRoute(app, getRunContract, async ({ auth, params }) => service.getRun(auth, params.runId));
  bindRoute(app, listRunsContract, async ({ auth }) => service.listRuns(auth));
  bindRoute(app, enhancePromptContract, async ({ body }) =>
    service.enhancePrompt(body.prompt, body.language),
  );
  bindRoute(app, transcribeContract, async ({ auth, body }) =>
    service.transcribe(auth, body.assetId, body.browserTranscript, body.language),
  );
  bindRoute(app, getGenerationSettingsContract, async ({ auth }) => service.getSettings(auth));
  bindRoute(app, updateGenerationSettingsContract, async ({ auth, body }) =>
    service.updateSettings(auth, body),
  );

  bindRawRoute(app, runEventsContract, async ({ auth, params, reply }) => {
    const { runId } = params;
    await service.getRun(auth, runId); // 404 before the stream opens
    await streamRun(reply, { runId, events, load: () => service.getRun(auth, runId), isSettled });
    return reply;
  });
}
