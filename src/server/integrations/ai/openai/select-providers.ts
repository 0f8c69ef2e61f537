/**
 * Picks the implementation of every AI capability from the settings: the OpenAI-compatible adapter when
 * the capability has a key of at least 10 characters (the spec's demo rule: shorter or absent means demo
 * mode), else the offline provider. Image and video use the text provider's base URL and key unless they
 * have their own. A chosen adapter's module is imported on its first call (see lazy-providers.ts).
 */
import { providerKeyMinLength } from '../../../../shared/domain/limits';
import { createOfflineSpeechProvider } from '../offline/offline-speech.provider';
import type {
  EmbeddingsProvider,
  ImageProvider,
  SpeechProvider,
  TextProvider,
  VideoProvider,
} from '../types';
import {
  lazyEmbeddingsProvider,
  lazyImageProvider,
  lazySpeechProvider,
  lazyTextProvider,
  lazyVideoProvider,
} from '../lazy-providers';
import { createOpenAiClient, type FetchFunction, type ProviderLogger } from './openai-http';

/** Timeouts per capability, in milliseconds. */
export interface AiTimeouts {
  /** One chat or web-search call; post generation writes up to 8000 tokens. Default 120 000. */
  textMs: number;
  /** One image generation. Default 120 000. */
  imageMs: number;
  /** One video create or status call. Default 60 000. */
  videoMs: number;
  /** One transcription (files up to 100 MB). Default 300 000. */
  speechMs: number;
}

/** Default timeouts of the remote adapters. */
export const defaultAiTimeouts: Readonly<AiTimeouts> = {
  textMs: 120_000,
  imageMs: 120_000,
  videoMs: 60_000,
  speechMs: 300_000,
};

/** What selectAiProviders reads (the container maps the environment to it). */
export interface AiProviderSettings {
  text: {
    baseUrl: string;
    apiKey?: string;
    model: string;
    searchModel: string;
    speechModel: string;
    /** Embeddings model; without it there is no embeddings provider (search uses full-text and trigram). */
    embeddingsModel?: string;
  };
  image: { baseUrl?: string; apiKey?: string; model: string };
  video: { baseUrl?: string; apiKey?: string; model: string };
  offline: { image: ImageProvider; video: VideoProvider; text: TextProvider };
  logger?: ProviderLogger;
  fetch?: FetchFunction;
  /** Requests in flight per capability's client; default 4. */
  maxConcurrent?: number;
  timeouts?: Partial<AiTimeouts>;
}

/** The providers of every capability; embeddings only when a key and an embeddings model are set. */
export interface AiProviders {
  text: TextProvider;
  image: ImageProvider;
  video: VideoProvider;
  speech: SpeechProvider;
  embeddings?: EmbeddingsProvider;
}

/** True when `key` is a usable provider key: at least 10 characters after trimming. */
export function isUsableProviderKey(key: string | undefined): key is string {
  return key !== undefined && key.trim().length >= providerKeyMinLength;
}

/** Chooses the implementation of each capability (see the file comment). Never makes a request. */
export function selectAiProviders(settings: AiProviderSettings): AiProviders {
  const timeouts = { ...defaultAiTimeouts, ...settings.timeouts };
  const makeClient = (baseUrl: string, apiKey: string, timeoutMs: number) =>
    createOpenAiClient({
      baseUrl,
      apiKey: apiKey.trim(),
      timeoutMs,
      ...(settings.maxConcurrent === undefined ? {} : { maxConcurrent: settings.maxConcurrent }),
      ...(settings.fetch === undefined ? {} : { fetch: settings.fetch }),
    });

  const textKey = settings.text.apiKey;
  const textClient = isUsableProviderKey(textKey)
    ? makeClient(settings.text.baseUrl, textKey, timeouts.textMs)
    : undefined;
  const imageKey = settings.image.apiKey ?? textKey;
  const videoKey = settings.video.apiKey ?? textKey;

  const providers: AiProviders = {
    text: textClient
      ? lazyTextProvider({ kind: 'remote', label: settings.text.model }, async () =>
          (await import('./openai-text.provider')).createOpenAiTextProvider({
            client: textClient,
            model: settings.text.model,
            searchModel: settings.text.searchModel,
            ...(settings.logger === undefined ? {} : { logger: settings.logger }),
          }),
        )
      : settings.offline.text,
    image: isUsableProviderKey(imageKey)
      ? lazyImageProvider({ kind: 'remote', label: settings.image.model }, async () =>
          (await import('./openai-image.provider')).createOpenAiImageProvider({
            client: makeClient(settings.image.baseUrl ?? settings.text.baseUrl, imageKey, timeouts.imageMs),
            model: settings.image.model,
          }),
        )
      : settings.offline.image,
    video: isUsableProviderKey(videoKey)
      ? lazyVideoProvider({ kind: 'remote', label: settings.video.model }, async () =>
          (await import('./openai-video.provider')).createOpenAiVideoProvider({
            client: makeClient(settings.video.baseUrl ?? settings.text.baseUrl, videoKey, timeouts.videoMs),
            model: settings.video.model,
          }),
        )
      : settings.offline.video,
    speech: textClient
      ? lazySpeechProvider('remote', async () =>
          (await import('./openai-speech.provider')).createOpenAiSpeechProvider({
            client: textClient,
            model: settings.text.speechModel,
            timeoutMs: timeouts.speechMs,
          }),
        )
      : createOfflineSpeechProvider(),
  };
  const { embeddingsModel } = settings.text;
  if (textClient && embeddingsModel) {
    providers.embeddings = lazyEmbeddingsProvider('remote', async () =>
      (await import('./openai-embeddings.provider')).createOpenAiEmbeddingsProvider({
        client: textClient,
        model: embeddingsModel,
      }),
    );
  }
  return providers;
}
