import { z } from 'zod';
import { contentLanguages, languageSettings, languageSources } from '../domain/content-languages';
import { generationPlatformIds, variationIds } from '../domain/platforms';
import { isMediaInstruction } from '../domain/media-instruction';
import { aspectRatios, videoFormatIds, videoQualityIds, voiceTypes } from '../domain/video';
import { defineContract } from './contract';
import { cleanText, idSchema, safeText } from './fields';
import { scrapedPageInputSchema } from './scraping';

const videoConfigSchema = z.object({
  format: z.enum(videoFormatIds),
  duration: z.number().int().min(1).max(600),
  withSpeech: z.boolean(),
  voiceType: z.enum(voiceTypes),
  quality: z.enum(videoQualityIds),
  aspectRatio: z.enum(aspectRatios),
  music: z.boolean(),
});

/** A generator submission (the four tabs share it; `method` says which tab). */
export const createRunSchema = z.object({
  method: z.enum(['prompt', 'url', 'reels', 'upload']),
  prompt: safeText(20_000).trim().min(1, 'Please enter a prompt'),
  platforms: z.array(z.enum(generationPlatformIds)).min(1, 'Please select at least one platform').max(4),
  variations: z.array(z.enum(variationIds)).min(1).max(6),
  creativity: z.number().int().min(0).max(100).default(75),
  useWebSearch: z.boolean().default(false),
  aiImages: z.boolean().default(true),
  aiVideos: z.boolean().default(false),
  videoConfig: videoConfigSchema.optional(),
  /** The page returned by POST /api/scrape (From URL tab); its images are downloaded by the server. */
  scrapedPage: scrapedPageInputSchema.optional(),
  /** Assets uploaded on the Upload Media tab, in order. */
  uploadedAssetIds: z.array(idSchema).max(20).default([]),
  /** The recorded or uploaded clip of the Video Reels tab. */
  recordedAssetId: idSchema.optional(),
  /** What was said in the clip; pasted or machine-made, so NUL and broken characters are cleaned away. */
  transcript: cleanText(20_000).optional(),
  /**
   * The posts' language: a content language (ISO 639-1), or 'auto' for the brief's own language (detected
   * from the prompt, the transcript or the page). Absent means the workspace's default language.
   */
  language: z.enum(languageSettings).optional(),
  /** A project of the workspace the caller may edit: the run's images and videos land in it. */
  projectId: idSchema.optional(),
});

/** The input of a run. */
export type CreateRunInput = z.input<typeof createRunSchema>;

/** Why a run whose prompt is only an automatic instruction about media (and nothing else to write from) is refused. */
export const mediaInstructionOnlyMessage =
  'Your prompt only says what to do with the files. Add one line about what they show.';

/**
 * A new run as the API takes it: a prompt that is only the automatic instruction ('Create a social media
 * campaign using these 2 media files') says nothing to write from, so it is refused whatever the tab, as the
 * create screen asks for one line about the subject first; a scraped page, a transcript or a recorded clip
 * (transcribed by the server) is something to write from. (Stored runs are read with `createRunSchema`.)
 */
export const createRunRequestSchema = createRunSchema.superRefine((input, context) => {
  const hasOtherSource =
    input.scrapedPage !== undefined ||
    (input.transcript ?? '').trim() !== '' ||
    input.recordedAssetId !== undefined;
  if (!hasOtherSource && isMediaInstruction(input.prompt)) {
    context.addIssue({ code: 'custom', path: ['prompt'], message: mediaInstructionOnlyMessage });
  }
});

const webSourceSchema = z.object({ title: z.string(), url: z.string(), location: z.string().optional() });

