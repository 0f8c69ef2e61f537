/**
 * The AI capabilities Postforge uses, one interface each. `container.ts` picks the real OpenAI-compatible
 * adapter when a key of at least 10 characters is configured, else the offline implementation.
 * Every implementation is deterministic for the offline case: the same input gives the same output.
 */
import type { ContentLanguage } from '../../../shared/domain/content-languages';
import type { PlatformId, VariationId } from '../../../shared/domain/platforms';
import type { AspectRatio, VideoConfig, VideoQualityId, VoiceType } from '../../../shared/domain/video';

/** Which implementation answered: shown in the UI so offline results are labelled as such. */
export type ProviderKind = 'remote' | 'offline';

/** Page context from a scraped URL (spec "enhanced page context"), passed to the writer when present. */
export interface PageContext {
  url: string;
  domain: string;
  title: string;
  text: string;
  pageType: 'unknown' | 'product' | 'article' | 'service' | 'homepage';
  businessType: 'unknown' | 'ecommerce' | 'saas' | 'service';
  product?: {
    name?: string;
    price?: string;
    originalPrice?: string;
    discount?: number;
    features: string[];
    brand?: string;
  };
  keyPoints: string[];
  /** The page's declared language (`<html lang>`, e.g. 'de-DE'), when it has one. */
  language?: string;
}

/** A web source quoted by the web-search mode (url_citation annotations of call 1). */
export interface WebSource {
  title: string;
  url: string;
  location?: string;
}

/** What the writer is asked for: every platform x variation pair, in one request. */
export interface WritePostsRequest {
  prompt: string;
  /** The language every post is written in (the run's language, chosen or detected). */
  language: ContentLanguage;
  /**
   * True on the one retry of a remote writer whose posts came back in another language: the prompt then
   * insists on the language.
   */
  isLanguageRetry?: boolean;
  platforms: PlatformId[];
  variations: VariationId[];
  /** 0-100; the chat temperature is creativity/100. */
  creativity: number;
  /** Results of a web search, when web-search mode ran. */
  webContext?: { text: string; sources: WebSource[] };
  page?: PageContext;
  /** The transcript of a recorded/uploaded video, when the run came from the Video Reels tab. */
  transcript?: string;
  mediaType: 'image' | 'video';
  /**
   * The workspace's active brand pack: its name, and its guidelines (tone and voice) every post follows; absent
   * without an active pack.
   */
  brand?: { name: string; guidelines: string };
  /**
   * A regeneration of one post (review screen): the post as it stands, which the new version replaces, and
   * the user's one-line instruction for it ('shorter', 'longer', 'mention the discount'), when given.
   */
  regenerate?: { previous: { content: string; hashtags: string[] }; instruction?: string };
}

/** What 'Shorten to fit' asks for: the post's text within the platform's limit, in its language. */
export interface ShortenRequest {
  content: string;
  platform: PlatformId;
  /** The platform's limit, as the platform counts (X weighted: addresses 23, emoji 2). */
  limit: number;
  language: ContentLanguage;
}

/** One post as the writer returns it, before media and defaults are applied. */
export interface WrittenPost {
  platform: PlatformId;
  /** The language the post is written in, when known (image and video prompts read it). */
  language?: ContentLanguage;
  variation: VariationId;
  title?: string;
  content: string;
  hashtags: string[];
  strategy: string;
  engagement: 'very high' | 'high' | 'medium' | 'low';
  imagePrompt?: string;
}

/** Result of a writer call: the posts plus whether they are the spec's fallback posts. */
export interface WritePostsResult {
  posts: WrittenPost[];
  /** True when the answer was unusable (not a JSON array) and fallback posts were made instead. */
  isFallback: boolean;
}

/** Text capability (spec calls 1 and 2 and their uses). */
export interface TextProvider {
  readonly kind: ProviderKind;
  /** Model label shown in the UI and stored on posts, e.g. 'gpt-4.1-mini' or 'Postforge offline writer'. */
  readonly label: string;
  /**
   * Prompt enhancement (temperature 0.3, max_tokens 300) in the prompt's language when known. Throws on
   * failure; the caller applies the fallback.
   */
  enhancePrompt(prompt: string, language?: ContentLanguage): Promise<string>;
  /** Web-search mode (call 1). Throws on failure. */
  searchWeb(prompt: string): Promise<{ text: string; sources: WebSource[] }>;
  /**
   * Post generation (call 2, temperature creativity/100, max_tokens 8000). Applies the JSON-array rule.
   * `onPost` receives each requested pair's post as soon as it is written (a streaming writer calls it while
   * the call runs, at most once per pair); the result still lists every post, those handed on included.
   */
  writePosts(
    request: WritePostsRequest,
    signal?: AbortSignal,
    onPost?: (post: WrittenPost) => void,
  ): Promise<WritePostsResult>;
  /** Image prompt for one post (temperature 0.8, max_tokens 300). Throws on failure. */
  writeImagePrompt(post: WrittenPost, signal?: AbortSignal): Promise<string>;
  /** Video prompt for one post (temperature 0.8, max_tokens 1200). Throws on failure. */
  writeVideoPrompt(post: WrittenPost, video: VideoConfig, signal?: AbortSignal): Promise<string>;
  /**
   * The post's text shortened to fit the limit, meaning and hashtags kept where they fit. The answer may still
   * be over the limit (a remote model counts loosely): the caller checks it. Throws on failure.
   */
  shortenPost(request: ShortenRequest, signal?: AbortSignal): Promise<string>;
}

