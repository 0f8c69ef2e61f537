/** Aspect ratios offered for images and videos (spec 1 §9). */
export const aspectRatios = ['16:9', '9:16', '1:1', '4:5'] as const;
/** An aspect ratio. */
export type AspectRatio = (typeof aspectRatios)[number];
/** Aspect ratios in the order the post editor offers them (spec 1 §9). */
export const editorAspectRatios: readonly AspectRatio[] = ['9:16', '1:1', '16:9', '4:5'];
/** Pixel size rendered for each aspect ratio (1080 px on the short side, 1920 on the long side of 16:9/9:16). */
export const aspectRatioSizes: Record<AspectRatio, { width: number; height: number }> = {
  '16:9': { width: 1920, height: 1080 },
  '9:16': { width: 1080, height: 1920 },
  '1:1': { width: 1080, height: 1080 },
  '4:5': { width: 1080, height: 1350 },
};

/** Video format ids with their categories (spec 1 §3). */
export const videoFormatIds = [
  'normal',
  'realistic',
  'commercial',
  'brand-story',
  'animation',
  'retro',
  'blackwhite',
  'cinematic',
  'epic',
] as const;
/** A video format id. */
export type VideoFormatId = (typeof videoFormatIds)[number];

/** Video format categories (spec 1 §3). */
export const videoFormatCategoryIds = ['standard', 'commercial', 'artistic', 'cinematic'] as const;
/** A video format category. */
export type VideoFormatCategoryId = (typeof videoFormatCategoryIds)[number];

/** A video format as the settings panel shows it; defaultDuration in seconds, color as #RRGGBB. */
export interface VideoFormat {
  id: VideoFormatId;
  name: string;
  description: string;
  color: string;
  features: string[];
  category: VideoFormatCategoryId;
  /** False for formats whose look has no narration; picking one switches speech off. */
  supportsSpeech: boolean;
  defaultDuration: number;
}

/** The nine formats (spec 1 §9 durations). Silent-film black & white and music-driven epic take no speech. */
export const videoFormats: Record<VideoFormatId, VideoFormat> = {
  normal: {
    id: 'normal',
    name: 'Normal',
    category: 'standard',
    supportsSpeech: true,
    defaultDuration: 60,
    color: '#6366F1',
    description: 'Clean, natural footage for everyday posts',
    features: ['Natural lighting', 'Smooth motion', 'Versatile style'],
  },
  realistic: {
    id: 'realistic',
    name: 'Realistic',
    category: 'standard',
    supportsSpeech: true,
    defaultDuration: 45,
    color: '#10B981',
    description: 'Lifelike scenes with true-to-life detail',
    features: ['Photorealistic detail', 'Real-world physics', 'Authentic look'],
  },
  commercial: {
    id: 'commercial',
    name: 'Commercial',
    category: 'commercial',
    supportsSpeech: true,
    defaultDuration: 30,
    color: '#F59E0B',
    description: 'Polished product and advertising spots',
    features: ['Product focus', 'Bold call to action', 'Studio lighting'],
  },
  'brand-story': {
    id: 'brand-story',
    name: 'Brand Story',
    category: 'commercial',
    supportsSpeech: true,
    defaultDuration: 90,
    color: '#EC4899',
    description: 'Narrative videos that tell your brand story',
    features: ['Story arc', 'Emotional tone', 'Brand values'],
  },
  animation: {
    id: 'animation',
    name: 'Animation',
    category: 'artistic',
    supportsSpeech: true,
    defaultDuration: 60,
    color: '#8B5CF6',
    description: 'Colourful animated visuals and motion graphics',
    features: ['Animated characters', 'Vivid colours', 'Playful motion'],
  },
  retro: {
    id: 'retro',
    name: 'Retro',
    category: 'artistic',
    supportsSpeech: true,
    defaultDuration: 75,
    color: '#D97706',
    description: 'Vintage film look with warm grain',
    features: ['Film grain', 'Warm tones', 'Nostalgic mood'],
  },
  blackwhite: {
    id: 'blackwhite',
    name: 'Black & White',
    category: 'artistic',
    supportsSpeech: false,
    defaultDuration: 45,
    color: '#374151',
    description: 'Timeless monochrome in the style of silent film',
    features: ['Monochrome', 'High contrast', 'Classic framing'],
  },
  cinematic: {
    id: 'cinematic',
    name: 'Cinematic',
    category: 'cinematic',
    supportsSpeech: true,
    defaultDuration: 120,
    color: '#0EA5E9',
    description: 'Film-grade shots with dramatic camera work',
    features: ['Widescreen framing', 'Dramatic lighting', 'Camera movement'],
  },
  epic: {
    id: 'epic',
    name: 'Epic',
    category: 'cinematic',
    supportsSpeech: false,
    defaultDuration: 90,
    color: '#DC2626',
    description: 'Grand, music-driven trailer-style sequences',
    features: ['Sweeping scale', 'Orchestral mood', 'Slow motion'],
  },
};

/** Categories with their formats, in display order (spec 1 §3). */
export const videoFormatCategories: ReadonlyArray<{
  id: VideoFormatCategoryId;
  name: string;
  formats: readonly VideoFormatId[];
}> = [
  { id: 'standard', name: 'Standard', formats: ['normal', 'realistic'] },
  { id: 'commercial', name: 'Commercial', formats: ['commercial', 'brand-story'] },
  { id: 'artistic', name: 'Artistic', formats: ['animation', 'retro', 'blackwhite'] },
  { id: 'cinematic', name: 'Cinematic', formats: ['cinematic', 'epic'] },
];

