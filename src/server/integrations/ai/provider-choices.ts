/**
 * Which provider serves each AI capability, and building the providers from that choice. A capability is
 * served by the environment's endpoint when its variables set a usable key (the environment wins), else by the
 * endpoint the instance owner chose in the app, else offline. An endpoint is any OpenAI-compatible base URL with
 * a key (empty for endpoints without keys, e.g. a local Ollama) and a model.
 */
import type { AiCapability } from '../../../shared/domain/ai-providers';
import type { Config } from '../../config/config';
import {
  lazyEmbeddingsProvider,
  lazyImageProvider,
  lazySpeechProvider,
  lazyTextProvider,
  lazyVideoProvider,
} from './lazy-providers';
import { createOfflineSpeechProvider } from './offline/offline-speech.provider';
import { createOpenAiClient, type ProviderLogger } from './openai/openai-http';
import { defaultAiTimeouts, isUsableProviderKey, type AiProviders } from './openai/select-providers';
import type { ImageProvider, TextProvider, VideoProvider } from './types';

/** An OpenAI-compatible endpoint: base URL, key ('' when it takes none) and model. */
export interface RemoteEndpoint {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** The endpoint of each capability that has one; a missing capability runs offline. */
export type EndpointChoices = Partial<Record<AiCapability, RemoteEndpoint>>;

/** The endpoints the environment sets (OPENAI_*, IMAGE_*, VIDEO_*): only capabilities with a usable key. */
export function readEnvironmentEndpoints(config: Config): EndpointChoices {
  const choices: EndpointChoices = {};
  const textKey = config.OPENAI_API_KEY;
  if (isUsableProviderKey(textKey)) {
    const apiKey = textKey.trim();
    const baseUrl = config.OPENAI_BASE_URL;
    choices.text = { baseUrl, apiKey, model: config.OPENAI_TEXT_MODEL };
    choices.webSearch = { baseUrl, apiKey, model: config.OPENAI_SEARCH_MODEL };
    choices.speech = { baseUrl, apiKey, model: config.OPENAI_SPEECH_MODEL };
    if (config.OPENAI_EMBEDDINGS_MODEL) {
      choices.embeddings = { baseUrl, apiKey, model: config.OPENAI_EMBEDDINGS_MODEL };
    }
  }
  const imageKey = config.IMAGE_API_KEY ?? textKey;
  if (isUsableProviderKey(imageKey)) {
    choices.image = {
      baseUrl: config.IMAGE_BASE_URL ?? config.OPENAI_BASE_URL,
      apiKey: imageKey.trim(),
      model: config.IMAGE_MODEL,
    };
  }
  const videoKey = config.VIDEO_API_KEY ?? textKey;
  if (isUsableProviderKey(videoKey)) {
    choices.video = {
      baseUrl: config.VIDEO_BASE_URL ?? config.OPENAI_BASE_URL,
      apiKey: videoKey.trim(),
      model: config.VIDEO_MODEL,
    };
  }
  return choices;
}

/** What building the providers needs besides the endpoints. */
export interface ProviderBuildOptions {
  offline: { image: ImageProvider; video: VideoProvider; text: TextProvider };
  logger?: ProviderLogger;
  /** Requests in flight per capability's client; default 4. */
  maxConcurrent?: number;
}

/**
 * The providers of every capability for `choices` (imported on their first call). Web search is the text
 * provider's `searchWeb` answered by the web-search endpoint (the offline writer refuses it).
 */
export function buildAiProviders(choices: EndpointChoices, options: ProviderBuildOptions): AiProviders {
  const client = (endpoint: RemoteEndpoint, timeoutMs: number) =>
    createOpenAiClient({
      baseUrl: endpoint.baseUrl,
      apiKey: endpoint.apiKey,
      timeoutMs,
      ...(options.maxConcurrent === undefined ? {} : { maxConcurrent: options.maxConcurrent }),
    });
  const remoteText = (endpoint: RemoteEndpoint, searchModel: string) =>
    lazyTextProvider({ kind: 'remote', label: endpoint.model }, async () =>
      (await import('./openai/openai-text.provider')).createOpenAiTextProvider({
        client: client(endpoint, defaultAiTimeouts.textMs),
        model: endpoint.model,
        searchModel,
        ...(options.logger === undefined ? {} : { logger: options.logger }),
      }),
    );
  // Posts written from web-search results use the search model when it lives at the writer's endpoint.
  const sameEndpoint =
    choices.text !== undefined &&
    choices.webSearch !== undefined &&
    choices.text.baseUrl === choices.webSearch.baseUrl &&
    choices.text.apiKey === choices.webSearch.apiKey;
  const writer = choices.text
    ? remoteText(
        choices.text,
        sameEndpoint && choices.webSearch ? choices.webSearch.model : choices.text.model,
      )
    : options.offline.text;
  const searcher = choices.webSearch
    ? remoteText(choices.webSearch, choices.webSearch.model)
    : options.offline.text;
  const text: TextProvider = {
    kind: writer.kind,
    label: writer.label,
    enhancePrompt: (prompt, language) => writer.enhancePrompt(prompt, language),
    searchWeb: (prompt) => searcher.searchWeb(prompt),
    writePosts: (request, signal, onPost) => writer.writePosts(request, signal, onPost),
    writeImagePrompt: (post, signal) => writer.writeImagePrompt(post, signal),
    writeVideoPrompt: (post, video, signal) => writer.writeVideoPrompt(post, video, signal),
    shortenPost: (request, signal) => writer.shortenPost(request, signal),
  };
  const { image, video, speech, embeddings } = choices;
  const providers: AiProviders = {
    text,
    image: image
      ? lazyImageProvider({ kind: 'remote', label: image.model }, async () =>
          (await import('./openai/openai-image.provider')).createOpenAiImageProvider({
            client: client(image, defaultAiTimeouts.imageMs),
            model: image.model,
          }),
        )
      : options.offline.image,
    video: video
      ? lazyVideoProvider({ kind: 'remote', label: video.model }, async () =>
          (await import('./openai/openai-video.provider')).createOpenAiVideoProvider({
            client: client(video, defaultAiTimeouts.videoMs),
            model: video.model,
          }),
        )
      : options.offline.video,
    speech: speech
      ? lazySpeechProvider('remote', async () =>
          (await import('./openai/openai-speech.provider')).createOpenAiSpeechProvider({
            client: client(speech, defaultAiTimeouts.speechMs),
            model: speech.model,
            timeoutMs: defaultAiTimeouts.speechMs,
          }),
        )
      : createOfflineSpeechProvider(),
  };
  if (embeddings) {
    providers.embeddings = lazyEmbeddingsProvider('remote', async () =>
      (await import('./openai/openai-embeddings.provider')).createOpenAiEmbeddingsProvider({
        client: client(embeddings, defaultAiTimeouts.textMs),
        model: embeddings.model,
      }),
    );
  }
  return providers;
}
