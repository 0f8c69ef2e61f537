import { createRunSchema } from '../../../shared/contracts/generation';
import {
  defaultInterfaceLocale,
  isInterfaceLocale,
  type InterfaceLocale,
} from '../../../shared/domain/locales';
import { platforms } from '../../../shared/domain/platforms';
import type { ContentLanguage } from '../../../shared/domain/content-languages';
import type { WebSource, WritePostsResult, WrittenPost } from '../../integrations/ai/types';
import { AppError } from '../../http/app-error';
import { translate } from '../../i18n/i18n';
import type { UserText } from '../../i18n/user-text';
import type { BrandStyle } from '../brand-packs/brand-style';
import type { AssetRow } from '../media/media.store';
import { toPageContext } from '../scraping/scraping.context';
import type { MediaPlan, RunInput } from './generation.media';
import { languageOfRun } from './generation.language';
import type { PipelineDependencies } from './generation.pipeline';
import { readProgress, webSourcesOf, writtenPostOf, type RunProgress } from './generation.resume';
import { defaultPostTitleText } from './generation.titles';
import type { NewPost, PostRow, RunRow } from './generation.store';
import { pairOf, writeAndStorePosts, type PostToStore } from './generation.write';

/** Most scraped images downloaded for one run (the From URL preview shows up to 6). */
export const scrapedImagesPerRun = 6;

/** Messages of the four steps (spec 1 §4), 0-based; stored in the run's language (`RunContext.locale`). */
export const stepMessages = {
  analyzing: 'Analyzing content and selecting engagement strategy...',
  searching: 'Searching web for current information...',
  generating: 'Generating platform-optimized content with variations...',
  generatingFromWeb: 'Analyzing web results and generating content...',
  optimizing: 'Optimizing content for maximum engagement...',
} as const;

/** The spec's messages for failures of a run. */
export const generationMessages = {
  webSearchFailed: 'Failed to perform web search. Please try again.',
  generationFailed: 'Failed to generate content. Please check your API configuration and try again.',
} as const;

/** The run a pipeline executes. */
export interface RunContext {
  runId: string;
  workspaceId: string;
  userId: string | null;
  input: RunInput;
  /** The language of the request that started the run: its step messages, notices and failure are in it. */
  locale: InterfaceLocale;
  /** The language every post is written in. */
  language: ContentLanguage;
  /** Aborted when the process stops: no more writes, the run stays running and is resumed. */
  signal: AbortSignal;
  /** The workspace's active brand pack when the run (or its resumption) started. */
  brand?: BrandStyle;
}

/** Notice of a run some of whose AI posts stayed in another language after the retry. */
export const otherLanguageNotice = 'Some posts came back in another language; they are marked.';

/** The posts of a run with what its later steps need, written now or read back on a resumed run. */
export interface WrittenRun {
  rows: PostRow[];
  written: WrittenPost[];
  plan: MediaPlan;
  webSources: WebSource[] | undefined;
  /** Notices for the summary, as catalogue keys (English): translated when the summary is written. */
  notices: string[];
  isFallback: boolean;
}

/** The row of a written post: its title defaulted, its media type from the plan (uploads cycle by position). */
function toNewPost(
  run: RunContext,
  plan: MediaPlan,
  { post, otherLanguage, isFallback }: PostToStore,
  position: number,
  webSources: WebSource[] | undefined,
): NewPost {
  const { input } = run;
  const planMediaType = plan.kind === 'recorded' || plan.kind === 'ai-video' ? 'video' : 'image';
  const mediaType =
    plan.kind === 'uploads'
      ? plan.assets[(position - 1) % plan.assets.length]?.type === 'video'
        ? 'video'
        : 'image'
      : planMediaType;
  return {
    id: crypto.randomUUID(),
    position,
    platform: post.platform,
    variation: post.variation,
    title:
      post.title ??
      translate(
        run.locale,
        defaultPostTitleText(input.method, platforms[post.platform].name, post.variation, mediaType),
      ),
    content: post.content,
    hashtags: post.hashtags,
    strategy: post.strategy,
    engagement: post.engagement,
    mediaType,
    imageStatus: plan.kind === 'recorded' ? 'none' : 'pending',
    imagePrompt: post.imagePrompt ?? null,
    generationMethod: input.method,
    webSearchSources: webSources ?? null,
    isFallback,
    isOffline: false,
    otherLanguage,
  };
}

