import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type {
  createRunSchema,
  GenerationCapabilities,
  GenerationSettings,
} from '../../../shared/contracts/generation';
import {
  isContentLanguage,
  type ContentLanguage,
  type LanguageSetting,
} from '../../../shared/domain/content-languages';
import { detectLanguage } from '../../integrations/ai/language/detect-language';
import type { SpeechProvider, TextProvider } from '../../integrations/ai/types';
import { describeFootage } from '../../integrations/ai/offline/offline-speech.provider';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import { translate } from '../../i18n/i18n';
import type { InterfaceLocale } from '../../../shared/domain/locales';
import type { MediaService } from '../media/media.service';
import { generationMessages } from './generation.steps';
import { resolveRunLanguage } from './generation.language';
import { presentRun } from './generation.presenter';
import type { GenerationStore } from './generation.store';
import { transcriptMinLength } from '../../../shared/domain/limits';
import { normalizeVideoConfig } from '../../../shared/domain/video';
import { checkRunAgainstVideoModel, createVideoModelSettings } from './generation.video-model';

/** Style words the spec appends when prompt enhancement fails (chosen from the prompt, never at random). */
export const enhancementStyleWords = ['professional', 'creative', 'artistic', 'modern', 'elegant'] as const;

/** Picks the fallback style word for a prompt: a stable hash of the prompt indexes the list. */
export function pickStyleWord(prompt: string): string {
  const digest = createHash('sha256').update(prompt).digest();
  return enhancementStyleWords[digest.readUInt32BE(0) % enhancementStyleWords.length] ?? 'professional';
}

const notFound = () => new AppError('not_found', 'This generation run does not exist.');

/** A stored language setting as the contract reads it ('auto' for anything unknown). */
function toLanguageSetting(value: string | undefined): LanguageSetting {
  return isContentLanguage(value) ? value : 'auto';
}

/** A language setting as a provider takes it: a content language, or undefined for Auto. */
function chosenLanguage(setting: LanguageSetting | undefined): ContentLanguage | undefined {
  return setting === undefined || setting === 'auto' ? undefined : setting;
}