/** A generated post (spec 1 §3) with its media as URLs and the state of media still being made. */
export const generatedPostSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  content: z.string(),
  hashtags: z.array(z.string()),
  platform: z.enum(generationPlatformIds),
  variation: z.enum(variationIds),
  strategy: z.string(),
  engagement: z.string(),
  image: z.string().nullable(),
  imageAssetId: z.string().nullable(),
  imagePrompt: z.string().nullable(),
  imageStatus: z.enum(['none', 'pending', 'ready', 'fallback']),
  mediaType: z.enum(['image', 'video']),
  videoUrl: z.string().nullable(),
  videoThumbnailUrl: z.string().nullable(),
  videoStatus: z.enum(['none', 'pending', 'in-progress', 'ready', 'failed', 'fallback']),
  videoProgress: z.number().int().nullable(),
  videoMessage: z.string().nullable(),
  videoConfig: videoConfigSchema.nullable(),
  isUploadedVideo: z.boolean(),
  isUploadedImage: z.boolean(),
  generationMethod: z.enum(['prompt', 'url', 'reels', 'upload']),
  alternativeAiImage: z.string().nullable(),
  alternativeAiPrompt: z.string().nullable(),
  scrapedImageIndex: z.number().int().nullable(),
  webSearchSources: z.array(webSourceSchema),
  isFallback: z.boolean(),
  isOffline: z.boolean(),
  /**
   * The language a post came back in when it is not the run's (an AI answer that stayed in another language
   * after one retry); null when the post is in the run's language or could not be told.
   */
  otherLanguage: z.enum(contentLanguages).nullable(),
  /** When the post was last exported (zip or clipboard); null when never. */
  exportedAt: z.string().nullable(),
});

/** A generated post. */
export type GeneratedPost = z.infer<typeof generatedPostSchema>;

/** The run summary (spec "Generated content result" less the posts). */
export const runSummarySchema = z.object({
  hasVariations: z.boolean(),
  variations: z.array(z.enum(variationIds)),
  sourceImages: z.array(z.string()),
  webSearchSources: z.array(webSourceSchema),
  useWebSearch: z.boolean(),
  mediaType: z.enum(['image', 'video']),
  /** Notices to show (e.g. 'Failed to perform web search. Please try again.'). */
  notices: z.array(z.string()),
  textProvider: z.object({ label: z.string(), isOffline: z.boolean() }),
  imageProvider: z.object({ label: z.string(), isOffline: z.boolean() }),
  /** The video and speech providers in force when the run was made (absent on runs made before they were kept). */
  videoProvider: z.object({ label: z.string(), isOffline: z.boolean() }).optional(),
  speechProvider: z.object({ isOffline: z.boolean() }).optional(),
  scrapedImagesUsed: z.number().int(),
  enhancedUrlData: z.object({ domain: z.string(), title: z.string() }).nullable(),
});

/** The language a run's posts are written in, and how it was chosen. */
export const runLanguageSchema = z.object({
  code: z.enum(contentLanguages),
  /** 'chosen' by the user or the workspace default, 'detected' from the brief, or the 'fallback' (English). */
  source: z.enum(languageSources),
});

/** The language of a run. */
export type RunLanguage = z.infer<typeof runLanguageSchema>;

/** A run with its posts, as the review screen reads it. */
export const generationRunSchema = z.object({
  id: z.string(),
  method: z.enum(['prompt', 'url', 'reels', 'upload']),
  status: z.enum(['running', 'completed', 'failed']),
  step: z.number().int().min(0).max(4),
  stepMessage: z.string(),
  prompt: z.string(),
  platforms: z.array(z.enum(generationPlatformIds)),
  expectedPosts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  /** Null for a run stored before runs had a language (its posts are English). */
  language: runLanguageSchema.nullable(),
  summary: runSummarySchema.nullable(),
  posts: z.array(generatedPostSchema),
});

/** A run. */
export type GenerationRun = z.infer<typeof generationRunSchema>;

/** POST /api/generation/runs: starts a run; follow it with the events stream or GET the run. */
export const createRunContract = defineContract({
  method: 'POST',
  path: '/api/generation/runs',
  summary: 'Start generating posts',
  tags: ['generation'],
  body: createRunRequestSchema,
  response: z.object({ runId: z.string() }),
  status: 202,
});

/** GET /api/generation/runs/:runId. */
export const getRunContract = defineContract({
  method: 'GET',
  path: '/api/generation/runs/:runId',
  summary: 'A generation run with its posts',
  tags: ['generation'],
  params: z.object({ runId: idSchema }),
  response: generationRunSchema,
});

/** GET /api/generation/runs: the workspace's recent runs (newest first), without posts. */
export const listRunsContract = defineContract({
  method: 'GET',
  path: '/api/generation/runs',
  summary: 'Recent generation runs',
  tags: ['generation'],
  response: z.object({
    runs: z.array(
      generationRunSchema.omit({ posts: true, summary: true }).extend({ postCount: z.number().int() }),
    ),
  }),
});

