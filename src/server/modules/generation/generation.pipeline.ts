import { summarizeVariations } from '../../../shared/domain/variations';
import { videoFormats } from '../../../shared/domain/video';
import type {
  BrandPalette,
  ImageProvider,
  SpeechProvider,
  TextProvider,
  VideoProvider,
  WrittenPost,
} from '../../integrations/ai/types';
import { AppError } from '../../http/app-error';
import { translate } from '../../i18n/i18n';
import type { UserText } from '../../i18n/user-text';
import { raceAbort } from '../../jobs/queue';
import { brandMediaOf, type BrandStyle } from '../brand-packs/brand-style';
import type { MediaService } from '../media/media.service';
import type { RunEvents } from './generation.events';
import { mediaStepMessage, producePostMedia, type MediaContext, type MediaPlan } from './generation.media';
import { needsMedia, readProgress } from './generation.resume';
import {
  createPostSteps,
  generationMessages,
  runLocaleOf,
  stepMessages,
  toRunContext,
  type RunContext,
  type WrittenRun,
} from './generation.steps';
import type { GenerationStore, PostRow, RunRow } from './generation.store';

/** Which run a job executes. */
export interface RunJobPayload {
  runId: string;
  workspaceId: string;
}

/** What a run needs from the rest of the server. */
export interface PipelineDependencies {
  store: GenerationStore;
  media: MediaService;
  events: RunEvents;
  text: TextProvider;
  image: ImageProvider;
  offlineImage: ImageProvider;
  /** The video and speech providers in force, named in the run's summary (their jobs use them later). */
  video: Pick<VideoProvider, 'kind' | 'label'>;
  speech: Pick<SpeechProvider, 'kind'>;
  /** The palette without an active brand pack. */
  palette: BrandPalette;
  /** The workspace's active brand pack (palette, logo, guidelines), read when a run starts; none: `palette`. */
  brandStyleOf?(workspaceId: string): Promise<BrandStyle | undefined>;
  isTrustedProviderUrl(url: string): boolean;
  /** Queues the durable video job of a post whose still and prompt are ready. */
  enqueueVideo(postId: string, workspaceId: string): Promise<void>;
  /**
   * Told once a run has ended (stored as completed or failed), e.g. to notify its author; its failure is
   * logged and never changes the run.
   */
  onRunEnded?(run: RunRow, status: 'completed' | 'failed'): Promise<unknown>;
  /**
   * Told when posts of a run are stored (the spec's postGenerated, to the 'My posts' view of the user who
   * started it); must not throw.
   */
  onPostsGenerated?(workspaceId: string, userId: string, postIds: string[]): Promise<void>;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

/**
 * Runs one generation: web search (optional) → posts (one writer call for every platform × variation) →
 * media for every post concurrently (each post is stored and announced as soon as it changes) → summary.
 * Provider concurrency is bounded by each provider's client, not here. Resumable: a run whose posts are
 * stored skips to the media of the posts still without it.
 */
export function createGenerationPipeline(deps: PipelineDependencies) {
  const { store, events } = deps;

  /** Stores the run's step and its message in the run's language (what the SSE stream sends). */
  async function setStep(run: RunContext, step: number, message: UserText) {
    run.signal.throwIfAborted();
    await store.updateRun(run.workspaceId, run.runId, { step, stepMessage: translate(run.locale, message) });
    events.notify(run.runId);
  }

  function mediaContextOf(run: RunContext): MediaContext {
    return {
      workspaceId: run.workspaceId,
      userId: run.userId,
      input: run.input,
      text: deps.text,
      image: deps.image,
      offlineImage: deps.offlineImage,
      media: deps.media,
      ...brandMediaOf(run.brand, deps.palette),
      isTrustedProviderUrl: (url) => deps.isTrustedProviderUrl(url),
      log: (message, error) => deps.log.warn({ err: error, runId: run.runId }, message),
    };
  }

  /** The media of one stored post; a failure leaves the post without media, an abort is thrown. */
  async function producePostOf(run: RunContext, plan: MediaPlan, row: PostRow, post: WrittenPost) {
    try {
      const changes = await producePostMedia(mediaContextOf(run), plan, post, row.position - 1);
      run.signal.throwIfAborted();
      const updated = await store.updatePost(run.workspaceId, row.id, changes);
      events.notify(run.runId);
      if (updated?.videoStatus === 'pending') await deps.enqueueVideo(row.id, run.workspaceId);
    } catch (error) {
      if (run.signal.aborted) throw error;
      deps.log.error({ err: error, runId: run.runId, postId: row.id }, 'post media failed');
      await store.updatePost(run.workspaceId, row.id, { imageStatus: 'none' });
      events.notify(run.runId);
    }
  }

  /** Media of every post: those started while the posts streamed are awaited, the others made now. */
  async function produceMedia(
    run: RunContext,
    { plan, written, rows }: WrittenRun,
    started: Map<string, Promise<void>>,
  ) {
    await Promise.all(
      rows.map(async (row, index) => {
        const running = started.get(row.id);
        if (running) return running;
        const post = written[index];
        if (!post) return;
        // A resumed run: media already stored is kept; a clip it was about to queue is queued (idempotent).
        if (!needsMedia(row, plan)) {
          if (row.videoStatus === 'pending') await deps.enqueueVideo(row.id, run.workspaceId);
          return;
        }
        await producePostOf(run, plan, row, post);
      }),
    );
  }

  const { writePosts, readWrittenRun } = createPostSteps(deps, setStep);

  /** Steps 2-4 after the posts: media of every post still without it, then the summary. */
  async function finishRun(
    run: RunContext,
    state: WrittenRun,
    started: Map<string, Promise<void>>,
  ): Promise<void> {
    const { input, runId, workspaceId, signal, locale } = run;
    const { plan, written, webSources, notices, isFallback } = state;
    const formatName = input.videoConfig ? videoFormats[input.videoConfig.format].name : '';
    await setStep(run, 2, mediaStepMessage(plan, input, formatName));
    await produceMedia(run, state, started);

    await setStep(run, 3, stepMessages.optimizing);
    const variationSummary = summarizeVariations(written);
    const sourceAssets = plan.kind === 'scraped' || plan.kind === 'uploads' ? plan.assets : [];
    const planMediaType = plan.kind === 'recorded' || plan.kind === 'ai-video' ? 'video' : 'image';
    signal.throwIfAborted();
    await store.updateRun(workspaceId, runId, {
      status: 'completed',
      step: 4,
      stepMessage: translate(locale, 'Done'),
      completedAt: new Date(),
      summary: {
        hasVariations: variationSummary.hasVariations,
        variations: variationSummary.variations,
        sourceImages: sourceAssets
          .filter((asset) => asset.type === 'image')
          .map((asset) => `/media/${asset.id}`),
        webSearchSources: webSources ?? [],
        useWebSearch: input.useWebSearch,
        mediaType: planMediaType,
        notices: (isFallback
          ? [...notices, 'The AI answer could not be read, so fallback posts were written instead.']
          : notices
        ).map((notice) => translate(locale, notice)),
        // The offline providers' labels are in the catalogue; a remote model's name reads as it is.
        textProvider: { label: translate(locale, deps.text.label), isOffline: deps.text.kind === 'offline' },
        imageProvider: {
          label: translate(locale, deps.image.label),
          isOffline: deps.image.kind === 'offline',
        },
        videoProvider: {
          label: translate(locale, deps.video.label),
          isOffline: deps.video.kind === 'offline',
        },
        speechProvider: { isOffline: deps.speech.kind === 'offline' },
        scrapedImagesUsed: plan.kind === 'scraped' ? plan.assets.length : 0,
        enhancedUrlData: input.scrapedPage
          ? { domain: input.scrapedPage.domain, title: input.scrapedPage.title }
          : null,
      },
    });
    events.notify(runId);
  }

  async function runSteps(stored: RunRow, signal: AbortSignal): Promise<void> {
    const brand = await deps.brandStyleOf?.(stored.workspaceId);
    const run: RunContext = { ...toRunContext(stored, signal), ...(brand ? { brand } : {}) };
    const existing = await store.findPosts(run.workspaceId, run.runId);
    // Media of each post starts as soon as the post is stored, while the writer still streams the others.
    const started = new Map<string, Promise<void>>();
    const startMedia = (row: PostRow, post: WrittenPost, plan: MediaPlan) => {
      const media = producePostOf(run, plan, row, post);
      // Awaited in produceMedia; until then an abort must not surface as an unhandled rejection.
      media.catch(() => undefined);
      started.set(row.id, media);
    };
    // A run stopped after its last post was stored but before the writer's stream ended has nothing left to
    // write: asking the writer again would only spend a call.
    const hasEveryPair = run.input.platforms.every((platform) =>
      run.input.variations.every((variation) =>
        existing.some((row) => row.platform === platform && row.variation === variation),
      ),
    );
    const isWriting =
      existing.length === 0 || (readProgress(stored.progress).isWriting === true && !hasEveryPair);
    const state = isWriting
      ? await writePosts(run, startMedia, existing)
      : await readWrittenRun(run, existing, stored.progress);
    await finishRun(run, state, started);
  }

  /**
   * Executes (or resumes) a stored run to completion; failures end the run as failed with the spec's message.
   * When `signal` aborts (the process stops) it throws at once without marking the run: the job is retried.
   */
  async function execute(job: RunJobPayload, signal: AbortSignal): Promise<void> {
    const { runId, workspaceId } = job;
    const stored = await store.findRun(workspaceId, runId);
    if (!stored || stored.status !== 'running') return;
    const locale = runLocaleOf(stored);
    try {
      await raceAbort(signal, runSteps(stored, signal));
      await reportEnd(stored, 'completed');
    } catch (error) {
      if (signal.aborted) throw error;
      const message = translate(
        locale,
        error instanceof AppError ? error.text : generationMessages.generationFailed,
      );
      if (!(error instanceof AppError)) deps.log.error({ err: error, runId }, 'generation run failed');
      await store.updateRun(workspaceId, runId, {
        status: 'failed',
        error: message,
        completedAt: new Date(),
      });
      events.notify(runId);
      await reportEnd(stored, 'failed');
    }
  }

  async function reportEnd(stored: RunRow, status: 'completed' | 'failed') {
    try {
      await deps.onRunEnded?.(stored, status);
    } catch (error) {
      deps.log.error({ err: error, runId: stored.id }, 'run end notice failed');
    }
  }

  return { execute };
}

/** The generation pipeline. */
export type GenerationPipeline = ReturnType<typeof createGenerationPipeline>;
