import { isMediaInstruction, withSubjectLine } from '../../../../../shared/domain/media-instruction';
import { fitVideoConfigToModel, type VideoModelOption } from '../../../../../shared/domain/video-models';
import type { CreateRunInput } from '../../../../../shared/contracts/generation';
import type { ScrapedPage } from '../../../../../shared/contracts/scraping';
import type { LanguageSetting } from '../../../../../shared/domain/content-languages';
import { creativity } from '../../../../../shared/domain/limits';
import {
  defaultPlatform,
  type GenerationPlatformId,
  type VariationId,
} from '../../../../../shared/domain/platforms';
import {
  defaultVideoConfig,
  normalizeVideoConfig,
  type VideoConfig,
} from '../../../../../shared/domain/video';
import { i18n } from '../../../../i18n/i18n';
import type { ReelsClip } from '../reels/reels-types';

/** The generator's tabs; each value is also the run's `method`. */
export type GeneratorTab = CreateRunInput['method'];

/**
 * The spec's generator alerts (spec 1 §5, §8) in the interface's language (English verbatim); each read gives
 * the current language's text. Components read the same texts with `t('alerts.…')`.
 */
export const generatorMessages = {
  get emptyPrompt() {
    return i18n.t('generation:alerts.emptyPrompt');
  },
  get noPlatform() {
    return i18n.t('generation:alerts.noPlatform');
  },
  get generationFailed() {
    return i18n.t('generation:alerts.generationFailed');
  },
  get enhanceFailed() {
    return i18n.t('generation:alerts.enhanceFailed');
  },
  get invalidUploadType() {
    return i18n.t('generation:alerts.invalidUploadType');
  },
};

/** Most files one run can use (the run contract's cap on uploaded asset ids). */
export const maxUploadFiles = 20;

/** A file picked on the Upload Media tab; `assetId` is set once it is uploaded (so a retry skips it). */
export interface UploadEntry {
  /** Local key for the list. */
  key: string;
  file: File;
  assetId?: string;
  /** Upload progress 0-100 while uploading, otherwise null. */
  progress: number | null;
  /** The server's message when this file's upload failed. */
  error?: string;
}

/** A successful scrape as the From URL tab keeps it. */
export interface ScrapeOutcome {
  page: ScrapedPage;
  isFallback: boolean;
  failureMessage?: string;
}

/** Everything the generator form holds; it survives tab switches because the screen owns it. */
export interface GeneratorForm {
  tab: GeneratorTab;
  platforms: GenerationPlatformId[];
  variations: VariationId[];
  creativity: number;
  useWebSearch: boolean;
  aiImages: boolean;
  aiVideos: boolean;
  videoConfig: VideoConfig;
  quickPrompt: string;
  url: string;
  urlPrompt: string;
  scrape: ScrapeOutcome | null;
  reelsClip: ReelsClip | null;
  uploads: UploadEntry[];
  uploadPrompt: string;
  /** One line about the files' subject, asked for when the upload prompt is only a media instruction. */
  uploadSubject: string;
  /** The Language control's choice; undefined until the user picks one (the workspace default applies). */
  language?: LanguageSetting;
}

/** A fresh form: Instagram, the normal variation, creativity 75, AI images on, default video settings. */
export function createInitialForm(): GeneratorForm {
  return {
    tab: 'prompt',
    platforms: [defaultPlatform],
    variations: ['normal'],
    creativity: creativity.default,
    useWebSearch: false,
    aiImages: true,
    aiVideos: false,
    videoConfig: { ...defaultVideoConfig },
    quickPrompt: '',
    url: '',
    urlPrompt: '',
    scrape: null,
    reelsClip: null,
    uploads: [],
    uploadPrompt: '',
    uploadSubject: '',
  };
}