/** Colours an offline image card is drawn with (the active brand pack's, or the default palette). */
export interface BrandPalette {
  primary: string;
  secondary: string;
  accent: string;
  background: string;
  text: string;
}

/** An image request: prompt plus what the offline renderer needs to draw a card. */
export interface ImageRequest {
  prompt: string;
  platform: PlatformId;
  aspectRatio: AspectRatio;
  /** Headline drawn on the offline card (the post's first line or title). */
  headline: string;
  palette: BrandPalette;
  /** The post's variation: the offline card's layout follows it, so a run's cards differ. */
  variation?: VariationId;
  /** The active brand pack's logo (image bytes sharp reads): the offline card draws it in a corner. */
  logo?: Buffer;
  /**
   * The active brand pack's uploaded font files (TTF, OTF or WOFF bytes): the offline renderer draws headlines
   * and captions in `primary`, other text in `secondary`. Remote providers ignore them.
   */
  fonts?: { primary?: Buffer; secondary?: Buffer };
  /** The active brand pack's look in words: a remote image provider ends the prompt with them. */
  styleWords?: string;
}

/** A produced image: bytes (offline card) or a URL on the provider's side (to be downloaded and stored). */
export type GeneratedImage =
  | {
      kind: 'bytes';
      data: Buffer;
      contentType: 'image/png' | 'image/jpeg' | 'image/webp';
      width: number;
      height: number;
    }
  | { kind: 'url'; url: string };

/** Image capability (call 4). */
export interface ImageProvider {
  readonly kind: ProviderKind;
  readonly label: string;
  /** Throws on failure or when the answer has no image URL. */
  generateImage(request: ImageRequest, signal?: AbortSignal): Promise<GeneratedImage>;
}

/** A video request (call 5): always 5 seconds. */
export interface VideoRequest {
  /** The provider's model id to make it with (the workspace's video model); absent: the provider's own model. */
  model?: string;
  /** The model's longest clip in seconds, when shorter than the usual 5 (e.g. Runway Gen-4 Turbo: 4). */
  maxSeconds?: number;
  prompt: string;
  aspectRatio: AspectRatio;
  /** Still image the offline renderer animates (PNG/JPEG bytes). */
  image?: Buffer;
  caption: string;
  negativePrompt?: string;
  /**
   * Speech over the clip (the run's video settings asked for it): the text, its language and the voice type.
   * The offline renderer speaks it with espeak-ng; remote providers describe speech in the prompt instead.
   */
  narration?: { text: string; language: ContentLanguage; voice: VoiceType };
  /** The run's quality (resolution); the offline renderer makes 720p or 1080p and refuses 4K. Default standard. */
  quality?: VideoQualityId;
  /** A soft music bed under the clip (the offline renderer generates it; remote providers get it in the prompt). */
  music?: boolean;
  /**
   * The active brand pack's palette: the offline renderer draws the background card and the caption panel in
   * it (default: Postforge's palette). Remote providers ignore it.
   */
  palette?: BrandPalette;
  /** The active brand pack's logo (image bytes sharp reads): the offline renderer shows it in a corner. */
  logo?: Buffer;
  /**
   * The active brand pack's uploaded font files (TTF, OTF or WOFF bytes): the offline renderer draws headlines
   * and captions in `primary`, other text in `secondary`. Remote providers ignore them.
   */
  fonts?: { primary?: Buffer; secondary?: Buffer };
  /** The active brand pack's look in words: a remote video provider ends the prompt with them. */
  styleWords?: string;
}

/** Status of a video generation as polled (call 6). */
export type VideoStatus =
  | { state: 'in-progress'; status: string; progress?: number }
  | {
      state: 'completed';
      video: { kind: 'url'; url: string } | { kind: 'bytes'; data: Buffer; contentType: 'video/mp4' };
      /** What the clip lacks that the request asked for (English, a server message), e.g. its narration. */
      notice?: string;
    }
  | { state: 'failed'; error: string };

/** Video capability: create then poll. */
export interface VideoProvider {
  readonly kind: ProviderKind;
  readonly label: string;
  /** Starts a generation; returns the provider's generation id. Throws on failure. */
  createVideo(request: VideoRequest, signal?: AbortSignal): Promise<string>;
  /** One status check. Throws when the check itself failed (the caller retries). */
  checkVideo(generationId: string, signal?: AbortSignal): Promise<VideoStatus>;
}

/** Speech to text (call 3). */
export interface SpeechProvider {
  readonly kind: ProviderKind;
  /**
   * Transcribes an audio/video file spoken in `language` (undefined: the model tells); the offline provider
   * returns the browser transcript or the generic description.
   */
  transcribe(
    file: { data: Buffer; filename: string; contentType: string },
    browserTranscript?: string,
    language?: ContentLanguage,
  ): Promise<{ text: string; duration?: number; confidence: number }>;
}

/** Embeddings; absent when no provider is configured (search then uses full-text and trigram). */
export interface EmbeddingsProvider {
  readonly kind: ProviderKind;
  embed(texts: string[]): Promise<number[][]>;
}