/** The language of a stored run's texts: the one it was started in; English for runs from before. */
export function runLocaleOf(stored: Pick<RunRow, 'locale'>): InterfaceLocale {
  return isInterfaceLocale(stored.locale) ? stored.locale : defaultInterfaceLocale;
}

/** The run context of a stored run (its input parsed again, as the presenter does). */
export function toRunContext(stored: RunRow, signal: AbortSignal): RunContext {
  return {
    runId: stored.id,
    workspaceId: stored.workspaceId,
    userId: stored.createdBy,
    input: createRunSchema.parse(stored.input),
    locale: runLocaleOf(stored),
    language: languageOfRun(stored),
    signal,
  };
}

/**
 * The steps of a run before its media: web search (optional), one writer call for every platform ×
 * variation, the media plan, then the posts and the run's progress stored together; or, for a resumed run,
 * the same read back from its stored posts and progress.
 */
export function createPostSteps(
  deps: PipelineDependencies,
  setStep: (run: RunContext, step: number, message: UserText) => Promise<void>,
) {
  const { store, events } = deps;

  async function downloadScrapedImages(run: RunContext): Promise<AssetRow[]> {
    const page = run.input.scrapedPage;
    if (!page || page.images.length === 0) return [];
    const results = await Promise.allSettled(
      page.images.slice(0, scrapedImagesPerRun).map((url, index) =>
        deps.media.storeFromUrl(
          url,
          {
            workspaceId: run.workspaceId,
            createdBy: run.userId,
            source: 'scraped',
            title: `${page.title || page.domain} image ${index + 1}`,
            description: `Image from ${page.url}`,
            tags: ['scraped', page.domain, 'web-content'],
            projectId: run.input.projectId ?? null,
          },
          { allow: ['image'], maxBytes: 10 * 1024 * 1024 },
        ),
      ),
    );
    for (const result of results) {
      if (result.status === 'rejected')
        deps.log.warn({ err: result.reason as unknown, runId: run.runId }, 'scraped image skipped');
    }
    return results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  }

  async function resolvePlan(run: RunContext, scraped: () => Promise<AssetRow[]>): Promise<MediaPlan> {
    const { input, workspaceId } = run;
    if (input.recordedAssetId) {
      const [asset] = await deps.media.findMany(workspaceId, [input.recordedAssetId]);
      if (asset?.type === 'video') return { kind: 'recorded', asset };
    }
    if (input.uploadedAssetIds.length > 0) {
      const found = await deps.media.findMany(workspaceId, input.uploadedAssetIds);
      const ordered = input.uploadedAssetIds.flatMap((id) => found.filter((asset) => asset.id === id));
      if (ordered.length > 0) return { kind: 'uploads', assets: ordered };
    }
    const scrapedAssets = await scraped();
    if (scrapedAssets.length > 0) return { kind: 'scraped', assets: scrapedAssets };
    if (input.aiVideos && input.videoConfig) return { kind: 'ai-video' };
    if (input.aiImages) return { kind: 'ai-images' };
    return { kind: 'fallback' };
  }

  /** Steps 0 and 1: web search, then the writer call, each post stored (with the run's progress) as it arrives. */
  async function writePosts(
    run: RunContext,
    onStored: (row: PostRow, post: WrittenPost, plan: MediaPlan) => void,
    existing: PostRow[] = [],
  ): Promise<WrittenRun> {
    const { input, runId } = run;
    const notices: string[] = [];
    // Downloads start now, beside the writer call; a run interrupted before its posts are stored redoes them.
    const downloads = downloadScrapedImages(run);
    let webContext: { text: string; sources: WebSource[] } | undefined;
    if (input.useWebSearch) {
      await setStep(run, 0, stepMessages.searching);
      try {
        webContext = await deps.text.searchWeb(input.prompt);
      } catch (error) {
        deps.log.warn({ err: error, runId }, 'web search failed; continuing with the prompt');
        notices.push(generationMessages.webSearchFailed);
      }
    } else {
      await setStep(run, 0, stepMessages.analyzing);
    }

    await setStep(run, 1, webContext ? stepMessages.generatingFromWeb : stepMessages.generating);
    const mediaType = input.recordedAssetId || (input.aiVideos && input.videoConfig) ? 'video' : 'image';
    let planPromise: Promise<MediaPlan> | undefined;
    const resolveRunPlan = () => (planPromise ??= resolvePlan(run, () => downloads));
    const rows = [...existing];
    // Posts take the position of their pair in the request (platform-major), whatever order they arrive in.
    const positionOf = (post: WrittenPost) =>
      (input.platforms as readonly string[]).indexOf(post.platform) * input.variations.length +
      (input.variations as readonly string[]).indexOf(post.variation) +
      1;
    const storePosts = async (posts: PostToStore[], isLast: boolean): Promise<PostRow[]> => {
      const plan = await resolveRunPlan();
      if (posts.some((item) => item.otherLanguage !== null)) notices.push(otherLanguageNotice);
      const progress: RunProgress = {
        scrapedAssetIds: plan.kind === 'scraped' ? plan.assets.map((asset) => asset.id) : [],
        notices,
        ...(isLast ? {} : { isWriting: true }),
      };
      run.signal.throwIfAborted();
      const stored = await store.insertPostsWithRun(
        run.workspaceId,
        runId,
        posts.map((item) => ({
          ...toNewPost(run, plan, item, positionOf(item.post), webContext?.sources),
          isOffline: deps.text.kind === 'offline',
        })),
        { progress },
      );
      rows.push(...stored);
      stored.forEach((row, index) => {
        const post = posts[index]?.post;
        if (post) onStored(row, { ...post, language: run.language }, plan);
      });
      events.notify(runId);
      if (run.userId && stored.length > 0)
        await deps.onPostsGenerated?.(
          run.workspaceId,
          run.userId,
          stored.map((row) => row.id),
        );
      return stored;
    };
    let result: WritePostsResult;
    try {
      const written = await writeAndStorePosts(deps, {
        runId,
        language: run.language,
        request: {
          prompt: input.prompt,
          language: run.language,
          platforms: input.platforms,
          variations: input.variations,
          creativity: input.creativity,
          ...(webContext ? { webContext } : {}),
          ...(run.brand ? { brand: { name: run.brand.name, guidelines: run.brand.guidelines } } : {}),
          ...(input.scrapedPage ? { page: toPageContext(input.scrapedPage) } : {}),
          ...(input.transcript ? { transcript: input.transcript } : {}),
          mediaType,
        },
        storedPairs: new Set(existing.map((row) => pairOf(writtenPostOf(row)))),
        store: (posts, isLast) => storePosts(posts, isLast),
      });
      result = written.result;
    } catch (error) {
      if (run.signal.aborted) throw error;
      deps.log.error({ err: error, runId }, 'post generation failed');
      throw new AppError('upstream_failed', generationMessages.generationFailed);
    }
    const plan = await resolveRunPlan();
    rows.sort((first, second) => first.position - second.position);
    return {
      rows,
      written: rows.map((row) => ({ ...writtenPostOf(row), language: run.language })),
      plan,
      webSources: webContext?.sources,
      notices,
      isFallback: result.isFallback,
    };
  }

  /** A resumed run: its stored posts, and its plan from its input and the scraped images it had stored. */
  async function readWrittenRun(
    run: RunContext,
    rows: PostRow[],
    progressValue: unknown,
  ): Promise<WrittenRun> {
    const progress = readProgress(progressValue);
    const plan = await resolvePlan(run, async () => {
      const found = await deps.media.findMany(run.workspaceId, progress.scrapedAssetIds);
      return progress.scrapedAssetIds.flatMap((id) => found.filter((asset) => asset.id === id));
    });
    return {
      rows,
      written: rows.map((row) => ({ ...writtenPostOf(row), language: run.language })),
      plan,
      webSources: webSourcesOf(rows),
      notices: progress.notices,
      isFallback: rows.some((row) => row.isFallback),
    };
  }

  return { writePosts, readWrittenRun };
}