/** Generation use cases: start a run, read runs, enhance a prompt, transcribe a clip. */
export function createGenerationService(deps: {
  store: GenerationStore;
  /** Queues the durable job that executes a stored run (picked up at once by this process's workers). */
  startRun(runId: string, workspaceId: string): Promise<void>;
  media: MediaService;
  text: TextProvider;
  speech: SpeechProvider;
  /** Which AI capabilities run offline now (the instance owner may change the providers at any time). */
  capabilities: () => Promise<GenerationCapabilities>;
  log: { error(details: object, message: string): void };
  /** Refuses a project the caller may not put assets in (404 not in the workspace, 403 without canEdit). */
  checkProject(auth: AuthContext, projectId: string): Promise<void>;
}) {
  const { store } = deps;

  return {
    /**
     * Stores the run and queues its job; answers at once with its id. Who may start one is the generation
     * policy's `startRun` (checked by the route before this runs). The run's step messages, notices and
     * failure are written in `locale` (the language of the request that started it).
     */
    async createRun(
      auth: AuthContext,
      input: z.output<typeof createRunSchema>,
      locale: InterfaceLocale = 'en',
    ): Promise<{ runId: string }> {
      if (input.method === 'url' && !input.scrapedPage) {
        throw new AppError('validation_failed', 'Please scrape a URL first.', {
          scrapedPage: 'Please scrape a URL first.',
        });
      }
      if (input.method === 'reels' && !input.recordedAssetId) {
        throw new AppError('validation_failed', 'Please record or upload a video first.');
      }
      if (input.method === 'upload' && input.uploadedAssetIds.length === 0) {
        throw new AppError('validation_failed', 'Please select valid image or video files');
      }
      // A format without speech support forces speech off (spec 1 §5), whatever the client sent.
      if (input.videoConfig) input = { ...input, videoConfig: normalizeVideoConfig(input.videoConfig) };
      await checkRunAgainstVideoModel(store, auth.workspaceId, input);
      if (input.projectId) await deps.checkProject(auth, input.projectId);
      const workspaceLanguage = toLanguageSetting(await store.findWorkspaceLanguage(auth.workspaceId));
      const language = await resolveRunLanguage(input, workspaceLanguage);
      const runId = crypto.randomUUID();
      await store.insertRun(auth.workspaceId, {
        id: runId,
        createdBy: auth.userId,
        method: input.method,
        status: 'running',
        step: 0,
        stepMessage: '',
        prompt: input.prompt,
        input,
        locale,
        language: language.code,
        languageSource: language.source,
      });
      try {
        await deps.startRun(runId, auth.workspaceId);
      } catch (error) {
        deps.log.error({ err: error, runId }, 'run could not be queued');
        await store.updateRun(auth.workspaceId, runId, {
          status: 'failed',
          error: translate(locale, generationMessages.generationFailed),
          completedAt: new Date(),
        });
        throw error;
      }
      return { runId };
    },

    async getRun(auth: AuthContext, runId: string) {
      const run = await store.findRun(auth.workspaceId, runId);
      if (!run) throw notFound();
      // A post saved as a draft (or published) has left the review list.
      const posts = await store.findPosts(auth.workspaceId, run.id);
      return presentRun(
        run,
        posts.filter((post) => post.savedAsPostId === null),
      );
    },

    async listRuns(auth: AuthContext) {
      const rows = await store.listRuns(auth.workspaceId);
      return {
        runs: rows.map(({ run, postCount }) => {
          const { posts: _posts, summary: _summary, ...rest } = presentRun(run, []);
          return { ...rest, postCount };
        }),
      };
    },

    /** Which AI capabilities run offline on this instance (labels only, never keys). */
    getCapabilities(): Promise<GenerationCapabilities> {
      return deps.capabilities();
    },

    /** The workspace's video model: read by every member, chosen by owners and editors. */
    videoModel: createVideoModelSettings(store),

    /** The workspace's generation settings (every member may read them). */
    async getSettings(auth: AuthContext): Promise<GenerationSettings> {
      return { defaultLanguage: toLanguageSetting(await store.findWorkspaceLanguage(auth.workspaceId)) };
    },

    /** Changes the workspace's generation settings (who may: the generation policy's `changeSettings`). */
    async updateSettings(auth: AuthContext, settings: GenerationSettings): Promise<GenerationSettings> {
      await store.updateWorkspaceLanguage(auth.workspaceId, settings.defaultLanguage);
      return settings;
    },

    /**
     * Enhances a prompt in `language` (Auto: the prompt's own, detected); on failure the spec's fallback: the
     * prompt plus a style word.
     */
    async enhancePrompt(
      prompt: string,
      language?: LanguageSetting,
    ): Promise<{ prompt: string; isFallback: boolean }> {
      try {
        const target = chosenLanguage(language) ?? (await detectLanguage(prompt));
        const enhanced = (await deps.text.enhancePrompt(prompt, target)).trim();
        if (enhanced) return { prompt: enhanced, isFallback: false };
      } catch {
        // the fallback below is the spec's behaviour; the failure is not the user's to fix
      }
      return { prompt: `${prompt} ${pickStyleWord(prompt)}`, isFallback: true };
    },

    /**
     * Transcribes a clip of the workspace in `language` (Auto: the model tells); short or failed transcripts
     * become the generic description.
     */
    async transcribe(
      auth: AuthContext,
      assetId: string,
      browserTranscript?: string,
      language?: LanguageSetting,
    ) {
      const asset = await deps.media.find(auth.workspaceId, assetId);
      if (!asset || (asset.type !== 'video' && asset.type !== 'audio')) {
        throw new AppError('not_found', 'This clip does not exist.');
      }
      let result: { text: string; duration?: number; confidence: number };
      try {
        const data = await deps.media.read(asset);
        result = await deps.speech.transcribe(
          { data, filename: asset.title, contentType: asset.contentType },
          browserTranscript,
          chosenLanguage(language),
        );
      } catch {
        result = describeFootage(browserTranscript);
      }
      if (result.text.trim().length < transcriptMinLength)
        result = { ...describeFootage(), duration: result.duration };
      return {
        text: result.text,
        confidence: result.confidence,
        duration: result.duration ?? asset.durationSeconds ?? null,
        enhancedText: result.text,
      };
    },
  };
}

/** The generation service. */
export type GenerationService = ReturnType<typeof createGenerationService>;