/** Adds the id when absent, removes it when present (keeps the original order of the rest). */
export function toggleId<T extends string>(list: readonly T[], id: T): T[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

/** The prompt the active tab would send (the reels tab sends the clip's transcript). */
export function getActivePrompt(form: GeneratorForm): string {
  switch (form.tab) {
    case 'prompt':
      return form.quickPrompt;
    case 'url':
      return form.urlPrompt;
    case 'upload':
      return isMediaInstruction(form.uploadPrompt)
        ? withSubjectLine(form.uploadPrompt, form.uploadSubject)
        : form.uploadPrompt;
    case 'reels':
      return getReelsPrompt(form.reelsClip);
  }
}

/** The prompt of a recorded clip: its transcript; a clip without words gets the generic video wording. */
function getReelsPrompt(clip: ReelsClip | null): string {
  if (!clip) return '';
  const transcript = clip.transcript.trim();
  return transcript === '' ? uploadPromptFor(['video/*']) : transcript;
}

/**
 * True when an Upload Media run must wait for one line about the subject: its prompt is only the automatic
 * campaign instruction (nothing to write from) and no line was given yet.
 */
export function needsSubjectLine(form: GeneratorForm): boolean {
  return form.tab === 'upload' && isMediaInstruction(form.uploadPrompt) && form.uploadSubject.trim() === '';
}

/**
 * Whether the Generate button may be pressed (spec 1 §5): never while generating and never without a platform;
 * Quick Start needs a prompt, From URL scraped data, Video Reels a clip, Upload Media at least one file.
 */
export function canGenerate(form: GeneratorForm, isGenerating: boolean): boolean {
  if (isGenerating || form.platforms.length === 0) return false;
  switch (form.tab) {
    case 'prompt':
      return form.quickPrompt.trim() !== '';
    case 'url':
      return form.scrape !== null;
    case 'reels':
      return form.reelsClip !== null;
    case 'upload':
      return form.uploads.length > 0;
  }
}

/** The spec alert for a submission that cannot run (empty prompt, no platform), or null when it can. */
export function findSubmissionProblem(form: GeneratorForm): string | null {
  if (getActivePrompt(form).trim() === '') return generatorMessages.emptyPrompt;
  if (form.platforms.length === 0) return generatorMessages.noPlatform;
  return null;
}

/**
 * The run request of the active tab. Web search is a Quick Start option only; video settings travel only when
 * AI Videos is on; an empty variation choice means the normal variation.
 */
export function buildRunInput(
  form: GeneratorForm,
  uploadedAssetIds: string[],
  videoModel?: VideoModelOption,
): CreateRunInput {
  const input: CreateRunInput = {
    method: form.tab,
    prompt: getActivePrompt(form).trim(),
    platforms: form.platforms,
    variations: form.variations.length > 0 ? form.variations : ['normal'],
    creativity: form.creativity,
    useWebSearch: form.tab === 'prompt' && form.useWebSearch,
    aiImages: form.aiImages,
    aiVideos: form.aiVideos,
  };
  if (form.aiVideos) {
    const config = normalizeVideoConfig(form.videoConfig);
    // The workspace's video model limits the duration and the aspect ratio (the server refuses more).
    input.videoConfig = videoModel ? fitVideoConfigToModel(config, videoModel) : config;
  }
  if (form.language) input.language = form.language;
  if (form.tab === 'url' && form.scrape) input.scrapedPage = form.scrape.page;
  if (form.tab === 'upload') input.uploadedAssetIds = uploadedAssetIds;
  if (form.tab === 'reels' && form.reelsClip) {
    input.recordedAssetId = form.reelsClip.assetId;
    input.transcript = form.reelsClip.transcript;
  }
  return input;
}

/**
 * The client-side URL check of the From URL tab: the spec message (the server's `scrapeUrlMessages`, in the
 * interface's language), or null when the URL may be scraped.
 */
export function validateScrapeUrl(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return i18n.t('generation:url.errors.empty');
  if (!/^https?:\/\//i.test(trimmed)) return i18n.t('generation:url.errors.invalid');
  try {
    new URL(trimmed);
  } catch {
    return i18n.t('generation:url.errors.invalid');
  }
  return null;
}

/**
 * The spec's scrape failure alert in the interface's language: 'Failed to scrape URL: {message or Unknown
 * error}' (the message is the server's reason; the English wording is the server's `formatScrapeFailure`).
 */
export function formatScrapeFailure(message?: string): string {
  return i18n.t('generation:url.failure', {
    reason: message !== undefined && message !== '' ? message : i18n.t('generation:url.unknownError'),
  });
}

/**
 * The prompt a scraped page fills in, in the interface's language: what to write about, then the page's text
 * (editable afterwards).
 */
export function buildScrapedPrompt(page: ScrapedPage): string {
  const title = page.title.trim();
  const subject =
    title !== '' ? i18n.t('generation:url.scrapedSubject', { title, domain: page.domain }) : page.domain;
  const request = i18n.t('generation:url.scrapedPrompt', { subject });
  const text = page.text.trim();
  return text === '' ? request : `${request}\n\n${text}`;
}

/** True for the types the Upload Media tab accepts: anything starting with image/ or video/. */
export function isAcceptedMediaType(type: string): boolean {
  return type.startsWith('image/') || type.startsWith('video/');
}

/**
 * The auto-filled Upload Media prompt (spec 1 §5) in the interface's language: one file gets image or video
 * wording, several a campaign prompt with the count, none an empty prompt.
 */
export function uploadPromptFor(types: readonly string[]): string {
  if (types.length === 0) return '';
  if (types.length > 1) return i18n.t('generation:uploadPrompt.campaign', { count: types.length });
  return types[0]?.startsWith('video/')
    ? i18n.t('generation:uploadPrompt.video')
    : i18n.t('generation:uploadPrompt.image');
}

/**
 * The Upload Media form after its file list changed: the prompt follows the files unless the user wrote their
 * own (a prompt that still equals the previous automatic one, or an empty one, is replaced).
 */
export function withUploads(form: GeneratorForm, uploads: UploadEntry[]): GeneratorForm {
  const previousAuto = uploadPromptFor(form.uploads.map((entry) => entry.file.type));
  const isAutomatic = form.uploadPrompt.trim() === '' || form.uploadPrompt === previousAuto;
  const uploadPrompt = isAutomatic
    ? uploadPromptFor(uploads.map((entry) => entry.file.type))
    : form.uploadPrompt;
  return { ...form, uploads, uploadPrompt };
}