/**
 * GET /api/generation/runs/:runId/events — Server-Sent Events. Event names: `run` (the whole run, first),
 * `step` ({ step, message, percent }), `post` (a post, new or updated), `done` (the run), `failed` ({ message }).
 */
export const runEventsContract = defineContract({
  method: 'GET',
  path: '/api/generation/runs/:runId/events',
  summary: 'Live events of a generation run (Server-Sent Events)',
  tags: ['generation'],
  params: z.object({ runId: idSchema }),
  response: z.string().meta({
    description: 'Events `run`, `step`, `post`, `done` and `failed`, each with a JSON `data` line.',
  }),
  responseKind: 'event-stream',
});
/** The path of the run events stream (the browser opens it with EventSource). */
export const runEventsPath = runEventsContract.path;
/** Payload of a `step` event. */
export const stepEventSchema = z.object({
  step: z.number().int(),
  message: z.string(),
  percent: z.number().int(),
});
/** POST /api/generation/enhance: a richer prompt (temperature 0.3). */
export const enhancePromptContract = defineContract({
  method: 'POST',
  path: '/api/generation/enhance',
  summary: 'Enhance a prompt',
  tags: ['generation'],
  body: z.object({
    prompt: safeText(20_000).trim().min(1, 'Please enter a prompt'),
    /** The language of the enhanced prompt; absent or 'auto' keeps the prompt's own language. */
    language: z.enum(languageSettings).optional(),
  }),
  response: z.object({ prompt: z.string(), isFallback: z.boolean() }),
});

/** POST /api/generation/transcribe: transcript of a recorded or uploaded clip (an uploaded asset). */
export const transcribeContract = defineContract({
  method: 'POST',
  path: '/api/generation/transcribe',
  summary: 'Transcribe a recorded clip',
  tags: ['generation'],
  body: z.object({
    assetId: idSchema,
    browserTranscript: cleanText(20_000).optional(),
    /** The language spoken in the clip; absent or 'auto' lets the transcription model tell. */
    language: z.enum(languageSettings).optional(),
  }),
  response: z.object({
    text: z.string(),
    confidence: z.number(),
    duration: z.number().nullable(),
    enhancedText: z.string(),
  }),
});

/** The workspace's generation settings. */
export const generationSettingsSchema = z.object({
  /** The language control's starting value on the create screen, and a run's language when it sends none. */
  defaultLanguage: z.enum(languageSettings),
});

/** The workspace's generation settings. */
export type GenerationSettings = z.infer<typeof generationSettingsSchema>;

/** GET /api/generation/settings: the workspace's generation settings. */
export const getGenerationSettingsContract = defineContract({
  method: 'GET',
  path: '/api/generation/settings',
  summary: "The workspace's generation settings",
  tags: ['generation'],
  response: generationSettingsSchema,
});

/** PUT /api/generation/settings: changes the workspace's generation settings (owners and editors). */
export const updateGenerationSettingsContract = defineContract({
  method: 'PUT',
  path: '/api/generation/settings',
  summary: "Change the workspace's generation settings",
  tags: ['generation'],
  body: generationSettingsSchema,
  response: generationSettingsSchema,
});

const providerInfoSchema = z.object({
  /** The model or offline provider's name, e.g. 'gpt-4.1-mini' or 'Postforge offline writer'. */
  label: z.string(),
  /** True when no AI provider is configured for this capability and Postforge's offline one answers. */
  isOffline: z.boolean(),
});

/** Which provider answers each AI capability on this instance, as the generator needs to know it. */
export const generationCapabilitiesSchema = z.object({
  text: providerInfoSchema,
  image: providerInfoSchema,
  video: providerInfoSchema,
  speech: z.object({ isOffline: z.boolean() }),
  /** Web search needs a configured text provider; the offline writer cannot search. */
  webSearch: z.object({ isAvailable: z.boolean() }),
});

/** The instance's AI capabilities. */
export type GenerationCapabilities = z.infer<typeof generationCapabilitiesSchema>;

/** GET /api/generation/capabilities: which AI capabilities run offline on this instance (no keys shown). */
export const getGenerationCapabilitiesContract = defineContract({
  method: 'GET',
  path: '/api/generation/capabilities',
  summary: 'Which AI capabilities run offline',
  tags: ['generation'],
  response: generationCapabilitiesSchema,
});