/** Voices (default neutral). */
export const voiceTypes = ['male', 'female', 'neutral'] as const;
/** A voice. */
export type VoiceType = (typeof voiceTypes)[number];
/** Voice labels for the settings panel. */
export const voices: Record<VoiceType, { id: VoiceType; name: string; description: string }> = {
  male: { id: 'male', name: 'Male', description: 'Deep, confident narration' },
  female: { id: 'female', name: 'Female', description: 'Warm, clear narration' },
  neutral: { id: 'neutral', name: 'Neutral', description: 'Balanced, natural narration' },
};

/** Qualities (default high). */
export const videoQualityIds = ['standard', 'high', 'ultra'] as const;
/** A quality id. */
export type VideoQualityId = (typeof videoQualityIds)[number];
/** Quality labels and resolutions (spec 1 §9). */
export const videoQualities: Record<
  VideoQualityId,
  { id: VideoQualityId; name: string; resolution: '720p' | '1080p' | '4K' }
> = {
  standard: { id: 'standard', name: 'Standard', resolution: '720p' },
  high: { id: 'high', name: 'High', resolution: '1080p' },
  ultra: { id: 'ultra', name: 'Ultra', resolution: '4K' },
};

/** The video settings a run carries (spec 1 §3 "Video config"; format by id). */
export interface VideoConfig {
  format: VideoFormatId;
  duration: number;
  withSpeech: boolean;
  voiceType: VoiceType;
  quality: VideoQualityId;
  aspectRatio: AspectRatio;
  music: boolean;
}

/** Defaults of the video settings panel (spec 1 §3). */
export const defaultVideoConfig: Readonly<VideoConfig> = {
  format: 'normal',
  duration: 60,
  withSpeech: true,
  voiceType: 'neutral',
  quality: 'high',
  aspectRatio: '9:16',
  music: false,
};

/** Settings used when a video is generated from post history editing (spec 1 §7). */
export const historyVideoConfig: Readonly<VideoConfig> = {
  format: 'normal',
  duration: 60,
  withSpeech: true,
  voiceType: 'neutral',
  quality: 'high',
  aspectRatio: '16:9',
  music: false,
};

/** Applies the spec's consistency rule: a format without speech support forces withSpeech off. Returns a copy. */
export function normalizeVideoConfig(config: VideoConfig): VideoConfig {
  const supportsSpeech = videoFormats[config.format].supportsSpeech;
  return { ...config, withSpeech: supportsSpeech && config.withSpeech };
}

/** Switches to another format: its default duration is taken and speech is turned off if it has none. */
export function selectVideoFormat(config: VideoConfig, format: VideoFormatId): VideoConfig {
  return normalizeVideoConfig({ ...config, format, duration: videoFormats[format].defaultDuration });
}

/** Length of every generated video clip, in seconds (spec 1 §9). */
export const generatedVideoDurationSeconds = 5;
/** Longest video prompt sent to the video provider, in characters (UTF-16 units, as the provider counts). */
export const videoPromptMaxLength = 2200;
/** Closing instruction every video prompt ends with (spec 1 §5); survives cutVideoPrompt. */
export const videoPromptOptimizationInstruction =
  'Optimize for a 5-second video: one clear subject, one continuous shot with smooth camera motion, no scene cuts, no on-screen text.';
const instructionSeparator = '\n\n';

/**
 * Makes a prompt fit the video provider: the result ends with the optimisation instruction and is at most
 * 2200 characters. An instruction already closing the prompt is kept once; the text before it is cut on a
 * word boundary (never inside a surrogate pair) when it does not fit. A prompt that already fits and already
 * ends with the instruction is returned unchanged.
 */
export function cutVideoPrompt(prompt: string): string {
  let body = prompt.trimEnd();
  if (body.endsWith(videoPromptOptimizationInstruction)) {
    body = body.slice(0, body.length - videoPromptOptimizationInstruction.length).trimEnd();
  }
  const room = videoPromptMaxLength - videoPromptOptimizationInstruction.length - instructionSeparator.length;
  if (body.length > room) body = cutOnWordBoundary(body, room);
  if (body.length === 0) return videoPromptOptimizationInstruction;
  return `${body}${instructionSeparator}${videoPromptOptimizationInstruction}`;
}

function cutOnWordBoundary(text: string, maxLength: number): string {
  let end = maxLength;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  const head = text.slice(0, end);
  const nextIsSpace = /\s/u.test(text.charAt(end));
  if (nextIsSpace) return head.trimEnd();
  const lastSpace = head.search(/\s\S*$/u);
  return (lastSpace > 0 ? head.slice(0, lastSpace) : head).trimEnd();
}

/** Interval between status checks of a video generation, in milliseconds. */
export const videoPollIntervalMs = 5000;
/** Status checks before giving up: 120 x 5 s = 10 minutes. */
export const videoPollMaxAttempts = 120;
/** Provider statuses that mean the video is still being made (spec 1 §4). */
export const videoInProgressStatuses = [
  'waiting',
  'pending',
  'processing',
  'queued',
  'active',
  'generating',
] as const;

/** True when a provider status means "still in progress"; case and surrounding spaces are ignored. */
export function isVideoInProgressStatus(status: string): boolean {
  return (videoInProgressStatuses as readonly string[]).includes(status.trim().toLowerCase());
}

/** The failed-status message (spec 1 §8), e.g. 'Video generation failed: content policy'. */
export function videoGenerationFailedMessage(error: string): string {
  return `Video generation failed: ${error}`;
}

/** The message when polling ran out of attempts (spec 1 §8). */
export const videoGenerationTimedOutMessage = 'Video generation timed out after 10 minutes';
